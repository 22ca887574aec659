import { memo, useCallback, useEffect, useRef } from 'react';

type Block = Record<string, unknown> & { type?: string };

/** The text that names a block in the outline: its heading, or the first short text it has. */
function blockLabel(block: Block): string {
  for (const key of ['heading', 'title', 'eyebrow', 'label', 'form', 'plan']) if (typeof block[key] === 'string' && block[key]) return block[key];
  return '';
}

interface RowProps {
  block: Block;
  index: number;
  kind: string;
  current: boolean;
  hasError: boolean;
  onSelect: (index: number) => void;
  onMove: (from: number, to: number) => void;
}

// An edit gives only the edited block a new object: on a page of hundreds of blocks, a keystroke
// then renders one row again instead of all of them.
const OutlineRow = memo(function OutlineRow({ block, index, kind, current, hasError, onSelect, onMove }: RowProps) {
  return (
    <li>
      <button
        type="button"
        className={`outline-item${hasError ? ' has-error' : ''}`}
        aria-current={current ? 'true' : undefined}
        aria-keyshortcuts="Alt+ArrowUp Alt+ArrowDown"
        data-index={index}
        onClick={() => onSelect(index)}
        onKeyDown={(e) => {
          if (!e.altKey || (e.key !== 'ArrowUp' && e.key !== 'ArrowDown')) return;
          e.preventDefault();
          const to = e.key === 'ArrowUp' ? index - 1 : index + 1;
          onMove(index, to);
          requestAnimationFrame(() => document.querySelector<HTMLButtonElement>(`.outline-item[data-index="${to}"]`)?.focus());
        }}
      >
        <span className="kind">{kind}</span>
        <span className="label">{blockLabel(block)}</span>
      </button>
    </li>
  );
});

interface Props {
  blocks: Block[];
  selected: number;
  kinds: ReadonlyMap<string, { name: string }>;
  /** Indexes of the blocks that have a problem. */
  errorBlocks: ReadonlySet<number>;
  onSelect: (index: number) => void;
  onMove: (from: number, to: number) => void;
}

const CHUNK = 20;
type ChunkProps = Props & { from: number };

function sameChunk(a: ChunkProps, b: ChunkProps): boolean {
  if (a.from !== b.from || a.kinds !== b.kinds || a.onSelect !== b.onSelect || a.onMove !== b.onMove) return false;
  for (let i = a.from; i < a.from + CHUNK; i++) {
    if (a.blocks[i] !== b.blocks[i] || (a.selected === i) !== (b.selected === i) || a.errorBlocks.has(i) !== b.errorBlocks.has(i)) return false;
  }
  return true;
}

// Rows in groups that render again only when one of their blocks changed: even skipped rows cost
// their element at each render (a few hundred a keystroke on a long page, in React's development build).
const OutlineChunk = memo(function OutlineChunk({ blocks, from, selected, kinds, errorBlocks, onSelect, onMove }: ChunkProps) {
  return blocks
    .slice(from, from + CHUNK)
    .map((b, j) => (
      <OutlineRow
        key={from + j}
        block={b}
        index={from + j}
        kind={kinds.get(String(b.type))?.name ?? String(b.type)}
        current={from + j === selected}
        hasError={errorBlocks.has(from + j)}
        onSelect={onSelect}
        onMove={onMove}
      />
    ));
}, sameChunk);

/** The outline's list: the page's own settings, then every block. */
export function OutlineList(props: Props) {
  const { blocks, selected, onSelect, onMove } = props;
  // `onMove` is new at every edit (it moves blocks of the current data): rows get one that never
  // changes and calls the latest, or every row would render again at every keystroke.
  const latestMove = useRef(onMove);
  useEffect(() => {
    latestMove.current = onMove;
  });
  const move = useCallback((from: number, to: number) => latestMove.current(from, to), []);
  const starts = Array.from({ length: Math.ceil(blocks.length / CHUNK) }, (_, i) => i * CHUNK);
  return (
    <ol>
      <li>
        <button type="button" className="outline-item" aria-current={selected < 0 ? 'true' : undefined} onClick={() => onSelect(-1)}>
          <span className="kind">Page settings</span>
          <span className="label">Title, description, breadcrumb</span>
        </button>
      </li>
      {starts.map((from) => (
        <OutlineChunk key={from} {...props} from={from} onMove={move} />
      ))}
    </ol>
  );
}
