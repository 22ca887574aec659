import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { HOSTILE } from '../tests/fixtures/hostile/corpus.ts';
import { startServer, tempProject } from './test-project.ts';

// What a hostile entry changed outside its copy (a permission), put back after each test.
const closers: Array<() => void> = [];
afterEach(() => {
  for (const undo of closers.splice(0)) undo();
});

async function start(root: string) {
  const { base } = await startServer(root);
  /** Every answer must come quickly: a frozen server fails here rather than timing the test out. */
  return async (path: string, body?: unknown) => {
    const res = await fetch(`${base}${path}`, {
      ...(body !== undefined && { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) }),
      signal: AbortSignal.timeout(8000),
    });
    return {
      status: res.status,
      json: (await res.json()) as Record<string, unknown> & { message?: string; errors?: Array<{ file: string; message: string }> },
    };
  };
}

const aPage = (root: string, route: string) =>
  JSON.parse(readFileSync(join(root, 'site.config/pages/privacy.json'), 'utf8').replace('"/privacy"', JSON.stringify(route))) as unknown;

describe('no file in site.config/ can freeze, crash or get around the editor', () => {
  it.each(HOSTILE.map((e) => [e.name, e] as const))('%s', async (_name, entry) => {
    const root = tempProject();
    const config = join(root, 'site.config');
    const undo = entry.make(config);
    if (undo) closers.push(undo);
    const siteBefore = readFileSync(join(config, 'site.json'), 'utf8');
    const api = await start(root);

    const pages = await api('/api/pages');
    expect(pages.status).toBe(200);
    if (entry.problem) {
      const listed = (pages.json.errors ?? []).map((e) => `${e.file}: ${e.message}`);
      expect(listed.join('\n')).toMatch(entry.problem);
    }
    expect((await api('/api/refs')).status).toBe(200);
    expect((await api('/api/changes')).status).toBe(200);
    expect((await api('/api/validate', { file: 'site.config/pages/home.json', text: readFileSync(join(config, 'pages/home.json'), 'utf8') })).status).toBe(200);

    const opened = await api(`/api/file?file=${encodeURIComponent(entry.file)}`);
    expect(opened.status, JSON.stringify(opened.json).slice(0, 300)).toBe(entry.open.status);
    if (entry.open.message) expect(opened.json.message).toMatch(entry.open.message);

    const route = `/${entry.file
      .split('/')
      .pop()!
      .replace(/\.json$/, '')}`;
    const data = entry.file.endsWith('long-page.json') ? { ...(opened.json.data as object), title: 'A long page, renamed' } : aPage(root, route);
    const saved = await api('/api/save', { file: entry.file, data, hash: opened.json.hash ?? 'none' });
    expect(saved.status, JSON.stringify(saved.json).slice(0, 300)).toBe(entry.save.status);
    if (entry.save.message) expect(saved.json.message).toMatch(entry.save.message);
    // Whatever the entry, no other file was written through it.
    expect(readFileSync(join(config, 'site.json'), 'utf8')).toBe(siteBefore);
  });
});

describe('the server is the gate', () => {
  it('refuses a save that links to a page that does not exist, whatever the client checked', async () => {
    const root = tempProject();
    const api = await start(root);
    const file = 'site.config/pages/privacy.json';
    const opened = await api(`/api/file?file=${encodeURIComponent(file)}`);
    const page = JSON.parse(opened.json.text as string) as { blocks: unknown[] };
    page.blocks.push({ type: 'cta', heading: 'Go nowhere', actions: [{ label: 'Nowhere', href: '/no-such-page' }] });
    const text = JSON.stringify(page, null, 2);
    const saved = await api('/api/save', { file, text, hash: opened.json.hash });
    expect(saved.status).toBe(422);
    expect(JSON.stringify(saved.json.errors)).toContain('/no-such-page');
    expect(readFileSync(join(root, file), 'utf8')).toBe(opened.json.text);
  });

  it('refuses a text larger than a config file may be, with the limit in words', async () => {
    const api = await start(tempProject());
    const text = `{"title": "${'x'.repeat(1100 * 1024)}"}`;
    const checked = await api('/api/validate', { file: 'site.config/pages/home.json', text });
    expect(checked.status).toBe(413);
    expect(checked.json.message).toMatch(/may be at most 1024 KB \(1 MB\)/);
  });
});
