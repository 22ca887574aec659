/**
 * The hidden field that people never see and bots fill in. Its name matches nothing that
 * browser autofill recognises, so a real visitor's browser never fills it either.
 */
export const HONEYPOT_FIELD = 'hp_reference';
