import type { StatsBlock } from '../../generated/config';
import { Section, SectionHeading } from '../../ui/Section';

export function Stats({ block }: { block: StatsBlock }) {
  return (
    <Section tone={block.tone}>
      <SectionHeading heading={block.heading} intro={block.intro} center />
      <dl className="grid gap-6 sm:grid-cols-2 lg:grid-cols-[repeat(auto-fit,minmax(12rem,1fr))]">
        {block.items.map((item) => (
          <div key={item.label} className="flex flex-col rounded-2xl border border-slate-200 bg-white p-6 text-center shadow-sm [.tone-dark_&]:(border-white/10 bg-white/5)">
            <dt className="order-2 mt-2 text-sm font-medium">{item.label}</dt>
            <dd className="text-4xl font-bold tracking-tight text-brand-600 [.tone-dark_&]:text-brand-300">{item.value}</dd>
          </div>
        ))}
      </dl>
      {block.footnote ? <p className="mt-6 text-center text-sm text-slate-500">{block.footnote}</p> : null}
    </Section>
  );
}
