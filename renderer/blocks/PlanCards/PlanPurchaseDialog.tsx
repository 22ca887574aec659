import type { PaymentResult } from '../../payments/order';
import { formatAmount } from '../../payments/order';
import { PaymentNotice } from '../../payments/PaymentNotices';
import { PayPalCheckout } from '../../payments/PayPalCheckout';
import type { PaymentSettings } from '../../payments/settings';
import { CloseButton, useModalDialog } from '../../ui/ModalDialog';
import { formatPrice } from '../../plans/format';
import type { PlanSummary } from '../../plans/summary';

export interface PlanPurchaseDialogProps {
  id: string;
  plan: PlanSummary;
  open: boolean;
  /** The dialog was found open (Buy Now opened it natively before React ran). */
  onShownNatively: () => void;
  payment: PaymentSettings;
  onClose: () => void;
  onPaid: (plan: PlanSummary, order: PaymentResult) => void;
  onFailed: (plan: PlanSummary) => void;
}

/** What the first payment of a plan is for, as PayPal shows it to the buyer. */
const planPaymentDescription = (plan: PlanSummary) => `${plan.name} Plan: setup fee and first month`;

/**
 * The plan purchase window, a native modal <dialog>. It charges
 * the setup fee plus the first month. PayPal's script loads only once the dialog opens.
 */
export function PlanPurchaseDialog({ id, plan, open, onShownNatively, payment, onClose, onPaid, onFailed }: PlanPurchaseDialogProps) {
  const { dialogRef } = useModalDialog(open, onShownNatively);

  const total = plan.setupFee + plan.monthlyFee;
  return (
    <dialog
      ref={dialogRef}
      id={id}
      aria-labelledby={`${id}-title`}
      onCancel={(e) => {
        e.preventDefault();
        onClose();
      }}
      className="m-auto w-[calc(100%-2rem)] max-w-md rounded-3xl border-0 bg-white p-0 text-slate-700 shadow-2xl backdrop:bg-ink-900/60"
    >
      {/* Prerendered with the prices and a loading notice: the first tap shows them; PayPal loads with React, once it is open. */}
      {
        <div className="p-6 sm:p-8">
          <div className="flex items-start justify-between gap-4">
            <div>
              <p className="text-sm font-semibold uppercase tracking-wider text-brand-700">Secure checkout</p>
              <h2 id={`${id}-title`} className="mt-1 text-2xl font-bold tracking-tight text-ink-900">{`Buy the ${plan.name} plan`}</h2>
            </div>
            <CloseButton label="Close" onClick={onClose} closes={id} className="-mr-2 -mt-1" />
          </div>
          <dl className="mt-6 divide-y divide-slate-200 rounded-2xl bg-slate-50 px-4 text-sm">
            <div className="flex justify-between py-3">
              <dt>Setup fee</dt>
              <dd className="font-semibold text-ink-900">{formatPrice(plan.setupFee)}</dd>
            </div>
            <div className="flex justify-between py-3">
              <dt>First month</dt>
              <dd className="font-semibold text-ink-900">{formatPrice(plan.monthlyFee)}</dd>
            </div>
            <div className="flex justify-between py-3 text-base font-bold text-ink-900">
              <dt>Total today</dt>
              <dd>{formatAmount(total)}</dd>
            </div>
          </dl>
          <p className="mt-4 mb-5 text-xs text-slate-500">{`Then ${formatPrice(plan.monthlyFee)} a month. Prices in US dollars.`}</p>
          {open ? (
            <PayPalCheckout
              key={plan.id}
              {...payment}
              amount={total}
              description={planPaymentDescription(plan)}
              onSuccess={(order) => onPaid(plan, order)}
              onError={() => onFailed(plan)}
              // The page behind a modal dialog is inert, so a failure is also said inside it.
              failureNotice={
                <>
                  <strong className="font-semibold">Payment Failed.</strong> There was an issue processing your payment. Please try again.
                </>
              }
            />
          ) : (
            // Opened natively before React ran: what the payment machine's first state says, until it does.
            <PaymentNotice glyph="loader-circle" spin>
              Loading secure checkout…
            </PaymentNotice>
          )}
        </div>
      }
    </dialog>
  );
}
