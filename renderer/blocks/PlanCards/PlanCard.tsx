import type { Link } from '../../generated/config';
import { CheckList } from '../../ui/CheckList';
import { useHydrated } from '../../ui/use-hydrated';
import { formatMinutes, formatPrice } from '../../plans/format';
import type { PlanSummary } from '../../plans/summary';
import { Icon } from '../../ui/Icon';

type Variant = 'selected' | 'featured' | 'regular';

const cardStyles: Record<Variant, string> = {
  selected: 'border-2 border-brand-600 ring-4 ring-brand-600/20 shadow-xl shadow-brand-900/10',
  featured: 'border-2 border-brand-500 shadow-xl shadow-brand-900/10 lg:-my-3',
  regular: 'border border-slate-200 shadow-sm',
};

const button = 'focus-ring inline-flex min-h-11 w-full items-center justify-center gap-2 rounded-full px-6 py-3 text-sm font-semibold transition-colors';

export interface PlanCardProps {
  plan: PlanSummary;
  salesLink: Link;
  selected: boolean;
  onChoose: () => void;
  onBuy: () => void;
  /** The id of the plan's prerendered purchase dialog, which Buy Now opens natively until React runs. */
  dialogId: string;
  /** The id of the plan's prerendered "Plan Selected" toast, which Choose Plan opens natively until React runs. */
  choiceToastId: string;
}

/** One plan: price, setup fee, minutes and features, with Choose and Buy Now buttons. */
export function PlanCard({ plan, salesLink, selected, onChoose, onBuy, dialogId, choiceToastId }: PlanCardProps) {
  // Invoker commands (not yet in React's types): the browser opens the dialog on the first tap.
  const opensDialog = { commandfor: dialogId, command: 'show-modal' } as Record<string, string>;
  const hydrated = useHydrated();
  const variant: Variant = selected ? 'selected' : plan.featured ? 'featured' : 'regular';
  return (
    <article
      aria-labelledby={`plan-${plan.id}`}
      data-selected={selected || undefined}
      className={`relative flex flex-col rounded-3xl bg-white p-6 text-left text-slate-700 sm:p-8 ${cardStyles[variant]}`}
    >
      {plan.featured || selected ? (
        <p className="absolute -top-3.5 left-6 inline-flex items-center gap-1.5 rounded-full bg-brand-600 px-3 py-1 text-xs font-semibold uppercase tracking-wider text-white sm:left-8">
          <Icon glyph={selected ? 'check' : 'star'} />
          {selected ? 'Your plan' : 'Most popular'}
        </p>
      ) : null}
      <h3 id={`plan-${plan.id}`} className="text-2xl font-bold tracking-tight text-ink-900">
        {plan.name}
      </h3>
      <p className="mt-2 leading-relaxed">{plan.description}</p>
      <p className="mt-6 flex items-end gap-1">
        <span className="text-4xl font-extrabold tracking-tight text-ink-900">{formatPrice(plan.monthlyFee)}</span>
        <span className="pb-1 text-sm font-semibold text-slate-500">/month</span>
      </p>
      <ul className="mt-3 space-y-1 text-sm">
        <li className="flex items-center gap-2">
          <Icon glyph="wrench" className="text-brand-600" />
          <span>{`${formatPrice(plan.setupFee)} setup`}</span>
        </li>
        <li className="flex items-center gap-2">
          <Icon glyph="clock" className="text-brand-600" />
          <span>{`${formatMinutes(plan.minutesIncluded)} minutes included`}</span>
        </li>
      </ul>
      <p className="mt-6 border-t border-slate-200 pt-6 text-sm font-semibold uppercase tracking-wider text-ink-900">{plan.includedHeading}</p>
      <CheckList items={plan.features} look="badge" className="mt-4 mb-8 space-y-3" />
      <div className="mt-auto space-y-3">
        <button
          type="button"
          {...opensDialog}
          onClick={(e) => {
            e.preventDefault();
            onBuy();
          }}
          className={`${button} bg-brand-600 text-white shadow-sm hover:bg-brand-700`}
        >
          <Icon glyph="credit-card" />
          Buy Now with PayPal
          <span className="sr-only"> for the {plan.name} plan</span>
        </button>
        <button
          type="button"
          // Until React runs; then the choice is the island's, and the button no longer claims a popover.
          popoverTarget={hydrated ? undefined : choiceToastId}
          popoverTargetAction={hydrated ? undefined : 'show'}
          onClick={(e) => {
            e.preventDefault();
            onChoose();
          }}
          aria-pressed={selected}
          className={`${button} border border-brand-600/40 text-brand-700 hover:border-brand-600 aria-pressed:bg-brand-50`}
        >
          {selected ? <Icon glyph="check" /> : null}
          {selected ? 'Plan selected' : 'Choose Plan'}
          <span className="sr-only"> {plan.name}</span>
        </button>
        <a
          href={salesLink.href}
          className="focus-ring block py-1 text-center text-sm font-semibold text-slate-600 underline-offset-4 hover:text-brand-700 hover:underline"
        >
          {salesLink.label}
          <span className="sr-only"> about the {plan.name} plan</span>
        </a>
      </div>
    </article>
  );
}
