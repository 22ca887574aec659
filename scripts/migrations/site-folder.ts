import { readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { basename, dirname, join, relative, resolve } from 'node:path';
import { ConfigFolder, readConfigText } from '../config/config-folder.ts';
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
