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

/** The outline's list: the page's own settings, then every block. */
export function OutlineList({ blocks, selected, kinds, errorBlocks, onSelect, onMove }: Props) {
  // `onMove` is new at every edit (it moves blocks of the current data): rows get one that never
  // changes and calls the latest, or every row would render again at every keystroke.
  const latestMove = useRef(onMove);
  useEffect(() => {
    latestMove.current = onMove;
  });
  const move = useCallback((from: number, to: number) => latestMove.current(from, to), []);
  return (
    <ol>
      <li>
        <button type="button" className="outline-item" aria-current={selected < 0 ? 'true' : undefined} onClick={() => onSelect(-1)}>
          <span className="kind">Page settings</span>
          <span className="label">Title, description, breadcrumb</span>
        </button>
      </li>
      {blocks.map((b, i) => (
        <OutlineRow
          key={i}
          block={b}
          index={i}
          kind={kinds.get(String(b.type))?.name ?? String(b.type)}
          current={i === selected}
          hasError={errorBlocks.has(i)}
          onSelect={onSelect}
          onMove={move}
        />
      ))}
    </ol>
  );
}
