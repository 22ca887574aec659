import type { VoiceWidgetBlock } from '../../generated/config';

/**
 * The block with its build-time overrides applied: environment variables win over the page
 * JSON, so a production assistant id and key need not be committed.
 */
export function resolveVoiceWidget(block: VoiceWidgetBlock, env: Record<string, string | undefined> = process.env): VoiceWidgetBlock {
  const publicKey = env.VITE_VOICE_PUBLIC_KEY || block.publicKey;
  return { ...block, assistantId: env.VITE_VOICE_ASSISTANT_ID || block.assistantId, ...(publicKey ? { publicKey } : {}) };
}

/** The options the widget is started with, in the widget script's own property names. */
export function widgetProps(w: VoiceWidgetBlock): Record<string, string | boolean> {
  return {
    ...(w.publicKey ? { publicKey: w.publicKey } : {}),
    assistantId: w.assistantId,
    mode: w.mode,
    theme: w.theme,
    position: w.position,
    title: w.title,
    startButtonText: w.startLabel,
    endButtonText: w.endLabel,
    showTranscript: w.showTranscript,
    requireConsent: w.consentRequired,
    termsContent: w.consentText,
    localStorageKey: w.consentKey,
    accentColor: w.accentColor,
  };
}
