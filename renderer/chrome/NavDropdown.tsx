import { useEffect, useRef } from 'react';
import type { NavDropdown as NavDropdownConfig } from '../generated/config';
import { usePopover } from '../ui/ModalDialog';
import { GroupHeading, MenuLinkItem } from './MobileMenu';
import { Icon } from '../ui/Icon';

interface Props {
  item: NavDropdownConfig;
  open: boolean;
  currentRoute: string;
  onToggle: () => void;
  /** The panel was found open (natively, before React ran): the state takes it over. */
  onOpen: () => void;
  onClose: () => void;
}

/**
 * A disclosure-style dropdown (the WAI pattern for site navigation: a button with
 * aria-expanded that shows a list of links). Escape closes it and returns focus to the
 * button; so do a click outside and focus moving elsewhere.
 *
 * The panel is a popover with its links prerendered, opened by the button's popovertarget:
 * the first tap answers before any JavaScript has loaded. Once React runs, the menu machine
 * owns it: a click is the machine's toggle (the native one is prevented), the popover is shown
 * and hidden to match, and a native light dismiss (Escape, a tap outside) is told to it.
 *
 * In the phone menu (below 768 px) the same list is a group: its heading and its links, always
 * shown (the button is hidden and the closed popover is laid out in place).
 */
export function NavDropdown({ item, open, currentRoute, onToggle, onOpen, onClose }: Props) {
  const root = useRef<HTMLLIElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const panel = usePopover<HTMLDivElement>(open, onOpen);
  const panelId = `nav-${item.label.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`;

  useEffect(() => {
    if (!open) return;
    const onPointer = (e: PointerEvent) => {
      if (!root.current?.contains(e.target as Node)) onClose();
    };
    document.addEventListener('pointerdown', onPointer);
    return () => document.removeEventListener('pointerdown', onPointer);
  }, [open, onClose]);

  return (
    // Escape anywhere inside the open dropdown closes it and returns focus to its button.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <li
      ref={root}
      onKeyDown={(e) => {
        if (e.key === 'Escape' && open) {
          onClose();
          button.current?.focus();
        }
      }}
      onBlur={(e) => {
        if (open && !root.current?.contains(e.relatedTarget as Node | null)) onClose();
      }}
    >
      <GroupHeading label={item.label} />
      <button
        ref={button}
        type="button"
        aria-expanded={open}
        // popovertarget ties the button to its panel for assistive technology as aria-controls would.
        popoverTarget={panelId}
        onClick={(e) => {
          e.preventDefault();
          onToggle();
        }}
        className="focus-ring group inline-flex items-center gap-1 max-md:hidden rounded-lg px-3 py-2 text-sm font-medium text-slate-700 hover:text-brand-700 aria-expanded:text-brand-700"
      >
        {item.label}
        <Icon glyph="chevron-down" className="text-base transition-transform group-aria-expanded:rotate-180" />
      </button>
      <div
        ref={panel}
        id={panelId}
        popover="auto"
        onToggle={(e) => {
          if ((e.nativeEvent as ToggleEvent).newState === 'closed' && open) onClose();
        }}
        // On a phone the panel is not a popover that opens but the group's list, in the menu's flow.
        className="m-0 max-md:(static block h-auto w-auto overflow-visible border-0 bg-transparent p-0) md:(inset-auto mt-2 w-80 rounded-2xl border border-slate-200 bg-white p-2 text-slate-700 shadow-xl [position-area:bottom])"
      >
        {/* Prerendered: the first tap shows the links with no JavaScript. */}
        <ul>
          {item.links.map((link) => (
            <li key={link.href}>
              <MenuLinkItem link={link} currentRoute={currentRoute} />
            </li>
          ))}
        </ul>
      </div>
    </li>
  );
}
