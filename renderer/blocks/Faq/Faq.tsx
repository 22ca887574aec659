import type { FaqBlock } from '../../generated/config';
import { ActionLink } from '../../ui/ActionLink';
import { Icon } from '../../ui/Icon';
import { Section, SectionHeading } from '../../ui/Section';

/** Questions that open to their answers with native <details>: no JavaScript. */
export function Faq({ block }: { block: FaqBlock }) {
  return (
    <Section tone={block.tone}>
      <div className="grid gap-8 lg:grid-cols-[20rem_1fr] lg:gap-16">
        <div>
          <SectionHeading eyebrow={block.eyebrow} heading={block.heading} intro={block.intro} />
          {block.action ? (
            <div className="-mt-2 mb-2">
              <ActionLink action={block.action} />
            </div>
          ) : null}
        </div>
        <div className="divide-y divide-slate-200 border-y border-slate-200 [.tone-dark_&]:(divide-white/10 border-white/10)">
          {block.items.map((item) => (
            <details key={item.question} open={item.open} className="group">
              <summary className="focus-ring flex cursor-pointer list-none items-start justify-between gap-4 rounded-lg py-5 text-left text-lg font-semibold text-ink-900 [&::-webkit-details-marker]:hidden [.tone-dark_&]:text-white">
                <h3>{item.question}</h3>
                <Icon glyph="chevron-down" className="mt-1 shrink-0 text-brand-600 transition-transform duration-200 group-open:rotate-180" />
              </summary>
              <div className="space-y-3 pb-6 pr-8 leading-relaxed">
                {item.answer.map((p) => (
                  <p key={p}>{p}</p>
                ))}
              </div>
            </details>
          ))}
        </div>
      </div>
    </Section>
  );
}
