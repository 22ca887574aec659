import type { CaseStudiesBlock } from '../../generated/config';
import { ActionLink } from '../../ui/ActionLink';
import { Icon } from '../../ui/Icon';
import { Section, SectionHeading } from '../../ui/Section';

export function CaseStudies({ block }: { block: CaseStudiesBlock }) {
  const grid = block.studies.length >= 3 ? 'md:grid-cols-2 lg:grid-cols-3' : block.studies.length === 2 ? 'md:grid-cols-2' : 'max-w-3xl';
  return (
    <Section tone={block.tone}>
      <SectionHeading eyebrow={block.eyebrow} heading={block.heading} intro={block.intro} />
      <ul className={`grid gap-6 lg:gap-8 ${grid}`}>
        {block.studies.map((study) => (
          <li
            key={study.client}
            className="flex flex-col rounded-3xl border border-slate-200 bg-white p-6 shadow-sm transition-shadow hover:shadow-md sm:p-8 [.tone-dark_&]:(border-white/10 bg-white/5 shadow-none)"
          >
            <div className="flex items-center gap-4">
              <span className="flex h-12 w-12 shrink-0 items-center justify-center rounded-2xl bg-brand-50 text-2xl text-brand-600 [.tone-dark_&]:(bg-brand-500/15 text-brand-300)">
                <Icon name={study.icon ?? 'building'} />
              </span>
              <div>
                <p className="text-xs font-semibold uppercase tracking-wider text-brand-600 [.tone-dark_&]:text-brand-300">{study.sector}</p>
                <h3 className="text-xl font-semibold text-ink-900 [.tone-dark_&]:text-white">{study.client}</h3>
              </div>
            </div>
            <p className="mt-5 leading-relaxed">{study.summary}</p>
            <dl className="mt-6 grid grid-cols-3 gap-2 rounded-2xl bg-slate-50 p-4 sm:gap-4 sm:p-5 [.tone-dark_&]:bg-white/5">
              {study.results.map((r) => (
                <div key={r.label} className="flex flex-col text-center">
                  <dt className="order-2 mt-1 text-xs leading-snug sm:text-sm">{r.label}</dt>
                  <dd className="text-2xl font-bold tracking-tight text-brand-600 sm:text-3xl [.tone-dark_&]:text-brand-300">{r.value}</dd>
                </div>
              ))}
            </dl>
            <a
              href={study.link.href}
              className="focus-ring mt-auto inline-flex items-center gap-1 self-start rounded pt-6 font-semibold text-brand-700 hover:underline [.tone-dark_&]:text-brand-300"
            >
              {study.link.label}
              <span className="sr-only">: {study.client}</span>
              <span className="i-lucide-arrow-right" aria-hidden="true" />
            </a>
          </li>
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
