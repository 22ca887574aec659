import { defineBlock } from '../define';
import { Hero } from './Hero';

export default defineBlock({
  type: 'hero',
  schema: 'blocks/hero.schema.json',
  component: Hero,
  placement: { label: 'Hero' },
});
