/**
 * Whatever is in site.config/, the validator answers with located, plain errors: it never
 * throws, never hangs on a pipe or a link cycle, and never floods. Cases that can be files are
 * in tests/fixtures/robustness-config/<case>/ (laid over base-config like bad-config; a folder of
 * their own because config-errors.test.ts pins the list of bad-config folders); links, pipes,
 * devices and bad bytes cannot be committed, so they are made here in a temp copy.
 */
import { spawnSync } from 'node:child_process';
import { EventEmitter } from 'node:events';
import { mkdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ViteDevServer } from 'vite';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ConfigFolder } from '../../validator/config-folder.ts';
import { parseConfigFile } from '../../validator/config-file.ts';
import { unexpectedError } from '../../validator/guard.ts';
import { loadSiteConfig } from '../../validator/load.ts';
import { tooDeepAt } from '../../validator/positions.ts';
import type { ConfigError } from '../../validator/types.ts';
import { firstInvalidUtf8 } from '../../validator/utf8.ts';
import { CONFIG_DIR, prepareFixture } from './fixture-config.ts';

const home = 'site.config/pages/home.json';
const about = 'site.config/pages/about.json';
const inPages = (name: string) => `site.config/pages/${name}`;
const whole = (file: string, message: string, hint: string): ConfigError => ({ file, line: 1, column: 1, path: '(whole file)', message, hint });
const folder = (file: string, message: string, hint: string): ConfigError => ({ file, line: 1, column: 1, path: '(folder)', message, hint });

/** Loads base-config (plus a committed case) after `change` has altered the temp copy. */
function loadWith(change?: (config: string, tempRoot: string) => void, fixture?: string) {
  const tempRoot = prepareFixture(fixture && `../robustness-config/${fixture}`);
  try {
    change?.(join(tempRoot, CONFIG_DIR), tempRoot);
    return loadSiteConfig(CONFIG_DIR, tempRoot);
  } finally {
    rmSync(tempRoot, { recursive: true, force: true });
  }
}

const notObject = (file: string, what: string, fields: string, schema: string) =>
  whole(
    file,
    `This file must be one object in { } with ${fields}, but it is ${what}.`,
    `Write the file as { "$schema": "${schema}", … } with ${fields} inside.`,
  );

const committed: Record<string, { title: string; errors: ConfigError[] }> = {
  'null-page': {
    title: 'a page that is null: one error, and the links to it are not reported as broken',
    errors: [notObject(about, 'null', "the page's fields", '../../schema/page.schema.json')],
  },
  'list-plan': {
    title: 'a plan that is a list',
    errors: [notObject('site.config/plans/starter.json', 'a list in [ ]', "the plan's fields", '../../schema/plan.schema.json')],
  },
  'number-form': {
    title: 'a form that is a number: the footer naming it is not reported',
    errors: [notObject('site.config/forms/footer-demo.json', 'the number 42', "the form's fields", '../../schema/form.schema.json')],
  },
  'text-site': {
    title: 'site settings that are a text',
    errors: [notObject('site.config/site.json', 'the text "Rivo AI"', 'the site settings', '../schema/site.schema.json')],
  },
  'folder-named-json': {
    title: 'a folder whose name ends in .json',
    errors: [
      folder(
        inPages('extra.json'),
        'This is a folder, but its name ends in ".json" like a config file.',
        'Rename the folder so that its name does not end in ".json" (the files in it are not read until then), or delete it.',
      ),
    ],
  },
  'bom-accepted': {
    title: 'a UTF-8 byte-order mark is accepted and dropped',
    errors: [],
  },
  'deep-nesting': {
    title: 'nesting deeper than 64 levels is refused at the bracket that opens level 65, before anything recursive runs',
    errors: [
      {
        file: home,
        line: 9,
        column: 79,
        path: '(whole file)',
        message: 'This file nests lists and objects more than 64 levels deep: the bracket here opens level 65.',
        hint: 'No config file needs that many levels; look for brackets pasted here by mistake and remove them.',
      },
    ],
  },
};

describe('files that are not what a config file should be (committed fixtures)', () => {
  for (const [name, { title, errors }] of Object.entries(committed)) {
    it(`${name}: ${title}`, () => {
      const result = loadWith(undefined, name);
      expect(result.errors).toStrictEqual(errors);
      expect(result.bundle === undefined).toBe(errors.length > 0);
    });
  }

  it('too-many-errors: at most 20 problems per file, then one line counting the rest', () => {
    const { errors } = loadWith(undefined, 'too-many-errors');
    expect(errors).toHaveLength(21);
    expect(errors.slice(0, 20).map((e) => e.path)).toStrictEqual(Array.from({ length: 20 }, (_, i) => `blocks[0].extra${i + 1}`));
    expect(errors[0].message).toBe('"extra1" is not a field that this block can have.');
    expect(errors[20]).toStrictEqual({
      file: home,
      line: 29,
      column: 7,
      path: '(whole file)',
      message: '…and 5 more problems in this file.',
      hint: 'Fix the problems above and check again: they often cause the rest.',
    });
  });
});

describe('links, pipes, devices, sizes and bytes (made in a temp copy)', () => {
  const cases: Record<string, { change: (config: string, tempRoot: string) => void; errors: ConfigError[] }> = {
    'a dangling link': {
      change: (config) => symlinkSync('missing.json', join(config, 'pages/old.json')),
      errors: [
        whole(
          inPages('old.json'),
          'This is a link to "missing.json", which does not exist.',
          'Point the link at an existing file inside site.config, or replace the link with the file itself.',
        ),
      ],
    },
    'a link that loops onto itself': {
      change: (config) => symlinkSync('loop.json', join(config, 'pages/loop.json')),
      errors: [
        whole(
          inPages('loop.json'),
          'This is a link that leads back to itself through other links, so it never reaches a file.',
          'Delete the link, or point it at a real file inside site.config.',
        ),
      ],
    },
    'a link to a file outside the config folder': {
      change: (config, tempRoot) => {
        writeFileSync(join(tempRoot, 'outside.json'), '{}');
        symlinkSync('../../outside.json', join(config, 'pages/outside.json'));
      },
      errors: [
        whole(
          inPages('outside.json'),
          'This is a link to "../../outside.json", which is outside site.config; only files inside the config folder are read.',
          'Copy the file into site.config instead of linking to it, or delete the link.',
        ),
      ],
    },
    'a link to a folder outside the config folder': {
      change: (config, tempRoot) => {
        mkdirSync(join(tempRoot, 'more-pages'));
        symlinkSync('../../more-pages', join(config, 'pages/more'));
      },
      errors: [
        whole(
          inPages('more'),
          'This is a link to "../../more-pages", which is outside site.config; only files inside the config folder are read.',
          'Copy the folder into site.config instead of linking to it, or delete the link.',
        ),
      ],
    },
    'a link to a device': {
      change: (config) => symlinkSync('/dev/zero', join(config, 'pages/zero.json')),
      errors: [
        whole(
          inPages('zero.json'),
          'This is a link to "/dev/zero", which is outside site.config; only files inside the config folder are read.',
          'Copy the file into site.config instead of linking to it, or delete the link.',
        ),
      ],
    },
    'a link to a folder that contains it (a cycle): one error, not thousands': {
      change: (config) => symlinkSync('..', join(config, 'pages/again')),
      errors: [
        folder(
          inPages('again'),
          'This is a link to the folder "site.config", which contains the link itself, so the folder would be read round and round forever.',
          'Delete the link.',
        ),
      ],
    },
    'a named pipe (never opened: reading it would wait forever)': {
      change: (config) => expect(spawnSync('mkfifo', [join(config, 'pages/pipe.json')]).status).toBe(0),
      errors: [
        whole(
          inPages('pipe.json'),
          'This is a named pipe (FIFO), not an ordinary file, so it is not read.',
          'Replace it with an ordinary JSON file, or delete it.',
        ),
      ],
    },
    'a file over 1 MB (not read)': {
      change: (config) => writeFileSync(join(config, 'pages/big.json'), `{${' '.repeat(1_200_000)}}`),
      errors: [
        whole(
          inPages('big.json'),
          'This file is 1,172 KB, but a config file may be at most 1,024 KB (1 MB).',
          'Check that this is the right file; split a very long page into several pages.',
        ),
      ],
    },
    'nesting 5,000 levels deep': {
      change: (config) => writeFileSync(join(config, 'pages/deep.json'), `${'['.repeat(5000)}${']'.repeat(5000)}`),
      errors: [
        {
          file: inPages('deep.json'),
          line: 1,
          column: 65,
          path: '(whole file)',
          message: 'This file nests lists and objects more than 64 levels deep: the bracket here opens level 65.',
          hint: 'No config file needs that many levels; look for brackets pasted here by mistake and remove them.',
        },
      ],
    },
    'a byte that is not UTF-8 (located by byte offset, line and column)': {
      change: (config) => {
        const file = join(config, 'pages/home.json');
        const bytes = readFileSync(file);
        const at = bytes.indexOf('"heading": "Fixture') + '"heading": "Fixture'.length;
        writeFileSync(file, Buffer.concat([bytes.subarray(0, at), Buffer.from([0xff]), bytes.subarray(at)]));
      },
      errors: [
        {
          file: home,
          line: 9,
          column: 26,
          path: '(file encoding)',
          message: 'This file is not valid UTF-8 text: the byte at offset 291 (0xFF) is not part of any character, so it would show as "\uFFFD".',
          hint: 'Save the file with the encoding "UTF-8" (in VS Code: "Save with Encoding" in the status bar), then retype the character here.',
        },
      ],
    },
    'a file saved as UTF-16': {
      change: (config) => {
        const file = join(config, 'pages/home.json');
        writeFileSync(file, Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(readFileSync(file, 'utf8'), 'utf16le')]));
      },
      errors: [
        whole(
          home,
          'This file is saved as UTF-16 text, but config files must be UTF-8.',
          'Save it again with the encoding "UTF-8" (in VS Code: click "UTF-16" in the status bar, then "Save with Encoding" and "UTF-8").',
        ),
      ],
    },
    'site.json is a folder': {
      change: (config) => {
        rmSync(join(config, 'site.json'));
        mkdirSync(join(config, 'site.json'));
      },
      errors: [
        folder(
          'site.config/site.json',
          'This is a folder, but its name ends in ".json" like a config file.',
          'Rename the folder so that its name does not end in ".json" (the files in it are not read until then), or delete it.',
        ),
      ],
    },
    '"pages" is a file': {
      change: (config) => {
        rmSync(join(config, 'pages'), { recursive: true });
        writeFileSync(join(config, 'pages'), 'home');
      },
      errors: [
        folder(
          'site.config/pages',
          '"pages" should be a folder of JSON files, but it is a file.',
          'Delete or rename the file and create a folder named "pages".',
        ),
      ],
    },
  };

  for (const [title, { change, errors }] of Object.entries(cases)) {
    it(title, () => {
      const result = loadWith(change);
      expect(result.errors).toStrictEqual(errors);
      expect(result.bundle).toBeUndefined();
    });
  }

  it('a link to a file inside the config folder is followed (here: a second page with the same route)', () => {
    const { errors } = loadWith((config) => symlinkSync('about.json', join(config, 'pages/alias.json')));
    expect(errors.map((e) => `${e.file}:${e.line}:${e.column} ${e.message}`)).toStrictEqual([
      `${inPages('alias.json')}:3:12 The route "/about-us" is already used by ${about}.`,
    ]);
  });

  it('a link to a folder inside the config folder is followed', () => {
    const { errors, bundle } = loadWith((config) => {
      mkdirSync(join(config, 'drafts'));
      writeFileSync(
        join(config, 'drafts/team.json'),
        readFileSync(join(config, 'pages/about.json'), 'utf8')
          .replace('"/about-us"', '"/team"')
          .replace('"$schema": "../../schema/', '"$schema": "../../../schema/'),
      );
      symlinkSync('../drafts', join(config, 'pages/drafts'));
    });
    expect(errors).toStrictEqual([]);
    expect(bundle?.pages.map((p) => p.file)).toContain(inPages('drafts/team.json'));
  });

  it('a device inside the folder is reported without being opened', () => {
    const folderOfDevices = new ConfigFolder('/dev', (abs) => abs);
    expect(folderOfDevices.look('/dev/null', '/dev/null')).toStrictEqual({
      type: 'problem',
      aboutFolder: false,
      error: whole('/dev/null', 'This is a device, not an ordinary file, so it is not read.', 'Replace it with an ordinary JSON file, or delete it.'),
    });
  });

  it("an editor's lock file (Emacs: a dangling link named .#home.json) is not content and is ignored", () => {
    const { errors } = loadWith((config) => symlinkSync('root@host.1234:1700000000', join(config, 'pages/.#home.json')));
    expect(errors).toStrictEqual([]);
  });

  it('a tab or other control character inside a text value', () => {
    const { errors } = parseConfigFile('x.json', '{\n  "a": "x\u0001y"\n}', 'page');
    expect(errors).toStrictEqual([
      {
        file: 'x.json',
        line: 2,
        column: 8,
        path: '(file syntax)',
        message: 'This file is not valid JSON. A text value contains a tab or another invisible control character; remove it (write a tab as "\\t").',
      },
    ]);
  });

  it('a byte-order mark does not shift the columns of line 1', () => {
    const { errors } = parseConfigFile('x.json', '\uFEFF{ "a": 1, "a": 2 }', 'page');
    expect(errors.map((e) => [e.line, e.column])).toStrictEqual([[1, 11]]);
  });
});

describe('the building blocks', () => {
  it('finds the first byte that breaks UTF-8', () => {
    const at = (...bytes: number[]) => firstInvalidUtf8(Uint8Array.from(bytes));
    expect(at(0x7b, 0xf0, 0x9f, 0x98, 0x80, 0x7d)).toBe(-1); // a 4-byte emoji
    expect(at(0x41, 0x80)).toBe(1); // a stray continuation byte
    expect(at(0x41, 0xc0, 0x80)).toBe(1); // an overlong form
    expect(at(0xed, 0xa0, 0x80)).toBe(0); // a UTF-16 surrogate
    expect(at(0xf4, 0x90, 0x80, 0x80)).toBe(0); // beyond U+10FFFF
    expect(at(0x41, 0x42, 0xe2, 0x82)).toBe(2); // cut off at the end
  });

  it('measures nesting without counting brackets inside text or comments', () => {
    expect(tooDeepAt('{ "a": "[[[[[[", "b": [1] }', 2)).toBe(-1);
    expect(tooDeepAt('{ /* [[[ */ "b": [[1]] }', 2)).toBe(18);
    expect(tooDeepAt('[[]]', 2)).toBe(-1);
  });

  it('says plainly when the validator itself fails', () => {
    expect(unexpectedError('site.config', new TypeError('x is null'))).toStrictEqual(
      folder(
        'site.config',
        'The check stopped on an unexpected problem (TypeError: x is null), so some mistakes may not be shown.',
        'This is a bug in the validator, not something to find in your files: undo your last change to carry on, and report it with that change.',
      ),
    );
  });
});

describe('npm run dev keeps running whatever is saved', () => {
  const saved = process.env.SITE_CONFIG_DIR;
  const roots: string[] = [];
  afterEach(() => {
    if (saved === undefined) delete process.env.SITE_CONFIG_DIR;
    else process.env.SITE_CONFIG_DIR = saved;
    for (const root of roots.splice(0)) rmSync(root, { recursive: true, force: true });
    vi.doUnmock('../../validator/load.ts');
    vi.resetModules();
  });

  /** The dev server as far as the plugin uses it: a watcher to fire, and what it logs and sends. */
  async function devServer() {
    const tempRoot = prepareFixture(undefined, process.cwd());
    roots.push(tempRoot);
    const config = join(tempRoot, CONFIG_DIR);
    process.env.SITE_CONFIG_DIR = config;
    const watcher = Object.assign(new EventEmitter(), { add: () => undefined });
    const logged: string[] = [];
    const sent: Array<{ type: string; err?: { message: string } }> = [];
    const server = {
      config: { root: process.cwd(), logger: { error: (m: string) => logged.push(m), info: (m: string) => logged.push(m) } },
      watcher,
      ws: { send: (payload: { type: string }) => sent.push(payload) },
      middlewares: { use: () => undefined },
    } as unknown as ViteDevServer;
    const { sitePlugin } = await import('../../dev-server/vite-plugin-site.ts');
    (sitePlugin().configureServer as (s: ViteDevServer) => unknown)(server);
    const save = (rel: string, text: string) => {
      writeFileSync(join(config, rel), text);
      watcher.emit('change', join(config, rel));
    };
    return { config, save, logged, sent };
  }

  it('saving a page as null shows the error, and saving a fix clears it', async () => {
    const { save, logged, sent, config } = await devServer();
    const good = readFileSync(join(config, 'pages/about.json'), 'utf8');
    expect(logged).toStrictEqual([]);
    expect(() => save('pages/about.json', 'null')).not.toThrow();
    expect(logged.join('\n')).toContain("This file must be one object in { } with the page's fields, but it is null.");
    expect(sent.at(-1)?.type).toBe('error');
    expect(() => save('pages/about.json', good)).not.toThrow();
    expect(logged.at(-1)).toBe('site.config is valid again.');
    expect(sent.at(-1)).toStrictEqual({ type: 'full-reload' });
  });

  it('even a failure of the validator itself is reported, not thrown', async () => {
    vi.resetModules();
    vi.doMock('../../validator/load.ts', () => ({
      loadSiteConfig: () => {
        throw new TypeError('boom');
      },
    }));
    const { save, logged, sent } = await devServer();
    expect(() => save('pages/about.json', '{}')).not.toThrow();
    expect(logged.join('\n')).toContain('The check stopped on an unexpected problem (TypeError: boom), so some mistakes may not be shown.');
    expect(sent.at(-1)?.type).toBe('error');
  });
});
