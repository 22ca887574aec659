import { defineBlock } from '../define';
import { ThankYou } from './ThankYou';

export default defineBlock({
  type: 'thankYou',
  schema: 'blocks/thank-you.schema.json',
  component: ThankYou,
  island: { name: 'thankYou', load: () => import('./ThankYou.island') },
  placement: { label: 'Thank you' },
});
