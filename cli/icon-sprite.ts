/**
 * public/icons.svg: one <symbol> per icon of renderer/ui/icons.ts, from the Lucide set the
 * project installs (@iconify-json/lucide). `npm run types` writes it; `types:check` fails when
 * it differs from what the icon list makes.
 */
import { icons as lucide, type IconifyJSON } from '@iconify-json/lucide';
import { BLOCK_ICONS, GLYPHS } from '../renderer/ui/icons.ts';

/** The Lucide names the site draws, each once, in a stable order. */
export const spriteIds = (): string[] => [...new Set([...Object.values(BLOCK_ICONS), ...GLYPHS])].sort();

export function iconSprite(set: IconifyJSON = lucide, ids: string[] = spriteIds()): string {
  const symbols = ids.map((id) => {
    const icon = set.icons[id] ?? set.icons[set.aliases?.[id]?.parent ?? ''];
    if (!icon) throw new Error(`Icon "${id}" (renderer/ui/icons.ts) is not in the ${set.prefix} icon set.`);
    return `<symbol id="${id}" viewBox="0 0 ${icon.width ?? set.width ?? 24} ${icon.height ?? set.height ?? 24}">${icon.body}</symbol>`;
  });
  return `<svg xmlns="http://www.w3.org/2000/svg"><!-- Lucide icons (lucide.dev, ISC licence), made by cli/icon-sprite.ts -->\n${symbols.join('\n')}\n</svg>\n`;
}
