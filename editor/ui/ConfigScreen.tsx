import { useMachine } from '@xstate/react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { fileId, fileKindOf, screenFor } from '../file-kinds.ts';
import { api, type ConfigError, type EditingSchemas, type PageData } from './api.ts';
import { schemaForData, sectionOfPath, sectionsOf } from './config-sections.ts';
import { DocumentBar } from './DocumentBar.tsx';
import { focusSoon, useDocumentKeys } from './document-keys.ts';
import { errorsInWords, readablePath } from './field-words.ts';
import { loadSchemas } from './load-schemas.ts';
import { documentMachine } from './machines/document.ts';
import { Preview } from './Preview.tsx';
import { Problems } from './Problems.tsx';
import { sameJson } from './same-json.ts';
import { errorSchemaFor, fieldId, pathSegments, RefsContext, SchemaForm, LinkSuggestions, type Refs } from './SchemaForm.tsx';

type Json = Record<string, unknown>;

/** What the links of site settings, forms and plans may go to, from GET /api/links. */
interface SiteLinks {
  targets: string[];
  linkedFrom: Record<string, string[]>;
}

const noSelect = () => undefined;

/**
 * The screen for a config file that is not a page (site settings, a form, a plan): its sections,
 * the selected section's form, Problems in words and a preview of a page that shows the file, with
 * the same save, drafts, undo and merge as a page (the same document machine).
 */
export function ConfigScreen() {
  const [params] = useSearchParams();
  const file = params.get('file') ?? '';
  const kind = fileKindOf(file);
  if (!kind || kind.schema === 'page')
    return (
      <main className="screen">
        <p className="notice error" role="alert">
          {kind
            ? `${file} is a page: it is edited on the page screen.`
            : `${file || 'This file'} is not a file the editor knows (site settings, a form or a plan).`}
        </p>
        {kind ? <Link to={screenFor(file)}>Edit the page</Link> : <Link to="/settings">Back to the settings</Link>}
      </main>
    );
  return <ConfigDocument key={file} file={file} />;
}

function ConfigDocument({ file }: { file: string }) {
  const kind = fileKindOf(file)!;
  const [state, send] = useMachine(documentMachine, { input: { file } });
  const [params, setParams] = useSearchParams();
  const [schemas, setSchemas] = useState<EditingSchemas>();
  const [refs, setRefs] = useState<Refs>({});
  const [links, setLinks] = useState<string[]>([]);
  const [menuOpen, setMenuOpen] = useState(false);
  const saveButton = useRef<HTMLButtonElement>(null);
  const noticeText = useRef<HTMLParagraphElement>(null);
  const { data, html, previewRoute, previewRoutes, previewBlock } = state.context;
  useDocumentKeys(send);

  useEffect(() => {
    void loadSchemas().then(setSchemas);
    void api<Refs>('/api/refs').then(({ body }) => setRefs(body));
    void api<SiteLinks>('/api/links').then(({ body }) => setLinks(body.targets));
  }, []);

  const suggestions = useMemo(() => [...links, '@meeting-booking'], [links]);
  const schema = useMemo(() => (schemas ? schemaForData(schemas[kind.schema] as Json, data) : undefined), [schemas, kind, data]);
  const sections = useMemo(() => (schema ? sectionsOf(schema) : []), [schema]);
  const errors = useMemo(
    () => errorsInWords(state.context.errors, file, (e) => ({ schema, segments: pathSegments(e.path) })),
    [state.context.errors, file, schema],
  );

  if (state.matches('failed'))
    return (
      <main className="screen">
        <p className="notice error" role="alert">
          {state.context.loadError}
        </p>
        <Link to="/settings">Back to the settings</Link>
      </main>
    );
  if (!data || !schema) return <main className="screen">Opening {file}…</main>;

  const current = sections.find((s) => s.key === (params.get('section') ?? sections[0]?.key)) ?? sections[0];
  const select = (key: string) =>
    setParams((p) => {
      const next = new URLSearchParams(p);
      next.set('section', key);
      return next;
    });
  const ownErrors = errors.filter((e) => e.file === file);
  const sectionOf = (e: ConfigError) => sectionOfPath(sections, pathSegments(e.path));

  // A form reports its data on mount too: only a real change is an edit (and an undo step).
  const change = (next: PageData, group?: string) => {
    if (!sameJson(next, data)) send({ type: 'doc.edit', data: next, group });
  };
  const generalKeys = new Set(Object.keys((sections.find((s) => s.key === '')?.schema.properties ?? {}) as Json));
  const sectionData = current.key ? data[current.key] : Object.fromEntries(Object.entries(data).filter(([k]) => generalKeys.has(k)));
  const setSection = (value: unknown, control?: string) => {
    const group = control && `${current.key}:${control}`;
    if (current.key) {
      const next: PageData = { ...data, [current.key]: value };
      if (value === undefined) delete next[current.key];
      return change(next, group);
    }
    const fields = value as Json;
    const next: PageData = {};
    // Each field stays where it is in the file; a new one goes at the end.
    for (const [k, v] of Object.entries(data)) {
      if (!generalKeys.has(k)) next[k] = v;
      else if (fields[k] !== undefined) next[k] = fields[k];
    }
    for (const [k, v] of Object.entries(fields)) if (!(k in next) && v !== undefined) next[k] = v;
    change(next, group);
  };

  const describe = (e: ConfigError) => [...readablePath(schema, pathSegments(e.path))].join(' › ') || kind.name;
  const goTo = (e: ConfigError) => {
    const { section, inner } = sectionOf(e);
    if (section) select(section.key);
    focusSoon(fieldId(inner));
  };
  const title = kind.schema === 'site' || kind.schema === 'redirects' ? kind.name : `${kind.name}: ${typeof data.name === 'string' ? data.name : fileId(file)}`;

  const controls = (
    <>
      {previewRoutes && previewRoutes.length > 0 && (
        <label className="preview-route">
          <span>{kind.preview.uses ? 'Shown on' : 'Page'}</span>
          <select value={previewRoute ?? ''} onChange={(e) => send({ type: 'preview.route', route: e.target.value })}>
            {previewRoutes.map((r) => (
              <option key={r} value={r}>
                {r}
              </option>
            ))}
          </select>
        </label>
      )}
      {kind.schema === 'site' && (
        <label className="preview-menu">
          <input type="checkbox" checked={menuOpen} onChange={(e) => setMenuOpen(e.target.checked)} /> Mobile menu open
        </label>
      )}
    </>
  );

  return (
    <LinkSuggestions values={suggestions}>
      <RefsContext.Provider value={refs}>
        <main className="editor" aria-label={`Editing ${title}`}>
          <DocumentBar
            state={state}
            send={send}
            what={kind.schema === 'site' ? 'site settings' : kind.schema}
            title={title}
            subtitle={file}
            saveButton={saveButton}
            noticeText={noticeText}
          />
          <div className="columns">
            <nav className="outline" aria-label="Sections">
              <h2>Sections</h2>
              <ol>
                {sections.map((s) => {
                  const problems = ownErrors.filter((e) => sectionOf(e).section === s).length;
                  return (
                    <li key={s.key}>
                      <button
                        type="button"
                        className={`outline-item${problems ? ' has-error' : ''}`}
                        aria-current={s === current ? 'true' : undefined}
                        onClick={() => select(s.key)}
                      >
                        <span className="label">{s.label}</span>
                        {problems > 0 && <span className="kind">{problems === 1 ? '1 problem' : `${problems} problems`}</span>}
                      </button>
                    </li>
                  );
                })}
              </ol>
              {previewRoutes && kind.preview.uses && (
                <p className="hint">
                  {previewRoutes.length === 0
                    ? `No page shows this ${kind.schema} yet.`
                    : `Shown on ${previewRoutes.length === 1 ? '1 page' : `${previewRoutes.length} pages`}: ${previewRoutes.join(', ')}.`}
                </p>
              )}
              <Problems errors={errors} file={file} describe={describe} onGo={goTo} />
            </nav>
            <section className="fields" aria-label={`${current.label} fields`}>
              <h2>{current.label}</h2>
              {current.description && <p className="muted">{current.description}</p>}
              <SchemaForm
                key={current.key}
                label={current.label}
                name={current.key}
                schema={current.schema}
                data={sectionData as Json}
                errors={errorSchemaFor(
                  ownErrors.filter((e) => sectionOf(e).section === current),
                  current.key ? [current.key] : [],
                )}
                onChange={setSection}
              />
            </section>
            <Preview
              html={html}
              selected={previewBlock ?? -1}
              onSelect={noSelect}
              stale={ownErrors.length > 0}
              menuOpen={kind.schema === 'site' ? menuOpen : undefined}
              controls={controls}
              reload
            />
          </div>
        </main>
      </RefsContext.Provider>
    </LinkSuggestions>
  );
}
