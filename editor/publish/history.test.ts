import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { commitFiles } from './commit.ts';
import { fileAt, history } from './history.ts';
import { AUTHOR, isolateGit, localRepo, page, sh, write } from './test-repos.ts';

isolateGit();

const HOME = 'site.config/pages/home.json';
const ABOUT = 'site.config/pages/about.json';

/** A repository with three edits of the content and one commit outside it. */
async function withHistory() {
  const root = localRepo();
  const start = sh(root, 'rev-parse', 'HEAD').trim();
  write(root, HOME, page('Home', 'One'));
  write(root, 'site.config/pages/new.json', '{}\n');
  const first = await commitFiles(root, { files: [HOME, 'site.config/pages/new.json'], message: 'First edit\n\nWith a body.', author: AUTHOR });
  write(root, 'README.md', 'Code, not content.\n');
  sh(root, 'commit', '-qam', 'Docs');
  rmSync(join(root, ABOUT));
  const second = await commitFiles(root, { files: [ABOUT], message: 'Remove "about" | and ✓', author: { name: 'Bo Ö', email: 'bo@example.com' } });
  return { root, start, first, second };
}

describe('history', () => {
  it('lists the commits that changed site.config/, newest first, with their files', async () => {
    const { root, start, first, second } = await withHistory();
    const entries = await history(root);
    expect(entries.map((e) => e.commit)).toStrictEqual([second, first, start]);
    expect(entries[0]).toMatchObject({
      author: 'Bo Ö',
      email: 'bo@example.com',
      subject: 'Remove "about" | and ✓',
      files: [{ file: ABOUT, status: 'deleted' }],
    });
    expect(entries[0].date).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d[+-]\d\d:\d\d$/);
    expect(entries[1]).toMatchObject({
      subject: 'First edit',
      files: [
        { file: HOME, status: 'modified' },
        { file: 'site.config/pages/new.json', status: 'added' },
      ],
    });
    expect(entries[2].files.map((f) => f.file)).toStrictEqual([ABOUT, HOME, 'site.config/site.json']);
  });

  it('pages, and follows one file', async () => {
    const { root, start, first, second } = await withHistory();
    expect((await history(root, { limit: 1 })).map((e) => e.commit)).toStrictEqual([second]);
    expect((await history(root, { limit: 1, skip: 1 })).map((e) => e.commit)).toStrictEqual([first]);
    expect((await history(root, { file: HOME })).map((e) => e.commit)).toStrictEqual([first, start]);
    expect(await history(root, { limit: 0 })).toStrictEqual([]);
    await expect(history(root, { limit: -1 })).rejects.toMatchObject({ code: 'invalid-input' });
    await expect(history(root, { limit: 1.5 })).rejects.toMatchObject({ code: 'invalid-input' });
    await expect(history(root, { file: 'README.md' })).rejects.toMatchObject({ code: 'invalid-input' });
    await expect(history(root, { file: 'site.config/../README.md' })).rejects.toMatchObject({ code: 'invalid-input' });
  });
});

describe('fileAt', () => {
  it("gives a file's text at a commit, and null where it did not exist", async () => {
    const { root, start, first, second } = await withHistory();
    expect(await fileAt(root, start, HOME)).toBe(page('Home', 'Welcome'));
    expect(await fileAt(root, first.slice(0, 10), HOME)).toBe(page('Home', 'One'));
    expect(await fileAt(root, start, ABOUT)).toBe(page('About', 'Who we are'));
    expect(await fileAt(root, second, ABOUT)).toBeNull();
    expect(await fileAt(root, start, 'site.config/pages/new.json')).toBeNull();
  });

  it('refuses what is not a commit hash or a publishable file', async () => {
    const { root } = await withHistory();
    await expect(fileAt(root, 'deadbeefdeadbeef', HOME)).rejects.toMatchObject({ code: 'not-found' });
    for (const commit of ['HEAD', 'HEAD~1', '--output=/tmp/x', 'main', '']) {
      await expect(fileAt(root, commit, HOME)).rejects.toMatchObject({ code: 'invalid-input' });
    }
    const head = sh(root, 'rev-parse', 'HEAD').trim();
    for (const file of ['README.md', '../package.json', 'site.config/../package.json', '/etc/passwd']) {
      await expect(fileAt(root, head, file)).rejects.toMatchObject({ code: 'invalid-input' });
    }
  });
});
