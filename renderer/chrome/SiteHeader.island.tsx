import { useMachine } from '@xstate/react';
import { useCallback, useEffect, type MouseEvent } from 'react';
import type { Action, MenuGroup, NavItem } from '../generated/config';
import { withInspector } from '../machines/actor-options';
import { menuMachine } from '../machines/menu.machine';
import { ActionLink } from '../ui/ActionLink';
import { Logo } from './Logo';
import { MenuGroupLinks, MobileMenu } from './MobileMenu';
import { NavDropdown } from './NavDropdown';
import { Icon } from '../ui/Icon';

export interface SiteHeaderProps {
  brandName: string;
  nav: NavItem[];
  action: Action;
  mobileGroups: MenuGroup[];
  /** The route of the page being shown, to mark the link to it; '' when the header has none (header-route.ts). */
  currentRoute: string;
}

// Invoker commands (not yet in React's types): the browser opens the phone menu on the first tap.
const opensMenu = { commandfor: 'mobile-menu', command: 'show-modal' } as Record<string, string>;

const isCurrent = (href: string, route: string) => href === route;

/**
 * One navigation for every width: on a wide screen it sits in the header row; below 768 px the
 * same links are the full-screen phone menu (MobileMenu), so the page carries them once.
 */
export default function SiteHeader({ brandName, nav, action, mobileGroups, currentRoute }: SiteHeaderProps) {
  const [state, send] = useMachine(menuMachine, withInspector());
  const closeDropdowns = useCallback(() => send({ type: 'dropdown.close' }), [send]);
  const mobileOpen = state.matches({ mobile: 'open' });
  // Until the machine has taken the phone menu over, its dialog is the page's.
  const menuDialogOpen = state.matches({ mobile: 'prerendered' }) ? null : mobileOpen;
  // Any link chosen in the navigation closes what is open (a link to a section of this page stays on it).
  const chooseLink = (e: MouseEvent) => {
    if ((e.target as Element).closest('a')) send({ type: 'menu.linkChosen' });
  };

  useEffect(() => {
    const desktop = window.matchMedia('(min-width: 768px)');
    const onChange = () => desktop.matches && send({ type: 'viewport.desktop' });
    desktop.addEventListener('change', onChange);
    return () => desktop.removeEventListener('change', onChange);
  }, [send]);

  return (
    <header className="fixed inset-x-0 top-0 z-40 border-b border-slate-200 bg-white">
      <div className="container flex h-16 items-center justify-between gap-4">
        <Logo name={brandName} />
        <MobileMenu
          open={menuDialogOpen}
          onClose={() => send({ type: 'menu.close' })}
          onTakeOver={(shown) => send({ type: 'menu.adopt', shown })}
          onLinkChosen={chooseLink}
        >
          <nav aria-label="Main" className="flex-1 px-5 py-4 sm:px-8 md:(flex-initial p-0)">
            <ul className="md:(flex items-center gap-1)">
              {nav.map((item) =>
                item.kind === 'link' ? (
                  <li key={item.label}>
                    <a
                      href={item.href}
                      aria-current={isCurrent(item.href, currentRoute) ? 'page' : undefined}
                      className="focus-ring rounded-lg px-3 text-slate-700 max-md:(block rounded-xl py-3 font-semibold text-ink-900 hover:bg-brand-50 aria-[current=page]:bg-brand-50) md:(py-2 text-sm font-medium hover:text-brand-700 aria-[current=page]:text-brand-700)"
                    >
                      {item.label}
                    </a>
                  </li>
                ) : (
                  <NavDropdown
                    key={item.label}
                    item={item}
                    open={state.context.openDropdown === item.label}
                    currentRoute={currentRoute}
                    onToggle={() => send({ type: 'dropdown.toggle', id: item.label })}
                    onOpen={() => send({ type: 'dropdown.open', id: item.label })}
                    onClose={closeDropdowns}
                  />
                ),
              )}
              {mobileGroups.map((group) => (
                <MenuGroupLinks key={group.label} group={group} currentRoute={currentRoute} />
              ))}
            </ul>
          </nav>
          <div className="border-t border-slate-200 px-5 py-5 sm:px-8 md:(border-0 p-0)">
            <ActionLink action={action} className="max-md:w-full md:(!px-5 !py-2.5)" />
          </div>
        </MobileMenu>
        <button
          type="button"
          className="focus-ring inline-flex h-11 w-11 items-center justify-center rounded-lg text-ink-900 hover:bg-slate-100 md:hidden"
          aria-label={mobileOpen ? 'Close menu' : 'Open menu'}
          aria-expanded={mobileOpen}
          aria-controls="mobile-menu"
          {...opensMenu}
          onClick={(e) => {
            e.preventDefault();
            send({ type: 'menu.toggle' });
          }}
        >
          <Icon glyph="menu" className="text-2xl" />
        </button>
      </div>
    </header>
  );
}
