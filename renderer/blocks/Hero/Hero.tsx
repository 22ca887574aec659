import type { HeroBlock } from '../../generated/config';
import type { ResolvedBlockOf } from '../../resolve/types';
import { ActionLink } from '../../ui/ActionLink';
import { Picture } from '../../ui/Picture';
import { Section } from '../../ui/Section';
import { Icon } from '../../ui/Icon';

const sizes: Record<HeroBlock['size'], { pad: string; h1: string }> = {
  large: { pad: 'pt-16 pb-20 sm:pt-24 sm:pb-28', h1: 'text-4xl sm:text-5xl lg:text-6xl' },
  compact: { pad: 'pt-12 pb-12 sm:pt-16 sm:pb-16', h1: 'text-3xl sm:text-4xl lg:text-5xl' },
};

export function Hero({ block }: { block: ResolvedBlockOf<'hero'> }) {
  const size = sizes[block.size];
  const text = (
    <div className="max-w-3xl">
      {block.eyebrow ? (
        <p className="mb-4 inline-flex items-center gap-2 rounded-full bg-brand-500/15 px-3 py-1 text-sm font-medium text-brand-700 [.tone-dark_&]:text-brand-200">
          <span className="h-1.5 w-1.5 rounded-full bg-brand-400" aria-hidden="true" />
          {block.eyebrow}
        </p>
      ) : null}
      <h1 className={`font-bold leading-tight tracking-tight text-ink-900 [.tone-dark_&]:text-white ${size.h1}`}>{block.heading}</h1>
      {block.lead ? <p className="mt-6 max-w-2xl text-lg leading-relaxed sm:text-xl">{block.lead}</p> : null}
      {block.actions.length > 0 ? (
        <div className="mt-8 flex flex-wrap gap-3">
          {block.actions.map((a) => (
            <ActionLink key={a.label} action={a} />
          ))}
        </div>
      ) : null}
      {block.highlights.length > 0 ? (
        <ul className="mt-8 flex flex-wrap gap-x-6 gap-y-2 text-sm">
          {block.highlights.map((h) => (
            <li key={h} className="flex items-center gap-2">
              <Icon glyph="circle-check" className="text-brand-400" />
              {h}
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
  return (
    <Section tone={block.tone} className="hero-glow" padding={size.pad}>
      {block.image ? (
        <div className="grid items-center gap-10 lg:grid-cols-2 lg:gap-12">
          {text}
          <Picture image={block.image} className="h-auto w-full rounded-3xl shadow-xl" />
        </div>
      ) : (
        text
      )}
    </Section>
  );
}
