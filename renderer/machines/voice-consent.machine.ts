import { assign, fromPromise, setup } from 'xstate';

/** What the browser remembers under the consent key; null when the visitor never chose. */
export type StoredConsent = 'given' | 'refused' | null;

export interface VoiceConsentInput {
  /** The localStorage key of the choice (the widget reads the same key). */
  key: string;
  /** False when the page's block does not ask for consent: the widget may run at once. */
  required?: boolean;
}

export interface VoiceConsentContext extends Required<VoiceConsentInput> {
  /** False when the stored choice could not be read: a choice then lasts for this page only. */
  persisted: boolean;
}

export type VoiceConsentEvent =
  | { type: 'consent.ask' }
  | { type: 'consent.give' }
  | { type: 'consent.refuse' }
  | { type: 'consent.withdraw' };

// The widget itself treats exactly "true" as consent, so the same values are kept here.
const GIVEN = 'true';
const REFUSED = 'false';

/** Reads the stored choice; throws when storage is unavailable (blocked cookies, sandboxes). */
export function readStoredConsent(key: string): StoredConsent {
  const value = window.localStorage.getItem(key);
  return value === GIVEN ? 'given' : value === REFUSED ? 'refused' : null;
}

/** Stores the choice; returns false instead of throwing when storage is unavailable. */
export function writeStoredConsent(key: string, given: boolean): boolean {
  try {
    window.localStorage.setItem(key, given ? GIVEN : REFUSED);
    return true;
  } catch {
    return false;
  }
}

/**
 * The visitor's consent to talk to the voice assistant. `checking`: reading the stored
 * choice. `unknown` and `refused`: the widget is not started (a launcher offers to ask).
 * `asking`: the consent card is open. `given`: the widget may run; withdrawing stops it and
 * is remembered as a refusal. Nothing is stored or started before a choice is made.
 */
export const voiceConsentMachine = setup({
  types: { context: {} as VoiceConsentContext, events: {} as VoiceConsentEvent, input: {} as VoiceConsentInput },
  actors: {
    readConsent: fromPromise<StoredConsent, { key: string }>(async ({ input }) => readStoredConsent(input.key)),
  },
  actions: {
    // When storage fails the state still holds the choice, for this page view only.
    storeChoice: ({ context }, params: { given: boolean }) => void writeStoredConsent(context.key, params.given),
  },
  guards: {
    notRequired: ({ context }) => !context.required,
    storedGiven: (_, params: { stored: StoredConsent }) => params.stored === 'given',
    storedRefused: (_, params: { stored: StoredConsent }) => params.stored === 'refused',
  },
}).createMachine({
  id: 'voiceConsent',
  context: ({ input }) => ({ key: input.key, required: input.required ?? true, persisted: true }),
  initial: 'starting',
  states: {
    starting: { always: [{ guard: 'notRequired', target: 'given' }, { target: 'checking' }] },
    checking: {
      invoke: {
        src: 'readConsent',
        input: ({ context }) => ({ key: context.key }),
        onDone: [
          { guard: { type: 'storedGiven', params: ({ event }) => ({ stored: event.output }) }, target: 'given' },
          { guard: { type: 'storedRefused', params: ({ event }) => ({ stored: event.output }) }, target: 'refused' },
          { target: 'unknown' },
        ],
        onError: { target: 'unknown', actions: assign({ persisted: false }) },
      },
    },
    unknown: { on: { 'consent.ask': 'asking' } },
    refused: { on: { 'consent.ask': 'asking' } },
    asking: {
      on: {
        'consent.give': { target: 'given', actions: { type: 'storeChoice', params: { given: true } } },
        'consent.refuse': { target: 'refused', actions: { type: 'storeChoice', params: { given: false } } },
      },
    },
    given: {
      on: { 'consent.withdraw': { target: 'refused', actions: { type: 'storeChoice', params: { given: false } } } },
    },
  },
});
