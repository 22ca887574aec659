import { useState, type ReactNode, type RefObject } from 'react';
import type { SnapshotFrom } from 'xstate';
import { ConfirmDialog } from './ConfirmDialog.tsx';
import type { documentMachine, DocumentEvent } from './machines/document.ts';
import { MergePanel } from './MergePanel.tsx';
import { sameJson } from './same-json.ts';

interface Props {
  state: SnapshotFrom<typeof documentMachine>;
  send: (event: DocumentEvent) => void;
  /** The screen's heading and the line under it. */
  title: ReactNode;
  subtitle: ReactNode;
  /** What the file is called in messages ("page", "site settings", "form"). */
  what: string;
  saveButton: RefObject<HTMLButtonElement | null>;
  noticeText: RefObject<HTMLParagraphElement | null>;
}

/**
 * What every file screen shows above its fields: the title, whether it is saved, Undo, Redo,
 * Discard and Save, the last save's message, other tabs and a merge with the disk. The page screen
 * and the settings screens share it, so a file behaves the same wherever it is edited.
 */
export function DocumentBar({ state, send, title, subtitle, what, saveButton, noticeText }: Props) {
  const [discarding, setDiscarding] = useState(false);
  const { data, saved, notice } = state.context;
  // A file shown migrated from an older version still has to be written.
  const dirty = !sameJson(data, saved) || state.context.migrated;
  const saving = state.hasTag('saving') || state.context.saveWhenChecked;
  const merge = state.matches({ ready: { doc: 'resolving' } }) ? state.context.merge : undefined;
  return (
    <>
      <div className="editor-head">
        <div>
          <h1>{title}</h1>
          <p className="file">{subtitle}</p>
        </div>
        <div className="head-actions">
          {dirty ? <span className="badge unsaved">Unsaved changes</span> : <span className="badge clean">All changes saved</span>}
          <button type="button" onClick={() => send({ type: 'doc.undo' })} disabled={!state.can({ type: 'doc.undo' })} aria-keyshortcuts="Control+Z Meta+Z">
            Undo
          </button>
          <button
            type="button"
            onClick={() => send({ type: 'doc.redo' })}
            disabled={!state.can({ type: 'doc.redo' })}
            aria-keyshortcuts="Control+Shift+Z Meta+Shift+Z"
          >
            Redo
          </button>
          {dirty && (
            <button type="button" onClick={() => setDiscarding(true)}>
              Discard
            </button>
          )}
          <button
            ref={saveButton}
            type="button"
            className="primary"
            aria-keyshortcuts="Control+S Meta+S"
            onClick={() => send({ type: 'doc.save' })}
            disabled={saving || !dirty}
          >
            {saving ? 'Saving…' : 'Save'}
          </button>
        </div>
      </div>
      {notice && (
        <p ref={noticeText} tabIndex={-1} className={`notice ${notice.kind}`} role={notice.kind === 'error' ? 'alert' : 'status'}>
          {notice.text}
        </p>
      )}
      {discarding && (
        <ConfirmDialog
          title="Discard your unsaved changes?"
          confirm="Discard"
          danger
          onConfirm={() => {
            setDiscarding(false);
            send({ type: 'doc.discard' });
          }}
          onCancel={() => setDiscarding(false)}
        >
          The {what} goes back to the version saved on disk. Undo brings your changes back while the {what} stays open.
        </ConfirmDialog>
      )}
      {notice?.details && notice.details.length > 0 && (
        <details className="notice-details">
          <summary>What changed on disk</summary>
          <ul>
            {notice.details.map((d, i) => (
              <li key={i}>{d}</li>
            ))}
          </ul>
        </details>
      )}
      {state.context.otherTabs > 0 && (
        <p className="notice info" role="status">
          This {what} is also open in {state.context.otherTabs === 1 ? 'another tab' : `${state.context.otherTabs} other tabs`} of this browser. Each tab keeps
          its own unsaved changes, and what one saves is merged into the others.
        </p>
      )}
      {merge && (
        <MergePanel
          result={merge.result}
          choices={merge.choices}
          onChoose={(index, side) => send({ type: 'merge.choose', index, side })}
          onApply={() => send({ type: 'merge.apply' })}
        />
      )}
    </>
  );
}
