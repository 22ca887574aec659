import { useEffect, useRef, type Ref } from 'react';

/**
 * Opens and closes a native modal <dialog> to match `open`: the browser traps focus inside it,
 * makes the page behind it inert and turns Escape into a "cancel" event. `focusOnOpen` is where
 * focus lands, instead of the dialog's first focusable element.
 */
export function useModalDialog(open: boolean) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const focusOnOpen = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      dialog.showModal();
      focusOnOpen.current?.focus();
    }
    if (!open && dialog.open) dialog.close();
  }, [open]);
  return { dialogRef, focusOnOpen };
}

/** The × button that closes a dialog or menu. */
export function CloseButton({
  label,
  onClick,
  buttonRef,
  className = '',
}: {
  label: string;
  onClick: () => void;
  buttonRef?: Ref<HTMLButtonElement>;
  className?: string;
}) {
  return (
    <button
      ref={buttonRef}
      type="button"
      onClick={onClick}
      aria-label={label}
      className={`focus-ring inline-flex h-11 w-11 shrink-0 items-center justify-center rounded-lg text-ink-900 hover:bg-slate-100 ${className}`}
    >
      <span className="i-lucide-x text-2xl" aria-hidden="true" />
    </button>
  );
}
