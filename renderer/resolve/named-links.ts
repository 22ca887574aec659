import type { SiteConfig } from '../generated/config';

/**
 * Links an editor may write by name instead of repeating an address kept in site.json, for
 * example "@meeting-booking" for the external meeting-booking page.
 */
const NAMED_LINKS = {
  '@meeting-booking': (site: SiteConfig) => site.integrations.meetingBookingUrl,
} as const;

type Named = keyof typeof NAMED_LINKS;
const isNamed = (value: unknown): value is Named => typeof value === 'string' && Object.hasOwn(NAMED_LINKS, value);

/** A copy of `data` with every named link replaced by its address, so blocks get plain hrefs. */
export function resolveNamedLinks<T>(data: T, site: SiteConfig): T {
  const visit = (node: unknown): unknown => {
    if (isNamed(node)) return NAMED_LINKS[node](site);
    if (Array.isArray(node)) return node.map(visit);
    if (node && typeof node === 'object') return Object.fromEntries(Object.entries(node).map(([k, v]) => [k, visit(v)]));
    return node;
  };
  return visit(data) as T;
}
