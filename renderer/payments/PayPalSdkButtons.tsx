import { PayPalButtons, PayPalScriptProvider, usePayPalScriptReducer } from '@paypal/react-paypal-js';
import { useEffect } from 'react';
import type { PaymentEvent } from '../machines/payment.machine';
import { purchaseUnit, type PaymentResult } from './order';

/** What the payment panel gives the component that shows the buyer's payment buttons. */
export interface SdkButtonsProps {
  clientId: string;
  currency: string;
  amount: number;
  description: string;
  /** False while PayPal's script loads or an order is being captured. */
  visible: boolean;
  send: (event: PaymentEvent) => void;
}

/** Reports the script's fate to the payment machine; PayPal's provider does the loading. */
function SdkStatus({ send }: { send: SdkButtonsProps['send'] }) {
  const [{ isResolved, isRejected }] = usePayPalScriptReducer();
  useEffect(() => {
    if (isResolved) send({ type: 'sdk.loaded' });
    else if (isRejected) send({ type: 'sdk.failed', message: 'The PayPal script could not be loaded.' });
  }, [isResolved, isRejected, send]);
  return null;
}

/**
 * PayPal's script and buttons: an order with one purchase unit is created when the buyer
 * starts, and captured through the payment machine once they approve it.
 */
export function PayPalSdkButtons({ clientId, currency, amount, description, visible, send }: SdkButtonsProps) {
  return (
    <PayPalScriptProvider options={{ clientId, currency, intent: 'capture' }}>
      <SdkStatus send={send} />
      <div hidden={!visible}>
        <PayPalButtons
          style={{ layout: 'vertical', shape: 'pill', label: 'pay' }}
          forceReRender={[amount, description]}
          createOrder={(_data, actions) => actions.order.create({ intent: 'CAPTURE', purchase_units: [purchaseUnit(amount, description, currency)] })}
          onApprove={async (_data, actions) => {
            send({ type: 'payment.approve', capture: () => actions.order!.capture() as Promise<PaymentResult> });
          }}
          onCancel={() => send({ type: 'payment.cancel' })}
          onError={(error) => send({ type: 'payment.error', error })}
        />
      </div>
    </PayPalScriptProvider>
  );
}
