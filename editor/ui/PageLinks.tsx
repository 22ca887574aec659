import { useCallback, useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { screenFor } from '../file-kinds.ts';
import { AddToMenu } from './AddToMenu.tsx';
import { api } from './api.ts';

/** A menu's words for a page: its title before a colon or dash ("AI Agents for Travel: …" → "AI Agents for Travel"). */
const shortTitle = (title: string) => title.split(/\s*[:|–—]\s+/)[0];

/** The menus and the first pages by name, the rest as a count: a popular page is linked from dozens. */
function listed(places: string[]): string {
  const named = places.filter((p) => !p.startsWith('/'));
  const pages = places.filter((p) => p.startsWith('/'));
  const shown = [...named, ...pages.slice(0, 4)];
  return pages.length > 4 ? `${shown.join(', ')} and ${pages.length - 4} more ${pages.length - 4 === 1 ? 'page' : 'pages'}` : shown.join(', ');
}

interface Props {
  /** The page's route as saved (a menu may link only to a route that exists). */
  route?: string;
  title: string;
  /** Called after the site settings changed, so the page's preview shows the new header or footer. */
  onSiteSaved: () => void;
}

/** Under a page's title: where the page is linked from, and "Add to menu" / "Show in footer". */
export function PageLinks({ route, title, onSiteSaved }: Props) {
  const [from, setFrom] = useState<string[]>();
  const [adding, setAdding] = useState<'menu' | 'footer'>();
  const load = useCallback(() => {
    if (!route) return;
    void api<{ places?: string[] }>(`/api/links/to?route=${encodeURIComponent(route)}`).then(({ body }) => setFrom(body.places ?? []));
  }, [route]);
  useEffect(load, [load]);
  const closed = useCallback(
    (saved: boolean) => {
      setAdding(undefined);
      if (!saved) return;
      load();
      onSiteSaved();
    },
    [load, onSiteSaved],
  );
  if (!route || route === '*') return null;
  return (
    <div className="page-links">
      <p className="muted" aria-live="polite">
        {from === undefined ? 'Finding the links to this page…' : from.length === 0 ? 'No menu or page links here yet.' : `Linked from: ${listed(from)}.`}{' '}
        <Link to={screenFor('site.config/site.json')}>Site settings</Link>
      </p>
      <button type="button" className="small" onClick={() => setAdding('menu')}>
        Add to menu…
      </button>
      <button type="button" className="small" onClick={() => setAdding('footer')}>
        Show in footer…
      </button>
      {adding && <AddToMenu route={route} label={shortTitle(title)} area={adding} onClose={closed} />}
    </div>
  );
}
