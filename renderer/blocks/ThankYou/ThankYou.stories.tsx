import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import type { ThankYouBlock } from '../../generated/config';
import type { ThankYouState } from '../../payments/handoff';
import ThankYou from './ThankYou.island';

const block: ThankYouBlock = {
  type: 'thankYou',
  tone: 'muted',
  heading: 'Thank You for Your Purchase!',
  intro: 'Your payment was successful and your discovery engagement is confirmed. Here is a summary of your order.',
  summaryHeading: 'Order Summary',
  orderIdLabel: 'Order ID',
  missingOrderId: 'Not available',
  totalLabel: 'Total',
  message: 'A confirmation email with your order details has been sent to you. Our team will contact you within 1-2 business days.',
  toast: { title: 'Confirmation Email Sent', text: 'Your order details are on their way to your inbox.' },
  action: { label: 'Return to Home', href: '/', style: 'primary', newTab: false },
};

/** Puts a purchase in this tab's hand-off slot, as the discovery checkout does before it navigates. */
const arrivingWith = (state: ThankYouState) => () => {
  sessionStorage.setItem('rivo.thank-you', JSON.stringify(state));
  return () => sessionStorage.removeItem('rivo.thank-you');
};

/** The purchase confirmation with the order that the payment handed over. */
const meta = { title: 'Payments/Thank-you page', component: ThankYou, args: { block } } satisfies Meta<typeof ThankYou>;
export default meta;
type Story = StoryObj<typeof meta>;

export const GenerativeAiPackage: Story = {
  name: 'After buying the $3,999 package',
  beforeEach: arrivingWith({
    fromPayment: true,
    solutionType: 'Generative AI',
    paymentDetails: {
      id: '5O190127TN364715T',
      status: 'COMPLETED',
      purchase_units: [{ payments: { captures: [{ amount: { currency_code: 'USD', value: '3999.00' } }] } }],
    },
    item: { description: 'Generative AI Discovery Package', amount: 3999 },
  }),
  play: async ({ canvas }) => {
    const summary = canvas.getByRole('region', { name: 'Order Summary' });
    await waitFor(() => expect(summary).toHaveTextContent('5O190127TN364715T'));
    await expect(summary).toHaveTextContent('$3,999.00');
  },
};

export const WithoutOrderId: Story = {
  name: 'Payment without an order id',
  beforeEach: arrivingWith({
    fromPayment: true,
    solutionType: 'AI Agent',
    paymentDetails: {},
    item: { description: 'AI Agent Discovery Package', amount: 999 },
  }),
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getByRole('region', { name: 'Order Summary' })).toHaveTextContent('Not available'));
  },
};
