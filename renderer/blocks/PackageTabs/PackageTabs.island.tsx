import { CheckList } from '../../ui/CheckList';
import { useId, useRef, useState, type KeyboardEvent } from 'react';
import type { ResolvedBlockOf } from '../../resolve/types';
import { ActionLink } from '../../ui/ActionLink';
import { Section, SectionHeading } from '../../ui/Section';
import { PackageCard } from '../../plans/PackageCard';
import { formatPrice } from '../../plans/format';

export interface PackageTabsProps {
  /** The block with each tab's package resolved from site.config/plans/. */
  block: ResolvedBlockOf<'packageTabs'>;
}

/**
 * The package chooser island: WAI-ARIA tabs with automatic activation. Arrow keys move between
 * tabs (wrapping), Home and End jump to the first and last. The server renders the first tab
 * selected, so the default package is in the HTML before any JavaScript runs; every panel is
 * in it too, and until React runs a tap switches them natively (native-tabs.ts); React starts
 * from the tab chosen so. The looks follow aria-selected, so they follow either.
 */
const tabLook =
  'aria-selected:(bg-white text-ink-900 shadow-sm) aria-[selected=false]:(text-slate-600 hover:bg-white/60 hover:text-ink-900) [.tone-dark_&]:aria-[selected=false]:(text-slate-300 hover:bg-white/10 hover:text-white)';
const priceLook = '[[aria-selected=true]>&]:text-brand-700 [[aria-selected=false]>&]:text-slate-600 [.tone-dark_[aria-selected=false]>&]:text-slate-400';

/**
 * The tab selected in the prerendered HTML when this island hydrates (read from the DOM during
 * the hydrating render): the first, unless a tap chose another before React ran (native-tabs.ts).
 */
function selectedBeforeHydration(tabId: (i: number) => string, count: number): number {
  if (typeof document === 'undefined') return 0;
  for (let i = 0; i < count; i++) if (document.getElementById(tabId(i))?.getAttribute('aria-selected') === 'true') return i;
  return 0;
}

export default function PackageTabs({ block }: PackageTabsProps) {
  const baseId = useId();
  const tabId = (i: number) => `${baseId}tab-${i}`;
  const panelId = (i: number) => `${baseId}panel-${i}`;
  const count = block.tabs.length;
  const [selected, setSelected] = useState(() => selectedBeforeHydration(tabId, count));
  const tabRefs = useRef<Array<HTMLButtonElement | null>>([]);

  /** Keyboard selection also moves focus (roving tabindex); a click focuses the tab by itself. */
  const select = (i: number) => {
    setSelected(i);
    tabRefs.current[i]?.focus();
  };

  const onKeyDown = (e: KeyboardEvent<HTMLButtonElement>) => {
    const next: Partial<Record<string, number>> = {
      ArrowRight: (selected + 1) % count,
      ArrowLeft: (selected - 1 + count) % count,
      Home: 0,
      End: count - 1,
    };
    const target = next[e.key];
    if (target === undefined) return;
    e.preventDefault();
    select(target);
  };

  return (
    <Section tone={block.tone}>
      <SectionHeading eyebrow={block.eyebrow} heading={block.heading} intro={block.intro} center />
      <div
        role="tablist"
        aria-label={block.heading}
        className="mx-auto mb-10 grid max-w-2xl auto-cols-fr grid-flow-col gap-1.5 rounded-2xl bg-slate-200/70 p-1.5 [.tone-dark_&]:bg-white/10"
      >
        {block.tabs.map((tab, i) => {
          const isSelected = i === selected;
          const pkg = tab.package;
          return (
            <button
              key={tab.label}
              ref={(el) => {
                tabRefs.current[i] = el;
              }}
              type="button"
              role="tab"
              id={tabId(i)}
              aria-selected={isSelected}
              aria-controls={panelId(i)}
              tabIndex={isSelected ? 0 : -1}
              onClick={() => setSelected(i)}
              onKeyDown={onKeyDown}
              className={`focus-ring flex min-h-14 flex-col items-center justify-center rounded-xl px-3 py-2.5 text-center transition-colors duration-150 ${tabLook}`}
            >
              <span className="text-sm font-semibold leading-snug sm:text-base">{tab.label}</span>
              <span className={`mt-0.5 text-xs font-medium ${priceLook}`}>{formatPrice(pkg.price)} one-time</span>
            </button>
          );
        })}
      </div>
      {block.tabs.map((tab, i) => {
        const pkg = tab.package;
        return (
          <div
            key={tab.label}
            role="tabpanel"
            id={panelId(i)}
            aria-labelledby={tabId(i)}
            hidden={i !== selected}
            tabIndex={0}
            className="focus-ring rounded-3xl"
          >
            <div className="grid items-center gap-10 lg:grid-cols-[1fr_28rem] lg:gap-16">
              <div>
                <p className="text-sm font-semibold uppercase tracking-wider text-brand-700 [.tone-dark_&]:text-brand-300">Who it&rsquo;s for</p>
                <p className="mt-3 text-xl leading-relaxed text-ink-900 [.tone-dark_&]:text-white">{tab.summary}</p>
                <CheckList items={tab.points} look="circle" className="mt-6 space-y-3" />
              </div>
              <PackageCard pkg={pkg}>
                <ActionLink action={tab.action} className="w-full" />
              </PackageCard>
            </div>
          </div>
        );
      })}
    </Section>
  );
}
