import type { Checked } from './site-checks.ts';
import { addressOf } from './meaning-checks.ts';
import { outputFile } from './routes.ts';
import { didYouMean, quoteList } from './suggest.ts';
import type { ConfigError } from './types.ts';

/** What the redirect checks know of the site's pages. */
export interface RedirectContext {
  /** Every live page by route ("*" included), with its file. */
  pages: ReadonlyMap<string, Checked>;
  /** The anchors of each page, by route. */
  anchors: ReadonlyMap<string, ReadonlySet<string>>;
  /** Routes of page files with errors: they exist, but their anchors are not known yet. */
  pendingRoutes: ReadonlySet<string>;
  /** False while a page file's route cannot be read: a target that is no known page may be it. */
  allRoutesKnown: boolean;
}

interface Entry {
  index: number;
  from?: string;
  to?: string;
}

const isObj = (v: unknown): v is Record<string, unknown> => !!v && typeof v === 'object' && !Array.isArray(v);

/** The redirects of a checked redirects.json, with their place in its list; a field of the wrong type is left out. */
function entriesOf(file: Checked): Entry[] {
  const list = isObj(file.data) && Array.isArray(file.data.redirects) ? file.data.redirects : [];
  return list.map((r: unknown, index) => {
    const from = isObj(r) && typeof r.from === 'string' ? r.from : undefined;
    const to = isObj(r) && typeof r.to === 'string' ? r.to : undefined;
    return { index, from, to };
  });
}

/** The route a redirect's "to" names (its anchor dropped), or undefined for an address on another site. */
const routeOf = (to: string) => (to.startsWith('/') ? to.split('#')[0] : undefined);

/**
 * Checks that redirects.json means something a host can serve: each old address has no page and
 * is listed once, and each redirect goes straight to a page (no chains, no loops).
 */
export function checkRedirects(file: Checked, cx: RedirectContext): ConfigError[] {
  const errors: ConfigError[] = [];
  const at = (path: string, message: string, hint: string) => errors.push(file.source.errorAt(path, message, hint));
  const entries = entriesOf(file);
  // Static hosts serve "a.html" and "a/index.html" at one address: a page's file is its address.
  const pageAt = new Map([...cx.pages].map(([route, page]) => [addressOf(outputFile(route)), { route, page }]));
  const first = new Map<string, Entry>();
  for (const r of entries) {
    if (r.from === undefined) continue;
    const where = `/redirects/${r.index}/from`;
    const page = pageAt.get(addressOf(outputFile(r.from)));
    const earlier = first.get(r.from);
    if (page && page.route === r.from) {
      at(
        where,
        `The address "${r.from}" still has a page (${page.page.file}), so this redirect would hide it or never be used.`,
        'Remove this redirect, or delete the page or give it another address first.',
      );
    } else if (page) {
      at(
        where,
        `The address "${r.from}" would be written to the same file as the page "${page.route}" (${page.page.file}), so one would overwrite the other.`,
        'Redirect from another address.',
      );
    } else if (earlier) {
      at(where, `The address "${r.from}" is already redirected by redirect ${earlier.index + 1} of this list.`, 'Keep one of the two and remove the other.');
    } else first.set(r.from, r);
  }

  const routes = [...cx.pages.keys()].filter((r) => r !== '*');
  for (const r of entries) {
    const route = r.to === undefined ? undefined : routeOf(r.to);
    if (route === undefined || r.to === undefined) continue;
    const where = `/redirects/${r.index}/to`;
    const next = first.get(route);
    if (next) {
      const path = hops(r, first);
      if (path.loop) {
        at(
          where,
          path.steps.length === 2
            ? `This redirect sends visitors from "${r.from}" back to "${r.from}" itself.`
            : `These redirects send visitors round in a loop: ${path.steps.join(' → ')}.`,
          'Point this redirect at a page of the site.',
        );
      } else {
        const end = path.steps[path.steps.length - 1];
        at(
          where,
          `"${route}" is itself redirected (redirect ${next.index + 1} of this list, to "${next.to}"), so visitors would be sent on twice.`,
          `Redirect straight to "${end}".`,
        );
      }
      continue;
    }
    if (cx.pages.has(route) && route !== '*') {
      const anchor = r.to.includes('#') ? r.to.slice(r.to.indexOf('#') + 1) : undefined;
      const known = [...(cx.anchors.get(route) ?? [])];
      if (anchor !== undefined && !known.includes(anchor))
        at(
          where,
          `The page "${route}" has no block with the anchor "${anchor}", so visitors would not land on any section.`,
          didYouMean(anchor, known) ?? (known.length ? `Its anchors are: ${quoteList(known)}.` : `Redirect to "${route}" without "#${anchor}".`),
        );
      continue;
    }
    if (cx.pendingRoutes.has(route) || !cx.allRoutesKnown) continue;
    at(
      where,
      `This redirect sends visitors to "${route}", but no page has that address.`,
      didYouMean(route, routes) ?? 'Write the route of a page of the site, or a full address that starts with https://.',
    );
  }
  return errors;
}

/** The addresses a visitor of `start` goes through, following the redirects, until a page (or a loop). */
function hops(start: Entry, byFrom: ReadonlyMap<string, Entry>): { steps: string[]; loop: boolean } {
  const steps = [start.from ?? '?'];
  let at: Entry | undefined = start;
  while (at?.to !== undefined) {
    const route = routeOf(at.to) ?? at.to;
    const seen = steps.includes(route);
    steps.push(at.to);
    if (seen) return { steps, loop: true };
    at = byFrom.get(route);
  }
  return { steps, loop: false };
}

/** Old addresses and where each now goes, for the link check: a link to an old address is pointed at its page. */
export function redirectTargets(file: Checked | undefined): Map<string, string> {
  const targets = new Map<string, string>();
  for (const r of file ? entriesOf(file) : []) if (r.from !== undefined && r.to !== undefined && !targets.has(r.from)) targets.set(r.from, r.to);
  return targets;
}
