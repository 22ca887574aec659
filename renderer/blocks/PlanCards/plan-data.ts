import type { CallingAgentPlan, PlanConfig } from '../../generated/config';
import { formatPrice } from '../Package/package-data';

export { formatPrice };

/** A calling-agent plan with its id, as the planCards and planComparison blocks show it. */
export type PlanSummary = Omit<CallingAgentPlan, '$schema' | 'kind'> & { id: string };

/**
 * The monthly calling-agent plans named by `ids`, in order. The validator checks that the files
 * exist; this also refuses a one-time discovery package, so the build fails with a clear message.
 */
export function plansFrom(plans: Record<string, PlanConfig>, ids: string[]): PlanSummary[] {
  return ids.map((id) => {
    const plan = plans[id];
    if (!plan) throw new Error(`The plan "${id}" does not exist in site.config/plans/.`);
    if (plan.kind !== 'plan') throw new Error(`"${id}" is a one-time discovery package, not a monthly calling-agent plan ("kind": "plan").`);
    const { $schema: _schema, kind: _kind, ...rest } = plan;
    return { ...rest, id };
  });
}

const count = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });

/** 1999 → "$1,999/month". */
export function formatMonthly(fee: number): string {
  return `${formatPrice(fee)}/month`;
}

/** 5000 → "5,000". */
export function formatMinutes(minutes: number): string {
  return count.format(minutes);
}
