import type { SiteConfig } from '../../renderer/generated/config.ts';

/**
 * Links an editor may write by name instead of repeating an address kept in site.json, for
 * example "@meeting-booking" for the external meeting-booking page.
 */
export const NAMED_LINKS = {
  '@meeting-booking': (site: SiteConfig) => site.integrations.meetingBookingUrl,
} as const;

type Named = keyof typeof NAMED_LINKS;
const isNamed = (value: unknown): value is Named => typeof value === 'string' && value in NAMED_LINKS;

/** Replaces every named link in `data` (in place) with its address, so blocks get plain hrefs. */
export function resolveNamedLinks<T>(data: T, site: SiteConfig): T {
  const visit = (node: unknown) => {
    if (Array.isArray(node)) node.forEach(visit);
    else if (node && typeof node === 'object') {
      const record = node as Record<string, unknown>;
      for (const [key, value] of Object.entries(record)) {
        if (isNamed(value)) record[key] = NAMED_LINKS[value](site);
        else visit(value);
      }
    }
  };
  visit(data);
  return data;
}
