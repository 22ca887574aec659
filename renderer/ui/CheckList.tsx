import { Icon } from './Icon';

type Look = 'tick' | 'circle' | 'badge';

const marks: Record<Look, string> = {
  tick: 'mt-0.5 text-brand-600 [.tone-dark_&]:text-brand-300',
  circle: 'mt-0.5 text-lg text-brand-600 [.tone-dark_&]:text-brand-300',
  badge: 'mt-0.5 flex h-5 w-5 shrink-0 items-center justify-center rounded-full bg-brand-50 text-xs text-brand-600',
};

/** A list of short points, each with a check mark: features, deliverables, capabilities. */
export function CheckList({ items, look = 'tick', className = 'space-y-2' }: { items: readonly string[]; look?: Look; className?: string }) {
  if (items.length === 0) return null;
  return (
    <ul className={className}>
      {items.map((item) => (
        <li key={item} className={look === 'tick' ? 'flex gap-2' : 'flex gap-3'}>
          {look === 'badge' ? (
            <span className={marks.badge}>
              <Icon glyph="check" />
            </span>
          ) : (
            <Icon glyph={look === 'tick' ? 'check' : 'circle-check'} className={marks[look]} />
          )}
          <span>{item}</span>
        </li>
      ))}
    </ul>
  );
}
