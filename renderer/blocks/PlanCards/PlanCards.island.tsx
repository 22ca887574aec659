import { useState } from 'react';
import type { Link } from '../../generated/config';
import type { PaymentSettings } from '../../payments/settings';
import { showToast } from '../../ui/toast/store';
import { ChoiceToast } from './ChoiceToast';
import { PlanCard } from './PlanCard';
import { PlanPurchaseDialog } from './PlanPurchaseDialog';
import type { PlanSummary } from '../../plans/summary';

export interface PlanCardListProps {
  plans: PlanSummary[];
  salesLink: Link;
  payment: PaymentSettings;
}

const columns: Record<number, string> = {
  1: 'max-w-md mx-auto',
  2: 'md:grid-cols-2 max-w-4xl mx-auto',
  3: 'md:grid-cols-3',
  4: 'md:grid-cols-2 xl:grid-cols-4',
};

const planDialogId = (plan: PlanSummary) => `buy-${plan.id}`;
const choiceToastId = (plan: PlanSummary) => `chose-${plan.id}`;
const choiceToast = (plan: PlanSummary) => ({ title: `${plan.name} Plan Selected`, text: 'Contact our sales team to get started with this plan.' });

/**
 * The plan cards as an island: the chosen plan (none at first) is highlighted, and Buy Now
 * opens the purchase dialog. A paid plan becomes the chosen one. Each plan's dialog is
 * prerendered (closed) and Buy Now opens it natively before React runs; a dialog found open
 * when the island hydrates is taken over (it becomes the plan being bought). Choose Plan opens
 * its plan's prerendered toast the same way (a popover); a choice made so is taken over too.
 */
export default function PlanCardList({ plans, salesLink, payment }: PlanCardListProps) {
  const [selected, setSelected] = useState<string | null>(null);
  const [buying, setBuying] = useState<PlanSummary | null>(null);

  const choose = (plan: PlanSummary) => {
    setSelected(plan.id);
    showToast({ tone: 'info', ...choiceToast(plan) });
  };

  return (
    <>
      <ul className={`grid gap-8 pt-3 ${columns[plans.length] ?? columns[3]}`}>
        {plans.map((plan) => (
          <li key={plan.id} className="flex">
            <PlanCard
              plan={plan}
              salesLink={salesLink}
              selected={selected === plan.id}
              onChoose={() => choose(plan)}
              choiceToastId={choiceToastId(plan)}
              onBuy={() => setBuying(plan)}
              dialogId={planDialogId(plan)}
            />
          </li>
        ))}
      </ul>
      {plans.map((plan) => (
        <ChoiceToast key={plan.id} id={choiceToastId(plan)} {...choiceToast(plan)} onShownNatively={() => choose(plan)} />
      ))}
      {plans.map((plan) => (
        <PlanPurchaseDialog
          key={plan.id}
          id={planDialogId(plan)}
          plan={plan}
          open={buying?.id === plan.id}
          onShownNatively={() => setBuying(plan)}
          payment={payment}
          onClose={() => setBuying(null)}
          onPaid={(plan) => {
            setBuying(null);
            setSelected(plan.id);
            showToast({
              tone: 'success',
              title: 'Payment Successful',
              text: `Thank you for purchasing the ${plan.name} plan. You'll receive a confirmation email shortly.`,
            });
          }}
          onFailed={() => showToast({ tone: 'error', title: 'Payment Failed', text: 'There was an issue processing your payment. Please try again.' })}
        />
      ))}
    </>
  );
}
