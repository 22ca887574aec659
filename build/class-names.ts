/**
 * Short class names for the prerendered pages: every class list outside the islands (`mx-auto
 * w-full max-w-6xl px-5 sm:px-8`) becomes one name (`_c`), handed out per page in the order its
 * lists come, and the page's CSS names those lists in its selectors (css-selectors.ts): the names
 * cut a page's HTML by a fifth. Islands keep their class lists as rendered, because the browser
 * renders them again from the components (their source's lists are names already, island-classes.ts).
 */
import { expandVariantGroup } from '@unocss/core';
import { ISLAND_NAMES_FROM, NO_ISLAND_CLASSES, type IslandClasses } from './island-classes.ts';
import type { RewrittenTag } from './page-pass.ts';

const ENTITIES: Record<string, string> = { amp: '&', quot: '"', '#x27': "'", '#39': "'", lt: '<', gt: '>' };

/** An attribute value as React escaped it, read back. */
const unescapeAttribute = (value: string) => value.replace(/&(amp|quot|#x27|#39|lt|gt);/g, (_, name: string) => ENTITIES[name]);

/** A value escaped for a double-quoted attribute, as React escapes it. */
const escapeAttribute = (value: string) => value.replace(/[&"'<>]/g, (c) => ({ '&': '&amp;', '"': '&quot;', "'": '&#x27;', '<': '&lt;', '>': '&gt;' })[c]!);

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
  /** An opening tag with its class list as the stylesheet knows it: variant groups written out (`md:(a b)` → `md:a md:b`) and, outside islands, named. */
  rewrite(tag: string, inIsland: boolean): RewrittenTag;
  /** The utilities of a list name (the islands' included), or undefined for a class that is not a list name. */
  listOf(name: string): readonly string[] | undefined;
  /** A short key for the list a name stands for: the same list has the same key on every page. */
  keyOf(name: string): number | undefined;
}

/** What a tag becomes whatever its page: kept as it is (written out), or its text around a list to name. */
type TagShape = RewrittenTag | { before: string; list: string; utilities: readonly string[]; key: number; after: string };

/** Tags' shapes kept: the same few hundred come back on every page of a site. */
const MAX_SHAPES = 50_000;

/** Class names for one page at a time: what a tag's class list is is worked out once for all pages (`shapeOf`), the names per page. */
export function createClassNames(islands: IslandClasses = NO_ISLAND_CLASSES): { forPage(): ClassNames } {
  const utilitiesOf = (token: string) => islands.listOf.get(token) ?? [token];
  const shapes = [new Map<string, TagShape>(), new Map<string, TagShape>()];
  const listKeys = new Map<string, number>();
  const names: string[] = []; // The n-th name of every page: made once, not once a page.

  const shapeOf = (tag: string, inIsland: boolean): TagShape => {
    const m = CLASS_ATTRIBUTE.exec(tag);
    if (!m) return { text: tag, classes: [] };
    const [attribute, start, value] = m;
    const raw = unescapeAttribute(value);
    const expanded = value.includes('(') ? expandVariantGroup(raw) : raw;
    const tokens = expanded.split(/\s+/).filter(Boolean);
    const before = tag.slice(0, m.index);
    const after = tag.slice(m.index + attribute.length);
    if (inIsland || MATCHED_BY_RESET.test(tag)) {
      const replacement = value.includes('(') ? `${start}${escapeAttribute(expanded)}"` : attribute;
      return { text: before + replacement + after, classes: tokens };
    }
    // Shared components (ActionLink) bring island names out of the islands.
    const list = tokens.flatMap(utilitiesOf).join(' ');
    if (!list) return { text: before + after, classes: [] };
    const key = listKeys.get(list) ?? listKeys.set(list, listKeys.size).size - 1;
    return { before: `${before}${start}`, list, utilities: list.split(' '), key, after: `"${after}` };
  };

  return {
    forPage() {
      const nameOfList = new Map<string, string>();
      const listOfName = new Map<string, readonly string[]>();
      const keyOfName = new Map<string, number>();
      // Names are handed out in the order lists are first seen, shortest first, around the islands'
      // (island-classes.ts): the header's, footer's and sections' lists get the one-letter names.
      // "_" starts every name, and no utility.
      const nameFor = ({ list, utilities, key }: Extract<TagShape, { list: string }>) => {
        let name = nameOfList.get(list);
        if (name) return name;
        const n = nameOfList.size;
        name = names[n] ??= `_${shortName(n < ISLAND_NAMES_FROM ? n : n + islands.listOf.size)}`;
        nameOfList.set(list, name);
        listOfName.set(name, utilities);
        keyOfName.set(name, key);
        return name;
      };
      return {
        rewrite(tag, inIsland) {
          const cache = shapes[Number(inIsland)];
          let shape = cache.get(tag);
          if (!shape) {
            if (cache.size >= MAX_SHAPES) cache.clear();
            cache.set(tag, (shape = shapeOf(tag, inIsland)));
          }
          if ('text' in shape) return shape;
          const name = nameFor(shape);
          return { text: shape.before + name + shape.after, classes: [name] };
        },
        listOf: (name) => islands.listOf.get(name) ?? listOfName.get(name),
        keyOf: (name) => keyOfName.get(name),
      };
    },
  };
}
