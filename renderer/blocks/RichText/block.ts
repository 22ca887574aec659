import { defineBlock } from '../define';
import { RichText } from './RichText';

export default defineBlock({
  type: 'richText',
  schema: 'blocks/rich-text.schema.json',
  component: RichText,
  placement: { label: 'Rich text' },
});
