/**
 * Where a page can be linked from in the site settings: the header menu (top level or one of its
 * dropdowns), a mobile-menu group and a footer column. Pure functions over site.json's data, so
 * "Add to menu" changes the file exactly as the settings screen's form would.
 */
type Json = Record<string, unknown>;

export interface MenuPlace {
  /** A JSON path to the list the link goes into ("header.nav", "header.nav.1.links"). */
  id: string;
  /** The place in words ("Header menu › Solutions"). */
  label: string;
  area: 'menu' | 'footer';
  /** The links already there, by their text, for choosing the position. */
  links: string[];
  /** A header top-level item is `{kind: "link"}`; the others are plain links. */
  topLevel: boolean;
  /** Dropdown and group links may carry a one-line description. */
  described: boolean;
}

const list = (v: unknown): Json[] => (Array.isArray(v) ? (v as Json[]) : []);
const obj = (v: unknown): Json => (v && typeof v === 'object' && !Array.isArray(v) ? (v as Json) : {});
const labels = (links: Json[]) => links.map((l) => String(l.label ?? l.heading ?? ''));

/** Every list of links in the site settings that a page can be added to. */
export function menuPlaces(site: Json): MenuPlace[] {
  const out: MenuPlace[] = [];
  const nav = list(obj(site.header).nav);
  out.push({ id: 'header.nav', label: 'Header menu (top level)', area: 'menu', links: labels(nav), topLevel: true, described: false });
  nav.forEach((item, i) => {
    if (item.kind === 'dropdown')
      out.push({
        id: `header.nav.${i}.links`,
        label: `Header menu › ${String(item.label)}`,
        area: 'menu',
        links: labels(list(item.links)),
        topLevel: false,
        described: true,
      });
  });
  list(obj(site.mobileMenu).groups).forEach((g, i) =>
    out.push({
      id: `mobileMenu.groups.${i}.links`,
      label: `Mobile menu › ${String(g.label)}`,
      area: 'menu',
      links: labels(list(g.links)),
      topLevel: false,
      described: true,
    }),
  );
  list(obj(site.footer).columns).forEach((c, i) =>
    out.push({
      id: `footer.columns.${i}.links`,
      label: `Footer › ${String(c.heading)}`,
      area: 'footer',
      links: labels(list(c.links)),
      topLevel: false,
      described: false,
    }),
  );
  return out;
}

export interface NewLink {
  label: string;
  href: string;
  description?: string;
}

/** The site settings with `link` put into the list `placeId` at `index` (the end when past it); the data given is not changed. */
export function addLink(site: Json, placeId: string, index: number, link: NewLink): Json {
  const place = menuPlaces(site).find((p) => p.id === placeId);
  if (!place) throw new Error(`There is no menu "${placeId}" in the site settings.`);
  const next = structuredClone(site);
  let at: Json = next;
  const path = placeId.split('.');
  for (const key of path.slice(0, -1)) at = (Array.isArray(at) ? (at as Json[])[Number(key)] : at[key]) as Json;
  const links = at[path[path.length - 1]] as Json[];
  const entry: Json = place.topLevel ? { kind: 'link', label: link.label, href: link.href } : { label: link.label, href: link.href };
  if (place.described && link.description) entry.description = link.description;
  links.splice(Math.max(0, Math.min(index, links.length)), 0, entry);
  return next;
}

/** The places whose lists already link to `route` (any anchor of it), in words. */
export const placesLinking = (site: Json, route: string): string[] =>
  menuPlaces(site)
    .filter((p) => {
      let at: unknown = site;
      for (const key of p.id.split('.')) at = Array.isArray(at) ? at[Number(key)] : obj(at)[key];
      return list(at).some((l) => typeof l.href === 'string' && l.href.split(/[#?]/)[0] === route);
    })
    .map((p) => p.label);
