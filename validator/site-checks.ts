import { SLOTS, slotOfPath } from '../renderer/images/slots.ts';
import type { ConfigFile } from './config-file.ts';
import type { MediaFolder } from './media.ts';
import { checkForm, routeCollisions } from './meaning-checks.ts';
import { checkRedirects, redirectTargets } from './redirect-checks.ts';
import type { FileKind, FoundRef } from './schemas.ts';
import { didYouMean, quoteList } from './suggest.ts';
import type { ConfigError, ParsedFile } from './types.ts';

/** A file checked against its schema; for pages the site checks read only `data.route`. */
export type Checked = Omit<ParsedFile, 'text'> & { source: ConfigFile };

/**
 * A file that was found but is not one JSON object (or could not be read). Its id is its name; of
 * its content only the top-level text fields written before its first mistake are known.
 */
export interface BrokenFile {
  file: string;
  kind: FileKind;
  readable?: Readonly<Record<string, string>>;
}

interface SiteInput {
  site?: Checked;
  pages: Checked[];
  forms: Checked[];
  plans: Checked[];
  /** redirects.json, when the site has one and it is one JSON object. */
  redirects?: Checked;
  /** Files of the site that cannot be checked: they keep their ids (and routes, when readable), so the other files are still checked against them. */
  broken?: BrokenFile[];
  /** Kinds whose folder could not be read whole: some of their files, so ids and routes, are unknown, so none may be reported missing. */
  unlisted: ReadonlySet<FileKind>;
  hasPagesDir: boolean;
  root: string;
  /** The media folder's pictures (media.ts). */
  media: MediaFolder;
}

const idOf = (file: string) =>
  file
    .split('/')
    .pop()!
    .replace(/\.json$/, '');
const routeOf = (p: Checked) => (p.data as { route?: string }).route;
const blockNumber = (instancePath: string) => Number(/^\/blocks\/(\d+)/.exec(instancePath)?.[1] ?? -1) + 1;

/** Checks that need the whole site: unique routes and output files, links and anchors that resolve, forms and plans that exist and make sense. */
export function checkSite(input: SiteInput): ConfigError[] {
  const errors: ConfigError[] = [];
  const byRoute = new Map<string, Checked>();
  for (const page of input.pages) {
    const route = routeOf(page);
    if (typeof route !== 'string') continue;
    const first = byRoute.get(route);
    if (first) {
      errors.push(
        page.source.errorAt('/route', `The route "${route}" is already used by ${first.file}.`, 'Every page needs a route of its own; change one of the two.'),
      );
    } else byRoute.set(route, page);
  }
  errors.push(...routeCollisions([...byRoute].map(([route, page]) => ({ route, page }))));
  for (const form of input.forms) errors.push(...checkForm(form));
  const broken = (kind: FileKind) => (input.broken ?? []).filter((b) => b.kind === kind);
  // The route of a page file with a mistake after its route: links to it are right, only its anchors wait for the fix.
  const pendingRoutes = new Set<string>();
  for (const b of broken('page')) {
    const route = b.readable?.route;
    if (route !== undefined && !byRoute.has(route)) pendingRoutes.add(route);
  }
  // A page whose route cannot be read could be the one a link means: a link to no known route is then not reported.
  const pagesKnown =
    !input.unlisted.has('page') && input.pages.every((p) => typeof routeOf(p) === 'string') && broken('page').every((b) => b.readable?.route !== undefined);
  if (pagesKnown && input.hasPagesDir && !byRoute.has('*') && !pendingRoutes.has('*')) {
    errors.push({
      file: `${input.root}/pages`,
      line: 1,
      column: 1,
      path: '(folder)',
      message: 'There is no not-found page.',
      hint: 'Add a page file with "route": "*"; it is shown for every address that does not exist.',
    });
  }

  const anchors = new Map<string, Set<string>>();
  for (const [route, page] of byRoute) {
    const firstUse = new Map<string, FoundRef>();
    for (const ref of page.refs.filter((r) => r.kind === 'anchor')) {
      const first = firstUse.get(ref.value);
      if (first) {
        const where = blockNumber(first.instancePath) > 0 ? `block ${blockNumber(first.instancePath)}` : 'another block';
        errors.push(
          page.source.errorAt(
            ref.instancePath,
            `The anchor "${ref.value}" is already used by ${where} of this page.`,
            'Anchors must be unique within a page; rename one of the two.',
          ),
        );
      } else firstUse.set(ref.value, ref);
    }
    anchors.set(route, new Set(firstUse.keys()));
  }
  if (input.redirects) errors.push(...checkRedirects(input.redirects, { pages: byRoute, anchors, pendingRoutes, allRoutesKnown: pagesKnown }));

  // A form's or plan's id is its file name, known even when its content is not; a plan's kind is known only when readable.
  const plans = [
    ...input.plans.map((p) => ({ id: idOf(p.file), kind: (p.data as { kind?: unknown }).kind })),
    ...broken('plan').map((b) => ({ id: idOf(b.file), kind: b.readable?.kind ?? UNKNOWN })),
  ];
  const cx: RefContext = {
    routes: [...byRoute.keys()].filter((r) => r !== '*'),
    routeSet: new Set([...byRoute.keys()].filter((r) => r !== '*')),
    pendingRoutes,
    allRoutesKnown: pagesKnown,
    anchors,
    redirected: redirectTargets(input.redirects),
    formIds: [...input.forms, ...broken('form')].map((f) => idOf(f.file)),
    planIds: plans.map((p) => p.id),
    packageIds: plans.filter((p) => p.kind === 'package').map((p) => p.id),
    monthlyIds: plans.filter((p) => p.kind === 'plan').map((p) => p.id),
    kindUnknown: new Set(plans.filter((p) => p.kind === UNKNOWN).map((p) => p.id)),
    known: {
      // Links are checked whatever is broken: checkRef holds back only those that may be meant for a page it cannot read.
      link: true,
      anchor: true,
      form: !input.unlisted.has('form'),
      plan: !input.unlisted.has('plan'),
      package: !input.unlisted.has('plan'),
      media: true,
    },
    media: input.media,
    root: input.root,
  };
  const files = [...(input.site ? [input.site] : []), ...input.pages, ...input.forms, ...input.plans];
  // Sets, not arrays: every link is looked up, and a site of thousands of pages has thousands of links.
  const pages = new Set(input.pages);
  for (const file of files) {
    const ownRoute = pages.has(file) ? routeOf(file) : undefined;
    for (const ref of file.refs) {
      const err = cx.known[ref.kind] ? checkRef(ref, ownRoute, cx) : undefined;
      if (err) errors.push(file.source.errorAt(ref.instancePath, err.message, err.hint));
    }
  }
  return errors;
}

/** The kind of a plan file that is broken before its "kind". */
const UNKNOWN = Symbol('unknown kind');

interface RefContext {
  routes: string[];
  routeSet: ReadonlySet<string>;
  /** Routes of page files with errors: they exist, but their anchors are not known yet. */
  pendingRoutes: ReadonlySet<string>;
  /** False while a page file's route cannot be read: a link to no known route may be meant for it. */
  allRoutesKnown: boolean;
  anchors: Map<string, Set<string>>;
  /** Old addresses of redirects.json, and where each goes now. */
  redirected: ReadonlyMap<string, string>;
  formIds: string[];
  planIds: string[];
  packageIds: string[];
  monthlyIds: string[];
  /** Plan files whose kind cannot be read: neither a plan nor a package can be ruled out. */
  kindUnknown: ReadonlySet<string>;
  known: Record<FoundRef['kind'], boolean>;
  root: string;
  media: MediaFolder;
}

function checkRef(ref: FoundRef, ownRoute: string | undefined, cx: RefContext): { message: string; hint?: string } | undefined {
  if (ref.kind === 'form' && !cx.formIds.includes(ref.value)) {
    return {
      message: `The form "${ref.value}" does not exist.`,
      hint: didYouMean(ref.value, cx.formIds) ?? `Forms live in ${cx.root}/forms/; existing forms: ${quoteList(cx.formIds)}.`,
    };
  }
  if (ref.kind === 'plan' && !cx.planIds.includes(ref.value)) {
    return {
      message: `The plan "${ref.value}" does not exist.`,
      hint: didYouMean(ref.value, cx.monthlyIds) ?? `Plans live in ${cx.root}/plans/; monthly plans: ${quoteList(cx.monthlyIds)}.`,
    };
  }
  if (ref.kind === 'plan' && !cx.monthlyIds.includes(ref.value) && !cx.kindUnknown.has(ref.value)) {
    return {
      message: `"${ref.value}" is a one-time discovery package, not a monthly calling-agent plan ("kind": "plan").`,
      hint: `Monthly plans: ${quoteList(cx.monthlyIds)}. A discovery package is shown by the "package" or "packageTabs" block.`,
    };
  }
  if (ref.kind === 'package' && !cx.packageIds.includes(ref.value) && !cx.kindUnknown.has(ref.value)) {
    const isPlan = cx.planIds.includes(ref.value);
    return {
      message: isPlan ? `"${ref.value}" is a monthly plan, not a discovery package ("kind": "package").` : `The package "${ref.value}" does not exist.`,
      hint: (isPlan ? undefined : didYouMean(ref.value, cx.packageIds)) ?? `Packages live in ${cx.root}/plans/; existing ones: ${quoteList(cx.packageIds)}.`,
    };
  }
  if (ref.kind === 'media') return checkPicture(ref, cx);
  if (ref.kind !== 'link') return undefined;
  const value = ref.value;
  if (value.startsWith('mailto:') || value.startsWith('tel:')) return contactLinkProblem(value);
  if (!value.startsWith('/') && !value.startsWith('#')) return undefined;
  const [path, anchor] = value.split('#');
  const route = path === '' ? ownRoute : path;
  if (route === undefined || route === '*') return anchorOnly(value, anchor, route === '*', cx);
  if (!cx.routeSet.has(route)) {
    const now = cx.redirected.get(route);
    // Every link is the site's own: a visitor should not take a detour through a redirect.
    if (now !== undefined) {
      const target = anchor !== undefined && !now.includes('#') && now.startsWith('/') ? `${now}#${anchor}` : now;
      return {
        message: `The link "${value}" goes to an old address, which is redirected to "${now}".`,
        hint: `Link to "${target}" directly.`,
      };
    }
    if (cx.pendingRoutes.has(route) || !cx.allRoutesKnown) return undefined;
    return {
      message: `The link "${value}" goes to a page that does not exist.`,
      hint: didYouMean(route, [...cx.routes, ...cx.pendingRoutes]) ?? `Check the address, or create a page with that route in ${cx.root}/pages/.`,
    };
  }
  if (anchor !== undefined && !cx.anchors.get(route)?.has(anchor)) {
    const known = [...(cx.anchors.get(route) ?? [])];
    const where = path === '' ? 'This page' : `The page "${route}"`;
    return {
      message: `${where} has no block with the anchor "${anchor}", so the link "${value}" would not scroll anywhere.`,
      hint: didYouMean(anchor, known) ?? (known.length ? `Its anchors are: ${quoteList(known)}.` : `Give the block it should reach "anchor": "${anchor}".`),
    };
  }
  return undefined;
}

/** "#story" outside a normal page: it would jump to whatever page the visitor happens to be on. */
function anchorOnly(value: string, anchor: string, onNotFound: boolean, cx: RefContext) {
  const withAnchor = cx.routes.filter((r) => cx.anchors.get(r)?.has(anchor)).map((r) => `"${r}#${anchor}"`);
  const where = onNotFound ? 'it is on the not-found page, which is shown at many addresses' : 'it is not in a page file';
  return {
    message: `The link "${value}" has only an anchor, but ${where}, so it is unclear which page it should go to.`,
    hint: withAnchor.length
      ? `Write the page too: ${withAnchor.join(' or ')}.`
      : `Write the route of the page that has this anchor too, for example "/discovery#${anchor}".`,
  };
}

// One address: something before one "@", a domain with a dot after it, no spaces (the schema's "email" format says no more).
const EMAIL = /^[^\s@"<>(),;:]+@[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)+$/i;

/** What a mailto: or tel: link carries: e-mail addresses, or a phone number of 7 to 15 digits (the most a number has, country code included). */
function contactLinkProblem(value: string): { message: string; hint: string } | undefined {
  if (value.startsWith('tel:')) {
    const digits = value.replace(/\D/g, '').length;
    if (digits >= 7 && digits <= 15) return undefined;
    return {
      message: `The phone link "${value}" has ${digits} ${digits === 1 ? 'digit' : 'digits'}, so it cannot be a phone number (they have 7 to 15, with the country code).`,
      hint: 'Write the whole number with its country code, for example "tel:+14155550123".',
    };
  }
  const to = value.slice('mailto:'.length).split('?')[0];
  let addresses: string[];
  try {
    addresses = decodeURIComponent(to).split(',');
  } catch {
    addresses = [to];
  }
  const wrong = addresses.find((a) => !EMAIL.test(a.trim()));
  if (wrong === undefined) return undefined;
  return {
    message: `The e-mail link "${value}" does not hold a valid e-mail address${addresses.length > 1 ? `: ${JSON.stringify(wrong.trim())} is not one` : ''}.`,
    hint: 'Write it like "mailto:hello@example.com", with no spaces.',
  };
}

/** A picture an image field names: in the media folder, of a type the site shows, and large enough for its place. */
function checkPicture(ref: FoundRef, cx: RefContext): { message: string; hint?: string } | undefined {
  const folder = `${cx.root}/media/`;
  const entry = cx.media.get(ref.value);
  if (!entry) {
    const names = [...cx.media.keys()];
    return {
      message: `The picture "${ref.value}" is not in ${folder}.`,
      hint:
        didYouMean(ref.value, names) ??
        (names.length ? `Pictures there: ${quoteList(names)}.` : `Put the picture in ${folder} (or upload it in the editor's Media screen).`),
    };
  }
  if ('problem' in entry) {
    return {
      message: `The picture "${ref.value}" cannot be shown: ${entry.problem}.`,
      hint: 'Save it again as a JPEG, PNG, WebP or AVIF file, then put that in its place.',
    };
  }
  const slot = slotOfPath(ref.instancePath.replace(/\/file$/, ''));
  const needs = slot && SLOTS[slot];
  if (needs && (entry.width < needs.minWidth || entry.height < (needs.minHeight ?? 0))) {
    const size = needs.minHeight ? `${needs.minWidth} × ${needs.minHeight}` : `${needs.minWidth} pixels wide`;
    return {
      message: `The picture "${ref.value}" is ${entry.width} × ${entry.height} pixels: too small for ${needs.label}, which needs at least ${size}.`,
      hint: 'Use a larger version of the picture, so that it stays sharp on large and high-resolution screens.',
    };
  }
  return undefined;
}
