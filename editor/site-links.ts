import type { LoadResult } from '../validator/load.ts';
import type { Validators } from '../validator/schemas.ts';
import type { ParsedFile } from '../validator/types.ts';
import { checkSite } from './check.ts';
import { CONFIG_DIR } from './files.ts';
import { HttpError } from './http.ts';

const SITE = `${CONFIG_DIR}/site.json`;

const routeOf = (file: ParsedFile) => {
  const route = (file.data as { route?: unknown } | null)?.route;
  return typeof route === 'string' ? route : undefined;
};

/** Every address a link may go to: each page's route, then each of its sections ("/about-us#team"). */
function linkTargets(parsed: ParsedFile[]): string[] {
  const out: string[] = [];
  for (const file of parsed) {
    const route = routeOf(file);
    if (!route || route === '*' || !file.file.startsWith(`${CONFIG_DIR}/pages/`)) continue;
    out.push(route);
    for (const ref of file.refs) if (ref.kind === 'anchor') out.push(`${route}#${ref.value}`);
  }
  return out.sort();
}

/** Where a link is, in words: the header menu, the mobile menu, the footer, or another page (by its route). */
function placeOf(file: ParsedFile, pointer: string): string {
  if (file.file !== SITE) {
    const route = routeOf(file);
    return route === '*' ? 'Not-found page' : (route ?? file.file);
  }
  if (pointer.startsWith('/header/')) return 'Header menu';
  if (pointer.startsWith('/mobileMenu/')) return 'Mobile menu';
  if (pointer.startsWith('/footer/')) return 'Footer';
  return 'Site settings';
}

/** For each route, the places that link to it (menus, footer, other pages), each place once. */
export function linkedFrom(parsed: ParsedFile[]): Record<string, string[]> {
  const out: Record<string, Set<string>> = {};
  for (const file of parsed) {
    const own = routeOf(file);
    for (const ref of file.refs) {
      if (ref.kind !== 'link' || !ref.value.startsWith('/')) continue;
      const route = ref.value.split(/[#?]/)[0];
      // A page's links to itself (its breadcrumb, its own sections) do not make it found.
      if (route === own && file.file !== SITE) continue;
      (out[route] ??= new Set()).add(placeOf(file, ref.instancePath));
    }
  }
  return Object.fromEntries(Object.entries(out).map(([route, places]) => [route, [...places].sort()]));
}

type SiteLinks = { targets: string[]; linkedFrom: Record<string, string[]> };

// Made once per check of the saved site, which editor/check.ts keeps until a file in the folder changes.
const made = new WeakMap<LoadResult, SiteLinks>();

/** GET /api/links: what a link field can pick and where each route is linked from. */
export function siteLinks(root: string, validators: Validators): SiteLinks {
  const site = checkSite(root, validators, new Map(), true);
  let links = made.get(site);
  if (!links) {
    const { parsed = [] } = site;
    links = { targets: linkTargets(parsed), linkedFrom: linkedFrom(parsed) };
    made.set(site, links);
  }
  return links;
}

/** GET /api/links/to?route=/x: the places that link to one page, for its screen (the whole site's list is megabytes on a big site). */
export function linksToRoute(root: string, validators: Validators, route: string | null): { route: string; places: string[] } {
  if (!route) throw new HttpError(400, 'Send the page\'s "route".');
  const { linkedFrom } = siteLinks(root, validators);
  return { route, places: Object.hasOwn(linkedFrom, route) ? linkedFrom[route] : [] };
}

/** GET /api/routes: every page's route (not the not-found page's), for the link suggestions of a page's fields. */
export function pageRoutes(root: string, validators: Validators): { routes: string[] } {
  return { routes: siteLinks(root, validators).targets.filter((t) => !t.includes('#')) };
}
