import type { ButtonHTMLAttributes } from 'react';
import { Icon } from '../Icon';
import type { Glyph } from '../icons';
import type { ToastTone } from './store';

const tones: Record<ToastTone, { box: string; glyph: Glyph; icon: string }> = {
  success: { box: 'border-brand-200 bg-white', glyph: 'circle-check', icon: 'text-brand-600' },
  info: { box: 'border-slate-200 bg-white', glyph: 'info', icon: 'text-slate-600' },
  error: { box: 'border-red-200 bg-red-50', glyph: 'circle-alert', icon: 'text-red-600' },
};

/**
 * One toast as it looks: the Toaster's, and a prerendered one a button opens natively before
 * React runs (PlanCards). `dismiss` is what its × button does: a click handler or popover attributes.
 */
export function ToastCard({ tone, title, text, dismiss }: { tone: ToastTone; title: string; text: string; dismiss: ButtonHTMLAttributes<HTMLButtonElement> }) {
  return (
    <div role={tone === 'error' ? 'alert' : 'status'} data-tone={tone} className={`flex items-start gap-3 rounded-2xl border p-4 shadow-lg ${tones[tone].box}`}>
      <Icon glyph={tones[tone].glyph} className={`mt-0.5 text-xl ${tones[tone].icon}`} />
      <div className="flex-1">
        <p className="font-semibold text-ink-900">{title}</p>
        <p className="mt-0.5 text-sm text-slate-600">{text}</p>
      </div>
      <button type="button" {...dismiss} aria-label="Dismiss notification" className="focus-ring -m-1 rounded-lg p-1 text-slate-500 hover:text-ink-900">
        <Icon glyph="x" className="block" />
      </button>
    </div>
  );
}
