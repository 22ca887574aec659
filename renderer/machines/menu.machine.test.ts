import { createActor } from 'xstate';
import { describe, expect, it } from 'vitest';
import { menuMachine } from './menu.machine';

const start = () => createActor(menuMachine).start();

describe('menu machine', () => {
  it('has a stable id for the Stately visualizer and starts closed with no dropdown open', () => {
    const actor = start();
    expect(menuMachine.id).toBe('menu');
    expect(actor.getSnapshot().matches({ mobile: 'closed' })).toBe(true);
    expect(actor.getSnapshot().context.openDropdown).toBeNull();
  });

  it('toggles the mobile menu open and closed', () => {
    const actor = start();
    actor.send({ type: 'menu.toggle' });
    expect(actor.getSnapshot().matches({ mobile: 'open' })).toBe(true);
    actor.send({ type: 'menu.toggle' });
    expect(actor.getSnapshot().matches({ mobile: 'closed' })).toBe(true);
  });

  it('takes over a phone menu the page opened natively, which then closes as any other', () => {
    const actor = start();
    actor.send({ type: 'menu.open' });
    expect(actor.getSnapshot().matches({ mobile: 'open' })).toBe(true);
    // Found open again (a second report) it stays open rather than toggling shut.
    actor.send({ type: 'menu.open' });
    expect(actor.getSnapshot().matches({ mobile: 'open' })).toBe(true);
    actor.send({ type: 'menu.toggle' });
    expect(actor.getSnapshot().matches({ mobile: 'closed' })).toBe(true);
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
