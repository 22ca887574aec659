import { useMachine } from '@xstate/react';
import { type ComponentType, type ReactNode, useEffect, useRef, useState } from 'react';
import { withInspector } from '../machines/actor-options';
import { paymentMachine } from '../machines/payment.machine';
import { showToast } from '../ui/toast/store';
import type { PaymentResult } from './order';
import { PaymentNotice, SdkErrorBox } from './PaymentNotices';
import { PayPalSdkButtons, type SdkButtonsProps } from './PayPalSdkButtons';
import type { PaymentSettings } from './settings';
import { Icon } from '../ui/Icon';

export interface PayPalCheckoutProps extends PaymentSettings {
  /** What the buyer pays, in dollars. */
  amount: number;
  /** The purchase unit's description. */
  description: string;
  onSuccess: (order: PaymentResult) => void;
  onError: (error: unknown) => void;
  /** Said above the buttons after a failed payment; nothing when left out. */
  failureNotice?: ReactNode;
  /** The payment buttons; PayPal's own unless a story shows the states without PayPal. */
  Buttons?: ComponentType<SdkButtonsProps>;
}

/**
 * The payment button of the spec: amount, description, client id, onSuccess and onError. The
 * payment machine decides what shows; PayPal's own window collects the buyer's details.
 */
export function PayPalCheckout({
  amount,
  description,
  clientId,
  currency,
  environment,
  onSuccess,
  onError,
  failureNotice,
  Buttons = PayPalSdkButtons,
}: PayPalCheckoutProps) {
  // The machine's actions call the latest callbacks the caller passed, read when they run.
  const callbacks = useRef({ onSuccess, onError });
  useEffect(() => {
    callbacks.current = { onSuccess, onError };
  });
  // eslint-disable-next-line react-hooks/refs -- the ref is read when an action runs, never during render
  const [logic] = useState(() =>
    paymentMachine.provide({
      actions: {
        notifySdkError: ({ context }) => {
          console.error(`PayPal Error: ${context.error}`);
          showToast({ tone: 'error', title: 'PayPal Error', text: 'Could not connect to PayPal services. Please check your client ID.' });
        },
        notifySuccess: ({ context }) => callbacks.current.onSuccess(context.order ?? {}),
        notifyFailure: ({ context }) => {
          console.error('PayPal payment error:', context.error);
          callbacks.current.onError(new Error(context.error ?? 'Payment failed'));
        },
      },
    }),
  );
  const [state, send] = useMachine(logic, withInspector({ input: { amount, description, clientId, currency, environment } }));

  return (
    <div data-payment-state={typeof state.value === 'string' ? state.value : undefined} className="min-h-24">
      {state.matches('sdkError') ? (
        <SdkErrorBox detail={state.context.error} onSimulate={state.can({ type: 'payment.simulate' }) ? () => send({ type: 'payment.simulate' }) : undefined} />
      ) : null}
      {state.matches('loading') ? (
        <PaymentNotice glyph="loader-circle" spin>
          Loading secure checkout…
        </PaymentNotice>
      ) : null}
      {state.matches('capturing') || state.matches('simulating') ? (
        <PaymentNotice glyph="loader-circle" spin>
          Confirming your payment…
        </PaymentNotice>
      ) : null}
      {failureNotice && state.matches('failed') ? (
        <p role="alert" className="mb-4 flex gap-2 rounded-2xl border border-red-200 bg-red-50 p-3 text-sm text-red-900">
          <Icon glyph="circle-alert" className="mt-0.5 shrink-0 text-red-600" />
          <span>{failureNotice}</span>
        </p>
      ) : null}
      {state.matches('paid') ? (
        <PaymentNotice glyph="circle-check" className="text-brand-600">
          Payment complete.
        </PaymentNotice>
      ) : null}
      {state.hasTag('sdk') ? (
        <Buttons
          clientId={clientId}
          currency={currency}
          amount={amount}
          description={description}
          visible={state.matches('ready') || state.matches('failed')}
          send={send}
        />
      ) : null}
    </div>
  );
}
