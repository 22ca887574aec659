import { assign, fromPromise, setup } from 'xstate';
import { api, pageText, type ConfigError, type OpenedFile, type PageData } from '../api.ts';

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
}

export type DocumentEvent =
  /** `group` names the control typed in: keystrokes in one control within a second are one undo step. */
  | { type: 'doc.edit'; data: PageData; group?: string }
  | { type: 'doc.undo' }
  | { type: 'doc.redo' }
  | { type: 'doc.save' }
  | { type: 'doc.discard' }
  | { type: 'doc.reloadFromDisk' }
  | { type: 'doc.overwrite' };

export interface Loaded {
  opened: OpenedFile;
  draft?: Draft;
}

export type SaveOutcome =
  | { kind: 'saved'; hash: string; data: PageData }
  | { kind: 'conflict'; message: string }
  | { kind: 'invalid'; message: string; errors: ConfigError[] }
  | { kind: 'failed'; message: string };

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
const HISTORY = 200;

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
      return (await res.json()) as { errors: ConfigError[]; html?: string };
    }),
    saveFile: fromPromise<SaveOutcome, { file: string; data: PageData; hash: string; overwrite: boolean }>(async ({ input }) => {
      const { status, body } = await api<{ hash: string }>('/api/save', input);
      if (status === 200) return { kind: 'saved', hash: body.hash, data: input.data };
      if (status === 409) return { kind: 'conflict', message: body.message ?? 'The file changed on disk.' };
      if (status === 422) return { kind: 'invalid', message: body.message ?? 'The page has problems.', errors: body.errors ?? [] };
      return { kind: 'failed', message: body.message ?? `The save failed (${status}).` };
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
    hasOwnErrors: ({ context }) => context.errors.some((e) => e.file === context.file),
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
            conflict: {
              on: {
                'doc.overwrite': 'overwriting',
                'doc.reloadFromDisk': { actions: 'clearDraft', target: '#editorDocument.loading' },
              },
            },
            overwriting: {
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
              target: '.waiting',
              reenter: true,
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
              guard: 'canUndo',
              target: '.waiting',
              reenter: true,
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
              guard: 'canRedo',
              target: '.waiting',
              reenter: true,
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
            'doc.discard': { target: '.waiting', reenter: true },
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
                onError: { target: 'idle' },
              },
            },
          },
        },
      },
    },
  },
});
