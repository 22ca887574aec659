import { CheckList } from '../../ui/CheckList';
import type { ResolvedBlockOf } from '../../resolve/types';
import { ActionLink } from '../../ui/ActionLink';
import { Icon } from '../../ui/Icon';
import { Picture } from '../../ui/Picture';

type Aside = ResolvedBlockOf<'split'>['aside'];
import { Section } from '../../ui/Section';

function AsideBody({ aside }: { aside: Exclude<Aside, { kind: 'image' }> }) {
  if (aside.kind === 'figures') {
    return (
      <>
        <dl className="grid grid-cols-2 gap-4">
          {aside.figures.map((f) => (
            <div key={f.label} className="flex flex-col rounded-2xl bg-white p-5 shadow-sm [.tone-dark_&]:(bg-white/5 shadow-none)">
              <dt className="order-2 mt-1 text-sm leading-snug">{f.label}</dt>
              <dd className="text-3xl font-bold tracking-tight text-brand-600 sm:text-4xl [.tone-dark_&]:text-brand-300">{f.value}</dd>
            </div>
          ))}
        </dl>
        {aside.note ? <p className="mt-4 text-sm text-slate-500 [.tone-dark_&]:text-slate-400">{aside.note}</p> : null}
      </>
    );
  }
  return (
    <ul className="space-y-5">
      {aside.items.map((item) => (
        <li key={item.title} className="flex gap-4">
          <span className="flex h-10 w-10 shrink-0 items-center justify-center rounded-xl bg-white text-lg text-brand-600 shadow-sm [.tone-dark_&]:(bg-brand-500/15 text-brand-300 shadow-none)">
            {item.icon ? <Icon name={item.icon} /> : <Icon glyph="check" />}
          </span>
          <div>
            <p className="font-semibold text-ink-900 [.tone-dark_&]:text-white">{item.title}</p>
            {item.text ? <p className="mt-1 text-sm leading-relaxed">{item.text}</p> : null}
          </div>
        </li>
      ))}
    </ul>
  );
}

export function Split({ block }: { block: ResolvedBlockOf<'split'> }) {
  const { aside } = block;
  return (
    <Section tone={block.tone}>
      <div className="grid items-center gap-10 lg:grid-cols-2 lg:gap-16">
        <div>
          {block.eyebrow ? (
            <p className="mb-3 text-sm font-semibold uppercase tracking-wider text-brand-700 [.tone-dark_&]:text-brand-300">{block.eyebrow}</p>
          ) : null}
          <h2 className="text-3xl font-bold tracking-tight text-ink-900 sm:text-4xl [.tone-dark_&]:text-white">{block.heading}</h2>
          <div className="mt-5 space-y-4 text-lg leading-relaxed">
            {block.paragraphs.map((p) => (
              <p key={p}>{p}</p>
            ))}
          </div>
          <CheckList items={block.bullets} look="circle" className="mt-6 space-y-3" />
          {block.action ? (
            <div className="mt-8">
              <ActionLink action={block.action} />
            </div>
          ) : null}
        </div>
        {aside.kind === 'image' ? (
          <div className={block.reverse ? 'lg:order-first' : undefined}>
            <Picture image={aside.image} className="h-auto w-full rounded-3xl shadow-lg" />
          </div>
        ) : (
          <div
            className={`rounded-3xl border border-brand-100 bg-brand-50/70 p-6 sm:p-8 [.tone-dark_&]:(border-white/10 bg-white/5) ${block.reverse ? 'lg:order-first' : ''}`}
          >
            {aside.title ? <h3 className="mb-6 text-lg font-semibold text-ink-900 [.tone-dark_&]:text-white">{aside.title}</h3> : null}
            <AsideBody aside={aside} />
          </div>
        )}
      </div>
    </Section>
  );
}
