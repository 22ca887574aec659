import type { LinkedFromSummary } from './api.ts';

const MENUS = new Set(['Header menu', 'Mobile menu', 'Footer', 'Site settings', 'Not-found page']);

/** A row's "Linked from": the menus by name, other pages as a count (the first pages by route in the tooltip). */
export function LinkedFrom({ route, linked }: { route?: string; linked?: LinkedFromSummary }) {
  // An empty place for the not-found page, so that every row's link has the same width.
  if (!route || route === '*') return <span className="linked-from" />;
  const places = linked?.places ?? [];
  const menus = places.filter((p) => MENUS.has(p));
  const pages = places.length - menus.length + (linked?.more ?? 0);
  const words = [...menus, ...(pages ? [pages === 1 ? '1 page' : `${pages} pages`] : [])];
  const named = linked?.more ? `${places.join(', ')} and ${linked.more} more ${linked.more === 1 ? 'page' : 'pages'}` : places.join(', ');
  return (
    <span className="linked-from" title={places.length ? `Linked from: ${named}` : undefined}>
      {words.length ? `Linked from ${words.join(', ')}` : 'Not linked from anywhere'}
    </span>
  );
}
