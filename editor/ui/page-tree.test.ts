import { describe, expect, it } from 'vitest';
import type { PageEntry } from './api.ts';
import { routeTree, treeRows } from './page-tree.ts';

const page = (route: string | undefined, title = `Title of ${route}`): PageEntry => ({ file: `site.config/pages${route ?? '/broken'}.json`, route, title });
const pages = [
  page('/'),
  page('*', 'Page not found'),
  page('/about-us'),
  page('/industries/travel', 'AI Agents for Travel'),
  page('/industries/retail'),
  page(undefined),
];

describe('the page tree', () => {
  const tree = routeTree(pages);

  it('puts each page under its address, with a line for an address that only groups pages', () => {
    expect(tree.page?.route).toBe('/');
    const industries = tree.children.find((c) => c.route === '/industries')!;
    expect(industries.page).toBeUndefined();
    expect(industries.children.map((c) => c.route)).toStrictEqual(['/industries/travel', '/industries/retail']);
    // The not-found page and a page without a route (not JSON) hang under the top, by file name.
    expect(tree.children.map((c) => c.segment)).toEqual(expect.arrayContaining(['*', 'broken.json']));
  });

  it('lists every address once, in order, indented by depth', () => {
    const rows = treeRows(tree, '');
    expect(rows.map((r) => [r.node.route, r.depth])).toStrictEqual([
      ['/', 0],
      ['*', 1],
      ['/about-us', 1],
      ['/industries', 1],
      ['/industries/travel', 2],
      ['/industries/retail', 2],
      ['', 1],
    ]);
  });

  it('filters by route or title, keeping the addresses above a match', () => {
    expect(treeRows(tree, 'travel').map((r) => r.node.route)).toStrictEqual(['/', '/industries', '/industries/travel']);
    expect(treeRows(tree, 'ai agents').map((r) => r.node.route)).toStrictEqual(['/', '/industries', '/industries/travel']);
    expect(treeRows(tree, 'industries').map((r) => r.node.route)).toStrictEqual(['/', '/industries', '/industries/travel', '/industries/retail']);
    expect(treeRows(tree, 'podcast')).toStrictEqual([]);
  });

  it('makes the rows of 10,000 pages in one folder quickly', () => {
    const many = Array.from({ length: 10_000 }, (_, i) => page(`/bench/page-${String(i).padStart(5, '0')}`));
    const start = performance.now();
    const rows = treeRows(routeTree(many), 'page-0999');
    expect(rows.map((r) => r.node.route)).toStrictEqual(['/', '/bench', ...Array.from({ length: 10 }, (_, i) => `/bench/page-0999${i}`)]);
    expect(treeRows(routeTree(many), '')).toHaveLength(10_002);
    expect(performance.now() - start).toBeLessThan(500);
  });
});
