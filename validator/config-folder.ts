import {
  closeSync,
  constants,
  type Dirent,
  fstatSync,
  lstatSync,
  openSync,
  readdirSync,
  readFileSync,
  readlinkSync,
  readSync,
  realpathSync,
  statSync,
  type Stats,
} from 'node:fs';
import { isAbsolute, join, normalize, relative, sep } from 'node:path';
import { MAX_FILE_BYTES } from './limits.ts';
import { LineIndex } from './positions.ts';
import type { ConfigError } from './types.ts';
import { firstInvalidUtf8 } from './utf8.ts';

/** A config file found in the folder: `real` is what is read, `shown` is where the editor sees it. */
export interface FoundFile {
  real: string;
  shown: string;
}

/** Turns an absolute path into the path shown in errors (relative to the project root). */
export type Shown = (abs: string) => string;

export const shownFrom = (cwd: string): Shown => {
  const under = cwd.endsWith(sep) ? cwd : cwd + sep;
  // A path already plain and under `cwd` is cut from itself: path.relative's result keeps a resolved copy of the
  // whole path alive (a build keeps one shown path for each of 100,000 pages).
  return (abs) => (abs.startsWith(under) && normalize(abs) === abs ? abs.slice(under.length) : relative(cwd, abs)).split('\\').join('/');
};

type Looked =
  | { type: 'missing' }
  | { type: 'file'; real: string }
  | { type: 'dir'; real: string; linked: boolean }
  | { type: 'problem'; error: ConfigError; aboutFolder: boolean };

const wholeFile = (file: string, message: string, hint: string): ConfigError => ({ file, line: 1, column: 1, path: '(whole file)', message, hint });
const folder = (file: string, message: string, hint: string): ConfigError => ({ file, line: 1, column: 1, path: '(folder)', message, hint });

const isInside = (parent: string, child: string) => {
  const r = relative(parent, child);
  return r === '' || (!r.startsWith(`..${sep}`) && r !== '..' && !isAbsolute(r));
};

function oddKind(s: Stats): string | undefined {
  if (s.isFIFO()) return 'named pipe (FIFO)';
  if (s.isCharacterDevice() || s.isBlockDevice()) return 'device';
  if (s.isSocket()) return 'socket';
  return undefined;
}

const reasons: Record<string, string> = {
  EACCES: 'permission denied',
  EPERM: 'permission denied',
  EIO: 'input/output error',
  ENAMETOOLONG: 'the path is too long',
};
const reason = (e: unknown) => {
  const code = (e as NodeJS.ErrnoException).code ?? '';
  return reasons[code] ?? (code || String((e as Error).message ?? e));
};

/** A config folder being read: every problem is collected as an error, nothing is thrown. */
export class ConfigFolder {
  readonly errors: ConfigError[] = [];
  /**
   * JSON files that are deliberately not read ("home.JSON", a page directly in the config folder):
   * reported, but apart from `errors`, since they leave nothing that is read unknown.
   */
  readonly unread: ConfigError[] = [];
  /** The real path of the config folder (links resolved); `shownRoot` is the path as given. */
  readonly root: string;
  private readonly visited = new Set<string>();

  constructor(
    private readonly shownRoot: string,
    private readonly shown: Shown,
  ) {
    let real = shownRoot;
    try {
      real = realpathSync(shownRoot);
    } catch {
      // A missing folder: every file in it is reported missing later.
    }
    this.root = real;
  }

  /** What is at `real` (shown to the editor as `shownAbs`), following a link only while it stays inside the config folder. */
  look(real: string, shownAbs: string): Looked {
    // Only a problem needs the paths as shown: not worked out for each of thousands of files.
    const file = () => this.shown(shownAbs);
    const rootShown = () => this.shown(this.shownRoot);
    let stats: Stats;
    try {
      stats = lstatSync(real);
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code === 'ENOENT') return { type: 'missing' };
      return {
        type: 'problem',
        aboutFolder: false,
        error: wholeFile(file(), `This could not be read (${reason(e)}).`, 'Check that it exists and that you have permission to read it.'),
      };
    }
    let linked = false;
    if (stats.isSymbolicLink()) {
      linked = true;
      let target = '';
      try {
        target = readlinkSync(real);
        real = realpathSync(real);
      } catch (e) {
        const code = (e as NodeJS.ErrnoException).code;
        const error =
          code === 'ELOOP'
            ? wholeFile(
                file(),
                'This is a link that leads back to itself through other links, so it never reaches a file.',
                `Delete the link, or point it at a real file inside ${rootShown()}.`,
              )
            : wholeFile(
                file(),
                `This is a link to "${target}", which does not exist.`,
                `Point the link at an existing file inside ${rootShown()}, or replace the link with the file itself.`,
              );
        return { type: 'problem', aboutFolder: false, error };
      }
      if (!isInside(this.root, real)) {
        let aboutFolder = false;
        try {
          aboutFolder = statSync(real).isDirectory();
        } catch {
          // Only decides whether a link without ".json" in its name matters.
        }
        return {
          type: 'problem',
          aboutFolder,
          error: wholeFile(
            file(),
            `This is a link to "${target}", which is outside ${rootShown()}; only files inside the config folder are read.`,
            `Copy the ${aboutFolder ? 'folder' : 'file'} into ${rootShown()} instead of linking to it, or delete the link.`,
          ),
        };
      }
      try {
        stats = statSync(real);
      } catch (e) {
        return {
          type: 'problem',
          aboutFolder: false,
          error: wholeFile(file(), `This could not be read (${reason(e)}).`, 'Check that it exists and that you have permission to read it.'),
        };
      }
    }
    if (stats.isDirectory()) return { type: 'dir', real, linked };
    const odd = oddKind(stats);
    if (odd) {
      return {
        type: 'problem',
        aboutFolder: false,
        error: wholeFile(file(), `This is a ${odd}, not an ordinary file, so it is not read.`, 'Replace it with an ordinary JSON file, or delete it.'),
      };
    }
    if (stats.size > MAX_FILE_BYTES) return { type: 'problem', aboutFolder: false, error: tooBig(file(), stats.size) };
    return { type: 'file', real };
  }

  /** Every `*.json` file under `dir` (recursively, sorted), reporting what cannot be read. */
  listJson(dir: string): FoundFile[] {
    const looked = this.look(join(this.root, dir), join(this.shownRoot, dir));
    if (looked.type === 'missing') return [];
    if (looked.type === 'problem') {
      this.errors.push(looked.error);
      return [];
    }
    if (looked.type === 'file') {
      this.errors.push(
        folder(
          this.shown(join(this.shownRoot, dir)),
          `"${dir}" should be a folder of JSON files, but it is a file.`,
          `Delete or rename the file and create a folder named "${dir}".`,
        ),
      );
      return [];
    }
    const found: FoundFile[] = [];
    // Per folder kind: a link from pages/ into forms/ reads those files as pages, and forms/ is still read as forms.
    this.visited.clear();
    this.walk(looked.real, join(this.shownRoot, dir), found, dir);
    return found;
  }

  /**
   * Reports each JSON file directly in the config folder other than site.json and redirects.json: nothing reads it,
   * and a page saved there by mistake would otherwise be missing from the site without a word.
   */
  reportStrayTopFiles(): void {
    let names: string[];
    try {
      names = readdirSync(this.root).sort();
    } catch {
      return; // A missing or unreadable folder is reported where its files are read.
    }
    const rootShown = this.shown(this.shownRoot);
    for (const name of names) {
      if (name === 'site.json' || name === 'redirects.json' || name.startsWith('.') || !name.toLowerCase().endsWith('.json')) continue;
      const shownAbs = join(this.shownRoot, name);
      const siteInOtherCase = name.toLowerCase() === 'site.json';
      if (this.look(join(this.root, name), shownAbs).type !== 'file' || (siteInOtherCase && this.sameFile(name, 'site.json'))) continue;
      this.unread.push(
        siteInOtherCase
          ? wholeFile(
              this.shown(shownAbs),
              'This file is not read: the site settings are read from "site.json", in lower case.',
              this.look(join(this.root, 'site.json'), join(this.shownRoot, 'site.json')).type === 'missing'
                ? 'Rename it to "site.json".'
                : 'Move what it holds into site.json, then delete it.',
            )
          : wholeFile(
              this.shown(shownAbs),
              `This file is not read: only site.json and redirects.json are read directly in ${rootShown}/.`,
              `Page files go in ${rootShown}/pages/, forms in ${rootShown}/forms/ and plans in ${rootShown}/plans/: move it there, or delete it.`,
            ),
      );
    }
  }

  /** Whether two names in the config folder are one file, as "Site.json" and "site.json" are where case does not count (macOS, Windows). */
  private sameFile(a: string, b: string): boolean {
    try {
      const [x, y] = [lstatSync(join(this.root, a)), lstatSync(join(this.root, b))];
      return x.ino === y.ino && x.dev === y.dev;
    } catch {
      return false;
    }
  }

  /** Whether `dir` (inside the config folder) is a folder, following links. */
  hasFolder(dir: string): boolean {
    return this.look(join(this.root, dir), join(this.shownRoot, dir)).type === 'dir';
  }

  /** A file directly in the config folder: 'missing' when nothing is there, undefined after reporting why it cannot be read. */
  topFile(name: string): FoundFile | 'missing' | undefined {
    const shownAbs = join(this.shownRoot, name);
    const looked = this.look(join(this.root, name), shownAbs);
    if (looked.type === 'missing') return 'missing';
    if (looked.type === 'file') return { real: looked.real, shown: shownAbs };
    this.errors.push(looked.type === 'problem' ? looked.error : jsonFolder(this.shown(shownAbs)));
    return undefined;
  }

  /** `dir` is the folder kind being listed ("pages"), for messages. */
  private walk(realDir: string, shownDir: string, found: FoundFile[], dir: string) {
    if (this.visited.has(realDir)) return;
    this.visited.add(realDir);
    let entries: Dirent[];
    try {
      entries = readdirSync(realDir, { withFileTypes: true }).sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
    } catch (e) {
      this.errors.push(folder(this.shown(shownDir), `This folder could not be read (${reason(e)}).`, 'Check that you have permission to read it.'));
      return;
    }
    for (const entry of entries) {
      const name = entry.name;
      // Emacs marks a file open for editing with a dangling link ".#home.json": not content, and gone on save.
      if (name.startsWith('.#')) continue;
      const shownAbs = join(shownDir, name);
      const isJson = name.endsWith('.json');
      const real = join(realDir, name);
      // An ordinary file is known from its folder entry: its size is checked as it is read (readConfigText), and an
      // lstat for each of 10,000 pages cost 4 % of `npm run validate`.
      const looked: Looked = entry.isFile() ? { type: 'file', real } : this.look(real, shownAbs);
      if (looked.type === 'file') {
        // One string when both paths are the same (no link on the way): a site of 100,000 pages keeps this list while it is built.
        if (isJson) found.push({ real: looked.real, shown: looked.real === shownAbs ? looked.real : shownAbs });
        // "home.JSON" is skipped by the ".json" test above, and a page or form that is silently missing is the worst outcome.
        else if (name.toLowerCase().endsWith('.json')) this.unread.push(wrongCase(this.shown(shownAbs), dir, name));
      } else if (looked.type === 'problem') {
        if (isJson || looked.aboutFolder) this.errors.push(looked.error);
      } else if (looked.type === 'dir') {
        if (isJson) {
          this.errors.push(jsonFolder(this.shown(shownAbs)));
        } else if (looked.linked && isInside(looked.real, realDir)) {
          this.errors.push(
            folder(
              this.shown(shownAbs),
              `This is a link to the folder "${this.shown(join(this.shownRoot, relative(this.root, looked.real)))}", which contains the link itself, so the folder would be read round and round forever.`,
              'Delete the link.',
            ),
          );
        } else {
          this.walk(looked.real, shownAbs, found, dir);
        }
      }
    }
  }
}

const jsonFolder = (file: string) =>
  folder(
    file,
    'This is a folder, but its name ends in ".json" like a config file.',
    'Rename the folder so that its name does not end in ".json" (the files in it are not read until then), or delete it.',
  );

const nouns: Record<string, string> = { pages: 'page', forms: 'form', plans: 'plan' };

const wrongCase = (file: string, dir: string, name: string) =>
  wholeFile(
    file,
    `This file is not read: ${nouns[dir] ?? 'config'} files end in ".json" (lower case).`,
    `Rename it to "${name.slice(0, -'.json'.length)}.json".`,
  );

function tooBig(file: string, size: number): ConfigError {
  const kb = (n: number) => Math.ceil(n / 1024).toLocaleString('en-US');
  return wholeFile(
    file,
    `This file is ${kb(size)} KB, but a config file may be at most ${kb(MAX_FILE_BYTES)} KB (1 MB).`,
    'Check that this is the right file; split a very long page into several pages.',
  );
}

// One buffer for every file (the text is copied out of it): fresh memory for each of thousands of files costs more.
const scratch = Buffer.allocUnsafe(MAX_FILE_BYTES);

/** What readFileSync(fd) reads, but into `scratch` when the size is known (at most MAX_FILE_BYTES). */
function readBytes(fd: number, size: number): Buffer {
  if (size === 0) return readFileSync(fd);
  let length = 0;
  while (length < size) {
    const n = readSync(fd, scratch, length, size - length, null);
    if (n === 0) break;
    length += n;
  }
  return scratch.subarray(0, length);
}

/** The text of a file found by `ConfigFolder`, or the one error that says why it cannot be used. */
export function readConfigText(found: FoundFile, shown: Shown): { text: string } | { error: ConfigError } {
  const file = () => shown(found.shown);
  let bytes: Buffer;
  try {
    // Non-blocking, and checked again once open: the file may have been swapped for a pipe since it was looked at.
    const fd = openSync(found.real, constants.O_RDONLY | constants.O_NONBLOCK);
    try {
      const stats = fstatSync(fd);
      if (!stats.isFile())
        return {
          error: wholeFile(
            file(),
            `This is a ${oddKind(stats) ?? 'folder'}, not an ordinary file, so it is not read.`,
            'Replace it with an ordinary JSON file, or delete it.',
          ),
        };
      if (stats.size > MAX_FILE_BYTES) return { error: tooBig(file(), stats.size) };
      bytes = readBytes(fd, stats.size);
    } finally {
      closeSync(fd);
    }
  } catch (e) {
    return { error: wholeFile(file(), `This file could not be read (${reason(e)}).`, 'Check that it exists and that you have permission to read it.') };
  }
  if (bytes.length > MAX_FILE_BYTES) return { error: tooBig(file(), bytes.length) };
  if ((bytes[0] === 0xff && bytes[1] === 0xfe) || (bytes[0] === 0xfe && bytes[1] === 0xff)) {
    return {
      error: wholeFile(
        file(),
        'This file is saved as UTF-16 text, but config files must be UTF-8.',
        'Save it again with the encoding "UTF-8" (in VS Code: click "UTF-16" in the status bar, then "Save with Encoding" and "UTF-8").',
      ),
    };
  }
  const bad = firstInvalidUtf8(bytes);
  if (bad >= 0) {
    const before = bytes
      .subarray(0, bad)
      .toString('utf8')
      .replace(/^\uFEFF/, '');
    const { line, column } = new LineIndex(before).at(before.length);
    const hex = bytes[bad].toString(16).toUpperCase().padStart(2, '0');
    return {
      error: {
        file: file(),
        line,
        column,
        path: '(file encoding)',
        message: `This file is not valid UTF-8 text: the byte at offset ${bad} (0x${hex}) is not part of any character, so it would show as "\uFFFD".`,
        hint: 'Save the file with the encoding "UTF-8" (in VS Code: "Save with Encoding" in the status bar), then retype the character here.',
      },
    };
  }
  return { text: bytes.toString('utf8') };
}
