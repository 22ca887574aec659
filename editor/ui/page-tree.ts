import type { PageEntry } from './api.ts';

/** An address in the route tree: a page, or a folder of pages with no page of its own ("/industries"). */
export interface RouteNode {
  segment: string;
  route: string;
  page?: PageEntry;
  children: RouteNode[];
}

/** One line of the page list as shown: a node of the tree at its depth. */
export interface TreeRow {
  node: RouteNode;
  depth: number;
}

/** The pages (sorted by route) as a tree of their addresses: "/industries/travel" under "/industries". */
export function routeTree(pages: PageEntry[]): RouteNode {
  const top: RouteNode = { segment: '', route: '/', children: [] };
  // Each route's node, found again by its route: a folder of thousands of pages made a search of its children quadratic.
  const byRoute = new Map<string, RouteNode>();
  for (const page of pages) {
    if (!page.route || page.route === '*' || page.route === '/') {
      if (page.route === '/') top.page = page;
      else top.children.push({ segment: page.route ?? page.file.split('/').pop()!, route: page.route ?? '', page, children: [] });
      continue;
    }
    let node = top;
    const segments = page.route.slice(1).split('/');
    segments.forEach((segment, i) => {
      const route = `/${segments.slice(0, i + 1).join('/')}`;
      let child = byRoute.get(route);
      if (!child) {
        child = { segment, route, children: [] };
        node.children.push(child);
        byRoute.set(route, child);
      }
      node = child;
    });
    node.page = page;
  }
  return top;
}

/**
 * The tree as the lines of the list, in order, keeping the nodes whose route or title contains
 * `filter` (lower case) and the folders above them, so a match is still shown where it lives.
 */
export function treeRows(tree: RouteNode, filter: string): TreeRow[] {
  const rows: TreeRow[] = [];
  const visit = (node: RouteNode, depth: number): boolean => {
    const at = rows.length;
    rows.push({ node, depth });
    let shown = !filter || `${node.route} ${node.page?.title ?? ''}`.toLowerCase().includes(filter);
    for (const child of node.children) shown = visit(child, depth + 1) || shown;
    if (!shown) rows.length = at;
    return shown;
  };
  visit(tree, 0);
  return rows;
}
