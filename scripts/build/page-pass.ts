/**
 * One pass over the tags of a prerendered page, rewriting those that carry a class list or
 * island props and noting what the page's CSS needs. React's output is well formed (tags pair
 * up; attribute values escape < > " and &), so counting depth finds where each island and the
 * first block end; the text of scripts and styles is skipped.
 */
const VOID_ELEMENTS = new Set(['area', 'base', 'br', 'col', 'embed', 'hr', 'img', 'input', 'link', 'meta', 'source', 'track', 'wbr']);

const TAG = /<(\/?)([a-zA-Z][a-zA-Z0-9-]*)\b[^>]*?(\/?)>/g;
const ISLAND = / data-island="([^"]+)"/;

/** A tag as written to the page, and the class tokens it leaves there. */
export interface RewrittenTag {
  text: string;
  classes: readonly string[];
}

/** Rewrites one opening tag that has a class or data-props attribute; `inIsland` for the island roots and everything inside them. */
export type TagRewriter = (tag: string, inIsland: boolean) => RewrittenTag;

export interface PagePass {
  html: string;
  /** The index in `html` after the first block's closing tag, or -1 when the page has no block. */
  firstBlockEnd: number;
  /** Names of the elements in the page. */
  elements: Set<string>;
  /** Names of the islands in the page. */
  islands: Set<string>;
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
  const islands = new Set<string>();
  const firstClasses = new Set<string>();
  const classes = new Set<string>();
  let depth = 0;
  // The depth outside the open island or first block; -1 while there is none.
  let islandAt = -1;
  let blockAt = -1;
  let firstBlockEnd = -1;

  TAG.lastIndex = 0;
  for (let m = TAG.exec(html); m; m = TAG.exec(html)) {
    const [text, closing, rawName, selfClosing] = m;
    if (closing) {
      depth--;
      if (islandAt === depth) islandAt = -1;
      if (blockAt === depth) {
        blockAt = -1;
        copyTo(TAG.lastIndex);
        firstBlockEnd = length;
      }
      continue;
    }
    // React writes HTML element names in lower case (SVG's own in camel case, as the reset's selectors do).
    const name = rawName;
    elements.add(name);
    const leaf = selfClosing !== '' || VOID_ELEMENTS.has(name);
    const island = text.includes(' data-island="') ? ISLAND.exec(text)?.[1] : undefined;
    if (island) islands.add(island);
    const inIsland = islandAt >= 0 || island !== undefined;
    if (island && islandAt < 0 && !leaf) islandAt = depth;
    if (firstBlockEnd < 0 && blockAt < 0 && text.includes(' data-block="')) blockAt = depth;

    if (text.includes(' class="') || text.includes(' data-props="')) {
      const tag = rewrite(text, inIsland);
      copyTo(m.index);
      pieces.push(tag.text);
      length += tag.text.length;
      copied = TAG.lastIndex;
      for (const c of tag.classes) {
        classes.add(c);
        if (firstBlockEnd < 0) firstClasses.add(c);
      }
    }

    if (name === 'script' || name === 'style') {
      const end = html.indexOf(`</${name}>`, TAG.lastIndex);
      if (end < 0) break;
      TAG.lastIndex = end + name.length + 3;
    } else if (!leaf) depth++;
  }
  copyTo(html.length);
  return { html: pieces.join(''), firstBlockEnd, elements, islands, firstClasses, classes };
}
