import { CheckList } from '../../ui/CheckList';
import type { StepsBlock } from '../../generated/config';
import { Section, SectionAction, SectionHeading } from '../../ui/Section';
import { Icon } from '../../ui/Icon';

const layouts: Record<StepsBlock['layout'], { list: string; item: string }> = {
  timeline: { list: 'relative space-y-6 before:(absolute left-5 top-2 bottom-2 w-px bg-brand-200 content-empty)', item: 'relative flex gap-5' },
  columns: { list: 'grid gap-6 sm:grid-cols-2 lg:grid-cols-4', item: 'flex flex-col gap-4' },
};

export function Steps({ block }: { block: StepsBlock }) {
  const layout = layouts[block.layout];
  return (
    <Section tone={block.tone}>
      <SectionHeading eyebrow={block.eyebrow} heading={block.heading} intro={block.intro} />
      <ol className={layout.list}>
        {block.steps.map((step, i) => (
          <li key={step.title} className={layout.item}>
            <span
              className="relative z-1 flex h-10 w-10 shrink-0 items-center justify-center rounded-full bg-brand-600 text-base font-bold text-white ring-4 ring-white [.tone-dark_&]:ring-ink-900"
              aria-hidden="true"
            >
              {i + 1}
            </span>
            <div className="flex-1 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm [.tone-dark_&]:(border-white/10 bg-white/5)">
              <div className="flex flex-wrap items-baseline justify-between gap-2">
                <h3 className="text-lg font-semibold text-ink-900 [.tone-dark_&]:text-white">
                  <span className="sr-only">{`Step ${i + 1}: `}</span>
                  {step.title}
                </h3>
                {step.duration ? (
                  <span className="inline-flex items-center gap-1 rounded-full bg-brand-50 px-3 py-1 text-xs font-semibold text-brand-700">
                    <Icon glyph="clock" />
                    {step.duration}
                  </span>
                ) : null}
              </div>
              <p className="mt-2 leading-relaxed">{step.text}</p>
              <CheckList items={step.points} className="mt-3 space-y-1.5 text-sm" />
            </div>
          </li>
        ))}
      </ol>
      <SectionAction action={block.action} />
    </Section>
  );
}
