import { defineBlock } from '../define';
import { CardGrid } from './CardGrid';

export default defineBlock({
  type: 'cardGrid',
  schema: 'blocks/card-grid.schema.json',
  component: CardGrid,
  placement: { label: 'Card grid' },
});
