import { defineBlock } from '../define';
import { Steps } from './Steps';

export default defineBlock({
  type: 'steps',
  schema: 'blocks/steps.schema.json',
  component: Steps,
  placement: { label: 'Steps' },
});
