import { memo, useCallback, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import {
  ButtonContext,
  DropIndicator,
  GridList,
  GridListItem,
  isTextDropItem,
  ListLayout,
  Pressable,
  Rect,
  useDragAndDrop,
  Virtualizer,
  type DropTarget,
  type Key,
  type DragTypes,
  type DropOperation,
  useSlottedContext,
} from 'react-aria-components';
import { blockIds } from './block-ids.ts';
import { MOVE_HINT_ID, useKeyboardMove } from './KeyboardMove.tsx';
import { dropIndex, moveTo } from './drop-place.ts';
import { BLOCK_DRAG_TYPE, blockDragType, type IsAllowed } from './placement.ts';
import './compose.css';

type Block = Record<string, unknown> & { type?: string };

/** The text that names a block in the outline: its heading, or the first short text it has. */
function blockLabel(block: Block): string {
  for (const key of ['heading', 'title', 'eyebrow', 'label', 'form', 'plan']) if (typeof block[key] === 'string' && block[key]) return block[key];
  return '';
}

interface Row {
  id: string;
  index: number;
  block: Block;
  kind: string;
  hasError: boolean;
  /** Picked up by the keyboard: the gap chosen for it, in words (its handle is named so). */
  place?: string;
}

interface Props {
  blocks: Block[];
  selected: number;
  kinds: ReadonlyMap<string, { name: string }>;
  /** Indexes of the blocks that have a problem. */
  errorBlocks: ReadonlySet<number>;
  onSelect: (index: number) => void;
  /** Moves one block: one undo step. */
  onMove: (from: number, to: number) => void;
  /** Adds a block of this type at this index (a palette entry dropped on the outline). */
  onInsert: (type: string, at: number) => void;
  /** Where a block may go (the placement rules); everything is allowed without it. */
  isAllowed?: IsAllowed;
}

// Row objects are reused while their block, place and marks are the same: the list then renders
// again only the rows that changed (one, at a keystroke).
const rows = new WeakMap<Block, Row>();
function rowOf(row: Row): Row {
  const old = rows.get(row.block);
  if (old && old.id === row.id && old.index === row.index && old.kind === row.kind && old.hasError === row.hasError && old.place === row.place) return old;
  rows.set(row.block, row);
  return row;
}

/**
 * A row's drag handle: the props react-aria gives the row's drag button (its name, its description,
 * Enter to pick the block up) on a plain button. react-aria's Button keeps hover and focus-ring state
 * too, and every row in view renders again at each step of a drag: the plain one is about half the work.
 */
function DragHandle({ place }: { place?: string }) {
  const { ref, style, onPress, isDisabled, 'aria-label': label, 'aria-describedby': description } = useSlottedContext(ButtonContext, 'drag') ?? {};
  return (
    <Pressable onPress={onPress} isDisabled={isDisabled}>
      <button
        ref={ref}
        type="button"
        className="grip"
        style={typeof style === 'function' ? undefined : style}
        aria-label={place ?? label}
        aria-describedby={place ? MOVE_HINT_ID : description}
      >
        ⠿
      </button>
    </Pressable>
  );
}

// A row's look depends on its row object only: react-aria keeps each row's element while that object
// is the same (rowOf), so a render after an edit builds one row again, not the page's 1,000.
function renderRow(row: Row) {
  return (
    <GridListItem
      id={row.id}
      textValue={`${row.kind} ${blockLabel(row.block)}`}
      className={`outline-row${row.hasError ? ' has-error' : ''}${row.place ? ' is-moving' : ''}`}
    >
      <span className="outline-item" data-index={row.index}>
        <DragHandle place={row.place} />
        <span className="kind">{row.kind}</span>
        <span className="label">{blockLabel(row.block)}</span>
      </span>
    </GridListItem>
  );
}

/** A block dragged within the outline (a move, not an insert). */
const OUTLINE_DRAG_TYPE = 'application/x-editor-outline-block';

// Fixed row height: the list renders only the rows in view (a 1,000-block page stays quick).
const ROW = 46;
const GAP = 4;

/**
 * The list's layout, rendering the rows in view and no more. react-aria renders a third of a view
 * more below (for scrolling), and every step of a drag (pick-up, each arrow, the drop) renders each
 * rendered row again, several times: those rows were a third of a keyboard drag's time.
 */
class RowsInView<T> extends ListLayout<T> {
  getVisibleLayoutInfos(rect: Rect) {
    const view = this.virtualizer?.visibleRect;
    // A point's rect (the pointer over the list, during a drag) is looked up as it is.
    if (!view || view.area === 0 || rect.height <= 1) return super.getVisibleLayoutInfos(rect);
    const top = Math.max(rect.y, view.y);
    const bottom = Math.min(rect.maxY, view.maxY);
    return super.getVisibleLayoutInfos(new Rect(rect.x, top, rect.width, Math.max(0, bottom - top)));
  }
}

/**
 * The outline's list: every block of the page, draggable with the mouse and with the keyboard
 * (Enter on a block's handle picks it up, arrows choose the place, Enter drops, Escape cancels;
 * react-aria announces each step), and a drop target for palette entries. Memoized: the editor's
 * renders for the form and the preview skip it when the blocks, the selection and the marks are the same.
 */
export const OutlineList = memo(function OutlineList({ blocks, selected, kinds, errorBlocks, onSelect, onMove, onInsert, isAllowed }: Props) {
  const ids = blockIds(blocks);
  // The editor makes a new set at each render: the rows depend on what is in it.
  const errorKey = [...errorBlocks].join(',');
  const kindOf = useCallback((block: Block) => kinds.get(String(block.type))?.name ?? String(block.type), [kinds]);
  const {
    grid,
    moving,
    onKeyDown: moveKeyDown,
    onKeyUp: moveKeyUp,
    onBlur: moveBlur,
    parts: moveParts,
  } = useKeyboardMove({
    blocks,
    labels: () => blocks.map((block) => `${kindOf(block)} ${blockLabel(block)}`),
    allowed: (from, to) => !isAllowed || isAllowed(String(blocks[from]?.type), to, from).ok,
    onMove,
    step: ROW + GAP,
  });
  const movingFrom = moving?.from;
  const movingPlace = moving?.place;
  const rows = useMemo(() => {
    const inError = new Set(errorKey.split(',').filter(Boolean).map(Number));
    return blocks.map((block, index) =>
      rowOf({ id: ids[index], index, block, kind: kindOf(block), hasError: inError.has(index), place: index === movingFrom ? movingPlace : undefined }),
    );
  }, [blocks, ids, kindOf, errorKey, movingFrom, movingPlace]);

  /** The block being moved within the outline (not set for a palette entry). */
  const dragged = useRef<{ type: string; from: number } | undefined>(undefined);
  const indexOf = (key: Key) => ids.indexOf(String(key));
  const gapOf = (target: DropTarget) => (target.type === 'item' && target.dropPosition !== 'on' ? dropIndex(indexOf(target.key), target.dropPosition) : -1);
  const typeDragged = (types: DragTypes) => {
    if (dragged.current) return dragged.current.type;
    for (const type of kinds.keys()) if (types.has(blockDragType(type))) return type;
    return undefined;
  };

  const { dragAndDropHooks } = useDragAndDrop<Row>({
    getItems: (keys) =>
      [...keys].map((key) => {
        const block = blocks[indexOf(key)];
        return { [OUTLINE_DRAG_TYPE]: key.toString(), 'text/plain': `${kinds.get(String(block?.type))?.name ?? ''} ${blockLabel(block ?? {})}`.trim() };
      }),
    onDragStart: (e) => {
      const from = indexOf([...e.keys][0]);
      dragged.current = { type: String(blocks[from]?.type), from };
    },
    onDragEnd: () => {
      dragged.current = undefined;
    },
    acceptedDragTypes: [OUTLINE_DRAG_TYPE, BLOCK_DRAG_TYPE],
    getDropOperation: (target, types, allowed): DropOperation => {
      const gap = gapOf(target);
      const type = typeDragged(types);
      if (gap < 0 || !type) return 'cancel';
      const at = dragged.current ? moveTo(dragged.current.from, gap) : gap;
      if (isAllowed && !isAllowed(type, at, dragged.current?.from).ok) return 'cancel';
      const wanted = dragged.current ? 'move' : 'copy';
      return allowed.includes(wanted) ? wanted : allowed[0];
    },
    onReorder: (e) => {
      const from = indexOf([...e.keys][0]);
      const gap = gapOf(e.target);
      if (from < 0 || gap < 0) return;
      const to = moveTo(from, gap);
      // react-aria may offer a neighbouring place when the one under the pointer is refused: the rules decide again.
      if (to === from || (isAllowed && !isAllowed(String(blocks[from]?.type), to, from).ok)) return;
      onMove(from, to);
    },
    onInsert: async (e) => {
      const gap = gapOf(e.target);
      const item = e.items.find(isTextDropItem);
      if (gap < 0 || !item) return;
      const type = await item.getText(BLOCK_DRAG_TYPE);
      if (kinds.has(type)) onInsert(type, gap);
    },
    renderDropIndicator: (target) => <DropIndicator target={target} className="drop-line" />,
  });

  // Alt+↑ / Alt+↓ moves the focused block one place without a drag.
  const onKeyDown = (e: KeyboardEvent) => {
    if (moveKeyDown(e)) {
      e.preventDefault();
      e.stopPropagation();
      return;
    }
    if (!e.altKey || (e.key !== 'ArrowUp' && e.key !== 'ArrowDown')) return;
    const row = (e.target as Element).closest('[role="row"]')?.querySelector<HTMLElement>('[data-index]');
    if (!row) return;
    e.preventDefault();
    e.stopPropagation();
    const from = Number(row.dataset.index);
    const to = e.key === 'ArrowUp' ? from - 1 : from + 1;
    if (to >= 0 && to < blocks.length) onMove(from, to);
  };

  const current = selected >= 0 && selected < ids.length ? ids[selected] : undefined;
  // A choice shows at once, until the editor's selection (in the address, updated in a transition)
  // has caught up: react-aria selects a dropped block again at each render until it sees it selected.
  const [chosen, setChosen] = useState<{ key: string; over: string | undefined }>();
  const shown = chosen && chosen.over === current ? chosen.key : current;
  // The same array while the same block is selected: a new one is a new selection to react-aria,
  // and every row in view renders again (after a move, the index in the address changes, the block does not).
  const selectedKeys = useMemo(() => (shown ? [shown] : []), [shown]);
  return (
    // The wrapper listens for the keyboard move and the Alt+arrow shortcut of the rows inside (before react-aria's list does).
    <div
      className="outline-list"
      onKeyDownCapture={onKeyDown}
      onKeyUpCapture={(e) => {
        if (moveKeyUp(e)) e.stopPropagation();
      }}
      onBlurCapture={moveBlur}
    >
      <button type="button" className="outline-item outline-page" aria-current={selected < 0 ? 'true' : undefined} onClick={() => onSelect(-1)}>
        <span className="kind">Page settings</span>
        <span className="label">Title, description, breadcrumb</span>
      </button>
      <Virtualizer layout={RowsInView} layoutOptions={{ rowSize: ROW, gap: GAP, dropIndicatorThickness: 4 }}>
        <GridList
          ref={grid}
          aria-label="Blocks"
          className="outline-grid"
          items={rows}
          selectionMode="single"
          selectionBehavior="replace"
          disallowEmptySelection
          selectedKeys={selectedKeys}
          onSelectionChange={(keys) => {
            if (keys === 'all') return;
            const key = [...keys][0];
            if (key === undefined || key === shown) return;
            setChosen({ key: String(key), over: current });
            onSelect(indexOf(key));
          }}
          dragAndDropHooks={dragAndDropHooks}
        >
          {renderRow}
        </GridList>
      </Virtualizer>
      {moveParts}
    </div>
  );
});
