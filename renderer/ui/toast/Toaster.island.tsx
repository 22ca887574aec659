import { dismissToast, useToasts } from './store';
import { ToastCard } from './ToastCard';

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
            <ToastCard tone={t.tone} title={t.title} text={t.text} dismiss={{ onClick: () => dismissToast(t.id) }} />
          </li>
        ))}
      </ol>
    </div>
  );
}
