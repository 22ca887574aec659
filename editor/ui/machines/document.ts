import { and, assign, enqueueActions, fromCallback, fromPromise, not, or, raise, setup, stateIn } from 'xstate';
import { mergeJson, resolveConflicts, type MergeResult } from '../../merge/index.ts';
import { api, pageText, type ConfigError, type LinkEdit, type OpenedFile, type PageData } from '../api.ts';
import { clearDraft, readDraft, storeDraftSoon, watchTabs, type Draft } from '../drafts.ts';

/** How often an open page asks whether its file changed on disk: a change is noticed within 2 s. */
const WATCH_MS = 1500;

/** A merge with the file on disk in progress: what it found, and the side chosen for each conflict. */
interface PendingMerge {
  theirs: OpenedFile;
  result: MergeResult;
  choices: Array<'mine' | 'theirs'>;
  /** The merge was started by Save: once merged, the page is saved. */
  thenSave: boolean;
}

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
  /** How many checks have answered: the preview is brought back to `html` after each, even an unchanged one (text typed in the preview and then undone leaves the same HTML). */
  checks: number;
  /** The last check's text, so a late answer for an older text is not shown. */
  restored: boolean;
  notice?: { kind: 'saved' | 'error' | 'info'; text: string; details?: string[] };
  loadError?: string;
  lastEdit?: { group: string; at: number };
  /**
   * The links to the page's saved route, offered for update because the save changes that route,
   * and whether the old address is to be redirected to the new one (asked even without links).
   */
  links?: { from: string; to: string; edits: LinkEdit[]; redirect: boolean };
  /** What the last update of a route and its links wrote. */
  renamed?: { to: string; links: number; files: string[]; redirected: boolean };
  merge?: PendingMerge;
  /** Save once the merge with the disk is done (the merge was started by Save). */
  saveAfterMerge: boolean;
  /** How many other tabs of this browser have the page open. */
  otherTabs: number;
  /** For a file that is not a page: the page the preview shows it on, and the pages it can be shown on. */
  previewRoute?: string;
  previewRoutes?: string[];
  /** The block of that page that shows the file (a plan's pricing table), to scroll to. */
  previewBlock?: number;
  /** Save was asked for while the last edit was still being checked: it runs once the check answers. */
  saveWhenChecked: boolean;
}

export type DocumentEvent =
  /** `group` names the control typed in: keystrokes in one control within a second are one undo step. */
  | { type: 'doc.edit'; data: PageData; group?: string }
  | { type: 'doc.undo' }
  | { type: 'doc.redo' }
  | { type: 'doc.save' }
  | { type: 'doc.discard' }
  /** The file's hash on disk, as the watcher last read it. */
  | { type: 'disk.version'; hash: string }
  | { type: 'merge.choose'; index: number; side: 'mine' | 'theirs' }
  | { type: 'merge.apply' }
  | { type: 'tabs.others'; count: number }
  /** Another file changed (a route's links were updated): its problems are checked again. */
  | { type: 'doc.recheck' }
  | { type: 'route.updateLinks' }
  /** Whether the old address keeps working, sending its visitors to the new one. */
  | { type: 'route.setRedirect'; redirect: boolean }
  | { type: 'route.keepLinks' }
  | { type: 'route.dismissResult' }
  /** Show a file that is not a page (site settings, a form, a plan) on another page of the site. */
  | { type: 'preview.route'; route: string };

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
  redirect: boolean;
}

interface PreviewReply {
  errors: ConfigError[];
  html?: string;
  route?: string;
  routes?: string[];
  block?: number;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
const HISTORY = 200;
const routeOf = (data: PageData | null) => (typeof data?.route === 'string' && data.route.startsWith('/') ? data.route : undefined);
/** "3 links point", "1 link still points". */
export const linksPoint = (n: number, adverb = '') => (n === 1 ? `1 link ${adverb}points` : `${n} links ${adverb}point`);

async function saveRequest(input: { file: string; data: PageData; hash: string }): Promise<SaveOutcome> {
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
      return { opened: body, draft: readDraft(input.file) };
    }),
    /** Asks for the file's hash every WATCH_MS; the machine compares it with the version it has. */
    watchDisk: fromCallback<{ type: 'disk.version'; hash: string }, { file: string }>(({ sendBack, input }) => {
      const timer = setInterval(() => {
        void api<{ hash: string }>(`/api/file/version?file=${encodeURIComponent(input.file)}`).then(
          ({ status, body }) => status === 200 && sendBack({ type: 'disk.version', hash: body.hash }),
          () => undefined, // The editor's server restarting: the next tick asks again.
        );
      }, WATCH_MS);
      return () => clearInterval(timer);
    }),
    watchTabs: fromCallback<{ type: 'tabs.others'; count: number }, { file: string }>(({ sendBack, input }) =>
      watchTabs(input.file, (count) => sendBack({ type: 'tabs.others', count })),
    ),
    /** The file as it is on disk now, merged with the unsaved page: `base` is the version the page was opened (or last merged) from. */
    mergeFromDisk: fromPromise<{ theirs: OpenedFile; result: MergeResult }, { file: string; base: PageData | null; mine: PageData }>(async ({ input }) => {
      const { status, body } = await api<OpenedFile>(`/api/file?file=${encodeURIComponent(input.file)}`);
      if (status !== 200) throw new Error(body.message ?? `Could not read ${input.file} from disk.`);
      if (!body.data) throw new Error(`${input.file} on disk is not valid JSON any more; your changes are kept here. Fix the file, then save.`);
      return { theirs: body, result: mergeJson(input.base, input.mine, body.data) };
    }),
    checkPage: fromPromise<PreviewReply, { file: string; data: PageData; route?: string }>(async ({ input, signal }) => {
      const res = await fetch('/api/preview', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ file: input.file, text: pageText(input.data), route: input.route }),
        signal,
      });
      const body = (await res.json().catch(() => ({}))) as Partial<PreviewReply> & { message?: string };
      // A refusal (a page over the size limit, a slow server) is a message to show, never a blank screen.
      if (!res.ok || !Array.isArray(body.errors)) throw new Error(body.message ?? `The page could not be checked (${res.status}).`);
      return { errors: body.errors, html: body.html, route: body.route, routes: body.routes, block: body.block };
    }),
    saveFile: fromPromise<SaveOutcome, { file: string; data: PageData; hash: string }>(({ input }) => saveRequest(input)),
    findRouteLinks: fromPromise<LinkEdit[], { from: string; to: string }>(async ({ input }) => {
      const { status, body } = await api<{ edits: LinkEdit[] }>('/api/route-links', input);
      if (status !== 200) throw new Error(body.message ?? `The links to ${input.from} could not be listed.`);
      return body.edits;
    }),
    // A page's new route is only valid together with its links, and the server changes both in one
    // step for the page on disk: the page's other changes are saved first, under its old route.
    renameRoute: fromPromise<RenameOutcome, RenameInput>(async ({ input }) => {
      const kept = { ...input.data, route: input.from };
      const first = await saveRequest({ file: input.file, data: kept, hash: input.hash });
      if (first.kind !== 'saved') return first;
      const renamed = await api<{ files: string[]; edits: LinkEdit[] }>('/api/route-rename', { from: input.from, to: input.to, redirect: input.redirect });
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
      const { data, saved, hash, file } = context;
      if (!data) return;
      storeDraftSoon(file, () => (same(data, saved) ? undefined : ({ data, hash, base: saved } satisfies Draft)));
    },
    clearDraft: ({ context }) => clearDraft(context.file),
    saveIfAsked: enqueueActions(({ context, enqueue }) => {
      if (!context.saveWhenChecked) return;
      enqueue.assign({ saveWhenChecked: false });
      enqueue.raise({ type: 'doc.save' });
    }),
  },
  guards: {
    canUndo: ({ context }) => context.past.length > 0,
    canRedo: ({ context }) => context.future.length > 0,
    // While the route question is open (or being acted on) the page stays as it was asked about.
    askingAboutRoute: or([stateIn({ ready: { doc: 'renameOffer' } }), stateIn({ ready: { doc: 'renaming' } })]),
    hasOwnErrors: ({ context }) => context.errors.some((e) => e.file === context.file),
    // The errors are of an older version of the file until the check of the last edit answers.
    checkPending: or([stateIn({ ready: { check: 'waiting' } }), stateIn({ ready: { check: 'checking' } })]),
    changedOnDisk: ({ context, event }) => event.type === 'disk.version' && event.hash !== context.hash,
    routeChanged: ({ context }) => {
      const from = routeOf(context.saved);
      const to = routeOf(context.data);
      return from !== undefined && to !== undefined && from !== to;
    },
  },
}).createMachine({
  id: 'editorDocument',
  context: ({ input }) => ({
    file: input.file,
    hash: '',
    saved: null,
    migrated: false,
    data: null,
    past: [],
    future: [],
    errors: [],
    restored: false,
    otherTabs: 0,
    saveAfterMerge: false,
    saveWhenChecked: false,
    checks: 0,
  }),
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
              // A draft made from an older version keeps that version as its base: the watcher then merges it with the disk.
              saved: useDraft && draft.base !== undefined && draft.hash !== opened.hash ? draft.base : opened.data,
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
      on: { 'tabs.others': { actions: assign({ otherTabs: ({ event }) => event.count }) } },
      states: {
        watch: {
          invoke: [
            { src: 'watchDisk', input: ({ context }) => ({ file: context.file }) },
            { src: 'watchTabs', input: ({ context }) => ({ file: context.file }) },
          ],
        },
        doc: {
          initial: 'editing',
          states: {
            editing: {
              on: {
                'disk.version': { guard: 'changedOnDisk', target: 'merging', actions: assign({ saveAfterMerge: false }) },
                'doc.save': [
                  // Known problems may be fixed by the edit being checked: its answer decides. (With none known, the save goes
                  // now: the server checks what it writes.)
                  { guard: and(['hasOwnErrors', 'checkPending']), actions: assign({ saveWhenChecked: true }) },
                  {
                    guard: 'hasOwnErrors',
                    actions: assign({
                      notice: ({ context }) => {
                        const n = context.errors.filter((e) => e.file === context.file).length;
                        return {
                          kind: 'error' as const,
                          text: `Not saved: ${n === 1 ? 'there is a problem' : `there are ${n} problems`} to fix first (see Problems).`,
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
                input: ({ context }) => ({ file: context.file, data: context.data!, hash: context.hash }),
                onDone: [
                  { guard: ({ event }) => event.output.kind === 'conflict', target: 'merging', actions: assign({ saveAfterMerge: true }) },
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
                // Asked even when nothing links to the page: its old address may be kept working.
                onDone: {
                  target: 'renameOffer',
                  actions: assign({
                    links: ({ context, event }) => ({ from: routeOf(context.saved)!, to: routeOf(context.data)!, edits: event.output, redirect: true }),
                  }),
                },
                // The save itself still refuses a route that would break links.
                onError: { target: 'saving' },
              },
            },
            renameOffer: {
              on: {
                'route.updateLinks': 'renaming',
                'route.setRedirect': {
                  actions: assign({ links: ({ context, event }) => context.links && { ...context.links, redirect: event.redirect } }),
                },
                'route.keepLinks': {
                  target: 'editing',
                  actions: assign(({ context }) => ({
                    links: undefined,
                    notice: {
                      kind: 'info' as const,
                      text: context.links?.edits.length
                        ? `Nothing was saved: ${linksPoint(context.links.edits.length, 'still ')} to ${context.links.from}, and a link may not lead to an address without a page. Save again and update the links, or change the address back.`
                        : `Nothing was saved: the address is still ${context.links?.from}. Save again to change it, or change it back.`,
                    },
                  })),
                },
              },
            },
            renaming: {
              tags: ['saving'],
              invoke: {
                src: 'renameRoute',
                input: ({ context }) => ({
                  file: context.file,
                  data: context.data!,
                  hash: context.hash,
                  from: context.links!.from,
                  to: context.links!.to,
                  redirect: context.links!.redirect,
                }),
                onDone: [
                  { guard: ({ event }) => event.output.kind === 'conflict', target: 'merging', actions: assign({ links: undefined, saveAfterMerge: false }) },
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
                          renamed: { to: context.links!.to, links: out.links, files: out.files, redirected: context.links!.redirect },
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
            merging: {
              tags: ['saving'],
              invoke: {
                src: 'mergeFromDisk',
                input: ({ context }) => ({ file: context.file, base: context.saved, mine: context.data! }),
                onDone: [
                  {
                    guard: ({ event }) => event.output.result.conflicts.length === 0,
                    target: 'afterMerge',
                    actions: [
                      assign(({ event, context }) => {
                        const { theirs, result } = event.output;
                        const n = result.taken.length;
                        return {
                          data: result.merged as PageData,
                          saved: theirs.data,
                          hash: theirs.hash,
                          past: context.data && !same(context.data, result.merged) ? [...context.past, context.data].slice(-HISTORY) : context.past,
                          notice:
                            n === 0
                              ? context.notice
                              : {
                                  kind: 'info' as const,
                                  text: `Changed on disk by another editor: merged ${n === 1 ? '1 change' : `${n} changes`}.`,
                                  details: result.taken,
                                },
                        };
                      }),
                      'storeDraft',
                      raise({ type: 'doc.recheck' }),
                    ],
                  },
                  {
                    target: 'resolving',
                    actions: assign(({ event, context }) => ({
                      merge: { ...event.output, choices: event.output.result.conflicts.map(() => 'mine' as const), thenSave: context.saveAfterMerge },
                      notice: {
                        kind: 'error' as const,
                        text: `Changed on disk by another editor: ${event.output.result.conflicts.length === 1 ? 'one change needs' : `${event.output.result.conflicts.length} changes need`} your choice.`,
                      },
                    })),
                  },
                ],
                onError: { target: 'editing', actions: assign({ notice: ({ event }) => ({ kind: 'error' as const, text: (event.error as Error).message }) }) },
              },
            },
            afterMerge: {
              always: [{ guard: ({ context }) => context.saveAfterMerge, target: 'saving' }, { target: 'editing' }],
            },
            resolving: {
              on: {
                'merge.choose': {
                  actions: assign({
                    merge: ({ context, event }) => ({ ...context.merge!, choices: context.merge!.choices.map((c, i) => (i === event.index ? event.side : c)) }),
                  }),
                },
                'merge.apply': {
                  target: 'editing',
                  actions: [
                    assign(({ context }) => {
                      const { theirs, result, choices } = context.merge!;
                      const kept = choices.filter((c) => c === 'mine').length;
                      return {
                        data: resolveConflicts(result, choices) as PageData,
                        saved: theirs.data,
                        hash: theirs.hash,
                        past: context.data ? [...context.past, context.data].slice(-HISTORY) : context.past,
                        merge: undefined,
                        notice: {
                          kind: 'info' as const,
                          text: `Merged: ${kept} of your values and ${choices.length - kept} from disk were kept. Save to write the page.`,
                        },
                      };
                    }),
                    'storeDraft',
                    raise({ type: 'doc.recheck' }),
                  ],
                },
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
            'preview.route': { target: '.waiting', actions: assign({ previewRoute: ({ event }) => event.route }) },
          },
          states: {
            idle: {},
            waiting: { after: { 150: 'checking' } },
            checking: {
              invoke: {
                src: 'checkPage',
                input: ({ context }) => ({ file: context.file, data: context.data ?? {}, route: context.previewRoute }),
                onDone: {
                  target: 'idle',
                  actions: [
                    assign(({ event, context }) => ({
                      checks: context.checks + 1,
                      errors: event.output.errors,
                      html: event.output.html ?? context.html,
                      previewRoute: event.output.route ?? context.previewRoute,
                      previewRoutes: event.output.routes ?? context.previewRoutes,
                      previewBlock: event.output.html ? event.output.block : context.previewBlock,
                    })),
                    'saveIfAsked',
                  ],
                },
                onError: {
                  target: 'idle',
                  actions: assign(({ event }) => ({ saveWhenChecked: false, notice: { kind: 'error' as const, text: (event.error as Error).message } })),
                },
              },
            },
          },
        },
      },
    },
  },
});
