import { useEffect, useRef } from 'react';
import type { Action, MenuGroup, MenuLink, NavItem } from '../generated/config';
import { ActionLink } from '../ui/ActionLink';
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
  const ref = useRef<HTMLDialogElement>(null);
  const closeButton = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      dialog.showModal();
      // showModal() focuses the first focusable element (the logo); the close button is the one to land on.
      closeButton.current?.focus();
    }
    if (!open && dialog.open) dialog.close();
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
      ref={ref}
      id="mobile-menu"
      aria-label="Menu"
      onCancel={(e) => {
        e.preventDefault();
        onClose();
      }}
      className="m-0 h-dvh max-h-none w-full max-w-none flex-col overflow-y-auto bg-white p-0 open:flex md:hidden backdrop:bg-ink-900/40"
    >
      <div className="container flex h-16 shrink-0 items-center justify-between border-b border-slate-200">
        <Logo name={brandName} />
        <button
          ref={closeButton}
          type="button"
          onClick={onClose}
          aria-label="Close menu"
          className="focus-ring inline-flex h-11 w-11 items-center justify-center rounded-lg text-ink-900 hover:bg-slate-100"
        >
          <span className="i-lucide-x text-2xl" aria-hidden="true" />
        </button>
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
    </dialog>
  );
}
