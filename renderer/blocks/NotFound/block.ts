import { defineBlock } from '../define';
import { NotFound } from './NotFound';

export default defineBlock({
  type: 'notFound',
  schema: 'blocks/not-found.schema.json',
  component: NotFound,
  placement: { label: 'Not found' },
});
