import { Popover, PopoverButton, PopoverGroup, PopoverPanel } from '@headlessui/react';
import { useMachine } from '@xstate/react';
import { useEffect } from 'react';
import type { Action, MenuGroup, NavItem } from '../generated/config';
import { menuMachine } from '../machines/menu.machine';
import { ActionLink } from '../ui/ActionLink';
import { Logo } from './Logo';
import { MobileMenu } from './MobileMenu';

export interface SiteHeaderProps {
  brandName: string;
  nav: NavItem[];
  action: Action;
  mobileGroups: MenuGroup[];
  /** The route of the page being shown, to mark the current link. */
  currentRoute: string;
}

const isCurrent = (href: string, route: string) => href === route;

export default function SiteHeader({ brandName, nav, action, mobileGroups, currentRoute }: SiteHeaderProps) {
  const [state, send] = useMachine(menuMachine);

  useEffect(() => {
    const desktop = window.matchMedia('(min-width: 768px)');
    const onChange = () => desktop.matches && send({ type: 'viewport.desktop' });
    desktop.addEventListener('change', onChange);
    return () => desktop.removeEventListener('change', onChange);
  }, [send]);

  return (
    <header className="fixed inset-x-0 top-0 z-40 border-b border-slate-200/80 bg-white/90 backdrop-blur supports-[backdrop-filter]:bg-white/75">
      <div className="container flex h-16 items-center justify-between gap-4">
        <Logo name={brandName} />
        <nav aria-label="Main" className="hidden md:block">
          <PopoverGroup as="ul" className="flex items-center gap-1">
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
                <Popover as="li" key={item.label} className="relative">
                  <PopoverButton className="focus-ring group inline-flex items-center gap-1 rounded-lg px-3 py-2 text-sm font-medium text-slate-700 hover:text-brand-700 data-[open]:text-brand-700">
                    {item.label}
                    <span className="i-lucide-chevron-down text-base transition-transform group-data-[open]:rotate-180" aria-hidden="true" />
                  </PopoverButton>
                  <PopoverPanel className="absolute left-1/2 top-full z-50 mt-2 w-80 -translate-x-1/2 rounded-2xl border border-slate-200 bg-white p-2 shadow-xl">
                    <ul>
                      {item.links.map((link) => (
                        <li key={link.href}>
                          <a
                            href={link.href}
                            aria-current={isCurrent(link.href, currentRoute) ? 'page' : undefined}
                            className="focus-ring block rounded-xl px-4 py-3 hover:bg-brand-50"
                          >
                            <span className="block text-sm font-semibold text-ink-900">{link.label}</span>
                            {link.description ? <span className="mt-0.5 block text-sm text-slate-600">{link.description}</span> : null}
                          </a>
                        </li>
                      ))}
                    </ul>
                  </PopoverPanel>
                </Popover>
              ),
            )}
          </PopoverGroup>
        </nav>
        <div className="flex items-center gap-2">
          <ActionLink action={action} className="hidden md:inline-flex !px-5 !py-2.5" />
          <button
            type="button"
            className="focus-ring inline-flex h-11 w-11 items-center justify-center rounded-lg text-ink-900 hover:bg-slate-100 md:hidden"
            aria-label={state.matches('open') ? 'Close menu' : 'Open menu'}
            aria-expanded={state.matches('open')}
            aria-controls="mobile-menu"
            onClick={() => send({ type: 'menu.toggle' })}
          >
            <span className="i-lucide-menu text-2xl" aria-hidden="true" />
          </button>
        </div>
      </div>
      <MobileMenu
        open={state.matches('open')}
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
