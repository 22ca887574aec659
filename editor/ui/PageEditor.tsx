import { useMachine } from '@xstate/react';
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { fileKindOf, screenFor } from '../file-kinds.ts';
import { api, type ConfigError, type EditingSchemas, type PageData } from './api.ts';
import { DeferredBlockFields, type FieldsActions, type FieldsView } from './BlockFields.tsx';
import { blockIds } from './block-ids.ts';
import { DocumentBar } from './DocumentBar.tsx';
import { focusSoon, useDocumentKeys } from './document-keys.ts';
import { errorsInWords, readablePath } from './field-words.ts';
import { loadSchemas } from './load-schemas.ts';
import { documentMachine } from './machines/document.ts';
import { OutlineList } from './Outline.tsx';
import { PageLinks } from './PageLinks.tsx';
import { Palette } from './Palette.tsx';
import { Preview } from './Preview.tsx';
import { Problems } from './Problems.tsx';
import { findTextPath, setAtPath } from './inline-text.ts';
import { Splitter } from './SplitView.tsx';
import { moveTo } from './drop-place.ts';
import { RouteRename } from './RouteRename.tsx';
import { insertPosition, whyNotHere, whyNotMoved } from '../../validator/placement-rules.ts';
import { sameJson } from './same-json.ts';
import { errorSchemaFor, fieldId, pathSegments, RefsContext, SchemaForm, LinkSuggestions, type Refs } from './SchemaForm.tsx';
import { planMove, type IsAllowed } from './placement.ts';

type Json = Record<string, unknown>;
type Block = Json & { type?: string };

const PAGE_OWN = ['$schema', 'version', 'blocks'];

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
  const [params, setParams] = useSearchParams();
  const [schemas, setSchemas] = useState<EditingSchemas>();
  const [routes, setRoutes] = useState<string[]>([]);
  const [refs, setRefs] = useState<Refs>({});
  const [palette, setPalette] = useState(false);
  const [focusMode, setFocusMode] = useState(false);
  const addButton = useRef<HTMLButtonElement>(null);
  const selected = Number(params.get('block') ?? '-1');
  const { data, html } = state.context;
  const saveButton = useRef<HTMLButtonElement>(null);
  const noticeText = useRef<HTMLParagraphElement>(null);

  useEffect(() => {
    void loadSchemas().then(setSchemas);
    void api<Refs>('/api/refs').then(({ body }) => setRefs(body));
    // The routes only: the page list's reply is megabytes on a site of 10,000 pages.
    void api<{ routes: string[] }>('/api/routes').then(({ body }) => setRoutes(body.routes));
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

  // After the route dialog: back to Save, or to what the save said when there is nothing left to save.
  const focusAfterDialog = useCallback(() => {
    if (saveButton.current && !saveButton.current.disabled) saveButton.current.focus();
    else noticeText.current?.focus();
  }, []);

  // The site settings changed under the page (a menu link added): its header and footer are rendered again.
  const recheck = useCallback(() => send({ type: 'doc.recheck' }), [send]);
  const edit = useCallback((next: PageData, group?: string) => send({ type: 'doc.edit', data: next, group }), [send]);

  useDocumentKeys(send);

  const blocks = useMemo(() => (data?.blocks ?? []) as Block[], [data]);
  const kinds = useMemo(() => new Map((schemas?.blocks ?? []).map((k) => [k.type, k])), [schemas]);
  const errors = useMemo(
    () =>
      errorsInWords(state.context.errors, file, (e) => {
        const t = errorTarget(e);
        return { schema: t.block >= 0 ? kinds.get(String(blocks[t.block]?.type))?.schema : schemas?.page, segments: t.field };
      }),
    [state.context.errors, file, kinds, blocks, schemas],
  );
  const ownErrors = useMemo(() => errors.filter((e) => e.file === file), [errors, file]);
  // By the anchors' text, not the blocks: a keystroke keeps the same list, and the link fields that show it need not render again.
  const anchors = blocks.flatMap((b) => (typeof b.anchor === 'string' ? [`#${b.anchor}`] : [])).join('\n');
  const suggestions = useMemo(() => [...routes, ...(anchors ? anchors.split('\n') : []), '@meeting-booking'], [routes, anchors]);

  // What the handlers below read when they run (set after each render, never during it).
  const rules = useMemo(() => Object.fromEntries((schemas?.blocks ?? []).map((k) => [k.type, k.placement])), [schemas]);
  const live = useRef({ data, blocks, rules, select, edit });
  useLayoutEffect(() => {
    live.current = { data, blocks, rules, select, edit };
  });
  /** Why a move is refused, said in the outline's live region (a new object each time, so the same words are said again). */
  const [refused, setRefused] = useState<{ text: string }>();
  const setBlocksNow = useCallback((next: Block[], group?: string) => {
    const { data, edit } = live.current;
    if (data && !sameJson(next, data.blocks)) edit({ ...data, blocks: next }, group);
  }, []);
  // One rule for every way of moving a block (buttons, Alt+arrows, drags): the placement rules, as dragging checks them.
  const moveBlock = useCallback(
    (from: number, to: number) => {
      const { data, blocks, rules, select } = live.current;
      if (!data) return;
      const move = planMove(rules, { route: data.route, access: data.access }, blocks, from, to);
      if (!move.ok) {
        if (move.reason) setRefused({ text: `${kinds.get(String(blocks[from]?.type))?.name ?? 'The block'} stays where it is: ${move.reason}` });
        return;
      }
      setRefused(undefined);
      setBlocksNow(move.blocks);
      select(to);
    },
    [kinds, setBlocksNow],
  );
  // The fields column follows this view deferred (BlockFields.tsx): the form renders after the paint.
  const route = data?.route;
  const access = data?.access;
  const view = useMemo<FieldsView>(
    () => ({ blocks, selected, errors: ownErrors, rules, page: { route, access } }),
    [blocks, selected, ownErrors, rules, route, access],
  );
  const fieldsActions = useMemo<FieldsActions>(() => {
    // The shown block's index in the page as it is now: a move keeps a block's name, an edit keeps its place.
    const liveIndex = (v: FieldsView) => {
      const at = blockIds(live.current.blocks).indexOf(blockIds(v.blocks)[v.selected]);
      return at >= 0 ? at : v.selected;
    };
    return {
      step: (v, by) => {
        const from = liveIndex(v);
        moveBlock(from, from + by);
      },
      duplicate: (v) => {
        const { blocks, select } = live.current;
        const i = liveIndex(v);
        const next = [...blocks];
        const copy = structuredClone(blocks[i]);
        delete copy.anchor;
        next.splice(i + 1, 0, copy);
        setBlocksNow(next);
        select(i + 1);
      },
      remove: (v) => {
        const { blocks, select } = live.current;
        const i = liveIndex(v);
        setBlocksNow(blocks.filter((_, j) => j !== i));
        select(Math.min(i, blocks.length - 2));
      },
      change: (v, block, control) => {
        const i = liveIndex(v);
        setBlocksNow(
          live.current.blocks.map((x, j) => (j === i ? block : x)),
          control && `${i}:${control}`,
        );
      },
    };
  }, [moveBlock, setBlocksNow]);
  // A new block starts with its required texts empty and the example as placeholder (sample text never reaches
  // the site unnoticed), at the place the palette names or where it was dropped; a block that must open the page
  // goes to the top.
  const insertAt = useCallback(
    (type: string, where: number) => {
      const kind = kinds.get(type);
      const at = insertPosition(kind?.placement, where);
      const next = [...live.current.blocks];
      next.splice(at, 0, structuredClone(kind?.start ?? { type }));
      setBlocksNow(next);
      live.current.select(at);
    },
    [kinds, setBlocksNow],
  );
  // The schemas' placement rules, as the validator reads them: what cannot go here is offered disabled, with the reason.
  // From this render's values, not the `live` ref: the palette and the outline call it while rendering.
  const isAllowed = useCallback<IsAllowed>(
    (type, at, from) => {
      const page = { route, access };
      const why = from === undefined ? whyNotHere(rules, type, page, blocks, at) : whyNotMoved(rules, page, blocks, from, at);
      return why === undefined ? { ok: true } : { ok: false, reason: why };
    },
    [route, access, blocks, rules],
  );
  const errorBlocks = useMemo(() => new Set(ownErrors.map((e) => errorTarget(e).block)), [ownErrors]);

  // The page screen edits pages only: site settings, forms and plans have other fields, and a page
  // form on them would show only empty required fields. They have their own screen.
  const kindOfFile = fileKindOf(file);
  if (kindOfFile?.schema !== 'page') {
    return (
      <main className="screen">
        <p className="notice error" role="alert">
          {file} is not a page, so it cannot be edited on the page screen.
        </p>
        {kindOfFile ? <Link to={screenFor(file)}>Edit it as {kindOfFile.name.toLowerCase()}</Link> : <Link to="/">Back to the pages</Link>}
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

  const current = selected >= 0 && selected < blocks.length ? blocks[selected] : undefined;
  const kind = current ? kinds.get(String(current.type)) : undefined;

  // A form reports its data on mount too: only a real change is an edit (and an undo step).
  const change = (next: PageData, group?: string) => {
    if (!sameJson(next, data)) edit(next, group);
  };
  const setBlocks = (next: Block[], group?: string) => change({ ...data, blocks: next }, group);
  // A new block starts with its required texts empty and the example as placeholder (sample text never reaches
  // the site unnoticed), at the place the palette names or where it was dropped; a block that must open the page
  // goes to the top.
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
    const blockKind = t.block >= 0 ? kinds.get(String(blocks[t.block]?.type)) : undefined;
    const where = t.block >= 0 ? `${blockKind?.name ?? 'Block'} (block ${t.block + 1})` : 'Page settings';
    return [where, ...readablePath(t.block >= 0 ? blockKind?.schema : schemas.page, t.field)].join(' › ');
  };

  return (
    <LinkSuggestions values={suggestions}>
      <RefsContext.Provider value={refs}>
        <main className="editor" aria-label={`Editing ${String(data.route ?? file)}`}>
          <DocumentBar
            state={state}
            send={send}
            what="page"
            title={String(data.title ?? file)}
            subtitle={`${String(data.route ?? '')} · ${file}`}
            saveButton={saveButton}
            noticeText={noticeText}
          />
          <PageLinks
            route={typeof state.context.saved?.route === 'string' ? state.context.saved.route : undefined}
            title={String(state.context.saved?.title ?? '')}
            onSiteSaved={recheck}
          />
          <RouteRename state={state} send={send} onClosed={focusAfterDialog} />
          <div className={`columns${focusMode ? ' focus-mode' : ''}`}>
            <nav className="outline" aria-label="Page outline">
              <h2>Outline</h2>
              <OutlineList
                blocks={blocks}
                selected={selected}
                kinds={kinds}
                errorBlocks={errorBlocks}
                onSelect={select}
                onMove={moveBlock}
                onInsert={insertAt}
                isAllowed={isAllowed}
              />
              <p className="move-refused" role="status">
                {refused?.text}
              </p>
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
                  isAllowed={isAllowed}
                  onAdd={(type) => {
                    insertAt(type, place.at);
                    setPalette(false);
                  }}
                  onClose={closePalette}
                />
              )}
              <Problems errors={errors} file={file} describe={describe} onGo={goTo} />
            </nav>
            <section className="fields" aria-label={current ? `${kind?.name ?? 'Block'} fields` : 'Page settings'}>
              {current ? (
                <DeferredBlockFields view={view} kinds={kinds} actions={fieldsActions} />
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
              revision={state.context.checks}
              selected={selected}
              onSelect={select}
              stale={ownErrors.some((e) => errorTarget(e).block < 0)}
              textAt={textAt}
              onText={editText}
              onMove={(from, gap) => moveBlock(from, moveTo(from, gap))}
              onInsert={(type, gap) => kinds.has(type) && isAllowed(type, gap).ok && insertAt(type, gap)}
              focus={focusMode}
              onFocusChange={setFocusMode}
            />
          </div>
        </main>
      </RefsContext.Provider>
    </LinkSuggestions>
  );
}
