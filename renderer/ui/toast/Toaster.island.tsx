import { dismissToast, useToasts, type ToastTone } from './store';

const tones: Record<ToastTone, { box: string; icon: string }> = {
  success: { box: 'border-brand-200 bg-white', icon: 'i-lucide-circle-check text-brand-600' },
  info: { box: 'border-slate-200 bg-white', icon: 'i-lucide-info text-slate-600' },
  error: { box: 'border-red-200 bg-red-50', icon: 'i-lucide-circle-alert text-red-600' },
};

/**
 * The page's notification region. It is in the HTML from the start (a live region must exist
 * before messages arrive to be announced); errors are announced assertively.
 */
export default function Toaster() {
  const toasts = useToasts();
  return (
    <div role="region" aria-label="Notifications" className="pointer-events-none fixed inset-x-0 bottom-0 z-60 flex justify-center p-4 sm:justify-end">
      <ol aria-live="polite" className="flex w-full max-w-sm flex-col gap-3">
        {toasts.map((t) => (
          // The role sits on an inner box: an <li> with a role of its own would break the list.
          <li key={t.id} className="pointer-events-auto">
            <div
              role={t.tone === 'error' ? 'alert' : 'status'}
              data-tone={t.tone}
              className={`flex items-start gap-3 rounded-2xl border p-4 shadow-lg ${tones[t.tone].box}`}
            >
              <span className={`mt-0.5 text-xl ${tones[t.tone].icon}`} aria-hidden="true" />
              <div className="flex-1">
                <p className="font-semibold text-ink-900">{t.title}</p>
                <p className="mt-0.5 text-sm text-slate-600">{t.text}</p>
              </div>
              <button
                type="button"
                onClick={() => dismissToast(t.id)}
                aria-label="Dismiss notification"
                className="focus-ring -m-1 rounded-lg p-1 text-slate-500 hover:text-ink-900"
              >
                <span className="i-lucide-x block" aria-hidden="true" />
              </button>
            </div>
          </li>
        ))}
      </ol>
    </div>
  );
}
