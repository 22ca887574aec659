import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync, writeFileSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { listChanges } from './changes.ts';
import { realConfig } from './test-project.ts';

const repo = mkdtempSync(join(tmpdir(), 'editor-git-'));
afterAll(() => rmSync(repo, { recursive: true, force: true }));
const git = (...args: string[]) => execFileSync('git', ['-c', 'user.name=Test', '-c', 'user.email=test@example.com', ...args], { cwd: repo, encoding: 'utf8' });

describe('the changes view', () => {
  it('lists modified, added and deleted files under site.config/ with their unified diffs', async () => {
    cpSync(realConfig, join(repo, 'site.config'), { recursive: true });
    writeFileSync(join(repo, 'README.md'), 'not config\n');
    git('init', '-q');
    git('add', '.');
    git('commit', '-q', '-m', 'start');
    expect(await listChanges(repo)).toStrictEqual([]);

    const home = join(repo, 'site.config/pages/home.json');
    writeFileSync(home, readFileSync(home, 'utf8').replace('Results our clients measure', 'Results we measure'));
    writeFileSync(join(repo, 'site.config/pages/new page.json'), '{\n  "route": "/x"\n}\n');
    rmSync(join(repo, 'site.config/pages/terms.json'));
    writeFileSync(join(repo, 'README.md'), 'changed, but not config\n');

    const changes = await listChanges(repo);
    expect(changes.map(({ file, status }) => ({ file, status }))).toStrictEqual([
      { file: 'site.config/pages/home.json', status: 'modified' },
      { file: 'site.config/pages/new page.json', status: 'added' },
      { file: 'site.config/pages/terms.json', status: 'deleted' },
    ]);
    const [modified, added, deleted] = changes;
    expect(modified.diff).toContain('-      "heading": "Results our clients measure",\n+      "heading": "Results we measure",\n');
    expect(modified.diff.match(/^[-+] /gm)).toHaveLength(2);
    expect(added.diff).toContain('+++ b/site.config/pages/new page.json');
    expect(added.diff).toContain('+  "route": "/x"\n');
    expect(deleted.diff).toContain('+++ /dev/null');
    expect(modified.diff).not.toContain('\u001b[');
    expect(modified.words).toStrictEqual([expect.stringMatching(/› Heading: 'Results our clients measure' → 'Results we measure'$/)]);
    expect(added.words).toStrictEqual(['New page /x']);
    expect(deleted.words).toStrictEqual([expect.stringMatching(/^Page \/\S+ deleted$/)]);
  });

  it('says why when the folder is not a git repository', async () => {
    const bare = mkdtempSync(join(tmpdir(), 'editor-nogit-'));
    try {
      await expect(listChanges(bare)).rejects.toThrow(/git diff failed/);
    } finally {
      rmSync(bare, { recursive: true, force: true });
    }
  });
});
