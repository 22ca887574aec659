import type { Action } from '../generated/config';
import { Icon } from './Icon';

type Style = Action['style'];

const base = 'focus-ring inline-flex items-center justify-center gap-2 rounded-full px-6 py-3 text-sm font-semibold transition-colors duration-150 min-h-11';

const styles: Record<Style, string> = {
  primary: 'bg-brand-600 text-white shadow-sm hover:bg-brand-700',
  secondary: 'border border-current/40 hover:border-current bg-transparent',
  ghost: 'px-2 underline-offset-4 hover:underline',
};

/** A link that looks like a button. External targets in a new tab get rel="noopener". */
export function ActionLink({ action, className = '' }: { action: Action; className?: string }) {
  const external = action.newTab ? { target: '_blank', rel: 'noopener noreferrer' } : {};
  return (
    <a href={action.href} className={`${base} ${styles[action.style]} ${className}`} {...external}>
      {action.label}
      {action.newTab ? <Icon glyph="external-link" className="text-xs" /> : null}
      {action.newTab ? <span className="sr-only"> (opens in a new tab)</span> : null}
    </a>
  );
}
