import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { publish } from './publish.ts';
import { readPublishSettings } from './settings.ts';
import { AUTHOR, isolateGit, localRepo, page, remoteRepo, sh, snapshot, tempDir, write } from './test-repos.ts';

isolateGit();

const HOME = 'site.config/pages/home.json';
const request = { files: [HOME], message: 'Change', author: AUTHOR };

/** A push-mode clone whose origin is `url`, with a change to publish; and what must stay as it is. */
function cloneWithOrigin(url: string) {
  const a = remoteRepo().clone();
  sh(a, 'remote', 'set-url', 'origin', url);
  write(a, HOME, page('Home', 'Unpublished'));
  return { a, before: snapshot(a, [HOME]) };
}

describe('publish says plainly why it cannot, and changes nothing', () => {
  it('when the folder is not a git repository', async () => {
    const root = tempDir('plain');
    write(root, HOME, page('Home', 'x'));
    await expect(publish(root, request)).rejects.toMatchObject({ code: 'not-a-repo', message: expect.stringContaining('not a git repository') });
  });

  it('when there is no remote, or not the one the settings name', async () => {
    const root = localRepo({ mode: 'push' });
    write(root, HOME, page('Home', 'x'));
    const before = snapshot(root, [HOME]);
    await expect(publish(root, request)).rejects.toMatchObject({ code: 'no-remote', message: expect.stringContaining('"origin"') });
    write(root, 'publish.config.json', '{ "mode": "review", "remote": "upstream" }');
    await expect(publish(root, request)).rejects.toMatchObject({ code: 'no-remote', message: expect.stringContaining('"upstream"') });
    const after = snapshot(root, [HOME]);
    expect([after.head, after.index, after.files]).toStrictEqual([before.head, before.index, before.files]);
  });

  it('when HEAD is detached', async () => {
    const { a } = cloneWithOrigin(remoteRepo().bare);
    sh(a, 'checkout', '-q', '--detach');
    await expect(publish(a, request)).rejects.toMatchObject({ code: 'detached-head' });
  });

  it.each([
    ['a path that does not exist', '/nonexistent/path/site.git'],
    ['a port nobody listens on', 'http://127.0.0.1:9/site.git'],
  ])('when the remote cannot be reached: %s', async (_, url) => {
    const { a, before } = cloneWithOrigin(url);
    const started = Date.now();
    await expect(publish(a, request)).rejects.toMatchObject({ code: 'unreachable', message: expect.stringContaining('could not be reached') });
    expect(Date.now() - started).toBeLessThan(15_000);
    // Fetching comes first: nothing was committed.
    expect(snapshot(a, [HOME])).toStrictEqual(before);
  });

  it('when the remote refuses the credentials, at once instead of waiting for a password', async () => {
    const server = createServer((_req, res) => {
      res.writeHead(401, { 'WWW-Authenticate': 'Basic realm="git"' });
      res.end();
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const { port } = server.address() as AddressInfo;
      const { a, before } = cloneWithOrigin(`http://bob:hunter2@127.0.0.1:${port}/acme/site.git`);
      const failure = await publish(a, request).catch((e: unknown) => e);
      expect(failure).toMatchObject({ code: 'auth', message: expect.stringContaining('refused access') });
      expect(JSON.stringify(failure)).not.toMatch(/hunter2/);
      expect((failure as Error).message).not.toMatch(/hunter2|bob/);
      expect(snapshot(a, [HOME])).toStrictEqual(before);
    } finally {
      server.close();
    }
  });
});

describe('readPublishSettings', () => {
  it('defaults to local commits on the current branch of origin', async () => {
    const root = localRepo();
    expect(await readPublishSettings(root)).toStrictEqual({ mode: 'commit', remote: 'origin', branch: 'main', fromFile: false });
    write(root, 'publish.config.json', '{ "$schema": "x", "mode": "review", "branch": "release/2025" }');
    expect(await readPublishSettings(root)).toStrictEqual({ mode: 'review', remote: 'origin', branch: 'release/2025', fromFile: true });
  });

  it.each([
    ['{ "mode": "pushh" }', /"mode" must be "commit", "push", "review", not "pushh"/],
    ['{ "mod": "push" }', /unknown setting "mod"/],
    ['{ "branch": "--upload-pack=x" }', /"branch": .* is not a valid branch name/],
    ['{ "branch": "../x" }', /not a valid branch name/],
    ['{ "branch": "@{-1}" }', /not a valid branch name/],
    ['{ "remote": "-oProxyCommand=x" }', /"remote": .* is not a remote's name/],
    ['{ "remote": "../elsewhere" }', /is not a remote's name/],
    ['[]', /one JSON object/],
    ['{ "mode": ', /not valid JSON/],
  ])('refuses %s', async (text, message) => {
    const root = localRepo();
    write(root, 'publish.config.json', text);
    await expect(readPublishSettings(root)).rejects.toMatchObject({ code: 'settings', message: expect.stringMatching(message) });
    await expect(readPublishSettings(root)).rejects.toMatchObject({ message: expect.stringMatching(/^publish\.config\.json: /) });
  });
});
