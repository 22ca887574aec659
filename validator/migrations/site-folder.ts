import { relative, resolve } from 'node:path';
import { ConfigFolder, readConfigText } from '../config-folder.ts';
import type { ConfigError } from '../types.ts';

export interface SiteFolder {
  /** Each file's text, keyed by its path in the config folder ("pages/home.json"). */
  texts: Map<string, string>;
  /** Where each file is really written (a link is written through, not replaced). */
  real: Map<string, string>;
  errors: ConfigError[];
}

/** The config files of `configDir` as the validator finds them (site.json, redirects.json, pages, forms, plans), with its messages for those it cannot read. */
export function readSiteFolder(configDir: string, cwd: string): SiteFolder {
  const root = resolve(cwd, configDir);
  const shown = (abs: string) => relative(cwd, abs).split('\\').join('/');
  const folder = new ConfigFolder(root, shown);
  const top = ['site.json', 'redirects.json'].map((name) => folder.topFile(name)).filter((f) => f !== undefined && f !== 'missing');
  const found = [...top, ...['pages', 'forms', 'plans'].flatMap((dir) => folder.listJson(dir))];
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
