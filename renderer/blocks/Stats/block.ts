import { defineBlock } from '../define';
import { Stats } from './Stats';

export default defineBlock({
  type: 'stats',
  schema: 'blocks/stats.schema.json',
  component: Stats,
  placement: { label: 'Stats' },
});
