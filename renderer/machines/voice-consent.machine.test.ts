// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromCallback, fromPromise, waitFor, type EventObject } from 'xstate';
import type { WidgetRunner, WidgetScript } from '../voice/widget-script';
import { voiceConsentMachine, type StoredConsent, type WidgetStart } from './voice-consent.machine';

const key = 'rivo_voice_consent';
const widget: WidgetStart = { scriptUrl: 'https://cdn.example/w.js', elementName: 'x-w', runFunction: 'Run', component: 'W', props: { a: 1 } };

/** The browser never goes idle here, so consent tests load no script. */
const neverIdle = voiceConsentMachine.provide({ actors: { waitForIdle: fromCallback<EventObject>(() => {}) } });

/** Idle at once, with the script loader and the widget's box replaced. */
function withScript(load: (script: WidgetScript) => Promise<WidgetRunner>) {
  return voiceConsentMachine.provide({
    actors: {
      waitForIdle: fromCallback<EventObject>(({ sendBack }) => sendBack({ type: 'browser.idle' })),
      loadScript: fromPromise<WidgetRunner, WidgetScript | undefined>(({ input }) => load(input!)),
    },
  });
}

function fakeRunner() {
  const destroy = vi.fn();
  const Runner = vi.fn(function (this: unknown, config: { container: HTMLElement }) {
    config.container.textContent = 'running';
    return { destroy };
  });
  return { Runner: Runner as unknown as WidgetRunner, Constructed: Runner, destroy };
}

/** Starts the machine against real localStorage and waits until the stored choice is read. */
async function start(machine = neverIdle, extra: { required?: boolean; host?: () => HTMLElement | null } = {}) {
  const actor = createActor(machine, { input: { key, widget, ...extra } }).start();
  await waitFor(actor, (s) => !s.matches('starting') && !s.matches('checking'));
  return actor;
}

afterEach(() => {
  vi.restoreAllMocks();
  window.localStorage.clear();
});

describe('voice consent machine', () => {
  it('asks nothing and stores nothing on a first visit until the visitor chooses', async () => {
    const actor = await start();
    expect(actor.getSnapshot().value).toBe('unknown');
    expect(actor.getSnapshot().can({ type: 'consent.give' })).toBe(false);
    actor.send({ type: 'consent.ask' });
    expect(actor.getSnapshot().value).toBe('asking');
    expect(window.localStorage.getItem(key)).toBeNull();
  });

  it('lets the widget run at once, reading and storing nothing, when the block asks for no consent', () => {
    const read = vi.fn(async () => null);
    const machine = neverIdle.provide({ actors: { readConsent: fromPromise<StoredConsent, { key: string }>(read) } });
    const actor = createActor(machine, { input: { key, required: false } }).start();
    expect(actor.getSnapshot().matches('given')).toBe(true);
    expect(actor.getSnapshot().can({ type: 'consent.withdraw' })).toBe(false);
    expect(read).not.toHaveBeenCalled();
    expect(window.localStorage.getItem(key)).toBeNull();
  });

  it('stores a given consent under the consent key', async () => {
    const actor = await start();
    actor.send({ type: 'consent.ask' });
    actor.send({ type: 'consent.give' });
    expect(actor.getSnapshot().value).toEqual({ given: 'waiting' });
    expect(window.localStorage.getItem(key)).toBe('true');
  });

  it('stores a refusal, and can ask again later', async () => {
    const actor = await start();
    actor.send({ type: 'consent.ask' });
    actor.send({ type: 'consent.refuse' });
    expect(actor.getSnapshot().value).toBe('refused');
    expect(window.localStorage.getItem(key)).toBe('false');
    actor.send({ type: 'consent.ask' });
    actor.send({ type: 'consent.give' });
    expect(window.localStorage.getItem(key)).toBe('true');
  });

  it('withdraws a given consent and remembers the withdrawal', async () => {
    window.localStorage.setItem(key, 'true');
    const actor = await start();
    actor.send({ type: 'consent.withdraw' });
    expect(actor.getSnapshot().value).toBe('refused');
    expect(window.localStorage.getItem(key)).toBe('false');
    const next = await start();
    expect(next.getSnapshot().value).toBe('refused');
  });

  it.each<[string | null, unknown]>([
    ['true', { given: 'waiting' }],
    ['false', 'refused'],
    [null, 'unknown'],
    ['yes please', 'unknown'],
  ])('restores the stored value %j as %s on the next visit', async (stored, state) => {
    if (stored !== null) window.localStorage.setItem(key, stored);
    const actor = await start();
    expect(actor.getSnapshot().value).toEqual(state);
  });

  it('behaves as unknown and keeps the choice in memory when storage is unavailable', async () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    });
    const setItem = vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    });
    const actor = await start();
    expect(actor.getSnapshot().value).toBe('unknown');
    expect(actor.getSnapshot().context.persisted).toBe(false);
    actor.send({ type: 'consent.ask' });
    actor.send({ type: 'consent.give' });
    expect(setItem).toHaveBeenCalledWith(key, 'true');
    expect(actor.getSnapshot().matches('given')).toBe(true);
    expect(actor.getSnapshot().status).toBe('active');
  });

  it('reads and writes through replaceable named actors and actions', async () => {
    const storeChoice = vi.fn();
    const machine = neverIdle.provide({
      actors: { readConsent: fromPromise<StoredConsent, { key: string }>(async () => 'refused') },
      actions: { storeChoice: (_, params: { given: boolean }) => storeChoice(params) },
    });
    const actor = await start(machine);
    expect(actor.getSnapshot().value).toBe('refused');
    actor.send({ type: 'consent.ask' });
    actor.send({ type: 'consent.give' });
    expect(storeChoice).toHaveBeenCalledWith({ given: true });
    expect(window.localStorage.getItem(key)).toBeNull();
  });

  it('loads the script when idle, runs the widget in its box and stops it on withdrawal', async () => {
    window.localStorage.setItem(key, 'true');
    const box = document.createElement('div');
    const { Runner, Constructed, destroy } = fakeRunner();
    const load = vi.fn(async () => Runner);
    const actor = await start(withScript(load), { host: () => box });
    await waitFor(actor, (s) => s.matches({ given: 'running' }));
    expect(load).toHaveBeenCalledWith(widget);
    expect(Constructed).toHaveBeenCalledWith({ container: box, component: 'W', props: { a: 1 } });
    expect(box.textContent).toBe('running');
    actor.send({ type: 'consent.withdraw' });
    expect(actor.getSnapshot().value).toBe('refused');
    expect(actor.getSnapshot().context.returnFocus).toBe(true);
    expect(destroy).toHaveBeenCalledOnce();
    expect(box.textContent).toBe('');
  });

  it('cannot be withdrawn where the block asks for no consent', async () => {
    const box = document.createElement('div');
    const actor = await start(
      withScript(async () => fakeRunner().Runner),
      { required: false, host: () => box },
    );
    await waitFor(actor, (s) => s.matches({ given: 'running' }));
    expect(actor.getSnapshot().can({ type: 'consent.withdraw' })).toBe(false);
    actor.send({ type: 'consent.withdraw' });
    expect(actor.getSnapshot().value).toEqual({ given: 'running' });
  });

  it.each([
    ['the script cannot load', async () => Promise.reject(new Error('offline')) as Promise<WidgetRunner>],
    [
      'the widget throws when started',
      async () =>
        function () {
          throw new Error('bad options');
        } as unknown as WidgetRunner,
    ],
  ])('fails quietly, with one console error, when %s', async (_, load) => {
    window.localStorage.setItem(key, 'true');
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const actor = await start(withScript(load), { host: () => document.createElement('div') });
    await waitFor(actor, (s) => s.matches({ given: 'failed' }));
    expect(error).toHaveBeenCalledOnce();
    expect(error).toHaveBeenCalledWith('The voice assistant could not be started:', expect.any(Error));
  });
});
