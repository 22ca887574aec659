import { assign, fromCallback, fromPromise, setup, type EventObject } from 'xstate';
import { loadWidgetScript, whenIdle, type WidgetHandle, type WidgetRunner, type WidgetScript } from '../voice/widget-script';

/** What the browser remembers under the consent key; null when the visitor never chose. */
export type StoredConsent = 'given' | 'refused' | null;

/** How the widget is started once its script has loaded. */
export interface WidgetStart extends WidgetScript {
  component: string;
  props: Record<string, unknown>;
}

export interface VoiceConsentInput {
  /** The localStorage key of the choice (the widget reads the same key). */
  key: string;
  /** False when the page's block does not ask for consent: the widget may run at once. */
  required?: boolean;
  /** The script to load and how to start the widget; without it, consent is all there is. */
  widget?: WidgetStart;
  /** The element the widget is started in (the island's own box). */
  host?: () => HTMLElement | null;
}

export interface VoiceConsentContext extends Required<Pick<VoiceConsentInput, 'key' | 'required'>>, Pick<VoiceConsentInput, 'widget' | 'host'> {
  /** False when the stored choice could not be read: a choice then lasts for this page only. */
  persisted: boolean;
  runner?: WidgetRunner;
  /** Set when the visitor closed the card or withdrew, so focus goes back to the launcher. */
  returnFocus: boolean;
}

export type VoiceConsentEvent =
  | { type: 'consent.ask' }
  | { type: 'consent.give' }
  | { type: 'consent.refuse' }
  | { type: 'consent.withdraw' }
  | { type: 'browser.idle' }
  | { type: 'widget.fail'; error: unknown };

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

interface RunInput {
  runner?: WidgetRunner;
  widget?: WidgetStart;
  container: HTMLElement | null | undefined;
}

/** Starts the widget in its box and stops it (emptying the box) when the state is left. */
const runWidget = fromCallback<EventObject, RunInput>(({ input: { runner, widget, container }, sendBack }) => {
  let handle: WidgetHandle | undefined;
  try {
    if (!runner || !widget || !container) throw new Error('the widget has no place to run');
    handle = new runner({ container, component: widget.component, props: widget.props });
  } catch (error) {
    sendBack({ type: 'widget.fail', error });
  }
  return () => {
    try {
      handle?.destroy?.();
    } catch (error) {
      console.error('The voice assistant did not stop cleanly:', error);
    }
    container?.replaceChildren();
  };
});

/**
 * The visitor's consent to talk to the voice assistant, and the widget it allows.
 * `checking`: reading the stored choice. `unknown` and `refused`: nothing is loaded (a
 * launcher offers to ask). `asking`: the consent card is open. `given`: once the browser is
 * idle the widget script loads, then the widget runs; withdrawing (only where consent is
 * required) stops it and is remembered as a refusal. When the script cannot load or start,
 * the widget is `failed`: logged to the console, nothing shown.
 */
export const voiceConsentMachine = setup({
  types: { context: {} as VoiceConsentContext, events: {} as VoiceConsentEvent, input: {} as VoiceConsentInput },
  actors: {
    readConsent: fromPromise<StoredConsent, { key: string }>(async ({ input }) => readStoredConsent(input.key)),
    waitForIdle: fromCallback<EventObject>(({ sendBack }) => whenIdle(() => sendBack({ type: 'browser.idle' }))),
    loadScript: fromPromise<WidgetRunner, WidgetScript | undefined>(async ({ input }) => {
      if (!input) throw new Error('no widget script is configured');
      return loadWidgetScript(input);
    }),
    runWidget,
  },
  actions: {
    // When storage fails the state still holds the choice, for this page view only.
    storeChoice: ({ context }, params: { given: boolean }) => void writeStoredConsent(context.key, params.given),
    focusLauncher: assign({ returnFocus: true }),
    // The widget is optional: when it cannot start, the page goes on without it and says nothing.
    reportFailure: (_, params: { error: unknown }) => console.error('The voice assistant could not be started:', params.error),
  },
  guards: {
    notRequired: ({ context }) => !context.required,
    required: ({ context }) => context.required,
    storedGiven: (_, params: { stored: StoredConsent }) => params.stored === 'given',
    storedRefused: (_, params: { stored: StoredConsent }) => params.stored === 'refused',
  },
}).createMachine({
  id: 'voiceConsent',
  context: ({ input }) => ({ key: input.key, required: input.required ?? true, widget: input.widget, host: input.host, persisted: true, returnFocus: false }),
  initial: 'starting',
  states: {
    starting: { always: [{ guard: 'notRequired', target: 'given' }, { target: 'checking' }] },
    checking: {
      // The prerendered launcher can be pressed before the stored choice has been read.
      on: { 'consent.ask': 'asking' },
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
    refused: { on: { 'consent.ask': { target: 'asking', actions: assign({ returnFocus: false }) } } },
    asking: {
      on: {
        'consent.give': { target: 'given', actions: { type: 'storeChoice', params: { given: true } } },
        'consent.refuse': { target: 'refused', actions: [{ type: 'storeChoice', params: { given: false } }, 'focusLauncher'] },
      },
    },
    given: {
      initial: 'waiting',
      on: {
        'consent.withdraw': { guard: 'required', target: 'refused', actions: [{ type: 'storeChoice', params: { given: false } }, 'focusLauncher'] },
      },
      states: {
        waiting: { invoke: { src: 'waitForIdle' }, on: { 'browser.idle': 'loading' } },
        loading: {
          invoke: {
            src: 'loadScript',
            input: ({ context }) => context.widget,
            onDone: { target: 'running', actions: assign({ runner: ({ event }) => event.output }) },
            onError: { target: 'failed', actions: { type: 'reportFailure', params: ({ event }) => ({ error: event.error }) } },
          },
        },
        running: {
          invoke: { src: 'runWidget', input: ({ context }) => ({ runner: context.runner, widget: context.widget, container: context.host?.() }) },
          on: { 'widget.fail': { target: 'failed', actions: { type: 'reportFailure', params: ({ event }) => ({ error: event.error }) } } },
        },
        failed: { type: 'final' },
      },
    },
  },
});
