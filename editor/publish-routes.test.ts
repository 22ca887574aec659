import { cpSync, existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { isolateGit, sh, tempDir } from './publish/test-repos.ts';
import { realConfig, startServer } from './test-project.ts';

isolateGit();

const ABOUT = 'site.config/pages/about-us.json';

/** A bare remote and a clone of it holding the site, in push mode, with the editor's server on the clone. */
async function published() {
  const remote = tempDir('remote');
  sh(remote, 'init', '-q', '--bare', '-b', 'main');
  const clone = tempDir('clone');
  sh(clone, 'init', '-q', '-b', 'main');
  cpSync(realConfig, join(clone, 'site.config'), { recursive: true });
  writeFileSync(join(clone, 'publish.config.json'), '{ "mode": "push", "remote": "origin", "branch": "main" }\n');
  writeFileSync(join(clone, 'notes.txt'), 'not content\n');
  sh(clone, 'add', '.');
  sh(clone, 'commit', '-q', '-m', 'The site');
  sh(clone, 'remote', 'add', 'origin', remote);
  sh(clone, 'push', '-q', '-u', 'origin', 'main');
  const { base } = await startServer(clone);
  const api = async (path: string, body?: unknown) => {
    const res = await fetch(
      `${base}${path}`,
      body === undefined ? {} : { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) },
    );
    return { status: res.status, json: (await res.json()) as Record<string, unknown> & { message?: string } };
  };
  return { remote, clone, api };
}

const heading = (clone: string, to: string) => {
  const file = join(clone, ABOUT);
  const page = JSON.parse(readFileSync(file, 'utf8')) as { blocks: Array<{ heading: string }> };
  writeFileSync(file, readFileSync(file, 'utf8').replace(JSON.stringify(page.blocks[0].heading), JSON.stringify(to)));
};
const author = { name: 'Ada Editor', email: 'ada@example.com' };

describe('publishing from the editor', () => {
  it('publishes the chosen file in push mode: the remote has one commit with exactly that file, by the person publishing', async () => {
    const { remote, clone, api } = await published();
    heading(clone, 'Our story');
    writeFileSync(join(clone, 'notes.txt'), 'changed, never published by the editor\n');
    const changes = await api('/api/changes');
    expect(changes.json.changes).toEqual([expect.objectContaining({ file: ABOUT, words: [expect.stringMatching(/› Hero › Heading: .* → 'Our story'$/)] })]);
    const done = await api('/api/publish', { files: [ABOUT], message: 'About Us: a new hero heading', author });
    expect(done.status, JSON.stringify(done.json)).toBe(200);
    expect(sh(remote, 'log', '--format=%an <%ae>|%s', 'main')).toMatch(/^Ada Editor <ada@example.com>\|About Us: a new hero heading\n/);
    expect(sh(remote, 'show', '--name-only', '--format=', 'main').trim()).toBe(ABOUT);
    expect(sh(clone, 'status', '--porcelain')).toBe(' M notes.txt\n');
  });

  it('never commits a site with an error, and lists the problems', async () => {
    const { clone, api } = await published();
    writeFileSync(join(clone, ABOUT), readFileSync(join(clone, ABOUT), 'utf8').replace('"route": "/about-us"', '"route": "about-us"'));
    const refused = await api('/api/publish', { files: [ABOUT], message: 'Broken', author });
    expect(refused.status).toBe(422);
    expect(JSON.stringify(refused.json.errors)).toContain(ABOUT);
    expect(sh(clone, 'log', '--format=%s')).toBe('The site\n');
  });

  it('checks the site as the commit would hold it: changes left unpublished are not in the check', async () => {
    const { clone, api } = await published();
    const privacy = readFileSync(join(clone, 'site.config/pages/privacy.json'), 'utf8');
    // An unfinished new page, not chosen: it does not stop the heading from being published.
    writeFileSync(join(clone, 'site.config/pages/webinar.json'), privacy.replace('"/privacy"', '"webinar"'));
    heading(clone, 'Our story');
    const done = await api('/api/publish', { files: [ABOUT], message: 'Only the heading', author });
    expect(done.status, JSON.stringify(done.json)).toBe(200);
    // A link to a page that would stay unpublished is refused, though the working tree has that page.
    writeFileSync(join(clone, 'site.config/pages/webinar.json'), privacy.replace('"/privacy"', '"/webinar"'));
    heading(clone, 'Our story, see /webinar');
    const file = join(clone, ABOUT);
    const page = JSON.parse(readFileSync(file, 'utf8')) as { blocks: unknown[] };
    page.blocks.push({ type: 'cta', heading: 'Join the webinar', actions: [{ label: 'Join', href: '/webinar' }] });
    writeFileSync(file, JSON.stringify(page, null, 2));
    const refused = await api('/api/publish', { files: [ABOUT], message: 'Link to the webinar', author });
    expect(refused.status).toBe(422);
    expect(JSON.stringify(refused.json.errors)).toContain('/webinar');
    expect((await api('/api/publish', { files: [ABOUT, 'site.config/pages/webinar.json'], message: 'The webinar', author })).status).toBe(200);
  });

  it('shows the history in words and restores a page as a new change', async () => {
    const { clone, api } = await published();
    const before = readFileSync(join(clone, ABOUT), 'utf8');
    heading(clone, 'Our story');
    await api('/api/publish', { files: [ABOUT], message: 'New heading', author });
    const history = await api(`/api/history?file=${encodeURIComponent(ABOUT)}`);
    const entries = history.json.entries as Array<{ commit: string; author: string; subject: string; words: string[] }>;
    expect(entries[0]).toMatchObject({ author: 'Ada Editor', subject: 'New heading', words: [expect.stringMatching(/→ 'Our story'$/)] });
    const restored = await api('/api/restore', { commit: entries[1].commit, file: ABOUT });
    expect(restored.status, JSON.stringify(restored.json)).toBe(200);
    expect(readFileSync(join(clone, ABOUT), 'utf8')).toBe(before);
    // History is never rewritten: the restore is a change to review and publish.
    expect(sh(clone, 'log', '--format=%s')).toBe('New heading\nThe site\n');
    expect(sh(clone, 'status', '--porcelain')).toBe(` M ${ABOUT}\n`);
  });

  it("never pushes a merge of others' work that breaks the site, though each side was valid alone", async () => {
    const { remote, clone, api } = await published();
    const other = tempDir('other');
    sh(other, 'clone', '-q', remote, '.');
    const privacy = readFileSync(join(clone, 'site.config/pages/privacy.json'), 'utf8');
    // Someone else publishes a new page at /webinar first.
    writeFileSync(join(other, 'site.config/pages/webinar.json'), privacy.replace('"/privacy"', '"/webinar"'));
    sh(other, 'add', '.');
    sh(other, 'commit', '-q', '-m', 'Their webinar page');
    sh(other, 'push', '-q', 'origin', 'main');
    const theirs = sh(remote, 'rev-parse', 'main');
    // Here, another file takes the same address: valid alone, not together.
    writeFileSync(join(clone, 'site.config/pages/webinar-page.json'), privacy.replace('"/privacy"', '"/webinar"'));
    const refused = await api('/api/publish', { files: ['site.config/pages/webinar-page.json'], message: 'Our webinar page', author });
    expect(refused.status).toBe(422);
    expect(refused.json.message).toMatch(/with what others published merged in, the site would have/);
    expect(JSON.stringify(refused.json.errors)).toContain('/webinar');
    expect(sh(remote, 'rev-parse', 'main')).toBe(theirs);
    expect(existsSync(join(clone, 'site.config/pages/webinar.json'))).toBe(false);
  });

  it('a remote that refuses the push leaves the change committed locally and says why', async () => {
    const { remote, clone, api } = await published();
    writeFileSync(join(remote, 'hooks/pre-receive'), '#!/bin/sh\necho "Pushes are closed for the release" >&2\nexit 1\n', { mode: 0o755 });
    heading(clone, 'Our story');
    const refused = await api('/api/publish', { files: [ABOUT], message: 'New heading', author });
    expect(refused.status).toBe(502);
    expect(refused.json.message).toMatch(/not published/i);
    expect(sh(remote, 'log', '--format=%s', 'main')).toBe('The site\n');
    expect(readFileSync(join(clone, ABOUT), 'utf8')).toContain('"Our story"');
  });
});
