/**
 * Short class names for the prerendered pages: every class list outside the islands (`mx-auto
 * w-full max-w-6xl px-5 sm:px-8`) becomes one name (`_c`), the same on every page of a build,
 * and the page's CSS names those lists in its selectors instead of the utilities
 * (css-selectors.ts). A page repeats a few hundred lists: the names cut its HTML by a fifth.
 * Islands keep their class lists as rendered, because the browser renders them again from the
 * components: the lists their source names (island-classes.ts) are names already, and the rest
 * utilities, and the site stylesheet loaded for them has rules for both.
 */
import { expandVariantGroup } from '@unocss/core';
import { ISLAND_NAMES_FROM, NO_ISLAND_CLASSES, type IslandClasses } from './island-classes.ts';
import type { RewrittenTag } from './page-pass.ts';

const ENTITIES: Record<string, string> = { amp: '&', quot: '"', '#x27': "'", '#39': "'", lt: '<', gt: '>' };

/** An attribute value as React escaped it, read back. */
export const unescapeAttribute = (value: string) => value.replace(/&(amp|quot|#x27|#39|lt|gt);/g, (_, name: string) => ENTITIES[name]);

/** A value escaped for a double-quoted attribute, as React escapes it. */
const escapeAttribute = (value: string) =>
  value.replace(/[&"'<>]/g, (c) => ({ '&': '&amp;', '"': '&quot;', "'": '&#x27;', '<': '&lt;', '>': '&gt;' })[c]!);

/**
 * Elements the reset styles with attribute or pseudo-class selectors (`[type='submit']`,
 * `:disabled`), which weigh as much as a class: the site stylesheet, loaded last, would win over
 * a list name's rule. They keep their utilities, whose order that sheet repeats, and the islands'
 * names, which that sheet has after its reset too (island-classes.ts).
 */
const MATCHED_BY_RESET = /^<(button|input|select|textarea|optgroup)\b|\s(type|role|disabled|hidden|contenteditable)[\s=]/;

const CLASS_ATTRIBUTE = /(\sclass=")([^"]*)"/;

const NAME_CHARS = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_-';

/** 0 → "a", 63 → "-", 64 → "ab": every number its own name, the small ones shortest. */
export function shortName(n: number): string {
  let name = '';
  do {
    name += NAME_CHARS[n % NAME_CHARS.length];
    n = Math.floor(n / NAME_CHARS.length);
  } while (n > 0);
  return name;
}

export interface ClassNames {
  /**
   * An opening tag with its class list as the stylesheet knows it: variant groups written out
   * (`md:(a b)` → `md:a md:b`, as UnoCSS's transformer does to the browser bundle, which the
   * prerender's source runs without) and, outside islands, replaced by the list's name.
   */
  rewrite(tag: string, inIsland: boolean): RewrittenTag;
  /** The utilities of a list name (the islands' included), or undefined for a class that is not a list name. */
  listOf(name: string): readonly string[] | undefined;
}

export function createClassNames(islands: IslandClasses = NO_ISLAND_CLASSES): ClassNames {
  const nameOfList = new Map<string, string>();
  const listOfName = new Map<string, readonly string[]>(islands.listOf);

  // Names are handed out in the order lists are first seen, shortest first, around the islands'
  // (island-classes.ts): the header's, footer's and sections' lists, on every page, get the
  // one-letter names. "_" starts every name, and no utility.
  const nameFor = (list: string) => {
    let name = nameOfList.get(list);
    if (name) return name;
    const n = nameOfList.size;
    name = `_${shortName(n < ISLAND_NAMES_FROM ? n : n + islands.listOf.size)}`;
    nameOfList.set(list, name);
    listOfName.set(name, list.split(' '));
    return name;
  };

  const utilitiesOf = (token: string) => islands.listOf.get(token) ?? [token];

  return {
    rewrite(tag, inIsland) {
      const m = CLASS_ATTRIBUTE.exec(tag);
      if (!m) return { text: tag, classes: [] };
      const [attribute, start, value] = m;
      const raw = unescapeAttribute(value);
      const expanded = value.includes('(') ? expandVariantGroup(raw) : raw;
      let replacement: string;
      let classes: string[];
      const tokens = expanded.split(/\s+/).filter(Boolean);
      if (inIsland || MATCHED_BY_RESET.test(tag)) {
        replacement = value.includes('(') ? `${start}${escapeAttribute(expanded)}"` : attribute;
        classes = tokens;
      } else {
        // Shared components (ActionLink) bring island names out of the islands.
        const list = tokens.flatMap(utilitiesOf).join(' ');
        const name = list ? nameFor(list) : undefined;
        replacement = name ? `${start}${name}"` : '';
        classes = name ? [name] : [];
      }
      return { text: tag.slice(0, m.index) + replacement + tag.slice(m.index + attribute.length), classes };
    },
    listOf: (name) => listOfName.get(name),
  };
}
