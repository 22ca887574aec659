import type { IconName } from '../generated/config';
import { BLOCK_ICONS, ICON_SPRITE, type Glyph } from './icons';

type IconProps = ({ name: IconName; glyph?: never } | { glyph: Glyph; name?: never }) & { className?: string };

/** An icon of the sprite (icons.ts): a block's, by its schema name, or one of the renderer's glyphs. Sized by `.icon` (global.css). */
export function Icon({ name, glyph, className = '' }: IconProps) {
  const id = name ? BLOCK_ICONS[name] : glyph;
  return (
    <svg aria-hidden="true" className={`icon ${className}`.trim()}>
      <use href={`${ICON_SPRITE}#${id}`} />
    </svg>
  );
}
