import type { FieldLook } from './Field';
import { Icon } from '../../ui/Icon';

const looks: Record<FieldLook, string> = {
  light: 'border-slate-300 bg-slate-100 text-ink-900',
  dark: 'border-white/15 bg-white/10 text-white',
};

/**
 * The code to type, shown as text, with a button for a new one. The code is made in the browser
 * once the form's script runs; until then there is nothing to refresh, and the button says so
 * (disabled) rather than take a tap it cannot answer.
 */
export function CaptchaCode({ code, look, onRefresh }: { code: string | null; look: FieldLook; onRefresh: () => void }) {
  return (
    <div className="flex items-center gap-2">
      <output
        aria-label="Captcha code"
        aria-live="polite"
        className={`inline-flex h-11 min-w-28 select-all items-center justify-center rounded-xl border px-4 font-mono text-lg font-bold tracking-[0.35em] ${looks[look]}`}
      >
        {code ?? '····'}
      </output>
      <button
        type="button"
        onClick={onRefresh}
        disabled={code === null}
        aria-label="Refresh captcha"
        className={`focus-ring inline-flex h-11 w-11 items-center justify-center rounded-xl border ${looks[look]} enabled:hover:border-brand-400 disabled:opacity-50`}
      >
        <Icon glyph="refresh-cw" className="text-lg" />
      </button>
    </div>
  );
}
