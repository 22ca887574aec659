import { PayPalButtons, PayPalScriptProvider, usePayPalScriptReducer } from '@paypal/react-paypal-js';
import { useMachine } from '@xstate/react';
import { useEffect, useRef, useState } from 'react';
import { withInspector } from '../machines/actor-options';
import { paymentMachine, type PaymentEvent } from '../machines/payment.machine';
import { showToast } from '../ui/toast/store';
import { purchaseUnit, type PaymentResult } from './order';
import type { PaymentSettings } from './settings';
import { PaymentNotice, SdkErrorBox } from './PaymentNotices';

export interface PayPalCheckoutProps extends PaymentSettings {
  /** What the buyer pays, in dollars. */
  amount: number;
  /** The purchase unit's description. */
  description: string;
  onSuccess: (order: PaymentResult) => void;
  onError: (error: unknown) => void;
  /** Replaces the machine in stories and tests (for example a machine with stubbed actors). */
  machine?: typeof paymentMachine;
}

/** Reports the script's fate to the payment machine; PayPal's provider does the loading. */
function SdkStatus({ send }: { send: (event: PaymentEvent) => void }) {
  const [{ isResolved, isRejected }] = usePayPalScriptReducer();
  useEffect(() => {
    if (isResolved) send({ type: 'sdk.loaded' });
    else if (isRejected) send({ type: 'sdk.failed', message: 'The PayPal script could not be loaded.' });
  }, [isResolved, isRejected, send]);
  return null;
}

/**
 * PayPal's buttons for one purchase, as the spec's payment button: amount, description,
 * client id, onSuccess and onError. The payment machine decides what shows; PayPal's own
 * window collects the buyer's details.
 */
export function PayPalCheckout({ amount, description, clientId, currency, environment, onSuccess, onError, machine }: PayPalCheckoutProps) {
  const callbacks = useRef({ onSuccess, onError });
  callbacks.current = { onSuccess, onError };
  const [logic] = useState(() =>
    (machine ?? paymentMachine).provide({
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
    <div data-payment-state={typeof state.value === 'string' ? state.value : undefined} className="min-h-36">
      {state.matches('sdkError') ? (
        <SdkErrorBox detail={state.context.error} onSimulate={state.can({ type: 'payment.simulate' }) ? () => send({ type: 'payment.simulate' }) : undefined} />
      ) : null}
      {state.matches('loading') ? <PaymentNotice icon="i-lucide-loader-circle animate-spin">Loading secure checkout…</PaymentNotice> : null}
      {state.matches('capturing') || state.matches('simulating') ? (
        <PaymentNotice icon="i-lucide-loader-circle animate-spin">Confirming your payment…</PaymentNotice>
      ) : null}
      {state.matches('paid') ? <PaymentNotice icon="i-lucide-circle-check text-brand-600">Payment complete.</PaymentNotice> : null}
      {state.hasTag('sdk') ? (
        <PayPalScriptProvider options={{ clientId, currency, intent: 'capture' }}>
          <SdkStatus send={send} />
          <div hidden={!(state.matches('ready') || state.matches('failed'))}>
            <PayPalButtons
              style={{ layout: 'vertical', shape: 'pill', label: 'pay' }}
              forceReRender={[amount, description]}
              createOrder={(_data, actions) =>
                actions.order.create({ intent: 'CAPTURE', purchase_units: [purchaseUnit(amount, description, currency)] })
              }
              onApprove={async (_data, actions) => {
                send({ type: 'payment.approve', capture: () => actions.order!.capture() as Promise<PaymentResult> });
              }}
              onCancel={() => send({ type: 'payment.cancel' })}
              onError={(error) => send({ type: 'payment.error', error })}
            />
          </div>
        </PayPalScriptProvider>
      ) : null}
    </div>
  );
}
