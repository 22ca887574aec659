// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { gateScript, handOff, receive, type ThankYouState } from './handoff';

const state: ThankYouState = {
  fromPayment: true,
  paymentDetails: { id: 'ORDER-7', status: 'COMPLETED' },
  solutionType: 'Generative AI',
  item: { description: 'Generative AI Discovery Package', amount: 3999 },
};

afterEach(() => {
  sessionStorage.clear();
  history.replaceState(null, '');
});

describe('thank-you hand-off', () => {
  it('passes the state through sessionStorage for one navigation', () => {
    const assign = vi.fn();
    handOff(state, '/thank-you', { assign });
    expect(assign).toHaveBeenCalledWith('/thank-you');
    expect(receive()).toEqual(state);
    // Moved into the history entry: gone from storage, still there on a reload of this entry.
    expect(sessionStorage.length).toBe(0);
    expect(history.state.thankYou).toEqual(state);
    expect(receive()).toEqual(state);
  });

  it('has no state for a visitor who did not pay, or when the stored value is not a payment', () => {
    expect(receive()).toBeNull();
    sessionStorage.setItem('rivo.thank-you', JSON.stringify({ fromPayment: false }));
    expect(receive()).toBeNull();
    sessionStorage.setItem('rivo.thank-you', '{not json');
    expect(receive()).toBeNull();
  });

  it('gates the page before it paints: no state sends the visitor to the redirect target', () => {
    const replace = vi.fn();
    const run = (script: string) => new Function('location', 'history', 'sessionStorage', script)({ replace }, history, sessionStorage);
    run(gateScript('/'));
    expect(replace).toHaveBeenCalledWith('/');
    replace.mockClear();
    sessionStorage.setItem('rivo.thank-you', JSON.stringify(state));
    run(gateScript('/'));
    expect(replace).not.toHaveBeenCalled();
    sessionStorage.clear();
    history.replaceState({ thankYou: state }, '');
    run(gateScript('/'));
    expect(replace).not.toHaveBeenCalled();
  });
});
