import type { FormConfig, PlanConfig } from '../generated/config';
import type { PackageSummary, PlanSummary } from '../plans/summary';

/**
 * Thrown when config that passed validation still cannot be resolved: a validator gap, never
 * an editor's mistake (every reference followed here is checked, with file and line, first).
 */
class ResolveError extends Error {
  override name = 'ResolveError';
}

/** The monthly calling-agent plans named by `ids`, in order. */
export function plansFrom(plans: Record<string, PlanConfig>, ids: readonly string[]): PlanSummary[] {
  return ids.map((id) => {
    const plan = plans[id];
    if (plan?.kind !== 'plan') throw new ResolveError(`"${id}" is not a calling-agent plan in the plans folder.`);
    const { $schema: _schema, version: _version, kind: _kind, ...rest } = plan;
    return { ...rest, id };
  });
}

/** The discovery package named `id`. */
export function packageFrom(plans: Record<string, PlanConfig>, id: string): PackageSummary {
  const plan = plans[id];
  if (plan?.kind !== 'package') throw new ResolveError(`"${id}" is not a discovery package in the plans folder.`);
  const { name, description, price, includedHeading, features, paymentDescription, solutionType } = plan;
  return { name, description, price, includedHeading, features, paymentDescription, solutionType };
}

export function formFrom(forms: Record<string, FormConfig>, id: string): FormConfig {
  const form = forms[id];
  if (!form) throw new ResolveError(`The form "${id}" is not in the forms folder.`);
  return form;
}
