import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';
import { api } from './api.ts';

const LinkedFromContext = createContext<Record<string, string[]> | undefined>(undefined);

/** Where each route is linked from (GET /api/links), for the page list's rows; fetched once per visit of the list. */
export function LinkedFromProvider({ children }: { children: ReactNode }) {
  const [linkedFrom, setLinkedFrom] = useState<Record<string, string[]>>();
  useEffect(() => {
    void api<{ linkedFrom: Record<string, string[]> }>('/api/links').then(({ body }) => setLinkedFrom(body.linkedFrom));
  }, []);
  return <LinkedFromContext.Provider value={linkedFrom}>{children}</LinkedFromContext.Provider>;
}

const MENUS = new Set(['Header menu', 'Mobile menu', 'Footer', 'Site settings', 'Not-found page']);

/** A row's "Linked from": the menus by name, other pages as a count (the full list is in the tooltip). */
export function LinkedFrom({ route }: { route?: string }) {
  const all = useContext(LinkedFromContext);
  if (!all || !route || route === '*') return null;
  const places = all[route] ?? [];
  const menus = places.filter((p) => MENUS.has(p));
  const pages = places.length - menus.length;
  const words = [...menus, ...(pages ? [pages === 1 ? '1 page' : `${pages} pages`] : [])];
  return (
    <span className="linked-from" title={places.length ? `Linked from: ${places.join(', ')}` : undefined}>
      {words.length ? `Linked from ${words.join(', ')}` : 'Not linked from anywhere'}
    </span>
  );
}
