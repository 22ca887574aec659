import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { previewPage, transformHead } from './preview.ts';
import { tempProject, validators } from './test-project.ts';

const FILE = 'site.config/pages/about-us.json';

describe('previewPage', () => {
  it('renders the unsaved page through resolveSite and the given renderer, with the click-to-select script', async () => {
    const root = tempProject();
    const text = readFileSync(join(root, FILE), 'utf8').replace(/"heading": "Seventeen[^"]*"/, '"heading": "Unsaved heading"');
    const result = await previewPage(root, validators(), FILE, text, async ({ page }) => `<html><body>${JSON.stringify(page.blocks[0])}</body></html>`);
    expect(result.errors).toEqual([]);
    expect(result.html).toContain('Unsaved heading');
    expect(result.html).toContain('editor.block.select');
  });

  it('draws a block with a problem as a marker in its place and renders the rest of the page', async () => {
    const root = tempProject();
    const text = readFileSync(join(root, FILE), 'utf8').replace(/"heading": "Seventeen[^"]*"/, '"heading": ""');
    const render = ({ page }: { page: { blocks: { type: string }[] } }) =>
      Promise.resolve(`<main>${page.blocks.map((b) => `<section data-block="${b.type}"></section>`).join('')}</main></body>`);
    const result = await previewPage(root, validators(), FILE, text, render as never);
    expect(result.errors.map((e) => e.path)).toContain('blocks[0].heading');
    const sections = [...result.html!.matchAll(/<section data-block="(\w+)"( data-editor-error)?/g)].map((m) => `${m[1]}${m[2] ? '!' : ''}`);
    expect(sections.slice(0, 2)).toEqual(['hero!', 'stats']);
    expect(result.html).toContain('Hero (block 1)');
  });

  it('returns the errors and no HTML while the page’s own fields are invalid', async () => {
    const root = tempProject();
    const text = readFileSync(join(root, FILE), 'utf8').replace(/"title": "[^"]*"/, '"title": ""');
    const result = await previewPage(root, validators(), FILE, text, () => Promise.reject(new Error('not called')));
    expect(result.html).toBeUndefined();
    expect(result.errors.map((e) => e.path)).toContain('title');
  });

  it("renders a plan's unsaved text on the pages that show it, with the block that shows it", async () => {
    const root = tempProject();
    const plan = 'site.config/plans/starter.json';
    const text = readFileSync(join(root, plan), 'utf8').replace(/"setupFee": \d+/, '"setupFee": 777');
    const seen: unknown[] = [];
    const result = await previewPage(root, validators(), plan, text, async ({ page }) => {
      seen.push(page.route, JSON.stringify(page.blocks).includes('"setupFee":777'));
      return '<html><body></body></html>';
    });
    expect(result.errors).toEqual([]);
    expect(result.routes?.[0]).toBe('/calling-agents');
    expect(result.route).toBe('/calling-agents');
    expect(seen).toEqual(['/calling-agents', true]);
    expect(typeof result.block).toBe('number');
  });

  it('shows site settings on any page asked for, and on the home page by default', async () => {
    const root = tempProject();
    const site = 'site.config/site.json';
    const text = readFileSync(join(root, site), 'utf8');
    const routes: string[] = [];
    const render = async ({ page }: { page: { route: string } }) => (routes.push(page.route), '<html><body></body></html>');
    const first = await previewPage(root, validators(), site, text, render);
    const second = await previewPage(root, validators(), site, text, render, '/about-us');
    expect(routes).toEqual(['/', '/about-us']);
    expect(first.routes).toContain('/about-us');
    expect(second.route).toBe('/about-us');
  });

  it('transforms only the head: the rendered body comes back as it was', async () => {
    const seen: string[] = [];
    const transform = async (html: string) => {
      seen.push(html);
      return html.replace('<head>', '<head><script type="module" src="/@vite/client"></script>').replace(/<body>[\s\S]*<\/body>/, '<body>changed</body>');
    };
    const html = '<!doctype html><html><head><title>T</title></head><body><h1>Long page</h1></body></html>';
    expect(await transformHead(html, transform)).toBe(
      '<!doctype html><html><head><script type="module" src="/@vite/client"></script><title>T</title></head><body><h1>Long page</h1></body></html>',
    );
    expect(seen[0]).not.toContain('Long page');
  });
});
