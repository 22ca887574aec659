import { CheckList } from '../ui/CheckList';
import type { ReactNode } from 'react';
import { formatPrice } from './format';
import type { PackageSummary } from './summary';
import { Icon } from '../ui/Icon';

/**
 * The card of one discovery package: name, one-time price in USD and what it includes.
 * Shared by the static `package` block and the `packageTabs` island; `children` is the
 * card's action area (buttons, notes).
 */
export function PackageCard({ pkg, children }: { pkg: PackageSummary; children?: ReactNode }) {
  return (
    <article className="overflow-hidden rounded-3xl border border-slate-200 bg-white text-left shadow-xl shadow-slate-900/5">
      <div className="tone-dark hero-glow bg-ink-900 px-6 py-7 text-slate-300 sm:px-8">
        <p className="inline-flex items-center gap-1.5 rounded-full bg-brand-500/15 px-3 py-1 text-xs font-semibold uppercase tracking-wider text-brand-200">
          <Icon glyph="badge-check" />
          One-time package
        </p>
        <h3 className="mt-4 text-2xl font-bold tracking-tight text-white">{pkg.name}</h3>
        <p className="mt-2 leading-relaxed">{pkg.description}</p>
        <p className="mt-6 flex items-end gap-3">
          <span className="text-5xl font-extrabold tracking-tight text-white">{formatPrice(pkg.price)}</span>
          <span className="pb-1.5 text-sm leading-tight">
            <span className="block font-semibold text-brand-200">one-time</span>
            <span className="block">USD</span>
          </span>
        </p>
      </div>
      <div className="px-6 py-7 sm:px-8">
        <p className="text-sm font-semibold uppercase tracking-wider text-ink-900">{pkg.includedHeading}</p>
        <CheckList items={pkg.features} look="badge" className="mt-4 space-y-3" />
        {children ? <div className="mt-8 border-t border-slate-200 pt-6">{children}</div> : null}
      </div>
    </article>
  );
}
