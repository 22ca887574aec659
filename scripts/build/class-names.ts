/**
 * Short class names for the prerendered pages: every class list outside the islands (`mx-auto
 * w-full max-w-6xl px-5 sm:px-8`) becomes one name (`_c`), the same on every page of a build,
 * and the page's CSS names those lists in its selectors instead of the utilities
 * (css-selectors.ts). A page repeats a few hundred lists: the names cut its HTML by a fifth. Islands keep their utilities, because the
 * browser renders them again from the components' source, and the site stylesheet loaded for
 * them keeps the utility names.
 */
import { islandRanges } from './html-scan.ts';

const ENTITIES: Record<string, string> = { amp: '&', quot: '"', '#x27': "'", '#39': "'", lt: '<', gt: '>' };

/** An attribute value as React escaped it, read back. */
export const unescapeAttribute = (value: string) => value.replace(/&(amp|quot|#x27|#39|lt|gt);/g, (_, name: string) => ENTITIES[name]);

/**
 * Elements the reset styles with attribute or pseudo-class selectors (`[type='submit']`,
 * `:disabled`), which weigh as much as a class: the site stylesheet, loaded last, would win over
 * a list name's rule. They keep their utilities, whose order that sheet repeats.
 */
const MATCHED_BY_RESET = /^<(button|input|select|textarea|optgroup)\b|\s(type|role|disabled|hidden|contenteditable)[\s=]/;

const NAME_CHARS = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_-';

/** 0 → "a", 63 → "-", 64 → "ab": every number its own name, the small ones shortest. */
function shortName(n: number): string {
  let name = '';
  do {
    name += NAME_CHARS[n % NAME_CHARS.length];
    n = Math.floor(n / NAME_CHARS.length);
  } while (n > 0);
  return name;
}

export interface ClassNames {
  /** The page with the class attributes outside its islands replaced by list names. */
  compile(html: string): string;
  /** The utilities of a list name, or undefined for a class that is not a list name. */
  listOf(name: string): string[] | undefined;
}

export function createClassNames(): ClassNames {
  const nameOfList = new Map<string, string>();
  const listOfName = new Map<string, string[]>();

  // Names are handed out in the order lists are first seen, shortest first: the header's,
  // footer's and sections' lists, on every page, get the one-letter names. "_" starts every
  // name, and no utility.
  const nameFor = (list: string) => {
    let name = nameOfList.get(list);
    if (name) return name;
    name = `_${shortName(nameOfList.size)}`;
    nameOfList.set(list, name);
    listOfName.set(name, list.split(/\s+/).filter(Boolean));
    return name;
  };

  return {
    compile(html) {
      const islands = islandRanges(html);
      let island = 0;
      return html.replace(/(\sclass=")([^"]*)"/g, (attribute: string, start: string, value: string, offset: number) => {
        while (island < islands.length && islands[island][1] <= offset) island++;
        if (island < islands.length && islands[island][0] <= offset) return attribute;
        if (MATCHED_BY_RESET.test(html.slice(html.lastIndexOf('<', offset), html.indexOf('>', offset)))) return attribute;
        const list = unescapeAttribute(value).trim().replace(/\s+/g, ' ');
        return list ? `${start}${nameFor(list)}"` : '';
      });
    },
    listOf: (name) => listOfName.get(name),
  };
}
