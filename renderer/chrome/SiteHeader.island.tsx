import { useMachine } from '@xstate/react';
import { useCallback, useEffect } from 'react';
import type { Action, MenuGroup, NavItem } from '../generated/config';
import { withInspector } from '../machines/actor-options';
import { menuMachine } from '../machines/menu.machine';
import { ActionLink } from '../ui/ActionLink';
import { Logo } from './Logo';
import { MobileMenu } from './MobileMenu';
import { NavDropdown } from './NavDropdown';

export interface SiteHeaderProps {
  brandName: string;
  nav: NavItem[];
  action: Action;
  mobileGroups: MenuGroup[];
  /** The route of the page being shown, to mark the link to it; '' when the header has none (header-route.ts). */
  currentRoute: string;
}

const isCurrent = (href: string, route: string) => href === route;

export default function SiteHeader({ brandName, nav, action, mobileGroups, currentRoute }: SiteHeaderProps) {
  const [state, send] = useMachine(menuMachine, withInspector());
  const closeDropdowns = useCallback(() => send({ type: 'dropdown.close' }), [send]);
  const mobileOpen = state.matches({ mobile: 'open' });

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
        <nav aria-label="Main" className="hidden md:block">
          <ul className="flex items-center gap-1">
            {nav.map((item) =>
              item.kind === 'link' ? (
                <li key={item.label}>
                  <a
                    href={item.href}
                    aria-current={isCurrent(item.href, currentRoute) ? 'page' : undefined}
                    className="focus-ring rounded-lg px-3 py-2 text-sm font-medium text-slate-700 hover:text-brand-700 aria-[current=page]:text-brand-700"
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
          </ul>
        </nav>
        <div className="flex items-center gap-2">
          <span className="hidden md:block">
            <ActionLink action={action} className="!px-5 !py-2.5" />
          </span>
          <button
            type="button"
            className="focus-ring inline-flex h-11 w-11 items-center justify-center rounded-lg text-ink-900 hover:bg-slate-100 md:hidden"
            aria-label={mobileOpen ? 'Close menu' : 'Open menu'}
            aria-expanded={mobileOpen}
            aria-controls="mobile-menu"
            onClick={() => send({ type: 'menu.toggle' })}
          >
            <span className="i-lucide-menu text-2xl" aria-hidden="true" />
          </button>
        </div>
      </div>
      <MobileMenu
        open={mobileOpen}
        onClose={() => send({ type: 'menu.close' })}
        onLinkChosen={() => send({ type: 'menu.linkChosen' })}
        brandName={brandName}
        nav={nav}
        action={action}
        groups={mobileGroups}
        currentRoute={currentRoute}
      />
    </header>
  );
}
