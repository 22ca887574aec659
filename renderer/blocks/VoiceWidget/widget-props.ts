import type { VoiceWidgetBlock } from '../../generated/config';

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
