import { assign, fromPromise, setup } from 'xstate';
import { api, type ConfigError, type OpenedFile } from '../api.ts';
import { addLink, menuPlaces, type NewLink } from '../menu-places.ts';

const SITE = 'site.config/site.json';

type Json = Record<string, unknown>;

export interface AddToMenuContext {
  route: string;
  /** Which lists come first: the menus ("Add to menu") or the footer's columns ("Show in footer"). */
  area: 'menu' | 'footer';
  site?: Json;
  hash: string;
  /** The chosen list (a MenuPlace id), the position in it, the link's text and description. */
  place: string;
  index: number;
  label: string;
  description: string;
  error?: string;
  errors: ConfigError[];
}

export type AddToMenuEvent =
  | { type: 'menu.place'; place: string }
  | { type: 'menu.position'; index: number }
  | { type: 'menu.label'; label: string }
  | { type: 'menu.description'; description: string }
  | { type: 'menu.save' };

interface SaveInput {
  site: Json;
  hash: string;
  place: string;
  index: number;
  link: NewLink;
}

type SaveOutcome = { ok: true } | { ok: false; message: string; errors: ConfigError[] };

async function openSite(): Promise<{ site: Json; hash: string }> {
  const { status, body } = await api<OpenedFile>(`/api/file?file=${encodeURIComponent(SITE)}`);
  if (status !== 200 || !body.data) throw new Error(body.message ?? 'The site settings could not be read; fix site.config/site.json first.');
  return { site: body.data as Json, hash: body.hash };
}

const endOf = (site: Json, place: string) => menuPlaces(site).find((p) => p.id === place)?.links.length ?? 0;

/**
 * "Add to menu" and "Show in footer": a link to a page put into one list of the site settings and
 * saved the way the settings screen saves (the same save request, refused with the site's problems,
 * never overwriting a change made meanwhile: a file changed on disk is read again and the link put
 * into that version).
 */
export const addToMenuMachine = setup({
  types: {
    context: {} as AddToMenuContext,
    events: {} as AddToMenuEvent,
    input: {} as { route: string; label: string; area: 'menu' | 'footer' },
  },
  actors: {
    openSite: fromPromise(openSite),
    saveLink: fromPromise<SaveOutcome, SaveInput>(async ({ input }) => {
      let { site, hash } = input;
      // "At the end" stays at the end of a list that grew on disk meanwhile.
      const index = input.index >= endOf(site, input.place) ? Number.MAX_SAFE_INTEGER : input.index;
      for (let attempt = 0; attempt < 2; attempt++) {
        const data = addLink(site, input.place, index, input.link);
        const { status, body } = await api<{ hash: string }>('/api/save', { file: SITE, data, hash });
        if (status === 200) return { ok: true };
        if (status !== 409) return { ok: false, message: body.message ?? `The site settings were not saved (${status}).`, errors: body.errors ?? [] };
        ({ site, hash } = await openSite());
      }
      return { ok: false, message: 'The site settings keep changing on disk; try again.', errors: [] };
    }),
  },
}).createMachine({
  id: 'addToMenu',
  context: ({ input }) => ({ route: input.route, area: input.area, hash: '', place: '', index: 0, label: input.label, description: '', errors: [] }),
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        src: 'openSite',
        onDone: {
          target: 'choosing',
          actions: assign(({ context, event }) => {
            // The area asked for ("menu" or "footer") becomes its first list; the link goes at its end.
            const first = menuPlaces(event.output.site).find((p) => p.area === context.area) ?? menuPlaces(event.output.site)[0];
            return { site: event.output.site, hash: event.output.hash, place: first?.id ?? '', index: first?.links.length ?? 0 };
          }),
        },
        onError: { target: 'failed', actions: assign({ error: ({ event }) => (event.error as Error).message }) },
      },
    },
    choosing: {
      on: {
        'menu.place': { actions: assign(({ context, event }) => ({ place: event.place, index: endOf(context.site ?? {}, event.place) })) },
        'menu.position': { actions: assign({ index: ({ event }) => event.index }) },
        'menu.label': { actions: assign({ label: ({ event }) => event.label }) },
        'menu.description': { actions: assign({ description: ({ event }) => event.description }) },
        'menu.save': [
          { guard: ({ context }) => context.label.trim() === '', actions: assign({ error: 'Write the text of the link.' }) },
          { target: 'saving', actions: assign({ error: undefined, errors: [] }) },
        ],
      },
    },
    saving: {
      invoke: {
        src: 'saveLink',
        input: ({ context }) => ({
          site: context.site!,
          hash: context.hash,
          place: context.place,
          index: context.index,
          link: { label: context.label.trim(), href: context.route, description: context.description.trim() || undefined },
        }),
        onDone: [
          { guard: ({ event }) => event.output.ok, target: 'saved' },
          {
            target: 'choosing',
            actions: assign(({ event }) => {
              const out = event.output as Extract<SaveOutcome, { ok: false }>;
              return { error: out.message, errors: out.errors };
            }),
          },
        ],
        onError: { target: 'choosing', actions: assign({ error: ({ event }) => (event.error as Error).message }) },
      },
    },
    saved: { type: 'final' },
    failed: {},
  },
});
