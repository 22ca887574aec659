import type { ConfigFile } from './load.ts';
import type { FoundRef } from './schemas.ts';
import { didYouMean, quoteList } from './suggest.ts';
import type { ConfigError, ParsedFile } from './types.ts';

type Checked = ParsedFile & { source: ConfigFile };

interface SiteInput {
  site?: Checked;
  pages: Checked[];
  forms: Checked[];
  plans: Checked[];
  hasPagesDir: boolean;
  root: string;
}

const idOf = (file: string) => file.split('/').pop()!.replace(/\.json$/, '');
const routeOf = (p: Checked) => (p.data as { route?: string }).route;

/** Checks that need the whole site: unique routes, links and anchors that resolve, forms and plans that exist. */
export function checkSite(input: SiteInput): ConfigError[] {
  const errors: ConfigError[] = [];
  const byRoute = new Map<string, Checked>();
  for (const page of input.pages) {
    const route = routeOf(page);
    if (typeof route !== 'string') continue;
    const first = byRoute.get(route);
    if (first) {
      errors.push(page.source.errorAt('/route', `The route "${route}" is already used by ${first.file}.`, 'Every page needs a route of its own; change one of the two.'));
    } else byRoute.set(route, page);
  }
  if (input.hasPagesDir && !byRoute.has('*')) {
    errors.push({
      file: `${input.root}/pages`, line: 1, column: 1, path: '(folder)',
      message: 'There is no not-found page.',
      hint: 'Add a page file with "route": "*"; it is shown for every address that does not exist.',
    });
  }

  const anchors = new Map<string, Set<string>>();
  for (const [route, page] of byRoute) {
    const seen = new Set<string>();
    for (const ref of page.refs.filter((r) => r.kind === 'anchor')) {
      if (seen.has(ref.value)) {
        errors.push(page.source.errorAt(ref.instancePath, `The anchor "${ref.value}" is used twice on this page.`, 'Anchors must be unique within a page; rename one.'));
      }
      seen.add(ref.value);
    }
    anchors.set(route, seen);
  }

  const routes = [...byRoute.keys()].filter((r) => r !== '*');
  const formIds = input.forms.map((f) => idOf(f.file));
  const planIds = input.plans.map((p) => idOf(p.file));
  const files = [...(input.site ? [input.site] : []), ...input.pages, ...input.forms, ...input.plans];

  for (const file of files) {
    const ownRoute = input.pages.includes(file) ? routeOf(file) : undefined;
    for (const ref of file.refs) {
      const err = checkRef(ref, { ownRoute, routes, anchors, formIds, planIds, root: input.root });
      if (err) errors.push(file.source.errorAt(ref.instancePath, err.message, err.hint));
    }
  }
  return errors;
}

interface RefContext {
  ownRoute?: string;
  routes: string[];
  anchors: Map<string, Set<string>>;
  formIds: string[];
  planIds: string[];
  root: string;
}

function checkRef(ref: FoundRef, cx: RefContext): { message: string; hint?: string } | undefined {
  if (ref.kind === 'form' && !cx.formIds.includes(ref.value)) {
    return {
      message: `The form "${ref.value}" does not exist.`,
      hint: didYouMean(ref.value, cx.formIds) ?? `Forms live in ${cx.root}/forms/; existing forms: ${quoteList(cx.formIds)}.`,
    };
  }
  if (ref.kind === 'plan' && !cx.planIds.includes(ref.value)) {
    return {
      message: `The plan or package "${ref.value}" does not exist.`,
      hint: didYouMean(ref.value, cx.planIds) ?? `Plans live in ${cx.root}/plans/; existing ones: ${quoteList(cx.planIds)}.`,
    };
  }
  if (ref.kind !== 'link') return undefined;
  const value = ref.value;
  if (!value.startsWith('/') && !value.startsWith('#')) return undefined;
  const [path, anchor] = value.split('#');
  const route = path === '' ? cx.ownRoute : path;
  if (route === undefined || route === '*') {
    return { message: `The link "${value}" has only an anchor, but this file is not a page.`, hint: 'Write the page too, for example "/discovery#buy-now".' };
  }
  if (!cx.routes.includes(route)) {
    return {
      message: `The link "${value}" goes to a page that does not exist.`,
      hint: didYouMean(route, cx.routes) ?? 'Check the address, or create a page with that route in site.config/pages/.',
    };
  }
  if (anchor !== undefined) {
    const known = [...(cx.anchors.get(route) ?? [])];
    if (!known.includes(anchor)) {
      const where = path === '' ? 'This page' : `The page "${route}"`;
      return {
        message: `${where} has no block with the anchor "${anchor}", so the link "${value}" would not scroll anywhere.`,
        hint: didYouMean(anchor, known) ?? (known.length ? `Its anchors are: ${quoteList(known)}.` : `Give the block it should reach "anchor": "${anchor}".`),
      };
    }
  }
  return undefined;
}
