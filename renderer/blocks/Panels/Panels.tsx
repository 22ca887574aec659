import type { PanelsBlock } from '../../generated/config';
import { Icon } from '../../ui/Icon';
import { Section, SectionAction, SectionHeading } from '../../ui/Section';

const columns: Record<PanelsBlock['panels']['length'], string> = {
  2: 'md:grid-cols-2',
  3: 'md:grid-cols-2 lg:grid-cols-3',
};

export function Panels({ block }: { block: PanelsBlock }) {
  return (
    <Section tone={block.tone}>
      <SectionHeading eyebrow={block.eyebrow} heading={block.heading} intro={block.intro} />
      <ul className={`grid gap-6 lg:gap-8 ${columns[block.panels.length]}`}>
        {block.panels.map((panel) => (
          <li
            key={panel.title}
            className="relative flex flex-col overflow-hidden rounded-3xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8 [.tone-dark_&]:(border-white/10 bg-white/5 shadow-none)"
          >
            <span className="absolute inset-x-0 top-0 h-1 bg-gradient-to-r from-brand-500 to-sky-400" aria-hidden="true" />
            <div className="flex items-center gap-4">
              <span className="flex h-12 w-12 shrink-0 items-center justify-center rounded-2xl bg-brand-500 text-2xl text-white shadow-sm">
                <Icon name={panel.icon} />
              </span>
              <div>
                {panel.audience ? (
                  <p className="text-xs font-semibold uppercase tracking-wider text-brand-600 [.tone-dark_&]:text-brand-300">{panel.audience}</p>
                ) : null}
                <h3 className="text-xl font-semibold text-ink-900 [.tone-dark_&]:text-white">{panel.title}</h3>
              </div>
            </div>
            <p className="mt-5 leading-relaxed">{panel.text}</p>
            <ul className="mt-6 grid gap-3 border-t border-slate-100 pt-6 [.tone-dark_&]:border-white/10">
              {panel.capabilities.map((c) => (
                <li key={c} className="flex gap-3">
                  <Icon glyph="circle-check" className="mt-0.5 text-lg text-brand-500 [.tone-dark_&]:text-brand-300" />
                  <span>{c}</span>
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
      <SectionAction action={block.action} />
    </Section>
  );
}
