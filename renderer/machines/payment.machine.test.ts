import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { PaymentResult } from '../payments/order';
import { MISSING_CLIENT_ID, paymentMachine, type PaymentInput } from './payment.machine';

const input: PaymentInput = { amount: 999, description: 'AI Agent Discovery Package', currency: 'USD', clientId: 'sb', environment: 'sandbox' };
const captured: PaymentResult = { id: 'ORDER-42', status: 'COMPLETED', purchase_units: [{ amount: { currency_code: 'USD', value: '999.00' } }] };

function start(overrides: Partial<PaymentInput> = {}) {
  const notifySdkError = vi.fn();
  const notifySuccess = vi.fn();
  const notifyFailure = vi.fn();
  const machine = paymentMachine.provide({ actions: { notifySdkError, notifySuccess, notifyFailure } });
  const actor = createActor(machine, { input: { ...input, ...overrides } }).start();
  return { actor, notifySdkError, notifySuccess, notifyFailure };
}

describe('payment machine', () => {
  it('has the stable id "payment" and waits for the SDK first', () => {
    const { actor } = start();
    expect(paymentMachine.id).toBe('payment');
    expect(actor.getSnapshot().value).toBe('loading');
    expect(actor.getSnapshot().context).toMatchObject({ amount: 999, description: 'AI Agent Discovery Package', order: null, error: null });
  });

  it("reports 'PayPal Client ID is missing' without a client id and never loads the SDK", () => {
    const { actor, notifySdkError } = start({ clientId: ' ', environment: 'live' });
    expect(actor.getSnapshot().value).toBe('sdkError');
    expect(actor.getSnapshot().context.error).toBe(MISSING_CLIENT_ID);
    expect(MISSING_CLIENT_ID).toBe('PayPal Client ID is missing');
    expect(notifySdkError).toHaveBeenCalledTimes(1);
  });

  it('becomes ready when the SDK loads', () => {
    const { actor } = start();
    actor.send({ type: 'sdk.loaded' });
    expect(actor.getSnapshot().value).toBe('ready');
  });

  it('shows the SDK error when the script fails, keeping its message', () => {
    const { actor, notifySdkError } = start();
    actor.send({ type: 'sdk.failed', message: 'Failed to load the PayPal JS SDK script.' });
    expect(actor.getSnapshot().value).toBe('sdkError');
    expect(actor.getSnapshot().context.error).toBe('Failed to load the PayPal JS SDK script.');
    expect(notifySdkError).toHaveBeenCalledTimes(1);
  });

  it('captures an approved order and ends paid with the captured order', async () => {
    const { actor, notifySuccess, notifyFailure } = start();
    actor.send({ type: 'sdk.loaded' });
    const capture = vi.fn(async () => captured);
    actor.send({ type: 'payment.approve', capture });
    expect(actor.getSnapshot().value).toBe('capturing');
    await waitFor(actor, (s) => s.status === 'done');
    expect(actor.getSnapshot().value).toBe('paid');
    expect(actor.getSnapshot().context.order).toEqual(captured);
    expect(capture).toHaveBeenCalledTimes(1);
    expect(notifySuccess).toHaveBeenCalledTimes(1);
    expect(notifyFailure).not.toHaveBeenCalled();
  });

  it('fails when the capture is rejected, and lets the buyer try again', async () => {
    const { actor, notifyFailure, notifySuccess } = start();
    actor.send({ type: 'sdk.loaded' });
    actor.send({ type: 'payment.approve', capture: () => Promise.reject(new Error('INSTRUMENT_DECLINED')) });
    await waitFor(actor, (s) => s.matches('failed'));
    expect(actor.getSnapshot().context.error).toBe('INSTRUMENT_DECLINED');
    expect(notifyFailure).toHaveBeenCalledTimes(1);
    actor.send({ type: 'payment.approve', capture: async () => captured });
    await waitFor(actor, (s) => s.matches('paid'));
    expect(notifySuccess).toHaveBeenCalledTimes(1);
  });

  it("fails on PayPal's own error callback, each time it is called", () => {
    const { actor, notifyFailure } = start();
    actor.send({ type: 'sdk.loaded' });
    actor.send({ type: 'payment.error', error: new Error('Window closed unexpectedly') });
    expect(actor.getSnapshot().value).toBe('failed');
    actor.send({ type: 'payment.error', error: 'still broken' });
    expect(actor.getSnapshot().context.error).toBe('still broken');
    expect(notifyFailure).toHaveBeenCalledTimes(2);
  });

  it('goes back to ready when the buyer closes the PayPal window', () => {
    const { actor, notifyFailure } = start();
    actor.send({ type: 'sdk.loaded' });
    actor.send({ type: 'payment.cancel' });
    expect(actor.getSnapshot().value).toBe('ready');
    actor.send({ type: 'payment.error', error: 'x' });
    actor.send({ type: 'payment.cancel' });
    expect(actor.getSnapshot().value).toBe('ready');
    expect(notifyFailure).toHaveBeenCalledTimes(1);
  });

  it('offers a simulated payment after an SDK failure in the sandbox only', async () => {
    const sandbox = start();
    sandbox.actor.send({ type: 'sdk.failed' });
    expect(sandbox.actor.getSnapshot().can({ type: 'payment.simulate' })).toBe(true);
    sandbox.actor.send({ type: 'payment.simulate' });
    await waitFor(sandbox.actor, (s) => s.matches('paid'));
    expect(sandbox.actor.getSnapshot().context.order).toMatchObject({
      simulated: true,
      status: 'COMPLETED',
      amount: { currency_code: 'USD', value: '999.00' },
    });
    expect(sandbox.actor.getSnapshot().context.order?.id).toMatch(/^SIMULATED-/);

    const live = start({ environment: 'live' });
    live.actor.send({ type: 'sdk.failed' });
    expect(live.actor.getSnapshot().can({ type: 'payment.simulate' })).toBe(false);
    live.actor.send({ type: 'payment.simulate' });
    expect(live.actor.getSnapshot().value).toBe('sdkError');
  });

  it('uses a provided simulation actor (replaceable in tests) and fails when it rejects', async () => {
    const machine = paymentMachine.provide({
      actors: { simulatePayment: fromPromise<PaymentResult, { amount: number; currency: string }>(() => Promise.reject(new Error('no'))) },
    });
    const actor = createActor(machine, { input }).start();
    actor.send({ type: 'sdk.failed' });
    actor.send({ type: 'payment.simulate' });
    await waitFor(actor, (s) => s.matches('failed'));
    expect(actor.getSnapshot().context.error).toBe('no');
  });

  it('ignores approvals before the SDK is ready and events after it is paid', async () => {
    const { actor } = start();
    expect(actor.getSnapshot().can({ type: 'payment.approve', capture: async () => captured })).toBe(false);
    actor.send({ type: 'sdk.loaded' });
    actor.send({ type: 'payment.approve', capture: async () => captured });
    await waitFor(actor, (s) => s.status === 'done');
    expect(actor.getSnapshot().value).toBe('paid');
    expect(actor.getSnapshot().can({ type: 'payment.error', error: 'late' })).toBe(false);
  });
});
