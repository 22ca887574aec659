import { createActor } from 'xstate';
import { describe, expect, it } from 'vitest';
import { menuMachine } from './menu.machine';

/** The machine as React leaves it once it has hydrated the header over a closed (or open) phone menu. */
function start(shown = false) {
  const actor = createActor(menuMachine).start();
  actor.send({ type: 'menu.adopt', shown });
  return actor;
}

describe('menu machine', () => {
  it("has a stable id for the Stately visualizer and starts with the phone menu still the page's and no dropdown open", () => {
    const actor = createActor(menuMachine).start();
    expect(menuMachine.id).toBe('menu');
    expect(actor.getSnapshot().matches({ mobile: 'prerendered' })).toBe(true);
    expect(actor.getSnapshot().context.openDropdown).toBeNull();
    // Nothing but the take-over moves it: the page's dialog is the truth until then.
    for (const type of ['menu.toggle', 'menu.close', 'menu.linkChosen', 'viewport.desktop'] as const) {
      actor.send({ type });
      expect(actor.getSnapshot().matches({ mobile: 'prerendered' })).toBe(true);
    }
  });

  it('starts closed when React hydrates over a closed phone menu', () => {
    expect(start(false).getSnapshot().matches({ mobile: 'closed' })).toBe(true);
  });

  it('toggles the mobile menu open and closed', () => {
    const actor = start();
    actor.send({ type: 'menu.toggle' });
    expect(actor.getSnapshot().matches({ mobile: 'open' })).toBe(true);
    actor.send({ type: 'menu.toggle' });
    expect(actor.getSnapshot().matches({ mobile: 'closed' })).toBe(true);
  });

  it('takes over a phone menu the page opened natively, which then closes as any other', () => {
    const actor = start(true);
    expect(actor.getSnapshot().matches({ mobile: 'open' })).toBe(true);
    // A second report (React's effects run twice in development) changes nothing.
    actor.send({ type: 'menu.adopt', shown: false });
    expect(actor.getSnapshot().matches({ mobile: 'open' })).toBe(true);
    actor.send({ type: 'menu.toggle' });
    expect(actor.getSnapshot().matches({ mobile: 'closed' })).toBe(true);
  });

  // What React's handlers send while the header hydrates waits in the actor's mailbox until
  // useMachine starts it, after the take-over that the layout effect sent first.
  it.each([
    ['the close button', 'menu.close', 'closed'],
    ['Escape', 'menu.close', 'closed'],
    ['a link', 'menu.linkChosen', 'closed'],
    ['the toggle', 'menu.toggle', 'closed'],
  ] as const)('a menu opened natively and then %s during hydration ends %s', (_, type, end) => {
    const actor = createActor(menuMachine);
    actor.send({ type: 'menu.adopt', shown: true });
    actor.send({ type });
    actor.start();
    expect(actor.getSnapshot().matches({ mobile: end })).toBe(true);
  });

  it('a closed menu taken over and toggled during hydration ends open', () => {
    const actor = createActor(menuMachine);
    actor.send({ type: 'menu.adopt', shown: false });
    actor.send({ type: 'menu.toggle' });
    actor.start();
    expect(actor.getSnapshot().matches({ mobile: 'open' })).toBe(true);
  });

  it.each(['menu.close', 'menu.linkChosen', 'viewport.desktop'] as const)('closes the open mobile menu on %s', (type) => {
    const actor = start();
    actor.send({ type: 'menu.toggle' });
    actor.send({ type });
    expect(actor.getSnapshot().matches({ mobile: 'closed' })).toBe(true);
  });

  it('ignores close events while already closed', () => {
    const actor = start();
    expect(actor.getSnapshot().can({ type: 'menu.close' })).toBe(false);
    actor.send({ type: 'menu.close' });
    expect(actor.getSnapshot().matches({ mobile: 'closed' })).toBe(true);
  });

  it('keeps at most one desktop dropdown open and toggles it', () => {
    const actor = start();
    actor.send({ type: 'dropdown.toggle', id: 'Solutions' });
    expect(actor.getSnapshot().context.openDropdown).toBe('Solutions');
    actor.send({ type: 'dropdown.toggle', id: 'AI Discovery' });
    expect(actor.getSnapshot().context.openDropdown).toBe('AI Discovery');
    actor.send({ type: 'dropdown.toggle', id: 'AI Discovery' });
    expect(actor.getSnapshot().context.openDropdown).toBeNull();
  });

  it('closes dropdowns on dropdown.close and when a link is chosen', () => {
    const actor = start();
    actor.send({ type: 'dropdown.toggle', id: 'Solutions' });
    actor.send({ type: 'dropdown.close' });
    expect(actor.getSnapshot().context.openDropdown).toBeNull();
    actor.send({ type: 'dropdown.toggle', id: 'Solutions' });
    actor.send({ type: 'menu.linkChosen' });
    expect(actor.getSnapshot().context.openDropdown).toBeNull();
  });
});
