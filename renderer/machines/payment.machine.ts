import { assign, fromPromise, setup } from 'xstate';
import type { PaymentResult } from '../payments/order';

export interface PaymentInput {
  /** What the buyer pays, in the currency's units (999 for $999). */
  amount: number;
  /** The purchase unit's description, for example "AI Agent Discovery Package". */
  description: string;
  currency: 'USD';
  /** The PayPal client id; empty when none is configured. */
  clientId: string;
  /** Only the sandbox may offer a simulated payment when PayPal cannot load. */
  environment: 'sandbox' | 'live';
}

export interface PaymentContext extends PaymentInput {
  /** The captured order, once paid. */
  order: PaymentResult | null;
  /** What went wrong last, for the console and the error box. */
  error: string | null;
}

export type PaymentEvent =
  | { type: 'sdk.loaded' }
  | { type: 'sdk.failed'; message?: string }
  /** PayPal approved the order; `capture` captures it and resolves with the captured order. */
  | { type: 'payment.approve'; capture: () => Promise<PaymentResult> }
  | { type: 'payment.cancel' }
  | { type: 'payment.error'; error: unknown }
  | { type: 'payment.simulate' };

export const MISSING_CLIENT_ID = 'PayPal Client ID is missing';

const describe = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * One payment through PayPal: the SDK loads (or fails to), the buyer approves the order in
 * PayPal's window, the order is captured, then paid or failed. After a failure the buttons
 * stay, so the buyer can try again. Toasts, navigation and the caller's callbacks are actions
 * the component provides; capturing and the sandbox simulation are named actors.
 */
export const paymentMachine = setup({
  types: { context: {} as PaymentContext, events: {} as PaymentEvent, input: {} as PaymentInput, tags: {} as 'sdk' },
  actors: {
    captureOrder: fromPromise<PaymentResult, { capture: () => Promise<PaymentResult> }>(({ input }) => input.capture()),
    simulatePayment: fromPromise<PaymentResult, { amount: number; currency: string }>(async ({ input }) => ({
      id: `SIMULATED-${Date.now().toString(36).toUpperCase()}`,
      status: 'COMPLETED',
      amount: { currency_code: input.currency, value: input.amount.toFixed(2) },
      simulated: true,
    })),
  },
  guards: {
    hasClientId: ({ context }) => context.clientId.trim() !== '',
    isSandbox: ({ context }) => context.environment === 'sandbox',
  },
  actions: {
    recordError: assign({ error: (_, params: { error: unknown }) => describe(params.error) }),
    recordOrder: assign({ order: (_, params: { order: PaymentResult }) => params.order }),
    // Replaced by the component.
    notifySdkError: () => {},
    notifySuccess: () => {},
    notifyFailure: () => {},
  },
}).createMachine({
  id: 'payment',
  context: ({ input }) => ({ ...input, order: null, error: null }),
  initial: 'checking',
  states: {
    checking: {
      always: [
        { guard: 'hasClientId', target: 'loading' },
        { target: 'sdkError', actions: { type: 'recordError', params: { error: MISSING_CLIENT_ID } } },
      ],
    },
    // Tagged "sdk": the states in which PayPal's script is in use and its buttons stay mounted.
    loading: {
      tags: 'sdk',
      on: {
        'sdk.loaded': 'ready',
        'sdk.failed': {
          target: 'sdkError',
          actions: { type: 'recordError', params: ({ event }) => ({ error: event.message ?? 'The PayPal script could not be loaded.' }) },
        },
      },
    },
    sdkError: {
      entry: 'notifySdkError',
      on: { 'payment.simulate': { guard: 'isSandbox', target: 'simulating' } },
    },
    ready: {
      tags: 'sdk',
      on: {
        'payment.approve': 'capturing',
        'payment.cancel': 'ready',
        'payment.error': { target: 'failed', actions: { type: 'recordError', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    capturing: {
      tags: 'sdk',
      invoke: {
        src: 'captureOrder',
        input: ({ event }) => ({ capture: (event as Extract<PaymentEvent, { type: 'payment.approve' }>).capture }),
        onDone: { target: 'paid', actions: { type: 'recordOrder', params: ({ event }) => ({ order: event.output }) } },
        onError: { target: 'failed', actions: { type: 'recordError', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    simulating: {
      invoke: {
        src: 'simulatePayment',
        input: ({ context }) => ({ amount: context.amount, currency: context.currency }),
        onDone: { target: 'paid', actions: { type: 'recordOrder', params: ({ event }) => ({ order: event.output }) } },
        onError: { target: 'failed', actions: { type: 'recordError', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    failed: {
      tags: 'sdk',
      entry: 'notifyFailure',
      on: {
        'payment.approve': 'capturing',
        'payment.cancel': 'ready',
        'payment.error': { target: 'failed', reenter: true, actions: { type: 'recordError', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    paid: { type: 'final', tags: 'sdk', entry: 'notifySuccess' },
  },
});
