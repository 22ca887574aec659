import { createHash } from 'node:crypto';
import { lstatSync, realpathSync } from 'node:fs';
import { dirname, isAbsolute, join, relative, sep } from 'node:path';
import { ConfigFolder, readConfigText } from '../validator/config-folder.ts';

/** The config folder, relative to the project root; file names in the API are relative to the root ("site.config/pages/home.json"). */
export const CONFIG_DIR = 'site.config';

export type Guarded = { ok: true; abs: string; key: string; file: string } | { ok: false; message: string };

const inside = (parent: string, child: string) => {
  const r = relative(parent, child);
  return r === '' || (!r.startsWith(`..${sep}`) && r !== '..' && !isAbsolute(r));
};

/** The deepest existing ancestor of `abs`, with links resolved. */
function realAncestor(abs: string): string {
  let at = abs;
  for (;;) {
    try {
      return join(realpathSync(at), relative(at, abs));
    } catch (e) {
      const code = (e as NodeJS.ErrnoException).code;
      // A dangling link is not a missing file: it would write somewhere else.
      if (code !== 'ENOENT' || isLink(at)) throw new Error('link');
      const up = dirname(at);
      if (up === at) throw e;
      at = up;
    }
  }
}

function isLink(abs: string): boolean {
  try {
    return lstatSync(abs).isSymbolicLink();
  } catch {
    return false;
  }
}

/**
 * Where `file` (relative to the project root, inside site.config/) is on disk, or why it may not be
 * used: only `*.json` files, no "..", no absolute paths, no link that leads out of the config folder.
 */
export function guardPath(root: string, file: unknown, under = ''): Guarded {
  const refuse = (why: string): Guarded => ({ ok: false, message: `"${String(file)}" cannot be used: ${why}.` });
  if (typeof file !== 'string' || file === '') return { ok: false, message: 'No file was named.' };
  if (file.includes('\0') || file.includes('\\')) return refuse('it contains a backslash or a NUL character');
  if (isAbsolute(file) || /^[a-zA-Z]:/.test(file)) return refuse('only paths relative to the project are accepted');
  const parts = file.split('/');
  if (parts.some((p) => p === '..' || p === '.' || p === '')) return refuse('"..", "." and empty path parts are not accepted');
  const prefix = [CONFIG_DIR, ...(under ? [under] : [])];
  if (parts.length <= prefix.length || prefix.some((p, i) => parts[i] !== p)) return refuse(`only files inside ${prefix.join('/')}/ can be read or written`);
  if (!file.endsWith('.json')) return refuse('only .json files can be read or written');
  // Only what the site is built from: a stray file elsewhere would be saved but never checked.
  const read = parts.length === 2 ? ['site.json', 'redirects.json'].includes(parts[1]) : ['pages', 'forms', 'plans'].includes(parts[1]);
  if (!read) return refuse(`config files are ${CONFIG_DIR}/site.json, ${CONFIG_DIR}/redirects.json and the files in ${CONFIG_DIR}/pages/, forms/ and plans/`);
  const configRoot = join(root, CONFIG_DIR);
  const abs = join(root, ...parts);
  let real: string;
  let realRoot: string;
  try {
    realRoot = realpathSync(configRoot);
    real = realAncestor(abs);
  } catch {
    return refuse('it is a link that leads nowhere, or the config folder is missing');
  }
  if (!inside(join(realRoot, ...prefix.slice(1)), real)) return refuse(`it is a link that leads outside ${prefix.join('/')}/`);
  return { ok: true, abs: real, key: parts.slice(1).join('/'), file };
}

export const hashText = (text: string | Buffer) => createHash('sha256').update(text).digest('hex');

/**
 * `guardPath`, and also safe to write: no part of the path below site.config/ is a link (saving a
 * page through `pages/alias.json → ../site.json` would overwrite another kind of file), and what is
 * there now is an ordinary file. `abs` is then the path as named.
 */
export function guardWrite(root: string, file: unknown, under = ''): Guarded {
  const g = guardPath(root, file, under);
  if (!g.ok) return g;
  const parts = g.file.split('/');
  for (let i = 2; i <= parts.length; i++) {
    const at = join(root, ...parts.slice(0, i));
    let stats;
    try {
      stats = lstatSync(at);
    } catch {
      break; // The rest of the path does not exist yet: it is created as folders and a file.
    }
    const shown = parts.slice(0, i).join('/');
    if (stats.isSymbolicLink())
      return {
        ok: false,
        message: `"${g.file}" cannot be written: ${shown} is a link, and the editor never writes through a link, so that saving one file cannot change another. Replace the link with the file itself.`,
      };
    if (i < parts.length ? !stats.isDirectory() : !stats.isFile())
      return { ok: false, message: `"${g.file}" cannot be written: ${shown} is not ${i < parts.length ? 'a folder' : 'an ordinary file'}.` };
    if (i === parts.length && stats.nlink > 1)
      return {
        ok: false,
        message: `"${g.file}" cannot be written: it is a hard link, one file under several names, so saving it would change the others too. Replace it with a copy of its own.`,
      };
  }
  return { ...g, abs: join(root, ...parts) };
}

/** Where the config folder's lock and temporary files are kept. */
export const configFolder = (root: string) => join(root, CONFIG_DIR);

export type Read = { ok: true; text: string } | { ok: false; missing: true } | { ok: false; missing: false; message: string };

/**
 * The text of a guarded file, read the way the validator reads: a pipe, device or socket is never
 * opened for reading, a file over the size limit is not read, and a link is followed only inside
 * the folder. So no file in site.config/ can freeze or crash the editor.
 */
export function readGuarded(root: string, g: Extract<Guarded, { ok: true }>): Read {
  const shown = (abs: string) => relative(root, abs).split(sep).join('/');
  const folder = new ConfigFolder(join(root, CONFIG_DIR), shown);
  const looked = folder.look(g.abs, join(root, g.file));
  if (looked.type === 'missing') return { ok: false, missing: true };
  if (looked.type === 'dir') return { ok: false, missing: false, message: `${g.file} is a folder, not a file.` };
  if (looked.type === 'problem') return { ok: false, missing: false, message: `${g.file}: ${looked.error.message} ${looked.error.hint}` };
  const got = readConfigText({ real: looked.real, shown: join(root, g.file) }, shown);
  if ('error' in got) return { ok: false, missing: false, message: `${g.file}: ${got.error.message} ${got.error.hint}` };
  return { ok: true, text: got.text };
}
