import type { CtaBlock } from '../../generated/config';
import { ActionLink } from '../../ui/ActionLink';
import { Section } from '../../ui/Section';

export function Cta({ block }: { block: CtaBlock }) {
  return (
    <Section tone={block.tone}>
      <div className="mx-auto max-w-3xl text-center">
        <h2 className="text-3xl font-bold tracking-tight text-ink-900 sm:text-4xl [.tone-dark_&]:text-white">{block.heading}</h2>
        {block.text ? <p className="mt-4 text-lg leading-relaxed">{block.text}</p> : null}
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          {block.actions.map((a) => (
            <ActionLink key={a.label} action={a} />
          ))}
        </div>
      </div>
    </Section>
  );
}
