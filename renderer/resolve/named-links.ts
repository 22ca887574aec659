import type { SiteConfig } from '../generated/config';

/**
 * Links an editor may write by name instead of repeating an address kept in site.json, for
 * example "@meeting-booking" for the external meeting-booking page.
 */
const NAMED_LINKS = {
  '@meeting-booking': (site: SiteConfig) => site.integrations.meetingBookingUrl,
} as const;

type Named = keyof typeof NAMED_LINKS;
// The "@" first: looking every text up as a property name hashes all of it (two fifths of resolving a page).
const isNamed = (value: unknown): value is Named => typeof value === 'string' && value.charCodeAt(0) === 64 && Object.hasOwn(NAMED_LINKS, value);

/**
 * `data` with every named link replaced by its address, so blocks get plain hrefs. Only the
 * objects and arrays on the way to a named link are copied: the rest is shared with `data`,
 * which is never changed (a thousand pages have many thousands of plain values).
 */
export function resolveNamedLinks<T>(data: T, site: SiteConfig): T {
  const visit = (node: unknown): unknown => {
    if (isNamed(node)) return NAMED_LINKS[node](site);
    if (Array.isArray(node)) {
      const items = node.map(visit);
      return items.some((item, i) => item !== node[i]) ? items : node;
    }
    if (node && typeof node === 'object') {
      let copy: Record<string, unknown> | undefined;
      for (const [key, value] of Object.entries(node)) {
        const resolved = visit(value);
        if (resolved !== value) (copy ??= { ...node })[key] = resolved;
      }
      return copy ?? node;
    }
    return node;
  };
  return visit(data) as T;
}
