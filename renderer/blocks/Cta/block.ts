import { defineBlock } from '../define';
import { Cta } from './Cta';

export default defineBlock({
  type: 'cta',
  schema: 'blocks/cta.schema.json',
  component: Cta,
  placement: { label: 'Call to action' },
});
