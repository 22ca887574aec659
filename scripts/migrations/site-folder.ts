import { cpSync, mkdtempSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { basename, dirname, join, relative, resolve } from 'node:path';
import { ConfigFolder, readConfigText } from '../config/config-folder.ts';
import { loadSiteConfig } from '../config/load.ts';
import type { ConfigError } from '../config/types.ts';

export interface SiteFolder {
  /** Each file's text, keyed by its path in the config folder ("pages/home.json"). */
  texts: Map<string, string>;
  /** Where each file is really written (a link is written through, not replaced). */
  real: Map<string, string>;
  errors: ConfigError[];
}

/** The config files of `configDir` as the validator finds them (site.json, pages, forms, plans), with its messages for those it cannot read. */
export function readSiteFolder(configDir: string, cwd: string): SiteFolder {
  const root = resolve(cwd, configDir);
  const shown = (abs: string) => relative(cwd, abs).split('\\').join('/');
  const folder = new ConfigFolder(root, shown);
  const site = folder.topFile('site.json');
  const found = [...(site && site !== 'missing' ? [site] : []), ...['pages', 'forms', 'plans'].flatMap((dir) => folder.listJson(dir))];
  const texts = new Map<string, string>();
  const real = new Map<string, string>();
  const errors = [...folder.errors];
  for (const f of found) {
    const key = relative(root, f.shown).split('\\').join('/');
    const got = readConfigText(f, shown);
    if ('error' in got) errors.push(got.error);
    else {
      texts.set(key, got.text);
      real.set(key, f.real);
    }
  }
  return { texts, real, errors };
}

/**
 * The validator's verdict on the config folder with `changed` laid over it, checked on a temporary
 * copy so nothing in the folder is touched; errors name the files where they are in the folder.
 */
export function validateChanged(configDir: string, cwd: string, changed: ReadonlyMap<string, string>): ConfigError[] {
  const root = resolve(cwd, configDir);
  // A sibling of the folder, at the same depth, so every "$schema" path is still right in the copy.
  const copy = mkdtempSync(join(dirname(root), `.${basename(root)}.migrate-`));
  try {
    cpSync(root, copy, { recursive: true, dereference: true });
    for (const [path, text] of changed) writeFileSync(join(copy, path), text);
    const shownCopy = relative(cwd, copy).split('\\').join('/');
    const shownRoot = relative(cwd, root).split('\\').join('/') || '.';
    const { errors } = loadSiteConfig(copy, cwd);
    return errors.map((e) => (e.file.startsWith(shownCopy) ? { ...e, file: shownRoot + e.file.slice(shownCopy.length) } : e));
  } finally {
    rmSync(copy, { recursive: true, force: true });
  }
}

/**
 * Writes every file or none: each new text goes to a temporary file beside its target, then all
 * are renamed over their targets; if anything fails, the files already replaced get their old
 * text back. A file that changed on disk since it was read stops the write before anything moves.
 */
export function writeAllOrNothing(
  files: Array<{ path: string; before: string; after: string }>,
  rename: (from: string, to: string) => void = renameSync,
): void {
  for (const f of files) {
    if (readFileSync(f.path, 'utf8') !== f.before)
      throw new Error(`${f.path} changed while it was being migrated; nothing was written. Run the command again.`);
  }
  const temp = (path: string) => join(dirname(path), `.${basename(path)}.${process.pid}.migrate-tmp`);
  const replaced: typeof files = [];
  try {
    for (const f of files) writeFileSync(temp(f.path), f.after);
    for (const f of files) {
      rename(temp(f.path), f.path);
      replaced.push(f);
    }
  } catch (e) {
    for (const f of replaced) writeFileSync(f.path, f.before);
    for (const f of files) rmSync(temp(f.path), { force: true });
    throw e;
  }
}
