import { join, relative, resolve } from 'node:path';
import type { FormConfig, PageConfig, PlanConfig, SiteConfig } from '../../renderer/generated/config.ts';
import { ConfigFolder, readConfigText, type FoundFile } from './config-folder.ts';
import { parseConfigFile } from './config-file.ts';
import { offVersion, versionErrors, type OffVersion } from './content-version.ts';
import { unexpectedError } from './guard.ts';
import { capPerFile } from './limits.ts';
import { plainErrors } from './messages.ts';
import { isObject, notAnObject } from './not-object.ts';
import { createValidators, expectedSchemaRef, type FileKind, type Validators } from './schemas.ts';
import { checkSite, type Checked } from './site-checks.ts';
import type { ConfigError, ParsedFile, SiteBundle } from './types.ts';

export interface LoadResult {
  bundle?: SiteBundle;
  errors: ConfigError[];
  /** Every file that was read and parsed, with the refs found in it (only with `withParsed`). */
  parsed?: ParsedFile[];
}

export interface LoadOptions {
  /** Compiled schemas to reuse (compiling them is most of the time of one load). */
  validators?: Validators;
  /**
   * Unsaved texts that stand in for files, keyed by the path inside the config folder ("pages/home.json"),
   * so an editor can check what is typed before it is saved; a key without a file on disk adds that file.
   */
  files?: ReadonlyMap<string, string>;
  /** Also return every parsed file with its refs (a route rename looks for the links to that route). */
  withParsed?: boolean;
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

function load(configDir: string, cwd: string, validators: Validators, options: LoadOptions): LoadResult {
  const errors: ConfigError[] = [];
  const root = resolve(cwd, configDir);
  const rel = (abs: string) => relative(cwd, abs).split('\\').join('/');
  const folder = new ConfigFolder(root, rel);
  const unreadable = new Set<FileKind>();
  const offVersions: OffVersion[] = [];
  const overlay = options.files ?? new Map<string, string>();
  const keyOf = (found: FoundFile) => relative(root, found.shown).split('\\').join('/');
  const unsaved = (key: string): FoundFile => ({ real: join(folder.root, key), shown: join(root, key) });

  const read = (found: FoundFile, kind: FileKind): Checked | undefined => {
    const file = rel(found.shown);
    const typed = overlay.get(keyOf(found));
    const got = typed !== undefined ? { text: typed } : readConfigText(found, rel);
    if ('error' in got) {
      errors.push(got.error);
      unreadable.add(kind);
      return undefined;
    }
    const { source, data, errors: fileErrors } = parseConfigFile(file, got.text, kind);
    errors.push(...fileErrors);
    if (data === undefined) {
      unreadable.add(kind);
      return undefined;
    }
    const expected = expectedSchemaRef(file, kind);
    if (!isObject(data)) {
      errors.push(notAnObject(source, data, expected));
      unreadable.add(kind);
      return undefined;
    }
    const schema = data.$schema;
    if (schema === undefined) {
      errors.push(
        source.errorAt(
          '',
          'This file does not name its schema, so your editor cannot check it while you type.',
          `Add "$schema": "${expected}" as the first field.`,
        ),
      );
    } else if (schema !== expected) {
      errors.push(
        source.errorAt('/$schema', `"$schema" is ${JSON.stringify(schema)}, which does not point at this file's schema.`, `Change it to "${expected}".`),
      );
    }
    const off = offVersion(source, data);
    if (off) {
      offVersions.push(off);
      return undefined;
    }
    const { valid, refs } = validators.validate(kind, data);
    if (!valid) errors.push(...schemaErrors(validators, kind, source));
    return { file, text: source.text, data, refs, source };
  };

  /** The files of one folder kind; any file that cannot be read makes what that kind defines unknown. */
  const readAll = (dir: string, kind: FileKind) => {
    const before = folder.errors.length;
    const files = folder.listJson(dir);
    if (folder.errors.length > before) unreadable.add(kind);
    const onDisk = new Set(files.map(keyOf));
    const added = [...overlay.keys()].filter((key) => key.startsWith(`${dir}/`) && key.endsWith('.json') && !onDisk.has(key)).sort();
    return [...files, ...added.map(unsaved)].map((f) => read(f, kind));
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
  const pages = readAll('pages', 'page');
  const forms = readAll('forms', 'form');
  const plans = readAll('plans', 'plan');
  const ok = (files: Array<Checked | undefined>) => files.filter((f): f is Checked => !!f);

  errors.push(...folder.errors);
  // Cross-file checks of files not checked against the schemas would report what migrating fixes.
  if (offVersions.length) return { errors: [...errors, ...versionErrors(offVersions, rel(root))] };
  errors.push(
    ...checkSite({
      site,
      pages: ok(pages),
      forms: ok(forms),
      plans: ok(plans),
      unreadable,
      hasPagesDir: folder.hasFolder('pages'),
      root: rel(root),
    }),
  );

  const parsed = options.withParsed ? ok([site, ...pages, ...forms, ...plans]).map(({ file, text, data, refs }) => ({ file, text, data, refs })) : undefined;
  if (errors.length > 0 || !site) return { errors, ...(parsed && { parsed }) };
  const siteData = site.data as SiteConfig;
  const idOf = (file: string) =>
    file
      .split('/')
      .pop()!
      .replace(/\.json$/, '');
  return {
    errors: [],
    ...(parsed && { parsed }),
    bundle: {
      site: siteData,
      pages: ok(pages).map((p) => ({ file: p.file, page: p.data as PageConfig })),
      forms: Object.fromEntries(ok(forms).map((f) => [idOf(f.file), f.data as FormConfig])),
      plans: Object.fromEntries(ok(plans).map((p) => [idOf(p.file), p.data as PlanConfig])),
    },
  };
}

function schemaErrors(v: Validators, kind: FileKind, source: Checked['source']): ConfigError[] {
  // A missing "$schema" is reported above in words that say why it matters.
  const raw = (v.errorsOf(kind) ?? []).filter((e) => !(e.keyword === 'required' && e.params.missingProperty === '$schema'));
  const seen = new Set<string>();
  const errors: ConfigError[] = [];
  for (const plain of plainErrors(v.ajv, raw)) {
    const err = source.errorAt(plain.instancePath, plain.message, plain.hint, plain.key);
    const id = `${err.line}:${err.column}:${err.message}`;
    if (!seen.has(id)) {
      seen.add(id);
      errors.push(err);
    }
  }
  return errors;
}

function sortErrors(errors: ConfigError[]): ConfigError[] {
  return [...errors].sort((a, b) => a.file.localeCompare(b.file) || a.line - b.line || a.column - b.column);
}
