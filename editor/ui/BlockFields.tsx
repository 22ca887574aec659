import { memo, useDeferredValue, useMemo } from 'react';
import type { ConfigError, EditingSchemas } from './api.ts';
import { planMove } from './placement.ts';
import { errorSchemaFor, SchemaForm } from './SchemaForm.tsx';

type Block = Record<string, unknown> & { type?: string };

/**
 * What the fields column shows: the page's blocks, the selected one, the page's own problems and the
 * placement rules, taken together. The rules are part of the view, not read from a ref while rendering:
 * they arrive with the schemas, often after the page, and the move buttons must follow them.
 */
export interface FieldsView {
  blocks: Block[];
  selected: number;
  errors: ConfigError[];
  rules: Parameters<typeof planMove>[0];
  page: Parameters<typeof planMove>[1];
}

/** The block actions: each acts on the block these fields show, found again by the editor in the page as it is now. */
export interface FieldsActions {
  /** Moves the shown block one place up (-1) or down (+1); refused with the reason when the placement rules forbid it. */
  step: (view: FieldsView, by: -1 | 1) => void;
  duplicate: (view: FieldsView) => void;
  remove: (view: FieldsView) => void;
  change: (view: FieldsView, block: Block, control?: string) => void;
}

/** Why the placement rules never allow the block at `from` of the view at `to` (undefined: they do). */
function whyNot(view: FieldsView, from: number, to: number) {
  const move = planMove(view.rules, view.page, view.blocks, from, to);
  return move.ok ? undefined : move.reason;
}

interface Props {
  view: FieldsView;
  kinds: ReadonlyMap<string, EditingSchemas['blocks'][number]>;
  actions: FieldsActions;
}

/**
 * The selected block's heading, actions and form, from a deferred view of the page
 * (useDeferredValue): a drop, a click in the outline or a keystroke in the preview paints first,
 * and the form, the costliest part of the editor's render, follows in a render that yields. Only
 * this part renders again for the deferred view, not the whole editor.
 */
export function DeferredBlockFields(props: Props) {
  const view = useDeferredValue(props.view);
  return <BlockFields {...props} view={view} />;
}

/** Memoized on the view: the editor's renders for the outline and the preview skip it. */
const BlockFields = memo(function BlockFields({ view, kinds, actions }: Props) {
  const { blocks, selected } = view;
  const current = blocks[selected];
  const kind = kinds.get(String(current?.type));
  const errors = useMemo(() => errorSchemaFor(view.errors, ['blocks', String(selected)]), [view.errors, selected]);
  if (!current) return null;
  // A move one place up or down that the rules never allow is offered off, with the reason beside it.
  const refusals = {
    up: selected > 0 ? whyNot(view, selected, selected - 1) : undefined,
    down: selected < blocks.length - 1 ? whyNot(view, selected, selected + 1) : undefined,
  };
  const refusal = refusals.up && refusals.down ? 'It cannot move' : refusals.up ? 'It cannot move up' : refusals.down ? 'It cannot move down' : undefined;
  return (
    <>
      <div className="fields-head">
        <h2>
          {kind?.name ?? String(current.type)}{' '}
          <span className="muted">
            block {selected + 1} of {blocks.length}
          </span>
        </h2>
        <div className="block-actions" role="group" aria-label="Block actions">
          <button
            type="button"
            className="small"
            onClick={() => actions.step(view, -1)}
            disabled={selected === 0 || !!refusals.up}
            aria-describedby={refusals.up ? 'move-refusal' : undefined}
          >
            Move block up
          </button>
          <button
            type="button"
            className="small"
            onClick={() => actions.step(view, 1)}
            disabled={selected === blocks.length - 1 || !!refusals.down}
            aria-describedby={refusals.down ? 'move-refusal' : undefined}
          >
            Move block down
          </button>
          <button type="button" className="small" onClick={() => actions.duplicate(view)}>
            Duplicate block
          </button>
          <button type="button" className="small danger" onClick={() => actions.remove(view)} disabled={blocks.length === 1}>
            Remove block
          </button>
        </div>
        {refusal && (
          <p id="move-refusal" className="muted move-refusal">
            {refusal}: {refusals.up ?? refusals.down}
          </p>
        )}
      </div>
      {kind ? (
        <SchemaForm
          key={`${selected}:${String(current.type)}`}
          label={`${kind.name} fields`}
          schema={kind.schema}
          data={current}
          errors={errors}
          onChange={(b, control) => actions.change(view, b, control)}
        />
      ) : (
        <p className="notice error">This block&apos;s type &quot;{String(current.type)}&quot; is not a block type of the schemas.</p>
      )}
    </>
  );
});
