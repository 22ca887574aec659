import type { SuccessStoriesBlock } from '../../generated/config';
import { ActionLink } from '../../ui/ActionLink';
import { Icon } from '../../ui/Icon';
import { Section, SectionHeading } from '../../ui/Section';

/** Anonymised stories: kind of client, challenge, solution and three figures; no link. */
export function SuccessStories({ block }: { block: SuccessStoriesBlock }) {
  const grid = block.stories.length >= 3 ? 'md:grid-cols-2 lg:grid-cols-3' : block.stories.length === 2 ? 'md:grid-cols-2' : 'max-w-3xl';
  return (
    <Section tone={block.tone}>
      <SectionHeading eyebrow={block.eyebrow} heading={block.heading} intro={block.intro} />
      <ul className={`grid gap-6 lg:gap-8 ${grid}`}>
        {block.stories.map((story) => (
          <li
            key={story.label}
            className="flex flex-col rounded-3xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8 [.tone-dark_&]:(border-white/10 bg-white/5 shadow-none)"
          >
            <div className="flex items-center gap-4">
              <span className="flex h-12 w-12 shrink-0 items-center justify-center rounded-2xl bg-brand-50 text-2xl text-brand-600 [.tone-dark_&]:(bg-brand-500/15 text-brand-300)">
                <Icon name={story.icon ?? 'award'} />
              </span>
              <h3 className="text-xl font-semibold text-ink-900 [.tone-dark_&]:text-white">{story.label}</h3>
            </div>
            <div className="mb-6 mt-5 space-y-3 leading-relaxed">
              <p>
                <span className="font-semibold text-ink-900 [.tone-dark_&]:text-white">Challenge: </span>
                {story.challenge}
              </p>
              <p>
                <span className="font-semibold text-ink-900 [.tone-dark_&]:text-white">Solution: </span>
                {story.solution}
              </p>
            </div>
            <dl className="mt-auto grid gap-3 rounded-2xl bg-slate-50 p-4 sm:p-5 xl:grid-cols-3 xl:gap-4 [.tone-dark_&]:bg-white/5">
              {story.results.map((r) => (
                <div key={r.label} className="flex items-baseline gap-4 xl:flex-col xl:items-center xl:gap-0 xl:text-center">
                  <dt className="order-2 text-sm leading-snug xl:mt-1">{r.label}</dt>
                  <dd className="w-32 shrink-0 whitespace-nowrap text-2xl font-bold tracking-tight text-brand-600 xl:w-auto [.tone-dark_&]:text-brand-300">{r.value}</dd>
                </div>
              ))}
            </dl>
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
