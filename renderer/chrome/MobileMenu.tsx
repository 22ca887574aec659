import type { MouseEventHandler, ReactNode } from 'react';
import type { MenuGroup, MenuLink } from '../generated/config';
import { CloseButton, useModalDialog } from '../ui/ModalDialog';

interface Props {
  /** Null until the menu machine has taken the dialog over (see onTakeOver). */
  open: boolean | null;
  onClose: () => void;
  /** React has hydrated: whether the dialog is open, as the toggle (commandfor) and Escape left it before React ran. */
  onTakeOver: (shown: boolean) => void;
  onLinkChosen: MouseEventHandler;
  /** The header's navigation and its call to action: in the header row on a wide screen, the menu's body on a phone. */
  children: ReactNode;
}

/**
 * The phone menu, a native modal <dialog> around the header's own navigation, filling the screen
 * under the header: on a wide screen it has no box of its own (display: contents) and its links
 * sit in the header row; below 768 px it is closed until the toggle opens it. The toggle opens
 * it natively (commandfor) on the first tap, before React has loaded; the browser then traps
 * focus inside, makes the page behind inert and closes it on Escape. Once React runs, its open
 * state belongs to the menu machine in SiteHeader, which starts from what the dialog shows when
 * React has hydrated (onTakeOver): a tap during hydration cannot leave the two apart. The price
 * of one DOM for both menus: on a wide screen, assistive technology still sees the closed
 * <dialog> (named "Menu") around the navigation.
 */
export function MobileMenu({ open, onClose, onTakeOver, onLinkChosen, children }: Props) {
  const { dialogRef, focusOnOpen } = useModalDialog(open, onTakeOver);
  return (
    <dialog
      ref={dialogRef}
      id="mobile-menu"
      aria-label="Menu"
      onCancel={(e) => {
        e.preventDefault();
        onClose();
      }}
      onClickCapture={onLinkChosen}
      // Below the header, which stays in view (its logo, and this menu's close button over the toggle).
      className="fixed inset-x-0 bottom-0 top-[65px] m-0 h-auto max-h-none w-full max-w-none flex-col overflow-y-auto bg-white p-0 max-md:open:flex md:contents backdrop:bg-transparent"
    >
      {/* First in the menu, so that the browser focuses it on opening; shown where the toggle is. */}
      <CloseButton
        label="Close menu"
        onClick={onClose}
        buttonRef={focusOnOpen}
        closes="mobile-menu"
        className="fixed right-5 top-2.5 bg-white sm:right-8 md:hidden"
      />
      {children}
    </dialog>
  );
}

/**
 * A group of links only the phone menu lists (case studies), under its heading. Prerendered, as
 * the links' descriptions are: rendered only once React ran, they pushed the links below them
 * 168 px down while a visitor's finger was on one, and the tap chose nothing.
 */
export function MenuGroupLinks({ group, currentRoute }: { group: MenuGroup; currentRoute: string }) {
  return (
    <li className="md:hidden">
      <GroupHeading label={group.label} />
      <ul>
        {group.links.map((link) => (
          <li key={link.href}>
            <MenuLinkItem link={link} currentRoute={currentRoute} />
          </li>
        ))}
      </ul>
    </li>
  );
}

/** A group's heading in the phone menu (a desktop dropdown shows its button instead). */
export function GroupHeading({ label }: { label: string }) {
  return <p className="px-3 pb-1 pt-5 text-xs font-semibold uppercase tracking-wider text-brand-700 md:hidden">{label}</p>;
}

/**
 * A link of a group: its label and its description, prerendered so that nothing moves when React
 * runs. In a desktop dropdown it is one line of a popover; in the phone menu, a row of the
 * full-screen list.
 */
export function MenuLinkItem({ link, currentRoute }: { link: MenuLink; currentRoute: string }) {
  return (
    <a
      href={link.href}
      aria-current={link.href === currentRoute ? 'page' : undefined}
      className="focus-ring block rounded-xl px-3 py-3 font-semibold text-ink-900 hover:bg-brand-50 max-md:aria-[current=page]:bg-brand-50 md:(px-4 text-sm)"
    >
      {link.label}
      {link.description ? <span className="mt-0.5 block font-normal text-slate-600 max-md:text-sm">{link.description}</span> : null}
    </a>
  );
}
