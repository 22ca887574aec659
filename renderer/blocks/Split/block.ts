import { defineBlock } from '../define';
import { Split } from './Split';

export default defineBlock({
  type: 'split',
  schema: 'blocks/split.schema.json',
  component: Split,
  placement: { label: 'Split' },
});
