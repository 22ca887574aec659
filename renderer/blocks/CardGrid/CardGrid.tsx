import { CheckList } from '../../ui/CheckList';
import type { CardGridBlock } from '../../generated/config';
import type { ResolvedBlockOf } from '../../resolve/types';
import { Icon } from '../../ui/Icon';
import { Picture } from '../../ui/Picture';
import { Section, SectionAction, SectionHeading } from '../../ui/Section';

const columns: Record<CardGridBlock['columns'], string> = {
  2: 'sm:grid-cols-2',
  3: 'sm:grid-cols-2 lg:grid-cols-3',
  4: 'sm:grid-cols-2 lg:grid-cols-4',
};

export function CardGrid({ block }: { block: ResolvedBlockOf<'cardGrid'> }) {
  return (
    <Section tone={block.tone}>
      <SectionHeading eyebrow={block.eyebrow} heading={block.heading} intro={block.intro} />
      <ul className={`grid gap-6 ${columns[block.columns]}`}>
        {block.cards.map((card) => (
          <li
            key={card.title}
            className="flex flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm transition-shadow hover:shadow-md [.tone-dark_&]:(border-white/10 bg-white/5)"
          >
            {card.image ? (
              <Picture image={card.image} className="mb-5 aspect-[3/2] h-auto w-full rounded-xl object-cover" />
            ) : card.icon ? (
              <span className="mb-4 flex h-11 w-11 items-center justify-center rounded-xl bg-brand-50 text-xl text-brand-600 [.tone-dark_&]:(bg-brand-500/15 text-brand-300)">
                <Icon name={card.icon} />
              </span>
            ) : null}
            <h3 className="text-lg font-semibold text-ink-900 [.tone-dark_&]:text-white">{card.title}</h3>
            <p className="mt-2 leading-relaxed">{card.text}</p>
            <CheckList items={card.points} className="mt-4 space-y-2 text-sm" />
            {card.link ? (
              <a
                href={card.link.href}
                className="focus-ring mt-auto inline-flex items-center gap-1 pt-5 text-sm font-semibold text-brand-700 hover:underline [.tone-dark_&]:text-brand-300"
              >
                {card.link.label}
                <Icon glyph="arrow-right" />
              </a>
            ) : null}
          </li>
        ))}
      </ul>
      <SectionAction action={block.action} />
    </Section>
  );
}
