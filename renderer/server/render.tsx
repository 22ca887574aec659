import { renderToString } from 'react-dom/server';
import { IslandContext, slotHtml, type IslandCollector, type IslandRecord, type PropsAttributes } from '../islands/Island';
import { IslandRoot, idPrefix } from '../islands/IslandRoot';
import { islandLoaders, type IslandName } from '../islands/loaders';
import { PageView } from '../page/PageView';
import type { ResolvedPage, ResolvedSiteConfig } from '../resolve/types';
import { assetTags, renderHead, type PageAssets } from './head';

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

/** Rendered islands kept: the same few (the header, the footer's form) come back on every page. */
const MAX_RENDERED = 2000;
// An island's HTML depends only on its name, id and props (the browser hydrates it from exactly
// those), so the same island on many pages is rendered once. Its props are known by the attribute
// that carries them (their JSON, or the file named by it): they are serialized once.
const rendered = new Map<string, Promise<string>>();
function islandHtml({ name, id, props }: IslandRecord, carried: PropsAttributes): Promise<string> {
  const key = `${name}\u0000${id}\u0000${carried['data-props-src'] ?? carried['data-props'] ?? ''}`;
  let html = rendered.get(key);
  if (!html) {
    html = componentOf(name).then((component) =>
      renderToString(<IslandRoot name={name} component={component as never} props={props as never} />, { identifierPrefix: idPrefix(id) }),
    );
    if (rendered.size >= MAX_RENDERED) rendered.clear();
    rendered.set(key, html);
  }
  return html;
}

/** Where an island's props go: by default all of them in the page, as JSON in data-props. */
export type PlaceProps = (island: IslandRecord) => PropsAttributes;
const inPage: PlaceProps = ({ props }) => ({ 'data-props': JSON.stringify(props) });

export interface RenderInput {
  site: ResolvedSiteConfig;
  page: ResolvedPage;
  assets: PageAssets;
  /** The build moves large props to files (build/island-props.ts). */
  placeProps?: PlaceProps;
}

/**
 * A page rendered, but for its browser assets, which go at the end of its <head> (`documentHtml`):
 * a build renders its pages while Vite names the assets.
 */
export interface PageParts {
  /** The document up to where the assets go. */
  beforeAssets: string;
  /** The rest: </head> and the body. */
  afterAssets: string;
  /** The page's islands, in the page's order. */
  islands: IslandRecord[];
}

export const documentHtml = (parts: Pick<PageParts, 'beforeAssets' | 'afterAssets'>, assetsHtml: string) => parts.beforeAssets + assetsHtml + parts.afterAssets;

/** Renders one page, static HTML plus hydratable islands, but for its browser assets, and lists its islands. */
export async function renderPageParts({ site, page, placeProps = inPage }: Omit<RenderInput, 'assets'>): Promise<PageParts> {
  const islands: IslandRecord[] = [];
  const attributes: PropsAttributes[] = [];
  const collector: IslandCollector = {
    add(island) {
      const record = { ...island, id: String(islands.length) };
      islands.push(record);
      attributes.push(placeProps(record));
      return { id: record.id, carried: attributes[attributes.length - 1] };
    },
  };
  const html = renderToString(
    <IslandContext.Provider value={collector}>
      <PageView site={site} page={page} />
    </IslandContext.Provider>,
  );
  const inner = await Promise.all(islands.map((island, i) => islandHtml(island, attributes[i])));
  // Each island's HTML goes into its slot; the slots come in the order the islands were recorded.
  const pieces: string[] = [];
  let from = 0;
  for (const [i, island] of islands.entries()) {
    const slot = slotHtml(island.id);
    const at = html.indexOf(slot, from);
    if (at < 0) throw new Error(`The slot of island ${island.id} ("${island.name}") is not in the page`);
    pieces.push(html.slice(from, at), inner[i]);
    from = at + slot.length;
  }
  pieces.push(html.slice(from));
  // No layout whitespace: it is bytes on every page, and nobody reads the built HTML unformatted.
  return {
    beforeAssets: `<!doctype html><html lang="${site.language}"><head>${renderHead(site, page)}`,
    afterAssets: `</head><body>${pieces.join('')}</body></html>\n`,
    islands,
  };
}

/** Renders one page to a complete HTML document: static HTML plus hydratable islands. */
export async function renderPage(input: RenderInput): Promise<string> {
  return documentHtml(await renderPageParts(input), assetTags(input.assets));
}
