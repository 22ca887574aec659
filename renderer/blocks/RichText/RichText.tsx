import { CheckList } from '../../ui/CheckList';
import type { RichTextBlock } from '../../generated/config';
import { Section } from '../../ui/Section';

export function RichText({ block }: { block: RichTextBlock }) {
  return (
    <Section tone={block.tone}>
      <div className="max-w-3xl">
        {block.heading ? <h2 className="text-2xl font-bold tracking-tight sm:text-3xl text-ink-900 [.tone-dark_&]:text-white">{block.heading}</h2> : null}
        {block.note ? <p className="mt-2 text-sm text-slate-500">{block.note}</p> : null}
        <div className={block.heading || block.note ? 'mt-10 space-y-10' : 'space-y-10'}>
          {block.sections.map((s, i) => (
            <section key={s.heading ?? i}>
              {s.heading ? (
                <h3 className="mb-3 text-xl font-semibold text-ink-900 [.tone-dark_&]:text-white">
                  {block.numbered ? `${i + 1}. ` : ''}
                  {s.heading}
                </h3>
              ) : null}
              <div className="space-y-4 leading-relaxed">
                {s.paragraphs.map((p) => (
                  <p key={p}>{p}</p>
                ))}
              </div>
              <CheckList items={s.bullets} className="mt-4 space-y-2" />
            </section>
          ))}
        </div>
      </div>
    </Section>
  );
}
