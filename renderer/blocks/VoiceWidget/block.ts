import { defineBlock } from '../define';
import { VoiceWidget } from './VoiceWidget';

export default defineBlock({
  type: 'voiceWidget',
  schema: 'blocks/voice-widget.schema.json',
  component: VoiceWidget,
  island: { name: 'voiceWidget', load: () => import('./VoiceWidget.island') },
  placement: { label: 'Voice widget' },
});
