import { defineBlock } from '../define';
import { PlanComparison } from './PlanComparison';

export default defineBlock({
  type: 'planComparison',
  schema: 'blocks/plan-comparison.schema.json',
  component: PlanComparison,
  placement: { label: 'Plan comparison' },
});
