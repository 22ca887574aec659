import { useMachine } from '@xstate/react';
import { Fragment, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { api, type ConfigError, type EditingSchemas, type PageData, type PagesReply } from './api.ts';
import { documentMachine } from './machines/document.ts';
import { MergePanel } from './MergePanel.tsx';
import { ConfirmDialog } from './ConfirmDialog.tsx';
import { OutlineList } from './Outline.tsx';
import { Palette } from './Palette.tsx';
import { Preview } from './Preview.tsx';
import { findTextPath, setAtPath } from './inline-text.ts';
import { Splitter } from './SplitView.tsx';
import { moveTo } from './drop-place.ts';
import { RouteRename } from './RouteRename.tsx';
import { sameJson } from './same-json.ts';
import { errorSchemaFor, fieldId, pathSegments, RefsContext, SchemaForm, SuggestionsContext, type Refs } from './SchemaForm.tsx';

type Json = Record<string, unknown>;
type Block = Json & { type?: string };

let schemasOnce: Promise<EditingSchemas> | undefined;
const loadSchemas = () => (schemasOnce ??= api<EditingSchemas>('/api/schemas').then(({ body }) => body));

const PAGE_OWN = ['$schema', 'version', 'blocks'];

/** A file path that may wrap after each "/" in a narrow column. */
const breakablePath = (path: string) =>
  path.split('/').map((part, i, all) => (
    <Fragment key={i}>
      {part}
      {i < all.length - 1 && (
        <>
          /<wbr />
        </>
      )}
    </Fragment>
  ));

/** Where an error points: the block index (or -1 for the page's own fields) and the field inside it. */
function errorTarget(e: ConfigError): { block: number; field: string[] } {
  const segs = pathSegments(e.path);
  if (segs[0] === 'blocks' && segs[1] !== undefined && /^\d+$/.test(segs[1])) return { block: Number(segs[1]), field: segs.slice(2) };
  return { block: -1, field: segs };
}

/** The page screen: the page's fields, its blocks as an outline, the selected block's form and the live preview. */
export function PageEditor() {
  const [params] = useSearchParams();
  const file = params.get('file') ?? '';
  return <DocumentScreen key={file} file={file} />;
}

function DocumentScreen({ file }: { file: string }) {
  const [state, send] = useMachine(documentMachine, { input: { file } });
  const [discarding, setDiscarding] = useState(false);
  const [params, setParams] = useSearchParams();
  const [schemas, setSchemas] = useState<EditingSchemas>();
  const [routes, setRoutes] = useState<string[]>([]);
  const [refs, setRefs] = useState<Refs>({});
  const [palette, setPalette] = useState(false);
  const [focusMode, setFocusMode] = useState(false);
  const addButton = useRef<HTMLButtonElement>(null);
  const selected = Number(params.get('block') ?? '-1');
  const { data, saved, errors, notice, html } = state.context;
  const saveButton = useRef<HTMLButtonElement>(null);
  const noticeText = useRef<HTMLParagraphElement>(null);

  useEffect(() => {
    void loadSchemas().then(setSchemas);
    void api<Refs>('/api/refs').then(({ body }) => setRefs(body));
    void api<PagesReply>('/api/pages').then(({ body }) => setRoutes(body.pages.map((p) => p.route).filter((r): r is string => !!r && r !== '*')));
  }, []);

  const select = useCallback(
    (index: number) => {
      setParams(
        (p) => {
          const next = new URLSearchParams(p);
          next.set('block', String(index));
          return next;
        },
        { replace: false },
      );
    },
    [setParams],
  );

  /** Focuses a control once its form has rendered (after a selection changes the form). */
  const focusSoon = (id: string, tries = 20) => {
    const el = document.getElementById(id);
    if (el) el.focus();
    else if (tries > 0) setTimeout(() => focusSoon(id, tries - 1), 25);
  };

  // After the route dialog: back to Save, or to what the save said when there is nothing left to save.
  const focusAfterDialog = useCallback(() => {
    if (saveButton.current && !saveButton.current.disabled) saveButton.current.focus();
    else noticeText.current?.focus();
  }, []);

  const edit = useCallback((next: PageData, group?: string) => send({ type: 'doc.edit', data: next, group }), [send]);

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (!(e.ctrlKey || e.metaKey)) return;
      const key = e.key.toLowerCase();
      // Ctrl/Cmd+S saves here rather than saving the editor's own page to the computer.
      if (key === 's') {
        e.preventDefault();
        send({ type: 'doc.save' });
      } else if (key === 'z') {
        e.preventDefault();
        send({ type: e.shiftKey ? 'doc.redo' : 'doc.undo' });
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [send]);

  const blocks = useMemo(() => (data?.blocks ?? []) as Block[], [data]);
  const kinds = useMemo(() => new Map((schemas?.blocks ?? []).map((k) => [k.type, k])), [schemas]);
  const ownErrors = errors.filter((e) => e.file === file);
  const otherErrors = errors.filter((e) => e.file !== file);
  // By the anchors' text, not the blocks: a keystroke keeps the same list, and the link fields that show it need not render again.
  const anchors = blocks.flatMap((b) => (typeof b.anchor === 'string' ? [`#${b.anchor}`] : [])).join('\n');
  const suggestions = useMemo(() => [...routes, ...(anchors ? anchors.split('\n') : []), '@meeting-booking'], [routes, anchors]);

  // The page screen edits pages only: site settings, forms and plans have other fields, and a page
  // form on them would show only empty required fields.
  if (!file.startsWith('site.config/pages/')) {
    return (
      <main className="screen">
        <p className="notice error" role="alert">
          {file} is not a page, so it cannot be edited on the page screen. Site settings, forms and plans are edited by a developer for now.
        </p>
        <Link to="/">Back to the pages</Link>
      </main>
    );
  }
  if (state.matches('failed')) {
    return (
      <main className="screen">
        <p className="notice error" role="alert">
          {state.context.loadError}
        </p>
        <Link to="/">Back to the pages</Link>
      </main>
    );
  }
  if (!data || !schemas) return <main className="screen">Opening {file}…</main>;

  // A file shown migrated from an older version still has to be written.
  const dirty = !sameJson(data, saved) || state.context.migrated;
  const saving = state.hasTag('saving');
  const merge = state.matches({ ready: { doc: 'resolving' } }) ? state.context.merge : undefined;
  const current = selected >= 0 && selected < blocks.length ? blocks[selected] : undefined;
  const kind = current ? kinds.get(String(current.type)) : undefined;

  // A form reports its data on mount too: only a real change is an edit (and an undo step).
  const change = (next: PageData, group?: string) => {
    if (!sameJson(next, data)) edit(next, group);
  };
  const setBlocks = (next: Block[], group?: string) => change({ ...data, blocks: next }, group);
  const move = (from: number, to: number) => {
    if (to < 0 || to >= blocks.length) return;
    const next = [...blocks];
    const [b] = next.splice(from, 1);
    next.splice(to, 0, b);
    setBlocks(next);
    select(to);
  };
  const duplicate = (i: number) => {
    const next = [...blocks];
    const copy = structuredClone(blocks[i]);
    delete copy.anchor;
    next.splice(i + 1, 0, copy);
    setBlocks(next);
    select(i + 1);
  };
  const remove = (i: number) => {
    setBlocks(blocks.filter((_, j) => j !== i));
    select(Math.min(i, blocks.length - 2));
  };
  // A new block starts as its schema's first example, at the place the palette names or where it was dropped.
  const insertAt = (type: string, at: number) => {
    const next = [...blocks];
    next.splice(at, 0, structuredClone(kinds.get(type)?.example ?? { type }));
    setBlocks(next);
    select(at);
  };
  const place = current ? { at: selected + 1, words: `below ${kind?.name ?? 'this block'}` } : { at: blocks.length, words: 'at the end' };
  // Inline text: the first of the texts around a click in the preview that is a text field of the block.
  const textAt = (index: number, texts: string[]) => {
    for (let level = 0; level < texts.length; level++) {
      const path = findTextPath(blocks[index], texts[level]);
      if (path) return { level, path };
    }
    return undefined;
  };
  const editText = (index: number, path: (string | number)[], text: string) =>
    setBlocks(
      blocks.map((b, j) => (j === index ? setAtPath(b, path, text) : b)),
      `${index}:inline:${path.join('.')}`,
    );
  const closePalette = () => {
    setPalette(false);
    addButton.current?.focus();
  };

  const pageFields = Object.fromEntries(Object.entries(data).filter(([k]) => !PAGE_OWN.includes(k)));
  const setPageFields = (fields: Json, control?: string) => {
    const next: PageData = {};
    for (const [k, v] of Object.entries(data)) {
      if (PAGE_OWN.includes(k)) next[k] = v;
      else if (k in fields && fields[k] !== undefined) next[k] = fields[k];
    }
    for (const [k, v] of Object.entries(fields)) if (!(k in next) && v !== undefined) next[k] = v;
    change(next, control && `page:${control}`);
  };

  const goTo = (e: ConfigError) => {
    const t = errorTarget(e);
    select(t.block);
    focusSoon(fieldId(t.field));
  };

  const describe = (e: ConfigError) => {
    const t = errorTarget(e);
    const where = t.block >= 0 ? `${kinds.get(String(blocks[t.block]?.type))?.name ?? 'Block'} (block ${t.block + 1})` : 'Page';
    return `${where}${t.field.length ? ` › ${t.field.join('.')}` : ''}`;
  };

  return (
    <SuggestionsContext.Provider value={suggestions}>
      <RefsContext.Provider value={refs}>
        <main className="editor" aria-label={`Editing ${String(data.route ?? file)}`}>
          <div className="editor-head">
            <div>
              <h1>{String(data.title ?? file)}</h1>
              <p className="file">
                {String(data.route ?? '')} · {file}
              </p>
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
              The page goes back to the version saved on disk. Undo brings your changes back while the page stays open.
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
              This page is also open in {state.context.otherTabs === 1 ? 'another tab' : `${state.context.otherTabs} other tabs`} of this browser. Each tab
              keeps its own unsaved changes, and what one saves is merged into the others.
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
          <RouteRename state={state} send={send} onClosed={focusAfterDialog} />
          <div className={`columns${focusMode ? ' focus-mode' : ''}`}>
            <nav className="outline" aria-label="Page outline">
              <h2>Outline</h2>
              <OutlineList
                blocks={blocks}
                selected={selected}
                kinds={kinds}
                errorBlocks={new Set(ownErrors.map((e) => errorTarget(e).block))}
                onSelect={select}
                onMove={move}
                onInsert={insertAt}
              />
              <p className="hint">
                Drag a block by its handle ⠿ to move it (keyboard: → to the handle, Enter, the arrows, Enter); Alt+↑ / Alt+↓ moves it one place.
              </p>
              <button ref={addButton} type="button" className="primary wide" aria-expanded={palette} onClick={() => setPalette(!palette)}>
                Add block {place.words}
              </button>
              {palette && (
                <Palette
                  kinds={schemas.blocks}
                  place={place}
                  onAdd={(type) => {
                    insertAt(type, place.at);
                    setPalette(false);
                  }}
                  onClose={closePalette}
                />
              )}
              <section className="problems" aria-label="Problems">
                <h2>Problems {errors.length > 0 && <span className="count">{errors.length}</span>}</h2>
                {errors.length === 0 ? (
                  <p className="ok">No problems.</p>
                ) : (
                  <ul>
                    {ownErrors.map((e, i) => (
                      <li key={i}>
                        <button type="button" className="problem" onClick={() => goTo(e)}>
                          <span className="where">{describe(e)}</span>
                          <span>{e.message}</span>
                        </button>
                      </li>
                    ))}
                    {otherErrors.map((e, i) => (
                      <li key={`o${i}`} className="problem other">
                        <span className="where">
                          {breakablePath(e.file)}
                          {e.line ? `, line ${e.line}` : ` › ${e.path}`}
                        </span>
                        <span>{e.message}</span>
                      </li>
                    ))}
                  </ul>
                )}
              </section>
            </nav>
            <section className="fields" aria-label={current ? `${kind?.name ?? 'Block'} fields` : 'Page settings'}>
              {current ? (
                <>
                  <div className="fields-head">
                    <h2>
                      {kind?.name ?? String(current.type)}{' '}
                      <span className="muted">
                        block {selected + 1} of {blocks.length}
                      </span>
                    </h2>
                    <div className="block-actions" role="group" aria-label="Block actions">
                      <button type="button" className="small" onClick={() => move(selected, selected - 1)} disabled={selected === 0}>
                        Move block up
                      </button>
                      <button type="button" className="small" onClick={() => move(selected, selected + 1)} disabled={selected === blocks.length - 1}>
                        Move block down
                      </button>
                      <button type="button" className="small" onClick={() => duplicate(selected)}>
                        Duplicate block
                      </button>
                      <button type="button" className="small danger" onClick={() => remove(selected)} disabled={blocks.length === 1}>
                        Remove block
                      </button>
                    </div>
                  </div>
                  {kind ? (
                    <SchemaForm
                      key={`${selected}:${String(current.type)}`}
                      label={`${kind.name} fields`}
                      schema={kind.schema}
                      data={current}
                      errors={errorSchemaFor(ownErrors, ['blocks', String(selected)])}
                      onChange={(b, control) =>
                        setBlocks(
                          blocks.map((x, j) => (j === selected ? b : x)),
                          control && `${selected}:${control}`,
                        )
                      }
                    />
                  ) : (
                    <p className="notice error">This block's type "{String(current.type)}" is not a block type of the schemas.</p>
                  )}
                </>
              ) : (
                <>
                  <h2>Page settings</h2>
                  <p className="muted">The page&apos;s address, its search-engine title and summary, and its breadcrumb.</p>
                  <SchemaForm
                    key="page"
                    label="Page settings"
                    schema={schemas.page}
                    data={pageFields}
                    errors={errorSchemaFor(
                      ownErrors.filter((e) => errorTarget(e).block < 0),
                      [],
                    )}
                    onChange={setPageFields}
                  />
                </>
              )}
            </section>
            {/* Blocks with problems show as markers; only a problem in the page's own fields leaves the last valid version. */}
            <Splitter />
            <Preview
              html={html}
              selected={selected}
              onSelect={select}
              stale={ownErrors.some((e) => errorTarget(e).block < 0)}
              textAt={textAt}
              onText={editText}
              onMove={(from, gap) => move(from, moveTo(from, gap))}
              onInsert={(type, gap) => kinds.has(type) && insertAt(type, gap)}
              focus={focusMode}
              onFocusChange={setFocusMode}
            />
          </div>
        </main>
      </RefsContext.Provider>
    </SuggestionsContext.Provider>
  );
}
