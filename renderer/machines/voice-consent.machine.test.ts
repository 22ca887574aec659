// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { voiceConsentMachine, type StoredConsent } from './voice-consent.machine';

const key = 'rivo_voice_consent';

/** Starts the machine against real localStorage and waits until the stored choice is read. */
async function start(machine = voiceConsentMachine) {
  const actor = createActor(machine, { input: { key } }).start();
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
    const machine = voiceConsentMachine.provide({ actors: { readConsent: fromPromise<StoredConsent, { key: string }>(read) } });
    const actor = createActor(machine, { input: { key, required: false } }).start();
    expect(actor.getSnapshot().value).toBe('given');
    expect(read).not.toHaveBeenCalled();
    expect(window.localStorage.getItem(key)).toBeNull();
  });

  it('stores a given consent under the consent key', async () => {
    const actor = await start();
    actor.send({ type: 'consent.ask' });
    actor.send({ type: 'consent.give' });
    expect(actor.getSnapshot().value).toBe('given');
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

  it.each<[string | null, string]>([
    ['true', 'given'],
    ['false', 'refused'],
    [null, 'unknown'],
    ['yes please', 'unknown'],
  ])('restores the stored value %j as %s on the next visit', async (stored, state) => {
    if (stored !== null) window.localStorage.setItem(key, stored);
    const actor = await start();
    expect(actor.getSnapshot().value).toBe(state);
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
    expect(actor.getSnapshot().value).toBe('given');
    expect(actor.getSnapshot().status).toBe('active');
  });

  it('reads and writes through replaceable named actors and actions', async () => {
    const storeChoice = vi.fn();
    const machine = voiceConsentMachine.provide({
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
});
