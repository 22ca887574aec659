import type { IconName } from '../generated/config';

/**
 * Every icon the site draws, each a Lucide icon by its name there, which is its id in the sprite
 * `public/icons.svg` (made from this file by `npm run types`). The blocks' icons, which editors
 * pick by the schema's names: a new one in the schema fails tsc until it is mapped here.
 */
export const BLOCK_ICONS: Record<IconName, string> = {
  phone: 'phone-call',
  message: 'message-circle',
  bot: 'bot',
  brain: 'brain-circuit',
  sparkles: 'sparkles',
  calendar: 'calendar-check',
  chart: 'chart-column',
  shield: 'shield-check',
  lock: 'lock',
  users: 'users',
  user: 'user-round',
  plug: 'plug',
  database: 'database',
  upload: 'upload',
  bell: 'bell-ring',
  zap: 'zap',
  target: 'target',
  clock: 'clock',
  globe: 'globe',
  search: 'search',
  file: 'file-text',
  layers: 'layers',
  workflow: 'workflow',
  rocket: 'rocket',
  handshake: 'handshake',
  heart: 'heart-pulse',
  building: 'building-2',
  car: 'car',
  home: 'house',
  cart: 'shopping-cart',
  briefcase: 'briefcase',
  plane: 'plane',
  store: 'store',
  factory: 'factory',
  headset: 'headset',
  megaphone: 'megaphone',
  settings: 'settings',
  check: 'check',
  award: 'award',
  eye: 'eye',
  lightbulb: 'lightbulb',
  trending: 'trending-up',
  key: 'key-round',
  languages: 'languages',
  refresh: 'refresh-cw',
  alert: 'triangle-alert',
  transfer: 'arrow-left-right',
  dashboard: 'layout-dashboard',
  receipt: 'receipt',
  wallet: 'wallet',
  pin: 'map-pin',
  pen: 'pen-line',
};

/** The icons the renderer's own parts draw (chevrons, close buttons, notices), by their Lucide names. */
export const GLYPHS = [
  'arrow-right',
  'audio-lines',
  'badge-check',
  'check',
  'chevron-down',
  'chevron-right',
  'circle-alert',
  'circle-check',
  'clock',
  'credit-card',
  'external-link',
  'flask-conical',
  'info',
  'loader-circle',
  'mail',
  'menu',
  'mic',
  'mic-off',
  'move-horizontal',
  'phone-call',
  'refresh-cw',
  'star',
  'triangle-alert',
  'wrench',
  'x',
] as const;

export type Glyph = (typeof GLYPHS)[number];

/**
 * The sprite's address: one file for every page, so a visitor fetches each icon once, and no
 * icon is a picture inside the CSS (a CSS mask image per icon cost the automotive page about
 * 70 ms of LCP on a throttled phone). Not content-hashed: it changes only with the code, and
 * hosts revalidate files outside /assets/.
 */
export const ICON_SPRITE = '/icons.svg';
