/**
 * Finds elements in prerendered HTML by counting tags: React's output is well formed, so open
 * and close tags pair up; the text of scripts and styles is skipped.
 */
const VOID_ELEMENTS = new Set(['area', 'base', 'br', 'col', 'embed', 'hr', 'img', 'input', 'link', 'meta', 'source', 'track', 'wbr']);

/** Calls `visit` for every element with its start, its end (after its closing tag) and its opening tag. */
function walkElements(html: string, from: number, visit: (start: number, end: number, openTag: string) => boolean | void): void {
  const tag = /<(\/?)([a-zA-Z][a-zA-Z0-9-]*)\b[^>]*?(\/?)>/g;
  tag.lastIndex = from;
  const open: Array<{ start: number; tag: string }> = [];
  for (let m = tag.exec(html); m; m = tag.exec(html)) {
    const [text, closing, rawName, selfClosing] = m;
    const name = rawName.toLowerCase();
    if (closing) {
      const element = open.pop();
      if (element && visit(element.start, tag.lastIndex, element.tag) === false) return;
      continue;
    }
    if (name === 'script' || name === 'style') {
      const end = html.indexOf(`</${name}>`, tag.lastIndex);
      if (end < 0) return;
      tag.lastIndex = end + name.length + 3;
      if (visit(m.index, tag.lastIndex, text) === false) return;
      continue;
    }
    if (VOID_ELEMENTS.has(name) || selfClosing) {
      if (visit(m.index, tag.lastIndex, text) === false) return;
      continue;
    }
    open.push({ start: m.index, tag: text });
  }
}

/** Where each island's subtree starts and ends: the elements with data-island, outermost only. */
export function islandRanges(html: string): Array<[number, number]> {
  const ranges: Array<[number, number]> = [];
  walkElements(html, 0, (start, end, openTag) => {
    if (/\sdata-island="/.test(openTag)) ranges.push([start, end]);
  });
  ranges.sort((a, b) => a[0] - b[0]);
  return ranges.filter((r, i) => !ranges.slice(0, i).some((o) => o[0] <= r[0] && o[1] >= r[1]));
}

/**
 * Where the page's first block ends (the index after its closing tag), or -1 when the page has
 * no block.
 */
export function endOfFirstBlock(html: string): number {
  const first = /<[a-z][a-z0-9]*\b[^>]*\sdata-block="/.exec(html);
  if (!first) return -1;
  let found = -1;
  walkElements(html, first.index, (start, end) => {
    if (start !== first.index) return true;
    found = end;
    return false;
  });
  return found;
}
