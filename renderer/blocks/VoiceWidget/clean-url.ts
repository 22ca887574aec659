/** Query parameters added by the site builder's preview links, never meant for visitors. */
const STRIPPED_PARAMS = ['forceHideBadge', 'lovable'];

/**
 * The address without the stripped parameters, as path + query + hash (every other parameter
 * and the hash kept in order), or null when there is nothing to strip.
 */
export function cleanedUrl(href: string, stripped: string[] = STRIPPED_PARAMS): string | null {
  const url = new URL(href);
  const parts = url.search.slice(1).split('&').filter(Boolean);
  // The other parameters are kept byte for byte, not re-encoded.
  const kept = parts.filter((part) => !stripped.includes(paramName(part)));
  if (kept.length === parts.length) return null;
  return `${url.pathname}${kept.length > 0 ? `?${kept.join('&')}` : ''}${url.hash}`;
}

function paramName(part: string): string {
  const raw = part.split('=')[0].replace(/\+/g, ' ');
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}

/** Rewrites the address bar in place: no reload, no new history entry. */
export function stripUrlParams(): void {
  const next = cleanedUrl(window.location.href);
  if (next !== null) window.history.replaceState(window.history.state, '', next);
}
