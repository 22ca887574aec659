import type { BreadcrumbItem } from '../generated/config';
import { Icon } from '../ui/Icon';

export function Breadcrumb({ items }: { items: BreadcrumbItem[] }) {
  return (
    <nav aria-label="Breadcrumb" className="border-b border-slate-200 bg-white">
      <ol className="container flex flex-wrap items-center gap-1.5 py-3 text-sm text-slate-600">
        {items.map((item, i) => {
          const last = i === items.length - 1;
          return (
            <li key={item.label} className="flex items-center gap-1.5">
              {i > 0 ? <Icon glyph="chevron-right" className="text-slate-400" /> : null}
              {item.href && !last ? (
                <a href={item.href} className="focus-ring rounded hover:text-brand-700 hover:underline">
                  {item.label}
                </a>
              ) : (
                <span aria-current={last ? 'page' : undefined} className={last ? 'font-medium text-ink-900' : ''}>
                  {item.label}
                </span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
