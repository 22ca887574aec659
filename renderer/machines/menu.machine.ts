import { setup } from 'xstate';

export type MenuEvent =
  | { type: 'menu.toggle' }
  | { type: 'menu.close' }
  | { type: 'menu.linkChosen' }
  | { type: 'viewport.desktop' };

/**
 * The full-screen menu shown below 768 px. Choosing a link closes it, and so does the
 * viewport growing to desktop width, where the menu does not exist.
 */
export const menuMachine = setup({
  types: { events: {} as MenuEvent },
}).createMachine({
  id: 'menu',
  initial: 'closed',
  states: {
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
});
