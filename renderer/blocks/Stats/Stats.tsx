import type { StatsBlock } from '../../generated/config';
import { Section, SectionHeading } from '../../ui/Section';

// Figures share one row on wide screens; phones show two per row.
const columns: Record<number, string> = {
  1: 'grid-cols-1 mx-auto max-w-sm',
  2: 'grid-cols-2',
  3: 'grid-cols-2 sm:grid-cols-3',
  4: 'grid-cols-2 lg:grid-cols-4',
  5: 'grid-cols-2 sm:grid-cols-3 lg:grid-cols-5',
  6: 'grid-cols-2 sm:grid-cols-3 lg:grid-cols-6',
};

export function Stats({ block }: { block: StatsBlock }) {
  return (
    <Section tone={block.tone}>
      <SectionHeading heading={block.heading} intro={block.intro} center />
      <dl className={`grid gap-4 sm:gap-6 ${columns[block.items.length] ?? columns[4]}`}>
        {block.items.map((item) => (
          <div
            key={item.label}
            className="flex flex-col rounded-2xl border border-slate-200 bg-white p-4 text-center shadow-sm sm:p-6 [.tone-dark_&]:(border-white/10 bg-white/5)"
          >
            <dt className="order-2 mt-2 text-sm font-medium">{item.label}</dt>
            <dd className="text-3xl font-bold tracking-tight sm:text-4xl text-brand-600 [.tone-dark_&]:text-brand-300">{item.value}</dd>
          </div>
        ))}
      </dl>
      {block.footnote ? <p className="mt-6 text-center text-sm text-slate-500">{block.footnote}</p> : null}
    </Section>
  );
}
