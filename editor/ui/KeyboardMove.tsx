import { useLayoutEffect, useRef, useState, type FocusEvent, type KeyboardEvent, type ReactNode } from 'react';
import { moveTo } from './drop-place.ts';
import { gapName, nextGap } from './keyboard-move.ts';

/** The description of a picked-up block's handle (one outline on the page). */
export const MOVE_HINT_ID = 'outline-move-hint';

interface Options {
  /** The page's blocks: a move in progress ends when they change. */
  blocks: readonly object[];
  /** Each block's name in the outline (kind and label), as its row is named. */
  labels: () => string[];
  /** Whether the block at `from` may go to index `to` (the placement rules). */
  allowed: (from: number, to: number) => boolean;
  /** Moves one block: one undo step. */
  onMove: (from: number, to: number) => void;
  /** The distance from one row's top to the next. */
  step: number;
}

interface Moving {
  blocks: readonly object[];
  from: number;
  gap: number;
}

const STEPS: Record<string, number> = { ArrowDown: 1, ArrowUp: -1, End: Infinity, Home: -Infinity };
const plain = (e: KeyboardEvent) => !e.altKey && !e.ctrlKey && !e.metaKey && !e.shiftKey;

/**
 * The outline's keyboard move (see keyboard-move.ts): Enter on a block's handle picks it up, the
 * arrows (Home, End) choose a gap, Enter drops it there, Escape, Tab or leaving the handle puts it
 * back. The focus stays on the handle, which is named after the gap chosen ("Insert between … and
 * …", react-aria's words), and each gap is said in a live region; the picked row is dimmed and a
 * line over the list shows the gap. Only the picked row renders again at each step.
 */
export function useKeyboardMove({ blocks, labels, allowed, onMove, step }: Options) {
  const [moving, setMoving] = useState<Moving>();
  const [said, setSaid] = useState('');
  /** The list's scrolling element (the grid). */
  const grid = useRef<HTMLDivElement>(null);
  const line = useRef<HTMLDivElement>(null);
  /** The Enter that picked a block up or dropped it: its keyup is not for the list. */
  const ownEnter = useRef(false);
  // An edit made meanwhile (undo, a merge with the disk) ends the move: its indexes are of the old list.
  const active = moving && moving.blocks === blocks ? moving : undefined;

  const onKeyDown = (e: KeyboardEvent): boolean => {
    if (!active) {
      const target = e.target as Element;
      const row = target.closest('.grip') && target.closest('[role="row"]')?.querySelector<HTMLElement>('[data-index]');
      if (e.key !== 'Enter' || !plain(e) || !row) return false;
      const from = Number(row.dataset.index);
      ownEnter.current = true;
      setMoving({ blocks, from, gap: from + 1 });
      setSaid(`Picked up ${labels()[from]}. ${gapName(labels(), from + 1)}.`);
      return true;
    }
    const { from, gap } = active;
    if (e.key in STEPS && plain(e)) {
      const next = nextGap(blocks.length, from, gap, STEPS[e.key], (to) => allowed(from, to));
      setMoving({ ...active, gap: next });
      setSaid(gapName(labels(), next));
    } else if (e.key === 'Enter') {
      const to = moveTo(from, gap);
      ownEnter.current = true;
      setMoving(undefined);
      setSaid(to === from ? `${labels()[from]} stays where it is.` : `${labels()[from]} dropped.`);
      if (to !== from) onMove(from, to);
    } else if (e.key === 'Escape') {
      setMoving(undefined);
      setSaid(`Move of ${labels()[from]} cancelled.`);
    } else {
      // Tab and the rest go on as usual; Tab leaves the handle, which ends the move (below).
      return false;
    }
    return true;
  };

  const onKeyUp = (e: KeyboardEvent): boolean => {
    if (!ownEnter.current || e.key !== 'Enter') return false;
    ownEnter.current = false;
    return true;
  };

  const onBlur = (e: FocusEvent) => {
    if (active && (e.target as Element).closest('.grip')) {
      setMoving(undefined);
      setSaid(`Move of ${labels()[active.from]} cancelled.`);
    }
  };

  // The line follows the gap chosen, kept in view as the list scrolls.
  useLayoutEffect(() => {
    const list = grid.current;
    const bar = line.current;
    if (!active || !list || !bar) return;
    const at = active.gap * step;
    if (at - step < list.scrollTop) list.scrollTop = Math.max(0, at - step);
    else if (at + step > list.scrollTop + list.clientHeight) list.scrollTop = at + step - list.clientHeight;
    const show = () => {
      // In the 4 px between two rows (at the top edge for the first gap).
      const y = Math.max(0, at - 4) - list.scrollTop;
      bar.hidden = y < 0 || y > list.clientHeight;
      bar.style.top = `${list.offsetTop + y}px`;
      bar.style.left = `${list.offsetLeft}px`;
      bar.style.width = `${list.clientWidth}px`;
    };
    show();
    list.addEventListener('scroll', show, { passive: true });
    return () => list.removeEventListener('scroll', show);
  }, [active, step]);

  const parts: ReactNode = (
    <>
      {active && <div ref={line} className="move-line" aria-hidden="true" />}
      <span id={MOVE_HINT_ID} hidden>
        Up and down arrows choose the place, Enter drops the block there, Escape puts it back.
      </span>
      {/* Polite, like the outline's status line below the list (which says why a move is refused). */}
      <p className="move-said" aria-live="polite">
        {said}
      </p>
    </>
  );
  return { grid, moving: active && { from: active.from, place: gapName(labels(), active.gap) }, onKeyDown, onKeyUp, onBlur, parts };
}
