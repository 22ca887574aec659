import { defineBlock } from '../define';
import { Panels } from './Panels';

export default defineBlock({
  type: 'panels',
  schema: 'blocks/panels.schema.json',
  component: Panels,
  placement: { label: 'Panels' },
});
