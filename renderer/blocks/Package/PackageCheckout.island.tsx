import type { DiscoveryPackage } from '../../generated/config';
import { handOff } from '../../payments/handoff';
import { PayPalCheckout } from '../../payments/PayPalCheckout';
import type { PaymentSettings } from '../../payments/settings';

export interface PackageCheckoutProps {
  payment: PaymentSettings;
  amount: number;
  description: string;
  solutionType: DiscoveryPackage['solutionType'];
  /** Where a completed purchase goes: the thank-you page. */
  successHref: string;
}

/**
 * The discovery package's PayPal button. A completed payment goes to the thank-you page with
 * the order; a failed one is only logged, as the spec says.
 */
export default function PackageCheckout({ payment, amount, description, solutionType, successHref }: PackageCheckoutProps) {
  return (
    <PayPalCheckout
      {...payment}
      amount={amount}
      description={description}
      onSuccess={(order) => handOff({ fromPayment: true, paymentDetails: order, solutionType, item: { description, amount } }, successHref)}
      // The checkout has logged the error already; the spec shows the buyer nothing more.
      onError={() => {}}
    />
  );
}
