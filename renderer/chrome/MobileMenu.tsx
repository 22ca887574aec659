import { useEffect } from 'react';
import type { Action, MenuGroup, MenuLink, NavItem } from '../generated/config';
import { ActionLink } from '../ui/ActionLink';
import { CloseButton, useModalDialog } from '../ui/ModalDialog';
import { Logo } from './Logo';

interface Props {
  open: boolean;
  onClose: () => void;
  onLinkChosen: () => void;
  brandName: string;
  nav: NavItem[];
  action: Action;
  groups: MenuGroup[];
  currentRoute: string;
}

/**
 * The full-screen phone menu, a native modal <dialog>: the browser traps focus inside it,
 * makes the page behind it inert and turns Escape into a "cancel" event. Its open state
 * belongs to the menu machine in SiteHeader; this component only mirrors it.
 */
export function MobileMenu({ open, onClose, onLinkChosen, brandName, nav, action, groups, currentRoute }: Props) {
  // showModal() would focus the first focusable element (the logo); the close button is the one to land on.
  const { dialogRef, focusOnOpen } = useModalDialog(open);
  useEffect(() => {
    document.documentElement.style.overflow = open ? 'hidden' : '';
  }, [open]);

  const link = (l: MenuLink) => (
    <li key={l.href}>
      <a
        href={l.href}
        onClick={onLinkChosen}
        aria-current={l.href === currentRoute ? 'page' : undefined}
        className="focus-ring block rounded-xl px-3 py-3 hover:bg-brand-50 aria-[current=page]:bg-brand-50"
      >
        <span className="block font-semibold text-ink-900">{l.label}</span>
        {l.description ? <span className="mt-0.5 block text-sm text-slate-600">{l.description}</span> : null}
      </a>
    </li>
  );
  const group = (label: string, links: ReadonlyArray<MenuLink>) => (
    <li key={label}>
      <p className="px-3 pb-1 pt-5 text-xs font-semibold uppercase tracking-wider text-brand-700">{label}</p>
      <ul>{links.map(link)}</ul>
    </li>
  );

  return (
    <dialog
      ref={dialogRef}
      id="mobile-menu"
      aria-label="Menu"
      onCancel={(e) => {
        e.preventDefault();
        onClose();
      }}
      className="m-0 h-dvh max-h-none w-full max-w-none flex-col overflow-y-auto bg-white p-0 open:flex md:hidden backdrop:bg-ink-900/40"
    >
      {/* Rendered only while open: closed, it is never shown, and every page would carry a second copy of the menu. */}
      {open ? (
        <>
          <div className="container flex h-16 shrink-0 items-center justify-between border-b border-slate-200">
            <Logo name={brandName} />
            <CloseButton label="Close menu" onClick={onClose} buttonRef={focusOnOpen} />
          </div>
          <nav aria-label="Mobile" className="container flex-1 py-4">
            <ul>
              {nav.map((item) => (item.kind === 'link' ? link(item) : group(item.label, item.links)))}
              {groups.map((g) => group(g.label, g.links))}
            </ul>
          </nav>
          <div className="container border-t border-slate-200 py-5" onClickCapture={onLinkChosen}>
            <ActionLink action={action} className="w-full" />
          </div>
        </>
      ) : null}
    </dialog>
  );
}
