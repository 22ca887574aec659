import { assign, setup } from 'xstate';

export type MenuEvent =
  | { type: 'menu.toggle' }
  /**
   * Take-over, sent once when React has hydrated the header: whether the page's phone menu is
   * open, as the toggle's native commandfor and Escape left it before this machine ran.
   */
  | { type: 'menu.adopt'; shown: boolean }
  | { type: 'menu.close' }
  | { type: 'menu.linkChosen' }
  | { type: 'viewport.desktop' }
  | { type: 'dropdown.toggle'; id: string }
  /** A dropdown is open: the page opened it natively (popovertarget) before this machine ran. */
  | { type: 'dropdown.open'; id: string }
  | { type: 'dropdown.close' };

export interface MenuContext {
  /** The desktop dropdown that is open, by label; null when none is. */
  openDropdown: string | null;
}

/**
 * The header's navigation state. `mobile`: the full-screen menu shown below 768 px; choosing
 * a link closes it, and so does the viewport growing to desktop width, where it does not
 * exist. `desktop`: which dropdown is open (at most one at a time). The prerendered page opens
 * the phone menu or a dropdown natively before this machine runs, so neither state is known
 * until it has looked: the phone menu starts `prerendered` (its dialog is the page's, left as it
 * is) and `menu.adopt` moves it to what the dialog shows; `dropdown.open` takes over a dropdown.
 */
export const menuMachine = setup({
  types: { context: {} as MenuContext, events: {} as MenuEvent },
  actions: {
    openOnly: assign({ openDropdown: (_, params: { id: string }) => params.id }),
    closeDropdowns: assign({ openDropdown: null }),
  },
  guards: {
    isOpenDropdown: ({ context }, params: { id: string }) => context.openDropdown === params.id,
    shownNatively: (_, params: { shown: boolean }) => params.shown,
  },
}).createMachine({
  id: 'menu',
  type: 'parallel',
  context: { openDropdown: null },
  states: {
    mobile: {
      initial: 'prerendered',
      states: {
        // Until React has hydrated, the toggle and Escape open and close the dialog natively:
        // its state is the page's. Every event React sends comes after the take-over.
        prerendered: {
          on: {
            'menu.adopt': [{ guard: { type: 'shownNatively', params: ({ event }) => ({ shown: event.shown }) }, target: 'open' }, { target: 'closed' }],
          },
        },
        closed: {
          on: { 'menu.toggle': 'open' },
        },
        open: {
          on: {
            'menu.toggle': 'closed',
            'menu.close': 'closed',
            'menu.linkChosen': 'closed',
            'viewport.desktop': 'closed',
          },
        },
      },
    },
    desktop: {
      on: {
        'dropdown.toggle': [
          { guard: { type: 'isOpenDropdown', params: ({ event }) => ({ id: event.id }) }, actions: 'closeDropdowns' },
          { actions: { type: 'openOnly', params: ({ event }) => ({ id: event.id }) } },
        ],
        'dropdown.open': { actions: { type: 'openOnly', params: ({ event }) => ({ id: event.id }) } },
        'dropdown.close': { actions: 'closeDropdowns' },
        'menu.linkChosen': { actions: 'closeDropdowns' },
      },
    },
  },
});
