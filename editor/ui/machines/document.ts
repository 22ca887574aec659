import { and, assign, fromPromise, not, or, raise, setup, stateIn } from 'xstate';
import { api, pageText, type ConfigError, type LinkEdit, type OpenedFile, type PageData } from '../api.ts';

/** What the browser keeps of unsaved work, per file, until it is saved or discarded. */
interface Draft {
  data: PageData;
  /** The hash of the file the draft was made from: a save still detects a change on disk. */
  hash: string;
}

const draftKey = (file: string) => `editor.draft:${file}`;

export interface DocumentContext {
  file: string;
  hash: string;
  /** The page as on disk (what "unsaved" compares with). */
  saved: PageData | null;
  /** The file on disk is written for an older version of the blocks: saving writes it migrated. */
  migrated: boolean;
  data: PageData | null;
  past: PageData[];
  future: PageData[];
  errors: ConfigError[];
  /** The live preview's HTML; kept from the last valid state while the page has errors. */
  html?: string;
  /** The last check's text, so a late answer for an older text is not shown. */
  restored: boolean;
  notice?: { kind: 'saved' | 'error' | 'info'; text: string };
  loadError?: string;
  lastEdit?: { group: string; at: number };
  /** The links to the page's saved route, offered for update because the save changes that route. */
  links?: { from: string; to: string; edits: LinkEdit[] };
  /** What the last update of a route and its links wrote. */
  renamed?: { to: string; links: number; files: string[] };
}

export type DocumentEvent =
  /** `group` names the control typed in: keystrokes in one control within a second are one undo step. */
  | { type: 'doc.edit'; data: PageData; group?: string }
  | { type: 'doc.undo' }
  | { type: 'doc.redo' }
  | { type: 'doc.save' }
  | { type: 'doc.discard' }
  | { type: 'doc.reloadFromDisk' }
  | { type: 'doc.overwrite' }
  /** Another file changed (a route's links were updated): its problems are checked again. */
  | { type: 'doc.recheck' }
  | { type: 'route.updateLinks' }
  | { type: 'route.keepLinks' }
  | { type: 'route.dismissResult' };

export interface Loaded {
  opened: OpenedFile;
  draft?: Draft;
}

export type SaveOutcome =
  | { kind: 'saved'; hash: string; data: PageData }
  | { kind: 'conflict'; message: string }
  | { kind: 'invalid'; message: string; errors: ConfigError[] }
  | { kind: 'failed'; message: string };

export type RenameOutcome =
  | Exclude<SaveOutcome, { kind: 'saved' }>
  | { kind: 'renamed'; hash: string; data: PageData; links: number; files: string[] }
  /** The page's other changes were saved under its old route, but the route was not changed. */
  | { kind: 'notRenamed'; hash: string; saved: PageData; message: string; errors: ConfigError[] };

interface RenameInput {
  file: string;
  data: PageData;
  hash: string;
  from: string;
  to: string;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
const HISTORY = 200;
const routeOf = (data: PageData | null) => (typeof data?.route === 'string' && data.route.startsWith('/') ? data.route : undefined);
/** "3 links point", "1 link still points". */
export const linksPoint = (n: number, adverb = '') => (n === 1 ? `1 link ${adverb}points` : `${n} links ${adverb}point`);

async function saveRequest(input: { file: string; data: PageData; hash: string; overwrite: boolean }): Promise<SaveOutcome> {
  const { status, body } = await api<{ hash: string }>('/api/save', input);
  if (status === 200) return { kind: 'saved', hash: body.hash, data: input.data };
  if (status === 409) return { kind: 'conflict', message: body.message ?? 'The file changed on disk.' };
  if (status === 422) return { kind: 'invalid', message: body.message ?? 'The page has problems.', errors: body.errors ?? [] };
  return { kind: 'failed', message: body.message ?? `The save failed (${status}).` };
}

export const documentMachine = setup({
  types: {
    context: {} as DocumentContext,
    events: {} as DocumentEvent,
    input: {} as { file: string },
  },
  actors: {
    loadFile: fromPromise<Loaded, { file: string }>(async ({ input }) => {
      const { status, body } = await api<OpenedFile>(`/api/file?file=${encodeURIComponent(input.file)}`);
      if (status !== 200) throw new Error(body.message ?? `Could not open ${input.file}.`);
      const stored = localStorage.getItem(draftKey(input.file));
      return { opened: body, draft: stored ? (JSON.parse(stored) as Draft) : undefined };
    }),
    checkPage: fromPromise<{ errors: ConfigError[]; html?: string }, { file: string; data: PageData }>(async ({ input, signal }) => {
      const res = await fetch('/api/preview', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ file: input.file, text: pageText(input.data) }),
        signal,
      });
      const body = (await res.json().catch(() => ({}))) as { errors?: ConfigError[]; html?: string; message?: string };
      // A refusal (a page over the size limit, a slow server) is a message to show, never a blank screen.
      if (!res.ok || !Array.isArray(body.errors)) throw new Error(body.message ?? `The page could not be checked (${res.status}).`);
      return { errors: body.errors, html: body.html };
    }),
    saveFile: fromPromise<SaveOutcome, { file: string; data: PageData; hash: string; overwrite: boolean }>(({ input }) => saveRequest(input)),
    findRouteLinks: fromPromise<LinkEdit[], { from: string; to: string }>(async ({ input }) => {
      const { status, body } = await api<{ edits: LinkEdit[] }>('/api/route-links', input);
      if (status !== 200) throw new Error(body.message ?? `The links to ${input.from} could not be listed.`);
      return body.edits;
    }),
    // A page's new route is only valid together with its links, and the server changes both in one
    // step for the page on disk: the page's other changes are saved first, under its old route.
    renameRoute: fromPromise<RenameOutcome, RenameInput>(async ({ input }) => {
      const kept = { ...input.data, route: input.from };
      const first = await saveRequest({ file: input.file, data: kept, hash: input.hash, overwrite: false });
      if (first.kind !== 'saved') return first;
      const renamed = await api<{ files: string[]; edits: LinkEdit[] }>('/api/route-rename', { from: input.from, to: input.to });
      if (renamed.status !== 200)
        return {
          kind: 'notRenamed',
          hash: first.hash,
          saved: kept,
          message: renamed.body.message ?? 'The address was not changed.',
          errors: renamed.body.errors ?? [],
        };
      const reopened = await api<OpenedFile>(`/api/file?file=${encodeURIComponent(input.file)}`);
      if (reopened.status !== 200) throw new Error(reopened.body.message ?? `Could not open ${input.file} again.`);
      return { kind: 'renamed', hash: reopened.body.hash, data: input.data, links: renamed.body.edits.length, files: renamed.body.files };
    }),
  },
  actions: {
    storeDraft: ({ context }) => {
      if (!context.data) return;
      if (same(context.data, context.saved)) localStorage.removeItem(draftKey(context.file));
      else localStorage.setItem(draftKey(context.file), JSON.stringify({ data: context.data, hash: context.hash } satisfies Draft));
    },
    clearDraft: ({ context }) => localStorage.removeItem(draftKey(context.file)),
  },
  guards: {
    canUndo: ({ context }) => context.past.length > 0,
    canRedo: ({ context }) => context.future.length > 0,
    // While the route question is open (or being acted on) the page stays as it was asked about.
    askingAboutRoute: or([stateIn({ ready: { doc: 'renameOffer' } }), stateIn({ ready: { doc: 'renaming' } })]),
    hasOwnErrors: ({ context }) => context.errors.some((e) => e.file === context.file),
    routeChanged: ({ context }) => {
      const from = routeOf(context.saved);
      const to = routeOf(context.data);
      return from !== undefined && to !== undefined && from !== to;
    },
  },
}).createMachine({
  id: 'editorDocument',
  context: ({ input }) => ({ file: input.file, hash: '', saved: null, migrated: false, data: null, past: [], future: [], errors: [], restored: false }),
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        src: 'loadFile',
        input: ({ context }) => ({ file: context.file }),
        onDone: {
          target: 'ready',
          actions: assign(({ event }) => {
            const { opened, draft } = event.output;
            const useDraft = draft && !same(draft.data, opened.data);
            return {
              saved: opened.data,
              data: useDraft ? draft.data : opened.data,
              hash: useDraft ? draft.hash : opened.hash,
              past: [],
              future: [],
              restored: Boolean(useDraft),
              migrated: Boolean(opened.notice),
              notice: useDraft
                ? { kind: 'info' as const, text: 'Unsaved changes from your last visit were restored. Save them or discard them.' }
                : opened.notice
                  ? { kind: 'info' as const, text: opened.notice }
                  : undefined,
            };
          }),
        },
        onError: { target: 'failed', actions: assign({ loadError: ({ event }) => (event.error as Error).message }) },
      },
    },
    failed: {},
    ready: {
      type: 'parallel',
      states: {
        doc: {
          initial: 'editing',
          states: {
            editing: {
              on: {
                'doc.save': [
                  {
                    guard: 'hasOwnErrors',
                    actions: assign({
                      notice: ({ context }) => {
                        const n = context.errors.filter((e) => e.file === context.file).length;
                        return {
                          kind: 'error' as const,
                          text: `Not saved: the page has ${n === 1 ? 'a problem' : `${n} problems`} to fix first (see Problems).`,
                        };
                      },
                    }),
                  },
                  { guard: 'routeChanged', target: 'findingLinks' },
                  { target: 'saving' },
                ],
                'doc.discard': {
                  actions: [
                    'clearDraft',
                    assign(({ context }) => ({
                      data: context.saved,
                      past: context.data ? [...context.past, context.data].slice(-HISTORY) : context.past,
                      future: [],
                      restored: false,
                      notice: { kind: 'info' as const, text: 'Your unsaved changes were discarded.' },
                    })),
                  ],
                },
              },
            },
            saving: {
              tags: ['saving'],
              invoke: {
                src: 'saveFile',
                input: ({ context }) => ({ file: context.file, data: context.data!, hash: context.hash, overwrite: false }),
                onDone: [
                  { guard: ({ event }) => event.output.kind === 'conflict', target: 'conflict' },
                  {
                    guard: ({ event }) => event.output.kind === 'saved',
                    target: 'editing',
                    actions: [
                      assign(({ event }) => {
                        const out = event.output as Extract<SaveOutcome, { kind: 'saved' }>;
                        return { saved: out.data, hash: out.hash, restored: false, migrated: false, notice: { kind: 'saved' as const, text: 'Saved.' } };
                      }),
                      'storeDraft',
                    ],
                  },
                  {
                    target: 'editing',
                    actions: assign(({ event, context }) => {
                      const out = event.output as Exclude<SaveOutcome, { kind: 'saved' | 'conflict' }>;
                      return { notice: { kind: 'error' as const, text: out.message }, errors: out.kind === 'invalid' ? out.errors : context.errors };
                    }),
                  },
                ],
                onError: { target: 'editing', actions: assign({ notice: ({ event }) => ({ kind: 'error' as const, text: (event.error as Error).message }) }) },
              },
            },
            findingLinks: {
              tags: ['saving'],
              invoke: {
                src: 'findRouteLinks',
                input: ({ context }) => ({ from: routeOf(context.saved)!, to: routeOf(context.data)! }),
                onDone: [
                  {
                    guard: ({ event }) => event.output.length > 0,
                    target: 'renameOffer',
                    actions: assign({
                      links: ({ context, event }) => ({ from: routeOf(context.saved)!, to: routeOf(context.data)!, edits: event.output }),
                    }),
                  },
                  { target: 'saving' },
                ],
                // The save itself still refuses a route that would break links.
                onError: { target: 'saving' },
              },
            },
            renameOffer: {
              on: {
                'route.updateLinks': 'renaming',
                'route.keepLinks': {
                  target: 'editing',
                  actions: assign(({ context }) => ({
                    links: undefined,
                    notice: {
                      kind: 'info' as const,
                      text: `Nothing was saved: ${linksPoint(context.links?.edits.length ?? 0, 'still ')} to ${context.links?.from}, and a link may not lead to an address without a page. Save again and update the links, or change the address back.`,
                    },
                  })),
                },
              },
            },
            renaming: {
              tags: ['saving'],
              invoke: {
                src: 'renameRoute',
                input: ({ context }) => ({ file: context.file, data: context.data!, hash: context.hash, from: context.links!.from, to: context.links!.to }),
                onDone: [
                  { guard: ({ event }) => event.output.kind === 'conflict', target: 'conflict', actions: assign({ links: undefined }) },
                  {
                    guard: ({ event }) => event.output.kind === 'renamed',
                    target: 'renamed',
                    actions: [
                      assign(({ event, context }) => {
                        const out = event.output as Extract<RenameOutcome, { kind: 'renamed' }>;
                        return {
                          saved: out.data,
                          hash: out.hash,
                          restored: false,
                          migrated: false,
                          links: undefined,
                          renamed: { to: context.links!.to, links: out.links, files: out.files },
                          notice: { kind: 'saved' as const, text: `Saved. ${linksPoint(out.links, 'now ')} to ${context.links!.to}.` },
                        };
                      }),
                      'storeDraft',
                      raise({ type: 'doc.recheck' }),
                    ],
                  },
                  {
                    guard: ({ event }) => event.output.kind === 'notRenamed',
                    target: 'editing',
                    actions: [
                      assign(({ event, context }) => {
                        const out = event.output as Extract<RenameOutcome, { kind: 'notRenamed' }>;
                        return {
                          saved: out.saved,
                          hash: out.hash,
                          restored: false,
                          migrated: false,
                          links: undefined,
                          errors: out.errors.length ? out.errors : context.errors,
                          notice: {
                            kind: 'error' as const,
                            text: `Your other changes were saved, but the address is still ${out.saved.route as string}: ${out.message}`,
                          },
                        };
                      }),
                      'storeDraft',
                    ],
                  },
                  {
                    target: 'editing',
                    actions: assign(({ event, context }) => {
                      const out = event.output as Extract<RenameOutcome, { kind: 'invalid' | 'failed' }>;
                      return {
                        links: undefined,
                        notice: { kind: 'error' as const, text: out.message },
                        errors: out.kind === 'invalid' ? out.errors : context.errors,
                      };
                    }),
                  },
                ],
                onError: {
                  target: 'editing',
                  actions: assign({ links: undefined, notice: ({ event }) => ({ kind: 'error' as const, text: (event.error as Error).message }) }),
                },
              },
            },
            renamed: {
              on: { 'route.dismissResult': { target: 'editing', actions: assign({ renamed: undefined }) } },
            },
            conflict: {
              on: {
                'doc.overwrite': 'overwriting',
                'doc.reloadFromDisk': { actions: 'clearDraft', target: '#editorDocument.loading' },
              },
            },
            overwriting: {
              tags: ['saving'],
              invoke: {
                src: 'saveFile',
                input: ({ context }) => ({ file: context.file, data: context.data!, hash: context.hash, overwrite: true }),
                onDone: {
                  target: 'editing',
                  actions: [
                    assign(({ event, context }) =>
                      event.output.kind === 'saved'
                        ? {
                            saved: event.output.data,
                            hash: event.output.hash,
                            migrated: false,
                            notice: { kind: 'saved' as const, text: 'Saved over the version on disk.' },
                          }
                        : { notice: { kind: 'error' as const, text: 'message' in event.output ? event.output.message : 'Not saved.' }, errors: context.errors },
                    ),
                    'storeDraft',
                  ],
                },
                onError: { target: 'editing' },
              },
            },
          },
        },
        check: {
          initial: 'checking',
          on: {
            'doc.edit': {
              guard: not('askingAboutRoute'),
              target: '.waiting',
              actions: [
                assign(({ context, event }) => {
                  const now = Date.now();
                  const typing =
                    event.group !== undefined && context.lastEdit?.group === event.group && now - context.lastEdit.at < 1000 && context.future.length === 0;
                  return {
                    past: typing || !context.data ? context.past : [...context.past, context.data].slice(-HISTORY),
                    future: [],
                    data: event.data,
                    notice: undefined,
                    lastEdit: event.group === undefined ? undefined : { group: event.group, at: now },
                  };
                }),
                'storeDraft',
              ],
            },
            'doc.undo': {
              guard: and(['canUndo', not('askingAboutRoute')]),
              target: '.waiting',
              actions: [
                assign(({ context }) => ({
                  data: context.past[context.past.length - 1],
                  past: context.past.slice(0, -1),
                  future: context.data ? [context.data, ...context.future] : context.future,
                  notice: undefined,
                  lastEdit: undefined,
                })),
                'storeDraft',
              ],
            },
            'doc.redo': {
              guard: and(['canRedo', not('askingAboutRoute')]),
              target: '.waiting',
              actions: [
                assign(({ context }) => ({
                  data: context.future[0],
                  future: context.future.slice(1),
                  past: context.data ? [...context.past, context.data] : context.past,
                  notice: undefined,
                })),
                'storeDraft',
              ],
            },
            'doc.discard': '.waiting',
            'doc.recheck': '.waiting',
          },
          states: {
            idle: {},
            waiting: { after: { 150: 'checking' } },
            checking: {
              invoke: {
                src: 'checkPage',
                input: ({ context }) => ({ file: context.file, data: context.data ?? {} }),
                onDone: {
                  target: 'idle',
                  actions: assign(({ event, context }) => ({ errors: event.output.errors, html: event.output.html ?? context.html })),
                },
                onError: {
                  target: 'idle',
                  actions: assign(({ event }) => ({ notice: { kind: 'error' as const, text: (event.error as Error).message } })),
                },
              },
            },
          },
        },
      },
    },
  },
});
