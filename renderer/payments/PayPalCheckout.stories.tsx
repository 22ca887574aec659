import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect } from 'react';
import { expect, fn, waitFor } from 'storybook/test';
import { showToast } from '../ui/toast/store';
import type { PaymentResult } from './order';
import { PayPalCheckout } from './PayPalCheckout';
import type { SdkButtonsProps } from './PayPalSdkButtons';

type Script = 'pending' | 'loads' | 'fails';

/**
 * Stands in for PayPal's script and buttons so every state shows without PayPal: the script
 * stays pending, loads, or fails; the button approves an order whose capture succeeds or not.
 */
function fakeButtons(script: Script, capture: 'succeeds' | 'is declined' = 'succeeds') {
  return function FakePayPalButtons({ amount, visible, send }: SdkButtonsProps) {
    useEffect(() => {
      if (script === 'loads') send({ type: 'sdk.loaded' });
      if (script === 'fails') send({ type: 'sdk.failed', message: 'The PayPal script could not be loaded.' });
    }, [send]);
    const order: PaymentResult = { id: 'ORDER-STORY-1', status: 'COMPLETED', amount: { currency_code: 'USD', value: amount.toFixed(2) } };
    return (
      <div hidden={!visible}>
        <button
          type="button"
          className="focus-ring flex min-h-11 w-full items-center justify-center rounded-full bg-[#ffc439] font-bold text-[#003087]"
          onClick={() =>
            send({
              type: 'payment.approve',
              capture: () => (capture === 'succeeds' ? Promise.resolve(order) : Promise.reject(new Error('INSTRUMENT_DECLINED'))),
            })
          }
        >
          PayPal
        </button>
      </div>
    );
  };
}

/** The payment machine's states as the buyer sees them in the PayPal checkout. */
const meta = {
  title: 'Machines/Payment',
  component: PayPalCheckout,
  args: {
    amount: 999,
    description: 'AI Agent Discovery Package',
    clientId: 'sb',
    currency: 'USD',
    environment: 'sandbox',
    onSuccess: fn(() => showToast({ tone: 'success', title: 'Payment Successful', text: 'The order was captured.' })),
    onError: fn(() => showToast({ tone: 'error', title: 'Payment Failed', text: 'There was an issue processing your payment. Please try again.' })),
    Buttons: fakeButtons('loads'),
  },
  decorators: [
    (Story) => (
      <div className="min-h-screen bg-slate-50 p-6 sm:p-10">
        <div className="mx-auto max-w-md rounded-3xl border border-slate-200 bg-white p-6 shadow-sm">{Story()}</div>
      </div>
    ),
  ],
} satisfies Meta<typeof PayPalCheckout>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  name: 'SDK loading',
  args: { Buttons: fakeButtons('pending') },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading secure checkout…');
  },
};

export const Ready: Story = {
  name: 'Ready',
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: 'PayPal' })).toBeVisible();
  },
};

export const SdkError: Story = {
  name: 'SDK error (sandbox: simulated payment offered)',
  args: { Buttons: fakeButtons('fails') },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent('PayPal Connection Error');
    await expect(canvas.getByRole('button', { name: 'Simulate payment' })).toBeVisible();
  },
};

export const SdkErrorLive: Story = {
  name: 'SDK error (live: no simulation)',
  args: { Buttons: fakeButtons('fails'), environment: 'live' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent('PayPal Connection Error');
    await expect(canvas.queryByRole('button', { name: 'Simulate payment' })).toBeNull();
  },
};

export const MissingClientId: Story = {
  name: 'Missing client id',
  args: { clientId: '', environment: 'live' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('PayPal Client ID is missing');
  },
};

export const Success: Story = {
  name: 'Success',
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'PayPal' }));
    await expect(await canvas.findByText('Payment complete.')).toBeVisible();
    await waitFor(() => expect(args.onSuccess).toHaveBeenCalledWith(expect.objectContaining({ id: 'ORDER-STORY-1' })));
  },
};

export const Failure: Story = {
  name: 'Failure (buttons stay to try again)',
  args: { Buttons: fakeButtons('loads', 'is declined'), failureNotice: 'Payment Failed. There was an issue processing your payment. Please try again.' },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'PayPal' }));
    await waitFor(() => expect(args.onError).toHaveBeenCalled());
    // The failure toast is an alert too; this is the notice inside the checkout.
    await expect(canvas.getByText(/^Payment Failed\. There was an issue/, { selector: 'p[role="alert"] > span' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'PayPal' })).toBeVisible();
  },
};
