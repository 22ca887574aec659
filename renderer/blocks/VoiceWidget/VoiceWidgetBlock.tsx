import type { VoiceWidgetBlock as VoiceWidgetBlockConfig } from '../../generated/config';
import { Island } from '../../islands/Island';
import { resolveVoiceWidget } from './options';

/**
 * Server side of the voice widget: applies the build-time overrides (assistant id, key), then
 * places the island, hydrated only after the page has loaded.
 */
export function VoiceWidgetBlock({ block }: { block: VoiceWidgetBlockConfig }) {
  return <Island name="voiceWidget" hydrate="load" props={{ widget: resolveVoiceWidget(block) }} />;
}
