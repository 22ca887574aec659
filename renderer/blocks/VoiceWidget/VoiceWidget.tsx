import type { VoiceWidgetBlock } from '../../generated/config';
import { Island } from '../../islands/Island';

/** The voice assistant runs only in the browser, after consent; its island wakes once the page has loaded. */
export function VoiceWidget({ block }: { block: VoiceWidgetBlock }) {
  return <Island name="voiceWidget" hydrate="load" props={{ widget: block }} />;
}
