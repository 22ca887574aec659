import { defineBlock } from '../define';
import { Faq } from './Faq';

export default defineBlock({
  type: 'faq',
  schema: 'blocks/faq.schema.json',
  component: Faq,
  placement: { label: 'FAQ' },
});
