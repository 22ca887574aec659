/**
 * Rewrites the class names in the selectors of minified CSS (UnoCSS's output, global.css): each
 * class becomes the names that stand for it on the page, and a selector whose classes stand for
 * nothing on the page is dropped, with its rule when no selector is left.
 */

/**
 * What a class stands for on the page: itself as written (`keep`, a class the islands use) and
 * the names of the page's class lists that hold it (plain names, nothing to escape).
 */
export type Aliases = (className: string) => { keep: boolean; names: string[] };

const CLASS = /\.((?:\\[0-9a-fA-F]{1,6}\s?|\\[^0-9a-fA-F]|[\w-])+)/g;

function unescapeClass(escaped: string): string {
  return escaped.replace(/\\([0-9a-fA-F]{1,6})\s?|\\(.)/g, (_, hex: string | undefined, char: string | undefined) =>
    hex ? String.fromCodePoint(parseInt(hex, 16)) : char!,
  );
}

/** Splits on the commas that separate selectors, not those inside :is(), :not() or [attr]. */
function splitSelectors(list: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < list.length; i++) {
    const c = list[i];
    if (c === '\\') i++;
    else if (c === '(' || c === '[') depth++;
    else if (c === ')' || c === ']') depth--;
    else if (c === ',' && depth === 0) {
      parts.push(list.slice(start, i));
      start = i + 1;
    }
  }
  parts.push(list.slice(start));
  return parts;
}

/**
 * A selector variant made of list names only, which `renameClasses` may leave out: the
 * original rule's selector list and the names the variant's classes became.
 */
export type SkipVariant = (prelude: string, names: string[]) => boolean;

/** Every way to write the selector with the aliases of its classes; none when a class has none. */
function renameSelector(selector: string, aliases: Aliases, skip?: (names: string[]) => boolean): string[] {
  // Classes inside [attribute values] are text, not classes.
  const masked = selector.replace(/(?<!\\)\[(?:\\.|[^\]\\])*\]/g, (m) => ' '.repeat(m.length));
  const found = [...masked.matchAll(CLASS)].map((m) => {
    const text = selector.slice(m.index, m.index + m[0].length);
    const { keep, names } = aliases(unescapeClass(m[1]));
    return { at: m.index, text, options: [...(keep ? [{ text, name: null }] : []), ...names.map((n) => ({ text: `.${n}`, name: n }))] };
  });
  if (found.length === 0) return [selector];
  // Each variant with the list names it holds, or null once it holds a class as written.
  let results: Array<{ text: string; names: string[] | null }> = [{ text: '', names: [] }];
  let from = 0;
  for (const { at, text, options } of found) {
    if (options.length === 0) return [];
    const between = selector.slice(from, at);
    results = results.flatMap((r) =>
      options.map((o) => ({ text: `${r.text}${between}${o.text}`, names: r.names && o.name !== null ? [...r.names, o.name] : null })),
    );
    from = at + text.length;
  }
  const rest = selector.slice(from);
  return results.filter((r) => !(skip && r.names && skip(r.names))).map((r) => r.text + rest);
}

/** A selector list with its classes renamed (see Aliases); empty when no selector is left. */
export const renameSelectorList = (list: string, aliases: Aliases, skip?: SkipVariant): string[] => [
  ...new Set(splitSelectors(list).flatMap((s) => renameSelector(s, aliases, skip && ((names) => skip(list, names))))),
];

/** The CSS with its class selectors renamed (see Aliases), leaving out the variants `skip` names. */
export function renameClasses(css: string, aliases: Aliases, skip?: SkipVariant): string {
  let out = '';
  let i = 0;
  while (i < css.length) {
    const open = css.indexOf('{', i);
    if (open < 0) break;
    const prelude = css.slice(i, open).trim();
    const close = matchingBrace(css, open);
    if (prelude.startsWith('@')) {
      const body = css.slice(open + 1, close);
      const inner = /^@(media|supports|layer|container)\b/.test(prelude) ? renameClasses(body, aliases, skip) : body;
      if (inner) out += `${prelude}{${inner}}`;
    } else {
      const selectors = renameSelectorList(prelude, aliases, skip);
      if (selectors.length) out += `${selectors.join(',')}${css.slice(open, close + 1)}`;
    }
    i = close + 1;
  }
  return out;
}

function matchingBrace(css: string, open: number): number {
  let depth = 0;
  for (let i = open; i < css.length; i++) {
    const c = css[i];
    if (c === '\\') i++;
    else if (c === '"' || c === "'") i = css.indexOf(c, i + 1);
    else if (c === '{') depth++;
    else if (c === '}' && --depth === 0) return i;
  }
  return css.length;
}
