import { assign, fromPromise, setup } from 'xstate';
import { mergeJson, resolveConflicts, type MergeResult } from '../../merge/index.ts';
import { api, type Change, type ConfigError } from '../api.ts';

export interface Author {
  name: string;
  email: string;
}

/** What a publish did, in the words the Changes screen shows. */
export interface Published {
  mode: 'commit' | 'push' | 'review';
  commit: string | null;
  branch: string;
  link?: string | null;
  merged?: boolean;
}

export interface PublishContext {
  changes: Change[];
  /** The files chosen for this publish (all, by default). */
  chosen: string[];
  message: string;
  author: Author;
  mode?: Published['mode'];
  /** Plain sentences for what stops publishing now (not a git repository, a detached HEAD, ...). */
  blockers: string[];
  result?: Published;
  failure?: string;
  errors: ConfigError[];
  /** Files that others changed in the same places since: what each side has, and the person's choice per place. */
  clashes: Clash[];
}

export interface Clash {
  file: string;
  /** The published text these choices are made against; a newer one asks again. */
  theirs: string;
  result: MergeResult;
  choices: Array<'mine' | 'theirs'>;
}

interface ConflictFile {
  file: string;
  base: string | null;
  ours: string | null;
  theirs: string | null;
}

/** The clashes a refused publish reports, merged here so that the person sees both values per place; undefined when a file cannot be shown so. */
function clashesOf(conflicts: ConflictFile[]): Clash[] | undefined {
  try {
    return conflicts.map((c) => {
      if (c.base === null || c.ours === null || c.theirs === null) throw new Error('added or removed on one side');
      const result = mergeJson(JSON.parse(c.base), JSON.parse(c.ours), JSON.parse(c.theirs));
      return { file: c.file, theirs: c.theirs, result, choices: result.conflicts.map(() => 'mine' as const) };
    });
  } catch {
    return undefined;
  }
}

export type PublishEvent =
  | { type: 'publish.toggle'; file: string }
  | { type: 'publish.message'; message: string }
  | { type: 'publish.author'; author: Author }
  | { type: 'publish.submit' }
  | { type: 'publish.choose'; file: string; index: number; side: 'mine' | 'theirs' }
  | { type: 'publish.resolve' }
  | { type: 'publish.reload' };

const AUTHOR_KEY = 'editor.author';

/** The message a publish starts with: the changes in words, the first as its subject. */
function messageFor(changes: Change[]): string {
  const words = changes.flatMap((c) => c.words);
  if (words.length === 0) return '';
  const subject = words.length === 1 ? words[0] : `${words[0]} (and ${words.length - 1} more ${words.length === 2 ? 'change' : 'changes'})`;
  return words.length === 1 ? subject : `${subject}\n\n${words.map((w) => `- ${w}`).join('\n')}`;
}

function rememberedAuthor(): Author | undefined {
  try {
    const stored = JSON.parse(localStorage.getItem(AUTHOR_KEY) ?? 'null') as Author | null;
    return stored?.name ? stored : undefined;
  } catch {
    return undefined;
  }
}

export const publishMachine = setup({
  types: { context: {} as PublishContext, events: {} as PublishEvent },
  actors: {
    loadChanges: fromPromise(async () => {
      const [changes, state] = await Promise.all([
        api<{ changes: Change[] }>('/api/changes'),
        api<{ identity: Author; problems: string[]; settings: { mode: Published['mode'] } | null }>('/api/publish/state'),
      ]);
      if (changes.status !== 200) throw new Error(changes.body.message ?? 'The changes could not be listed.');
      return {
        changes: changes.body.changes,
        author: rememberedAuthor() ?? state.body.identity ?? { name: '', email: '' },
        blockers: state.status === 200 ? state.body.problems : [state.body.message ?? 'Publishing is not possible here.'],
        mode: state.body.settings?.mode,
      };
    }),
    publish: fromPromise<
      { status: number; body: Record<string, unknown> },
      { files: string[]; message: string; author: Author; resolutions: Array<{ file: string; theirs: string; data: unknown }> }
    >(async ({ input }) => {
      const { status, body } = await api('/api/publish', input);
      return { status, body };
    }),
  },
  actions: {
    rememberAuthor: ({ context }) => {
      try {
        localStorage.setItem(AUTHOR_KEY, JSON.stringify(context.author));
      } catch {
        // Storage blocked: the name is asked again next time.
      }
    },
  },
  guards: {
    canPublish: ({ context }) =>
      context.chosen.length > 0 && context.message.trim() !== '' && context.author.name.trim() !== '' && context.blockers.length === 0,
  },
}).createMachine({
  id: 'editorPublish',
  context: { changes: [], chosen: [], message: '', author: { name: '', email: '' }, blockers: [], errors: [], clashes: [] },
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        src: 'loadChanges',
        onDone: {
          target: 'ready',
          actions: assign(({ event }) => ({
            ...event.output,
            chosen: event.output.changes.map((c) => c.file),
            message: messageFor(event.output.changes),
          })),
        },
        onError: { target: 'ready', actions: assign({ failure: ({ event }) => (event.error as Error).message }) },
      },
    },
    ready: {
      on: {
        'publish.toggle': {
          actions: assign(({ context, event }) => {
            const chosen = context.chosen.includes(event.file) ? context.chosen.filter((f) => f !== event.file) : [...context.chosen, event.file];
            return { chosen, message: messageFor(context.changes.filter((c) => chosen.includes(c.file))) };
          }),
        },
        'publish.message': { actions: assign({ message: ({ event }) => event.message }) },
        'publish.author': { actions: assign({ author: ({ event }) => event.author }) },
        'publish.submit': { guard: 'canPublish', target: 'publishing', actions: 'rememberAuthor' },
        'publish.reload': { target: 'loading', actions: assign({ result: undefined, failure: undefined, errors: [], clashes: [] }) },
        'publish.choose': {
          actions: assign({
            clashes: ({ context, event }) =>
              context.clashes.map((c) => (c.file === event.file ? { ...c, choices: c.choices.map((x, i) => (i === event.index ? event.side : x)) } : c)),
          }),
        },
        'publish.resolve': { guard: ({ context }) => context.clashes.length > 0, target: 'publishing' },
      },
    },
    publishing: {
      entry: assign({ result: undefined, failure: undefined, errors: [] }),
      exit: assign({ clashes: [] }),
      invoke: {
        src: 'publish',
        input: ({ context }) => ({
          files: context.chosen,
          message: context.message.trim(),
          author: context.author,
          resolutions: context.clashes.map((c) => ({ file: c.file, theirs: c.theirs, data: resolveConflicts(c.result, c.choices) })),
        }),
        onDone: [
          {
            guard: ({ event }) => event.output.status === 200,
            target: 'loading',
            actions: assign({ result: ({ event }) => event.output.body as unknown as Published }),
          },
          {
            // Others changed the same places: the person decides each one, then it is published again.
            guard: ({ event }) => event.output.body.code === 'conflict' && clashesOf((event.output.body.conflicts as ConflictFile[]) ?? []) !== undefined,
            target: 'ready',
            actions: assign(({ event }) => ({
              clashes: clashesOf(event.output.body.conflicts as ConflictFile[])!,
              failure: 'Someone else published changes to the same places. Choose what to keep for each, then publish again.',
            })),
          },
          {
            target: 'ready',
            actions: assign(({ event }) => ({
              failure: String(event.output.body.message ?? `Not published (${event.output.status}).`),
              errors: (event.output.body.errors as ConfigError[] | undefined) ?? [],
            })),
          },
        ],
        onError: { target: 'ready', actions: assign({ failure: ({ event }) => (event.error as Error).message }) },
      },
    },
  },
});
