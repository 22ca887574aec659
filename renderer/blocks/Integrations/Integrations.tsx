import type { ResolvedBlockOf } from '../../resolve/types';
import { Icon } from '../../ui/Icon';
import { Picture } from '../../ui/Picture';
import { Section, SectionHeading } from '../../ui/Section';

// Badge colours cycle through the tiles; full class names so UnoCSS finds them.
const badges = [
  'bg-brand-100 text-brand-800 [.tone-dark_&]:(bg-brand-400/15 text-brand-200)',
  'bg-sky-100 text-sky-800 [.tone-dark_&]:(bg-sky-400/15 text-sky-200)',
  'bg-indigo-100 text-indigo-800 [.tone-dark_&]:(bg-indigo-400/15 text-indigo-200)',
  'bg-amber-100 text-amber-800 [.tone-dark_&]:(bg-amber-400/15 text-amber-200)',
  'bg-rose-100 text-rose-800 [.tone-dark_&]:(bg-rose-400/15 text-rose-200)',
  'bg-emerald-100 text-emerald-800 [.tone-dark_&]:(bg-emerald-400/15 text-emerald-200)',
] as const;

/** Two letters for a name: the first letters of its first two words, or of a CamelCase word's parts. */
export function monogramOf(name: string): string {
  const words = name.split(/[\s&+/-]+/).filter((w) => /^[\p{L}\p{N}]/u.test(w));
  if (words.length === 0) return name.slice(0, 1).toUpperCase();
  if (words.length >= 2) return (words[0]![0]! + words[1]![0]!).toUpperCase();
  const word = words[0]!;
  const inner = word.slice(1).match(/\p{Lu}/u);
  return (word[0]! + (inner ? inner[0] : '')).toUpperCase();
}

export function Integrations({ block }: { block: ResolvedBlockOf<'integrations'> }) {
  const HighlightTitle = block.highlightsHeading ? 'h4' : 'h3';
  return (
    <Section tone={block.tone}>
      <SectionHeading eyebrow={block.eyebrow} heading={block.heading} intro={block.intro} />
      <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4 lg:grid-cols-4">
        {block.items.map((item, i) => (
          <li
            key={item.name}
            className="flex flex-col items-center gap-3 rounded-2xl border border-slate-200 bg-white px-3 py-5 text-center shadow-sm transition-shadow hover:shadow-md sm:flex-row sm:px-5 sm:text-left [.tone-dark_&]:(border-white/10 bg-white/5 shadow-none)"
          >
            {item.logo ? (
              <Picture image={item.logo} className="block h-11 w-11 min-w-11 rounded-xl object-contain" />
            ) : (
              <span
                aria-hidden="true"
                className={`flex h-11 w-11 shrink-0 items-center justify-center rounded-xl text-sm font-bold tracking-wide ${badges[i % badges.length]}`}
              >
                {item.monogram ?? monogramOf(item.name)}
              </span>
            )}
            <span className="min-w-0">
              <span className="block font-semibold leading-snug text-ink-900 [.tone-dark_&]:text-white">{item.name}</span>
              {item.category ? <span className="mt-0.5 block text-xs text-slate-500 [.tone-dark_&]:text-slate-400">{item.category}</span> : null}
            </span>
          </li>
        ))}
      </ul>
      {block.note ? <p className="mt-6 text-sm text-slate-500 [.tone-dark_&]:text-slate-400">{block.note}</p> : null}
      {block.highlights.length > 0 ? (
        <div className="mt-14 border-t border-slate-200 pt-12 [.tone-dark_&]:border-white/10">
          {block.highlightsHeading ? (
            <h3 className="mb-8 text-2xl font-bold tracking-tight text-ink-900 [.tone-dark_&]:text-white">{block.highlightsHeading}</h3>
          ) : null}
          <ul className="grid gap-8 sm:grid-cols-2 lg:grid-cols-4">
            {block.highlights.map((h) => (
              <li key={h.title} className="flex gap-4 sm:block">
                {h.icon ? (
                  <span className="flex shrink-0 sm:mb-4 h-11 w-11 items-center justify-center rounded-xl bg-brand-50 text-xl text-brand-600 [.tone-dark_&]:(bg-brand-500/15 text-brand-300)">
                    <Icon name={h.icon} />
                  </span>
                ) : null}
                <div>
                  <HighlightTitle className="text-lg font-semibold text-ink-900 [.tone-dark_&]:text-white">{h.title}</HighlightTitle>
                  <p className="mt-2 leading-relaxed">{h.text}</p>
                </div>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </Section>
  );
}
