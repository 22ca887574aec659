import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { startServer } from './test-project.ts';

describe('GET /icons.svg on the editor', () => {
  it('serves the renderer’s icon sprite to the preview, as an SVG that runs nothing', async () => {
    const { port } = await startServer();
    const res = await fetch(`http://127.0.0.1:${port}/icons.svg`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/svg+xml');
    expect(res.headers.get('content-security-policy')).toBe("default-src 'none'");
    expect(await res.text()).toBe(readFileSync(new URL('../public/icons.svg', import.meta.url), 'utf8'));
  });

  it('answers nothing else under that name', async () => {
    const { port } = await startServer();
    const post = await fetch(`http://127.0.0.1:${port}/icons.svg`, { method: 'POST', headers: { Origin: `http://127.0.0.1:${port}` } });
    expect(post.status).toBeGreaterThanOrEqual(400);
    expect(await post.json()).toMatchObject({ ok: false });
    expect((await fetch(`http://127.0.0.1:${port}/icons.svg/x`)).status).toBe(404);
  });
});
