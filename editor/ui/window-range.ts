import { useLayoutEffect, useState, type RefObject } from 'react';

/** Rows are put on the page in blocks of this many, so scrolling renders again only when it reaches another block. */
const BLOCK = 100;
/** Rows kept beyond each edge of the window, so a quick scroll does not show blank space. */
const MARGIN = 40;

export interface RowRange {
  from: number;
  to: number;
  /** The height of one row in pixels, as measured (every row of the list has the same height). */
  rowHeight: number;
}

/** The rows of `count` that cover the window and a margin around it, in whole blocks: `count` rows of `rowHeight` from `listTop` (px from the window's top). */
export function rowsInView(count: number, rowHeight: number, listTop: number, windowHeight: number): { from: number; to: number } {
  const first = Math.floor((-listTop - MARGIN * rowHeight) / rowHeight);
  const last = Math.ceil((windowHeight - listTop + MARGIN * rowHeight) / rowHeight);
  // A list shortened under a deep scroll (a filter typed) still shows its last block.
  const from = Math.max(0, Math.min(Math.floor(first / BLOCK), Math.floor((count - 1) / BLOCK)) * BLOCK);
  const to = Math.min(count, Math.max(from, (Math.floor(last / BLOCK) + 1) * BLOCK));
  return { from, to };
}

/**
 * Which rows of a long list of same-height rows to put on the page: those the window shows, as the
 * page scrolls. A site of 10,000 pages then has a few hundred rows in the document, not 10,000; a
 * list shorter than a block is shown whole. `list` is the element the rows are in; its first row
 * gives the height.
 */
export function useRowRange(list: RefObject<HTMLElement | null>, count: number): RowRange {
  const [range, setRange] = useState<RowRange>({ from: 0, to: Math.min(count, 2 * BLOCK), rowHeight: 0 });
  useLayoutEffect(() => {
    const update = () => {
      const el = list.current;
      const row = el?.querySelector(':scope > li');
      if (!el || !row) return;
      const rowHeight = row.getBoundingClientRect().height;
      const next = rowsInView(count, rowHeight, el.getBoundingClientRect().top, window.innerHeight);
      setRange((r) => (r.from === next.from && r.to === next.to && r.rowHeight === rowHeight ? r : { ...next, rowHeight }));
    };
    update();
    window.addEventListener('scroll', update, { passive: true });
    window.addEventListener('resize', update);
    return () => {
      window.removeEventListener('scroll', update);
      window.removeEventListener('resize', update);
    };
  }, [list, count]);
  // Until the effect measured a changed list, the range is kept inside it, so that there is a row to measure.
  const from = Math.min(range.from, Math.max(0, Math.floor((count - 1) / BLOCK) * BLOCK));
  return { from, to: Math.min(count, Math.max(range.to, from + BLOCK)), rowHeight: range.rowHeight };
}
