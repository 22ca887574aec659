import { formatMinutes, formatMonthly, formatPrice } from '../../plans/format';
import type { PlanSummary } from '../../plans/summary';
import type { ResolvedBlockOf } from '../../resolve/types';
import { Section, SectionHeading } from '../../ui/Section';
import { Icon } from '../../ui/Icon';

type Variant = 'featured' | 'regular';

/** The eight rows, top to bottom: the header cell and how a plan fills its cell. */
const rows: { label: string; cell: (plan: PlanSummary) => string }[] = [
  { label: 'Setup Fee', cell: (p) => formatPrice(p.setupFee) },
  { label: 'Monthly Fee', cell: (p) => formatMonthly(p.monthlyFee) },
  { label: 'Minutes Included', cell: (p) => formatMinutes(p.minutesIncluded) },
  { label: 'Voice Agents', cell: (p) => p.comparison.voiceAgents },
  { label: 'Call Scripts', cell: (p) => p.comparison.callScripts },
  { label: 'Support', cell: (p) => p.comparison.support },
  { label: 'Analytics', cell: (p) => p.comparison.analytics },
  { label: 'Integrations', cell: (p) => p.comparison.integrations },
];

const headStyles: Record<Variant, string> = {
  featured: 'bg-brand-700 text-white',
  regular: 'bg-ink-900 text-white',
};

const cellStyles: Record<Variant, string> = {
  featured: 'bg-brand-50/70 font-medium text-ink-900',
  regular: '',
};

const variantOf = (plan: PlanSummary): Variant => (plan.featured ? 'featured' : 'regular');

/** The plans side by side in an accessible table; every cell comes from site.config/plans/. */
export function PlanComparison({ block }: { block: ResolvedBlockOf<'planComparison'> }) {
  const { plans } = block;
  return (
    <Section tone={block.tone}>
      <SectionHeading eyebrow={block.eyebrow} heading={block.heading} intro={block.intro} />
      <p className="-mt-4 mb-4 flex items-center gap-2 text-sm opacity-80 md:hidden">
        <Icon glyph="move-horizontal" />
        Swipe sideways to see every plan.
      </p>
      {/* On phones the table scrolls sideways inside this box; the page itself never gets wider. A scrolling box must take focus, or keyboard users cannot scroll it. */}
      <div
        className="max-w-full overflow-x-auto rounded-2xl border border-slate-200 bg-white text-slate-700 shadow-sm"
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
        tabIndex={0}
        role="region"
        aria-label={`${block.heading} (scrolls sideways on small screens)`}
      >
        <table className="w-full min-w-[40rem] border-collapse text-left text-sm sm:text-base">
          <caption className="sr-only">{block.heading}</caption>
          <thead>
            <tr>
              <td className="sticky left-0 bg-ink-900 px-4 py-4 sm:px-6" />
              {plans.map((plan) => (
                <th key={plan.id} scope="col" className={`px-4 py-4 text-base font-bold sm:px-6 sm:text-lg ${headStyles[variantOf(plan)]}`}>
                  {plan.name}
                  {plan.featured ? <span className="mt-0.5 block text-xs font-semibold uppercase tracking-wider text-brand-100">Most popular</span> : null}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.label} className="border-t border-slate-200">
                <th scope="row" className="sticky left-0 whitespace-nowrap bg-slate-50 px-4 py-4 font-semibold text-ink-900 sm:px-6">
                  {row.label}
                </th>
                {plans.map((plan) => (
                  <td key={plan.id} className={`px-4 py-4 sm:px-6 ${cellStyles[variantOf(plan)]}`}>
                    {row.cell(plan)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </Section>
  );
}
