import { statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import type { FormConfig, PageConfig, PlanConfig, Redirect, RedirectsConfig, SiteConfig } from '../renderer/generated/config.ts';
import { checkFileText } from './check-file.ts';
import { ConfigFile } from './config-file.ts';
import { ConfigFolder, readConfigText, shownFrom, type FoundFile } from './config-folder.ts';
import { versionErrors, type OffVersion } from './content-version.ts';
import { unexpectedError } from './guard.ts';
import { capPerFile } from './limits.ts';
import { mediaIndex, readMediaFolder } from './media.ts';
import { placedPictures, unusedPictures, type PlacedPictures } from './media-use.ts';
import type { MediaEntry } from '../renderer/images/types.ts';
import { createValidators, type FileKind, type FoundRef, type Validators } from './schemas.ts';
import { checkKeeper, checkPage, type PageCheck } from './page-check.ts';
import { checkSite, type BrokenFile, type Checked } from './site-checks.ts';
import type { ConfigError, ParsedFile, SiteBundle } from './types.ts';

export interface LoadResult {
  bundle?: SiteBundle;
  errors: ConfigError[];
  /** What is worth knowing but not wrong (`severity: "warning"`, an unused picture): never a reason to stop. Left out when there is none. */
  warnings?: ConfigError[];
  /** Every file that was read and parsed, with the refs found in it (only with `withParsed`). */
  parsed?: ParsedFile[];
  /** With `countsOnly`, for a valid site: how many pages, forms and plans it has. */
  counts?: { pages: number; forms: number; plans: number };
  /** With `outline`, for a valid site: everything but its pages, which are listed by file and route. */
  outline?: SiteOutline;
}

/** A valid site without its pages' content: what a build keeps while it streams the pages. */
export interface SiteOutline {
  site: SiteConfig;
  forms: Record<string, FormConfig>;
  plans: Record<string, PlanConfig>;
  /** The media folder's usable pictures, by file name. */
  media: Record<string, MediaEntry>;
  /** The pictures the site places, and where. */
  pictures: PlacedPictures;
  pages: ListedPage[];
  /** The old addresses of redirects.json (none when the file is missing). */
  redirects: Redirect[];
}

/** A page as its site's outline lists it: where it is, and what the sitemap needs. */
interface ListedPage {
  file: string;
  route: string;
  indexed: boolean;
  access?: unknown;
}

export interface LoadOptions {
  /** Compiled schemas to reuse (compiling them is most of the time of one load). */
  validators?: Validators;
  /**
   * Unsaved texts that stand in for files, keyed by the path inside the config folder ("pages/home.json"),
   * so an editor can check what is typed before it is saved; a key without a file on disk adds that file.
   */
  files?: ReadonlyMap<string, string>;
  /** Files taken as deleted, keyed like `files` ("pages/old.json"): an editor checks the site a deletion would leave. */
  removed?: ReadonlySet<string>;
  /** Also return every parsed file with its refs (a route rename looks for the links to that route). */
  withParsed?: boolean;
  /**
   * The counts of a valid site instead of its bundle; unless `withParsed` asks for them, no page's text
   * or data is kept, so a site of thousands of pages leaves little for the garbage collector.
   */
  countsOnly?: boolean;
  /** The site's outline instead of its bundle: the same checks, no page's text or data kept. */
  outline?: boolean;
  /**
   * Each file's own check, kept between loads and reused while its text is the same: a process that
   * checks a site again and again (the editor, on every keystroke) then checks again only what changed.
   */
  memo?: FileChecks;
}

/** The last check of each file (schema, rules, refs), by its shown path, with the text it was made from. */
export type FileChecks = Map<string, { text: string; kind: FileKind; check: ReturnType<typeof checkFileText>; stamp?: string }>;

/** A file's size, change time and inode: while they are the same, the memo's text is the file's. */
function stampOf(path: string): string | undefined {
  try {
    const s = statSync(path);
    return `${s.size}|${s.mtimeMs}|${s.ino}`;
  } catch {
    return undefined;
  }
}

/**
 * Loads, validates and cross-checks every file of a site config folder. Never throws: every
 * problem, even a failure of the validator itself, comes back as an error, at most
 * MAX_ERRORS_PER_FILE per file.
 */
export function loadSiteConfig(configDir = process.env.SITE_CONFIG_DIR ?? 'site.config', cwd = process.cwd(), options: LoadOptions = {}): LoadResult {
  try {
    const result = load(configDir, cwd, options.validators ?? createValidators(), options);
    return { ...result, errors: capPerFile(sortErrors(result.errors)) };
  } catch (e) {
    return { errors: [unexpectedError(relative(cwd, resolve(cwd, configDir)).split('\\').join('/') || '.', e)] };
  }
}

function begin(configDir: string, cwd: string, validators: Validators, options: LoadOptions) {
  const errors: ConfigError[] = [];
  const root = resolve(cwd, configDir);
  const rel = shownFrom(cwd);
  const folder = new ConfigFolder(root, rel);
  // Kinds whose folder could not be read whole, and files that cannot be checked: the site checks run around them.
  const unlisted = new Set<FileKind>();
  const broken: BrokenFile[] = [];
  const offVersions: OffVersion[] = [];
  const overlay = options.files ?? new Map<string, string>();
  const keyOf = (found: FoundFile) => relative(root, found.shown).split('\\').join('/');
  const typedText = (found: FoundFile) => (overlay.size > 0 ? overlay.get(keyOf(found)) : undefined);
  const unsaved = (key: string): FoundFile => ({ real: join(folder.root, key), shown: join(root, key) });
  const lean = (options.countsOnly === true || options.outline === true) && !options.withParsed;
  // The site checks hold every page's refs at once, and pages repeat the same links at the same places.
  const keep = checkKeeper();

  const checkOnce = (file: string, text: string, kind: FileKind, stamp: string | undefined) => {
    const last = options.memo?.get(file);
    if (last && last.text === text && last.kind === kind) {
      // A typed text leaves the file's stamp as it was: it is still the file's last known state.
      if (stamp !== undefined) last.stamp = stamp;
      return last.check;
    }
    const check = checkFileText(file, text, kind, validators);
    options.memo?.set(file, { text, kind, check, stamp });
    return check;
  };

  const read = (found: FoundFile, kind: FileKind, file = rel(found.shown)): Checked | undefined => {
    const typed = typedText(found);
    // Unchanged on disk since the memo read it: its text is not read again (10,000 files take longer to read than to stat).
    const stamp = options.memo && typed === undefined ? stampOf(found.real) : undefined;
    const known = stamp !== undefined ? options.memo?.get(file) : undefined;
    const got = typed !== undefined ? { text: typed } : known && known.stamp === stamp ? { text: known.text } : readConfigText(found, rel);
    if (lean && kind === 'page') return acceptPage(keep(checkPage(file, got, validators).check));
    if ('error' in got) {
      errors.push(got.error);
      broken.push({ file, kind });
      return undefined;
    }
    const { errors: fileErrors, unreadable, readable, off, checked } = checkOnce(file, got.text, kind, stamp);
    errors.push(...fileErrors);
    if (unreadable) broken.push({ file, kind, ...(readable && { readable }) });
    if (off) offVersions.push(off);
    return checked;
  };

  // The site checks read only a page's route and refs; its text is read again only to place an error in it.
  const pageText = (file: string) => {
    const found = pageFound.get(file);
    return found ? (typedText(found) ?? textOf(readConfigText(found, rel))) : '';
  };
  /** A page checked on its own (here, or on a build's page thread), taken into the site's check. */
  const acceptPage = (check: PageCheck): Checked | undefined => {
    const { file } = check;
    errors.push(...check.errors);
    if (check.broken) broken.push({ file, kind: 'page', ...(check.broken.readable && { readable: check.broken.readable }) });
    if (check.off)
      offVersions.push({ source: ConfigFile.later(file, 'page', () => pageText(file)), data: { version: check.off.dataVersion }, version: check.off.version });
    return check.lean && new CheckedPage(file, check.lean.data, check.lean.refs, pageText);
  };

  /** The files of one folder kind; an entry of the folder that cannot be read makes what that kind defines unknown. */
  const list = (dir: string, kind: FileKind) => {
    const before = folder.errors.length;
    const removed = options.removed;
    const files = folder.listJson(dir).filter((f) => !removed?.has(keyOf(f)));
    if (folder.errors.length > before) unlisted.add(kind);
    if (overlay.size === 0) return files;
    const onDisk = new Set(files.map(keyOf));
    const added = [...overlay.keys()].filter((key) => key.startsWith(`${dir}/`) && key.endsWith('.json') && !onDisk.has(key)).sort();
    return [...files, ...added.map(unsaved)];
  };

  const siteFile = rel(join(root, 'site.json'));
  const siteOnDisk = folder.topFile('site.json');
  const siteFound = siteOnDisk === 'missing' && overlay.has('site.json') ? unsaved('site.json') : siteOnDisk;
  if (siteFound === 'missing') {
    errors.push({
      file: siteFile,
      line: 1,
      column: 1,
      path: '(whole file)',
      message: 'The site settings file is missing.',
      hint: `Create ${siteFile} with brand, header, footer and contact details.`,
    });
  }
  const site = siteFound && siteFound !== 'missing' ? read(siteFound, 'site') : undefined;
  // redirects.json is optional: a site without it has no redirects.
  const redirectsOnDisk = folder.topFile('redirects.json');
  const redirectsFound = redirectsOnDisk === 'missing' && overlay.has('redirects.json') ? unsaved('redirects.json') : redirectsOnDisk;
  const redirects = redirectsFound && redirectsFound !== 'missing' ? read(redirectsFound, 'redirects') : undefined;
  const media = readMediaFolder(root);
  folder.reportStrayTopFiles();
  const pageFiles = list('pages', 'page').map((found) => ({ found, file: rel(found.shown) }));
  const pageFound = new Map(pageFiles.map(({ found, file }) => [file, found]));
  const forms = list('forms', 'form').map((f) => read(f, 'form'));
  const plans = list('plans', 'plan').map((f) => read(f, 'plan'));
  const ok = <T>(files: Array<T | undefined>) => files.filter((f): f is T => !!f);
  const idOf = (file: string) =>
    file
      .split('/')
      .pop()!
      .replace(/\.json$/, '');
  // What every page is rendered with, when those files are valid on their own.
  const shared =
    site && errors.length === 0
      ? {
          site: site.data as SiteConfig,
          forms: Object.fromEntries(ok(forms).map((f) => [idOf(f.file), f.data as FormConfig])),
          plans: Object.fromEntries(ok(plans).map((p) => [idOf(p.file), p.data as PlanConfig])),
          media: mediaIndex(media),
        }
      : undefined;
  /** The site check finished with the checked pages: the cross-file checks, and the result. */
  const end = (pages: Array<Checked | undefined>): LoadResult => {
    errors.push(...folder.errors, ...folder.unread);
    // Cross-file checks of files not checked against the schemas would report what migrating fixes.
    // Named in the order the folder is read: the site, its pages, forms and plans (pages are checked last, and elsewhere).
    const order: FileKind[] = ['site', 'redirects', 'page', 'form', 'plan'];
    const inOrder = offVersions.map((off, i) => ({ off, i })).sort((a, b) => order.indexOf(a.off.source.kind) - order.indexOf(b.off.source.kind) || a.i - b.i);
    if (offVersions.length)
      return {
        errors: [
          ...errors,
          ...versionErrors(
            inOrder.map(({ off }) => off),
            rel(root),
          ),
        ],
      };
    errors.push(
      ...checkSite({
        site,
        pages: ok(pages),
        forms: ok(forms),
        plans: ok(plans),
        redirects,
        broken,
        unlisted,
        hasPagesDir: folder.hasFolder('pages'),
        root: rel(root),
        media,
      }),
    );

    // With a file unread, a picture it places could be called unused: the warning waits for it.
    const everyFileRead = broken.length === 0 && unlisted.size === 0;
    const placed = placedPictures(ok([site, ...pages, ...forms, ...plans]));
    const warnings = everyFileRead ? unusedPictures(media, placed, rel(root)) : [];
    const result = <T extends LoadResult>(r: T): T => (warnings.length ? { ...r, warnings } : r);

    const parsed = options.withParsed
      ? ok([site, redirects, ...pages, ...forms, ...plans]).map(({ file, source, data, refs }) => ({ file, text: source.text, data, refs }))
      : undefined;
    if (errors.length > 0 || !site) return result({ errors, ...(parsed && { parsed }) });
    const formsById = Object.fromEntries(ok(forms).map((f) => [idOf(f.file), f.data as FormConfig]));
    const plansById = Object.fromEntries(ok(plans).map((p) => [idOf(p.file), p.data as PlanConfig]));
    const redirectList = (redirects?.data as RedirectsConfig | undefined)?.redirects ?? [];
    if (options.outline) {
      const pageEntries = ok(pages).map(({ file, data }) => ({ file, ...(data as Omit<ListedPage, 'file'>) }));
      return result({
        errors: [],
        ...(parsed && { parsed }),
        outline: {
          site: site.data as SiteConfig,
          forms: formsById,
          plans: plansById,
          media: mediaIndex(media),
          pictures: placed,
          pages: pageEntries,
          redirects: redirectList,
        },
      });
    }
    if (options.countsOnly) {
      return result({
        errors: [],
        ...(parsed && { parsed }),
        counts: { pages: ok(pages).length, forms: Object.keys(formsById).length, plans: Object.keys(plansById).length },
      });
    }
    return result({
      errors: [],
      ...(parsed && { parsed }),
      bundle: {
        site: site.data as SiteConfig,
        pages: ok(pages).map((p) => ({ file: p.file, page: p.data as PageConfig })),
        forms: formsById,
        plans: plansById,
        redirects: redirectList,
        media: mediaIndex(media),
      },
    });
  };
  return {
    pageFiles,
    shared,
    readPage: (found: FoundFile, file: string) => read(found, 'page', file),
    acceptPage,
    end,
  };
}

/** Checks the site with its pages read and checked on this thread. */
function load(configDir: string, cwd: string, validators: Validators, options: LoadOptions): LoadResult {
  const run = begin(configDir, cwd, validators, options);
  return run.end(run.pageFiles.map(({ found, file }) => run.readPage(found, file)));
}

/** The pages of a site to check, and what each is rendered with once it is valid (`shared`: undefined when the rest of the site is not). */
export interface PagesToCheck {
  pageFiles: Array<{ found: FoundFile; file: string }>;
  shared?: Omit<SiteOutline, 'pages' | 'redirects' | 'pictures'>;
}

/**
 * loadSiteConfig with an outline, for a build: `checkPages` checks every page file on its own
 * (checkPage, on the build's page threads, which render the valid ones meanwhile), and the
 * site-wide checks then run here on what it found. The same checks and messages as
 * `npm run validate`.
 */
export async function loadSiteOutline(
  checkPages: (pages: PagesToCheck) => Promise<PageCheck[]>,
  configDir = process.env.SITE_CONFIG_DIR ?? 'site.config',
  cwd = process.cwd(),
): Promise<LoadResult> {
  const unexpected = (e: unknown) => ({ errors: [unexpectedError(relative(cwd, resolve(cwd, configDir)).split('\\').join('/') || '.', e)] });
  let run: ReturnType<typeof begin>;
  try {
    run = begin(configDir, cwd, createValidators(), { outline: true });
  } catch (e) {
    return unexpected(e);
  }
  // A failure of checkPages itself (a page thread that stopped) is the caller's, not the check's.
  const checks = await checkPages(run);
  try {
    const result = run.end(checks.map(run.acceptPage));
    return { ...result, errors: capPerFile(sortErrors(result.errors)) };
  } catch (e) {
    return unexpected(e);
  }
}

/**
 * A page checked without its text kept: its source is made only to place an error in it. One object per page, not a
 * source with its closures (100,000 pages are all in the site checks at once).
 */
class CheckedPage implements Checked {
  #source?: ConfigFile;
  constructor(
    readonly file: string,
    readonly data: unknown,
    readonly refs: FoundRef[],
    private readonly text: (file: string) => string,
  ) {}
  get source(): ConfigFile {
    return (this.#source ??= ConfigFile.later(this.file, 'page', () => this.text(this.file)));
  }
}

// A file that can no longer be read (changed during the check) gets its errors at its start.
const textOf = (got: { text: string } | { error: ConfigError }) => ('text' in got ? got.text : '');

function sortErrors(errors: ConfigError[]): ConfigError[] {
  return [...errors].sort((a, b) => a.file.localeCompare(b.file) || a.line - b.line || a.column - b.column);
}
