import { icons as lucide } from '@iconify-json/lucide';
import { describe, expect, it } from 'vitest';
import { BLOCK_ICONS, GLYPHS } from '../renderer/ui/icons.ts';
import { iconSprite, spriteIds } from './icon-sprite.ts';

describe('the icon sprite', () => {
  it('holds one symbol for every block icon and glyph, each once', () => {
    const sprite = iconSprite();
    const ids = [...sprite.matchAll(/<symbol id="([^"]+)" viewBox="0 0 24 24">/g)].map((m) => m[1]);
    expect(ids).toEqual(spriteIds());
    for (const id of [...Object.values(BLOCK_ICONS), ...GLYPHS]) expect(ids).toContain(id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(sprite).not.toMatch(/<script|\son[a-z]+=|href=/i);
  });

  it('names an icon the set does not have', () => {
    expect(() => iconSprite(lucide, ['phone-call', 'no-such-icon'])).toThrow('Icon "no-such-icon" (renderer/ui/icons.ts) is not in the lucide icon set.');
  });
});
