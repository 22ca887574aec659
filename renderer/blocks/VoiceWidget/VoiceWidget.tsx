import type { VoiceWidgetBlock } from '../../generated/config';
import { Island } from '../../islands/Island';
import { EARLY_VOICE_SCRIPT } from './early-script';

/**
 * The voice assistant's island: its launcher is prerendered, and React and the widget load when
 * the visitor acts on it, or, when consent was already given (or is not asked), once the page
 * has loaded and the browser is idle (see early-script.ts).
 */
export function VoiceWidget({ block }: { block: VoiceWidgetBlock }) {
  return (
    <>
      <Island name="voiceWidget" hydrate={block.consentRequired ? 'interaction' : 'load'} props={{ widget: block }} />
      {/* A fixed script written here, with no config text in it; the consent key is an escaped attribute. */}
      <script data-consent-key={block.consentRequired ? block.consentKey : undefined} dangerouslySetInnerHTML={{ __html: EARLY_VOICE_SCRIPT }} />
    </>
  );
}
