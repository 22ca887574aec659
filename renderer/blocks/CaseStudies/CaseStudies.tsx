import type { ResolvedBlockOf } from '../../resolve/types';
import { ActionLink } from '../../ui/ActionLink';
import { Icon } from '../../ui/Icon';
import { Picture } from '../../ui/Picture';
import { Section, SectionHeading } from '../../ui/Section';

type Study = ResolvedBlockOf<'caseStudies'>['studies'][number];
type Figures = 'compact' | 'wide';

// Short figures ("65%") sit three across even on phones; longer ones ("6 weeks") become rows
// until the card is wide enough.
const figureLayouts: Record<Figures, { list: string; item: string; value: string }> = {
  compact: {
    list: 'grid grid-cols-3 gap-2 sm:gap-4',
    item: 'flex flex-col text-center',
    value: 'text-2xl sm:text-3xl',
  },
  wide: {
    list: 'grid gap-3 xl:grid-cols-3 xl:gap-4',
    item: 'flex items-baseline gap-4 xl:flex-col xl:items-center xl:gap-0 xl:text-center',
    value: 'w-32 shrink-0 whitespace-nowrap text-2xl xl:w-auto',
  },
};

const figuresOf = (study: Study): Figures => (study.results.some((r) => r.value.length > 4) ? 'wide' : 'compact');

function Story({ study }: { study: Study }) {
  const figures = figureLayouts[figuresOf(study)];
  const strong = 'font-semibold text-ink-900 [.tone-dark_&]:text-white';
  return (
    <li className="flex flex-col overflow-hidden rounded-3xl border border-slate-200 bg-white p-6 shadow-sm transition-shadow hover:shadow-md sm:p-8 [.tone-dark_&]:(border-white/10 bg-white/5 shadow-none)">
      {study.cover ? (
        // Edge to edge across the card's top: the card's padding is taken back, its rounded corners clip it.
        <div className="-mx-6 -mt-6 mb-6 sm:(-mx-8 -mt-8 mb-7)">
          <Picture image={study.cover} className="block aspect-video h-auto w-full object-cover" />
        </div>
      ) : null}
      <div className="flex items-center gap-4">
        {study.logo ? (
          <Picture image={study.logo} className="block h-10 w-auto max-w-40 object-contain" />
        ) : (
          <span className="flex h-12 w-12 shrink-0 items-center justify-center rounded-2xl bg-brand-50 text-2xl text-brand-600 [.tone-dark_&]:(bg-brand-500/15 text-brand-300)">
            <Icon name={study.icon ?? 'building'} />
          </span>
        )}
        <div>
          {study.sector ? <p className="text-xs font-semibold uppercase tracking-wider text-brand-700 [.tone-dark_&]:text-brand-300">{study.sector}</p> : null}
          <h3 className={`text-xl ${strong}`}>{study.client}</h3>
        </div>
      </div>
      <div className="mb-6 mt-5 space-y-3 leading-relaxed">
        {study.summary ? <p>{study.summary}</p> : null}
        {study.challenge ? (
          <p>
            <span className={strong}>Challenge: </span>
            {study.challenge}
          </p>
        ) : null}
        {study.solution ? (
          <p>
            <span className={strong}>Solution: </span>
            {study.solution}
          </p>
        ) : null}
      </div>
      <dl className={`mt-auto rounded-2xl bg-slate-50 p-4 sm:p-5 [.tone-dark_&]:bg-white/5 ${figures.list}`}>
        {study.results.map((r) => (
          <div key={r.label} className={figures.item}>
            <dt className="order-2 mt-1 text-xs leading-snug sm:text-sm">{r.label}</dt>
            <dd className={`font-bold tracking-tight text-brand-600 [.tone-dark_&]:text-brand-300 ${figures.value}`}>{r.value}</dd>
          </div>
        ))}
      </dl>
      {study.link ? (
        <a
          href={study.link.href}
          className="focus-ring inline-flex items-center gap-1 self-start rounded pt-6 font-semibold text-brand-700 hover:underline [.tone-dark_&]:text-brand-300"
        >
          {study.link.label}
          <span className="sr-only">: {study.client}</span>
          <Icon glyph="arrow-right" />
        </a>
      ) : null}
    </li>
  );
}

/** Client stories: named case studies with a link, or anonymised success stories without. */
export function CaseStudies({ block }: { block: ResolvedBlockOf<'caseStudies'> }) {
  const grid = block.studies.length >= 3 ? 'md:grid-cols-2 lg:grid-cols-3' : block.studies.length === 2 ? 'md:grid-cols-2' : 'max-w-3xl';
  return (
    <Section tone={block.tone}>
      <SectionHeading eyebrow={block.eyebrow} heading={block.heading} intro={block.intro} />
      <ul className={`grid gap-6 lg:gap-8 ${grid}`}>
        {block.studies.map((study) => (
          <Story key={study.client} study={study} />
        ))}
      </ul>
      {block.action ? (
        <div className="mt-10 flex justify-center">
          <ActionLink action={block.action} />
        </div>
      ) : null}
    </Section>
  );
}
