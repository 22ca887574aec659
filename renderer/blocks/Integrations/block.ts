import { defineBlock } from '../define';
import { Integrations } from './Integrations';

export default defineBlock({
  type: 'integrations',
  schema: 'blocks/integrations.schema.json',
  component: Integrations,
  placement: { label: 'Integrations' },
});
