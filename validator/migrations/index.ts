import { planIncludedHeading } from './0001-plan-included-heading.ts';
import type { Migration } from './types.ts';

/** Every migration, oldest first; each one's `to` is the next one's `from`, and the last ends at the schemas' version. */
export const migrations: readonly Migration[] = [planIncludedHeading];
