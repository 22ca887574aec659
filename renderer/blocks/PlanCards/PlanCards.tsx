import { CheckList } from '../../ui/CheckList';
import type { PlanCardsBlock } from '../../generated/config';
import { useSiteData } from '../../page/SiteData';
import { Section, SectionHeading } from '../../ui/Section';
import { formatMinutes, formatPrice, plansFrom, type PlanSummary } from './plan-data';

type Variant = 'featured' | 'regular';

const cardStyles: Record<Variant, string> = {
  featured: 'border-2 border-brand-500 shadow-xl shadow-brand-900/10 lg:-my-3',
  regular: 'border border-slate-200 shadow-sm',
};

const columns: Record<number, string> = {
  1: 'max-w-md mx-auto',
  2: 'md:grid-cols-2 max-w-4xl mx-auto',
  3: 'md:grid-cols-3',
  4: 'md:grid-cols-2 xl:grid-cols-4',
};

function PlanCard({ plan, salesLink }: { plan: PlanSummary; salesLink: PlanCardsBlock['salesLink'] }) {
  const variant: Variant = plan.featured ? 'featured' : 'regular';
  return (
    <article
      aria-labelledby={`plan-${plan.id}`}
      className={`relative flex flex-col rounded-3xl bg-white p-6 text-left text-slate-700 sm:p-8 ${cardStyles[variant]}`}
    >
      {plan.featured ? (
        <p className="absolute -top-3.5 left-6 inline-flex items-center gap-1.5 rounded-full bg-brand-600 px-3 py-1 text-xs font-semibold uppercase tracking-wider text-white sm:left-8">
          <span className="i-lucide-star" aria-hidden="true" />
          Most popular
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
          <span className="i-lucide-wrench text-brand-600" aria-hidden="true" />
          <span>{`${formatPrice(plan.setupFee)} setup`}</span>
        </li>
        <li className="flex items-center gap-2">
          <span className="i-lucide-clock text-brand-600" aria-hidden="true" />
          <span>{`${formatMinutes(plan.minutesIncluded)} minutes included`}</span>
        </li>
      </ul>
      <p className="mt-6 border-t border-slate-200 pt-6 text-sm font-semibold uppercase tracking-wider text-ink-900">What&rsquo;s included</p>
      <CheckList items={plan.features} look="badge" className="mt-4 mb-8 space-y-3" />
      <div className="mt-auto">
        {/*
          PURCHASE BUTTON SLOT: the "Buy Now with PayPal" button and its dialog (an island, built in
          a later issue) go here. The charge is the setup fee plus the first month: resolve
          plan.setupFee + plan.monthlyFee here on the server and pass them in the island's props.
        */}
        <a
          href={salesLink.href}
          className="focus-ring inline-flex min-h-11 w-full items-center justify-center gap-2 rounded-full border border-brand-600/40 px-6 py-3 text-sm font-semibold text-brand-700 transition-colors hover:border-brand-600"
        >
          {salesLink.label}
          <span className="sr-only"> about the {plan.name} plan</span>
          <span className="i-lucide-arrow-right" aria-hidden="true" />
        </a>
      </div>
    </article>
  );
}

/** One card per calling-agent plan. Names, prices, minutes and features come from site.config/plans/. */
export function PlanCards({ block }: { block: PlanCardsBlock }) {
  const plans = plansFrom(useSiteData().plans, block.plans);
  return (
    <Section tone={block.tone}>
      <SectionHeading eyebrow={block.eyebrow} heading={block.heading} intro={block.intro} center />
      <ul className={`grid gap-8 pt-3 ${columns[plans.length] ?? columns[3]}`}>
        {plans.map((plan) => (
          <li key={plan.id} className="flex">
            <PlanCard plan={plan} salesLink={block.salesLink} />
          </li>
        ))}
      </ul>
      {block.note ? (
        <p className="mx-auto mt-10 flex max-w-2xl justify-center gap-2 text-center text-sm opacity-80">
          <span className="i-lucide-info mt-0.5 shrink-0" aria-hidden="true" />
          <span>{block.note}</span>
        </p>
      ) : null}
    </Section>
  );
}
