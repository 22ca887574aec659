import type { CallingAgentPlan, DiscoveryPackage } from '../generated/config';

/** A calling-agent plan with its id, as the planCards and planComparison blocks show it. */
export type PlanSummary = Omit<CallingAgentPlan, '$schema' | 'version' | 'kind'> & { id: string };

/** What a package card shows. Islands receive this (resolved before rendering), never the plan files. */
export type PackageSummary = Pick<DiscoveryPackage, 'name' | 'description' | 'price' | 'includedHeading' | 'features' | 'paymentDescription' | 'solutionType'>;
