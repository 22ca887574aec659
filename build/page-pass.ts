/**
 * One pass over the tags of a prerendered page, rewriting those that carry a class list and noting
 * what the page's CSS needs. React's output is well formed (tags pair up; attribute values escape
 * < > " and &): counting depth finds where each island and the first block end.
 */
const VOID_ELEMENTS = new Set(['area', 'base', 'br', 'col', 'embed', 'hr', 'img', 'input', 'link', 'meta', 'source', 'track', 'wbr']);

/** Where `needle` next occurs at or after a position; positions asked for only grow, so each occurrence is searched for once. */
function occurrences(html: string, needle: string) {
  let at = html.indexOf(needle);
  return (from: number, to: number): number => {
    if (at >= 0 && at < from) at = html.indexOf(needle, from);
    return at >= 0 && at < to ? at : -1;
  };
}

const isNameChar = (c: number) => (c >= 97 && c <= 122) || (c >= 65 && c <= 90) || (c >= 48 && c <= 57) || c === 45;

/** A tag as written to the page, and the class tokens it leaves there. */
export interface RewrittenTag {
  text: string;
  classes: readonly string[];
}

/** Rewrites one opening tag that has a class attribute; `inIsland` for the island roots and everything inside them. */
export type TagRewriter = (tag: string, inIsland: boolean) => RewrittenTag;

export interface PagePass {
  html: string;
  /** The index in `html` after the first block's closing tag, or -1 when the page has no block. */
  firstBlockEnd: number;
  /** Names of the elements in the page. */
  elements: Set<string>;
  /** Class tokens of the elements that open before the first block ends (all of them without a block). */
  firstClasses: Set<string>;
  /** Class tokens of every element. */
  classes: Set<string>;
}

export function passPage(html: string, rewrite: TagRewriter): PagePass {
  const pieces: string[] = [];
  let length = 0;
  let copied = 0;
  const copyTo = (end: number) => {
    pieces.push(html.slice(copied, end));
    length += end - copied;
    copied = end;
  };
  const elements = new Set<string>();
  const firstClasses = new Set<string>();
  const classes = new Set<string>();
  let depth = 0;
  // The depth outside the open island or first block; -1 while there is none.
  let islandAt = -1;
  let blockAt = -1;
  let firstBlockEnd = -1;

  const classIn = occurrences(html, ' class="');
  const islandIn = occurrences(html, ' data-island="');
  const blockIn = occurrences(html, ' data-block="');

  // Every "<" is a tag, a comment or the doctype: React escapes it in text and attribute values.
  for (let start = html.indexOf('<'); start >= 0;) {
    const next = html.charCodeAt(start + 1);
    const end = html.indexOf('>', start + 1);
    if (end < 0) break;
    if (next === 47) {
      depth--;
      if (islandAt === depth) islandAt = -1;
      if (blockAt === depth) {
        blockAt = -1;
        copyTo(end + 1);
        firstBlockEnd = length;
      }
      start = html.indexOf('<', end + 1);
      continue;
    }
    let nameEnd = start + 1;
    while (isNameChar(html.charCodeAt(nameEnd))) nameEnd++;
    if (nameEnd === start + 1) {
      start = html.indexOf('<', start + 1);
      continue;
    }
    // React writes HTML element names in lower case (SVG's own in camel case, as the reset's selectors do).
    const name = html.slice(start + 1, nameEnd);
    elements.add(name);
    const leaf = html.charCodeAt(end - 1) === 47 || VOID_ELEMENTS.has(name);
    const island = islandIn(start, end) >= 0;
    const inIsland = islandAt >= 0 || island;
    if (island && islandAt < 0 && !leaf) islandAt = depth;
    if (firstBlockEnd < 0 && blockAt < 0 && blockIn(start, end) >= 0) blockAt = depth;

    if (classIn(start, end) >= 0) {
      const tag = rewrite(html.slice(start, end + 1), inIsland);
      copyTo(start);
      pieces.push(tag.text);
      length += tag.text.length;
      copied = end + 1;
      for (const c of tag.classes) {
        classes.add(c);
        if (firstBlockEnd < 0) firstClasses.add(c);
      }
    }

    if (name === 'script' || name === 'style') {
      const close = html.indexOf(`</${name}>`, end + 1);
      if (close < 0) break;
      start = html.indexOf('<', close + name.length + 3);
      continue;
    }
    if (!leaf) depth++;
    start = html.indexOf('<', end + 1);
  }
  copyTo(html.length);
  return { html: pieces.join(''), firstBlockEnd, elements, firstClasses, classes };
}
