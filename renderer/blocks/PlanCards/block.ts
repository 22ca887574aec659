import { defineBlock } from '../define';
import { PlanCards } from './PlanCards';

export default defineBlock({
  type: 'planCards',
  schema: 'blocks/plan-cards.schema.json',
  component: PlanCards,
  island: { name: 'planCards', load: () => import('./PlanCards.island') },
  placement: { label: 'Plan cards' },
});
