import { useEffect, useLayoutEffect, useRef, type Ref, type RefObject } from 'react';
import { Icon } from './Icon';

// Without the Popover API (older browsers, jsdom) a popover is a plain element shown and hidden with `hidden`.
const hasPopoverApi = (el: HTMLElement) => typeof el.showPopover === 'function';
const isShown = (el: HTMLElement) => (el instanceof HTMLDialogElement ? el.open : hasPopoverApi(el) ? el.matches(':popover-open') : !el.hidden);
function show(el: HTMLElement) {
  if (el instanceof HTMLDialogElement) el.showModal();
  else if (hasPopoverApi(el)) el.showPopover();
  else {
    el.removeAttribute('popover');
    el.hidden = false;
  }
}
function hide(el: HTMLElement) {
  if (el instanceof HTMLDialogElement) el.close();
  else if (hasPopoverApi(el)) el.hidePopover();
  else el.hidden = true;
}

/**
 * Keeps a native <dialog> or popover shown exactly when `open` says, for a state that lives
 * elsewhere (a machine). The prerendered page opens it natively (commandfor, popovertarget)
 * before React has loaded, so the element, not the state, is the truth until React has hydrated.
 * `onTakeOver` is called once, from a layout effect (before any event reaches React's handlers),
 * with whether the element is shown then:
 * - `open` null means the owner has not taken it over yet (a machine waiting for that call): the
 *   element is left as the page left it until `open` is true or false.
 * - an owner whose `open` starts as a boolean hears only of an element found shown, and the
 *   element is left as it is until `open` is first true (no flicker, focus stays where it is).
 */
function useNativeShown(
  ref: RefObject<HTMLElement | null>,
  open: boolean | null,
  onTakeOver?: (shown: boolean) => void,
  focusOnShow?: RefObject<HTMLElement | null>,
) {
  const adopting = useRef(false);
  useLayoutEffect(() => {
    const el = ref.current;
    if (el && !(el instanceof HTMLDialogElement) && !hasPopoverApi(el)) el.hidden = true;
    else if (el && open === null) onTakeOver?.(isShown(el));
    else if (el && isShown(el) && onTakeOver) {
      adopting.current = true;
      onTakeOver(true);
    }
    // Only what the prerendered page did before React ran.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  useEffect(() => {
    const el = ref.current;
    if (!el || open === null) return;
    if (open) adopting.current = false;
    if (open && !isShown(el)) {
      show(el);
      focusOnShow?.current?.focus();
    }
    if (!open && isShown(el) && !adopting.current) hide(el);
  }, [ref, open, focusOnShow]);
}

/**
 * Opens and closes a native modal <dialog> to match `open`: the browser traps focus inside it,
 * makes the page behind it inert and turns Escape into a "cancel" event. `focusOnOpen` is where
 * focus lands, instead of the dialog's first focusable element. `open` null and `onTakeOver`:
 * see useNativeShown.
 */
export function useModalDialog(open: boolean | null, onTakeOver?: (shown: boolean) => void) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const focusOnOpen = useRef<HTMLButtonElement>(null);
  useNativeShown(dialogRef, open, onTakeOver, focusOnOpen);
  return { dialogRef, focusOnOpen };
}

/**
 * The same for a popover (the Popover API): shown exactly when `open` says. `onShownNatively`: the
 * page showed it before React ran (useNativeShown's `onTakeOver`, for an `open` that starts as a boolean).
 */
export function usePopover<E extends HTMLElement>(open: boolean, onShownNatively?: () => void) {
  const popoverRef = useRef<E>(null);
  useNativeShown(popoverRef, open, onShownNatively);
  return popoverRef;
}

/** The × button that closes a dialog or menu. */
export function CloseButton({
  label,
  onClick,
  buttonRef,
  closes,
  className = '',
}: {
  label: string;
  onClick: () => void;
  buttonRef?: Ref<HTMLButtonElement>;
  /** The id of the dialog it closes natively until React runs (commandfor); then `onClick` does. */
  closes?: string;
  className?: string;
}) {
  const command = closes ? ({ commandfor: closes, command: 'close' } as Record<string, string>) : {};
  return (
    <button
      ref={buttonRef}
      type="button"
      {...command}
      onClick={(e) => {
        e.preventDefault();
        onClick();
      }}
      aria-label={label}
      className={`focus-ring inline-flex h-11 w-11 shrink-0 items-center justify-center rounded-lg text-ink-900 hover:bg-slate-100 ${className}`}
    >
      <Icon glyph="x" className="text-2xl" />
    </button>
  );
}
