// @vitest-environment jsdom
import { render, screen, waitFor, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import Toaster from '../../ui/toast/Toaster.island';
import { resolveBlock } from '../../../tests/unit/resolve';
import ThankYou from './ThankYou.island';

const block = resolveBlock({
  type: 'thankYou',
  heading: 'Thank You for Your Purchase!',
  message: 'A confirmation email has been sent. Our team will contact you within 1-2 business days.',
  toast: { title: 'Confirmation Email Sent', text: 'Check your inbox.' },
  action: { label: 'Return to Home', href: '/' },
});

const arrive = (paymentDetails: object, amount: number, description: string) =>
  sessionStorage.setItem('rivo.thank-you', JSON.stringify({ fromPayment: true, paymentDetails, solutionType: 'AI Agent', item: { description, amount } }));

afterEach(() => {
  sessionStorage.clear();
  history.replaceState(null, '');
});

describe('ThankYou', () => {
  it('prerenders the frame without any order (the order only exists in the buyer’s browser)', () => {
    const html = renderToString(<ThankYou block={block} />);
    expect(html).toContain('Thank You for Your Purchase!');
    expect(html).toContain('Order Summary');
    expect(html).toContain('aria-busy="true"');
    expect(html).toContain('href="/"');
  });

  it('shows what was bought, the order id, the amount actually paid and the confirmation toast', async () => {
    arrive(
      { id: 'ORDER-9', purchase_units: [{ payments: { captures: [{ amount: { currency_code: 'USD', value: '3999.00' } }] } }] },
      3999,
      'Generative AI Discovery Package',
    );
    render(
      <>
        <ThankYou block={block} />
        <Toaster />
      </>,
    );
    const summary = screen.getByRole('region', { name: 'Order Summary' });
    await waitFor(() => expect(summary).toHaveTextContent('ORDER-9'));
    const values = within(summary)
      .getAllByRole('definition')
      .map((d) => d.textContent);
    expect(values).toEqual(['$3,999.00', 'ORDER-9', '$3,999.00']);
    expect(summary).toHaveTextContent('Generative AI Discovery Package');
    expect(screen.getByRole('status')).toHaveTextContent('Confirmation Email Sent');
    expect(screen.getByText(/within 1-2 business days/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Return to Home' })).toHaveAttribute('href', '/');
  });

  it("says 'Not available' when the payment returned no order id", async () => {
    arrive({}, 999, 'AI Agent Discovery Package');
    render(<ThankYou block={block} />);
    const summary = screen.getByRole('region', { name: 'Order Summary' });
    await waitFor(() =>
      expect(
        within(summary)
          .getAllByRole('definition')
          .map((d) => d.textContent),
      ).toEqual(['$999.00', 'Not available', '$999.00']),
    );
  });
});
