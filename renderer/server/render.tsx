import { renderToString } from 'react-dom/server';
import { IslandContext, type IslandCollector } from '../islands/Island';
import { IslandRoot, idPrefix } from '../islands/IslandRoot';
import { islandLoaders, type IslandName } from '../islands/loaders';
import { PageView } from '../page/PageView';
import type { ResolvedPage, ResolvedSiteConfig } from '../resolve/types';
import { renderHead, type PageAssets } from './head';

export type { PageAssets } from './head';
export { documentTitle, pageUrl } from './head';

// Each import() of an island goes through the module loader again (and its hooks, under tsx):
// with thousands of pages that was most of the prerender's time.
const components = new Map<IslandName, Promise<unknown>>();
const componentOf = (name: IslandName) => {
  let component = components.get(name);
  if (!component) {
    component = islandLoaders[name]().then((m) => m.default);
    components.set(name, component);
  }
  return component;
};

// An island's HTML depends only on its name, id and props (the browser hydrates it from exactly
// those), so the same island on many pages (the header, the footer's form) is rendered once.
const rendered = new Map<string, Promise<string>>();
function islandHtml(name: IslandName, id: string, props: unknown): Promise<string> {
  const key = `${name}\u0000${id}\u0000${JSON.stringify(props)}`;
  let html = rendered.get(key);
  if (!html) {
    html = componentOf(name).then((component) =>
      renderToString(<IslandRoot name={name} component={component as never} props={props as never} />, { identifierPrefix: idPrefix(id) }),
    );
    rendered.set(key, html);
  }
  return html;
}

const PLACEHOLDER = / data-island-id="(\d+)"><\/div>/g;

export interface RenderInput {
  site: ResolvedSiteConfig;
  page: ResolvedPage;
  assets: PageAssets;
}

/** Renders one page to a complete HTML document: static HTML plus hydratable islands. */
export async function renderPage({ site, page, assets }: RenderInput): Promise<string> {
  const found: Array<{ id: string; name: IslandName; props: unknown }> = [];
  const collector: IslandCollector = {
    add(name, props) {
      const id = String(found.length);
      found.push({ id, name, props });
      return id;
    },
  };
  const html = renderToString(
    <IslandContext.Provider value={collector}>
      <PageView site={site} page={page} />
    </IslandContext.Provider>,
  );
  const islands = await Promise.all(found.map((island) => islandHtml(island.name, island.id, island.props)));
  // One pass over the page for all its islands: each replace would copy the whole page again.
  let filled = 0;
  const body = html.replace(PLACEHOLDER, (placeholder, id: string) => {
    const island = islands[Number(id)];
    if (island === undefined) return placeholder;
    filled++;
    // The number goes with the placeholder: the browser counts the islands in the page instead.
    return `>${island}</div>`;
  });
  if (filled !== found.length) throw new Error(`${found.length - filled} of the page's ${found.length} island placeholders not found`);
  // No layout whitespace: it is bytes on every page, and nobody reads the built HTML unformatted.
  return `<!doctype html><html lang="${site.language}"><head>${renderHead(site, page, assets)}</head><body>${body}</body></html>\n`;
}
