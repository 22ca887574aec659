import type { Conflict, MergeResult } from '../merge/index.ts';

/** A value as a person reads it: text as text, a removed value as such, anything else as compact JSON. */
function Value({ value }: { value: unknown }) {
  if (value === undefined) return <em>(removed)</em>;
  if (typeof value === 'string') return <span className="merge-text">{value}</span>;
  return <code className="merge-json">{JSON.stringify(value, null, 1)}</code>;
}

const sideLabel = (c: Conflict, side: 'mine' | 'theirs', theirs: string) => {
  if (side === 'mine') return c.mine === undefined ? 'Yours: removed' : 'Yours';
  return c.theirs === undefined ? `${theirs}: removed` : theirs;
};

/**
 * The same field changed here and on disk: both values side by side, and the person picks one per
 * field. Nothing is decided for them, and nothing is written until they save.
 */
export function MergePanel({
  result,
  choices,
  onChoose,
  onApply,
  title = 'Someone else changed this page too',
  theirsLabel = 'On disk',
  name = 'merge',
}: {
  result: MergeResult;
  choices: Array<'mine' | 'theirs'>;
  onChoose: (index: number, side: 'mine' | 'theirs') => void;
  onApply?: () => void;
  title?: string;
  /** What the other side is called: "On disk", "Published". */
  theirsLabel?: string;
  /** Keeps the radio groups of two panels on one screen apart. */
  name?: string;
}) {
  const { conflicts } = result;
  const merge = { result, choices };
  return (
    <section className="merge-panel" aria-label={`Changes to choose between: ${title}`}>
      <h2>{title}</h2>
      <p>
        Their other changes are already combined with yours. {conflicts.length === 1 ? 'One place was' : `${conflicts.length} places were`} changed on both
        sides: choose which version to keep for each.
      </p>
      {merge.result.taken.length > 0 && (
        <details>
          <summary>
            What was combined from {theirsLabel.toLowerCase()} ({merge.result.taken.length})
          </summary>
          <ul>
            {merge.result.taken.map((t, i) => (
              <li key={i}>{t}</li>
            ))}
          </ul>
        </details>
      )}
      {conflicts.map((c, i) => (
        <fieldset key={i} className="merge-choice">
          <legend>{c.label || 'The whole page'}</legend>
          {(['mine', 'theirs'] as const).map((side) => (
            <label key={side} className={merge.choices[i] === side ? 'chosen' : undefined}>
              <input type="radio" name={`${name}-${i}`} checked={merge.choices[i] === side} onChange={() => onChoose(i, side)} />
              <span className="merge-side">{sideLabel(c, side, theirsLabel)}</span>
              <Value value={side === 'mine' ? c.mine : c.theirs} />
            </label>
          ))}
        </fieldset>
      ))}
      {onApply && (
        <button type="button" className="primary" onClick={onApply}>
          Use these choices
        </button>
      )}
    </section>
  );
}
