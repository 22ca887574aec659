import type { SiteHeaderProps } from './SiteHeader.island';

/** Every `href` in the header's props: nav links, dropdown and mobile-menu links, the action. */
function hrefsIn(value: unknown, found: Set<string>): Set<string> {
  if (Array.isArray(value)) for (const item of value) hrefsIn(item, found);
  else if (value && typeof value === 'object') {
    for (const [key, child] of Object.entries(value)) {
      if (key === 'href' && typeof child === 'string') found.add(child);
      else hrefsIn(child, found);
    }
  }
  return found;
}

/**
 * The `currentRoute` the header gets on a page: the page's route when one of the header's links
 * goes there, and '' when none does. The header marks a link as the current page only when its
 * href is that route, so it renders the same either way; and on every page it does not link to,
 * its props, and so its HTML, rendered once per distinct props (renderer/server/render.tsx), are
 * the same.
 */
export function headerRoute(header: Omit<SiteHeaderProps, 'currentRoute'>, route: string): string {
  return hrefsIn(header, new Set()).has(route) ? route : '';
}
