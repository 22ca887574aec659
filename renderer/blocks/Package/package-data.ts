import type { DiscoveryPackage, PlanConfig } from '../../generated/config';

/** What a package card shows. Islands receive this (resolved on the server), never the plan files. */
export type PackageSummary = Pick<DiscoveryPackage, 'name' | 'description' | 'price' | 'features' | 'paymentDescription' | 'solutionType'>;

/**
 * The discovery package named `id` in site.config/plans/. The validator checks that the file
 * exists; this also refuses a monthly calling-agent plan, so the build fails with a clear message.
 */
export function packageFrom(plans: Record<string, PlanConfig>, id: string): PackageSummary {
  const plan = plans[id];
  if (!plan) throw new Error(`The package "${id}" does not exist in site.config/plans/.`);
  if (plan.kind !== 'package') throw new Error(`"${id}" is a monthly calling-agent plan, not a discovery package ("kind": "package").`);
  const { name, description, price, features, paymentDescription, solutionType } = plan;
  return { name, description, price, features, paymentDescription, solutionType };
}

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });

/** 999 → "$999", 3999 → "$3,999" (whole US dollars; a price with cents keeps them). */
export function formatPrice(price: number): string {
  return Number.isInteger(price) ? usd.format(price) : new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(price);
}
