import { useCallback, useEffect, useMemo, useRef, useState, type CSSProperties } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { api, type PageEntry, type PagesReply } from './api.ts';
import { ConfirmDialog } from './ConfirmDialog.tsx';
import { fileKindOf, screenFor } from '../file-kinds.ts';
import { LinkedFrom } from './LinkedFrom.tsx';
import { DeletePage } from './DeletePage.tsx';
import { routeTree, treeRows, type TreeRow } from './page-tree.ts';
import { useRowRange } from './window-range.ts';

export const pageHref = (file: string) => `/page?file=${encodeURIComponent(file)}`;

interface RowActions {
  onDuplicate: (page: PageEntry) => void;
  onDelete: (page: PageEntry) => void;
}

/** A route, its parent part dropped from view on a phone (the line sits under its parent), never from its name. */
function RouteText({ route }: { route: string }) {
  const cut = route.lastIndexOf('/');
  return (
    <span className="route">
      {cut > 0 && <span className="route-parent">{route.slice(0, cut)}</span>}
      {route.slice(cut > 0 ? cut : 0)}
    </span>
  );
}

/** One line of the tree: a page with its actions, or an address that only groups pages. */
function Row({ row: { node, depth }, at, of, actions }: { row: TreeRow; at: number; of: number; actions: RowActions }) {
  const page = node.page;
  // Position and depth said to screen readers: only some of the lines are in the document at a time.
  return (
    <li className="tree-row" style={{ '--depth': depth } as CSSProperties} aria-level={depth + 1} aria-posinset={at + 1} aria-setsize={of}>
      {page ? (
        <div className="page-row">
          <Link to={pageHref(page.file)} className="page-link">
            <RouteText route={page.route ?? page.file} /> <span className="title">{page.title ?? '(no title)'}</span>
          </Link>
          <LinkedFrom route={page.route} linked={page.linkedFrom} />
          <button type="button" className="small" onClick={() => actions.onDuplicate(page)} aria-label={`Duplicate ${page.route ?? page.file}`}>
            Duplicate
          </button>
          {page.route === '*' ? (
            <span className="delete-placeholder" title="The site needs its not-found page">
              Required
            </span>
          ) : (
            <button type="button" className="small danger" onClick={() => actions.onDelete(page)} aria-label={`Delete ${page.route ?? page.file}`}>
              Delete
            </button>
          )}
        </div>
      ) : (
        <div className="page-row folder">
          <RouteText route={node.route} /> <span className="title">(no page at this address)</span>
        </div>
      )}
    </li>
  );
}

/**
 * The route tree as one list of same-height lines, indented by depth, of which only those near the
 * window are in the document: 10,000 pages would take seconds to lay out. The list keeps its full
 * height, so the scroll bar and the filter reach every page.
 */
function PageTree({ rows, actions }: { rows: TreeRow[]; actions: RowActions }) {
  const list = useRef<HTMLUListElement>(null);
  const { from, to, rowHeight } = useRowRange(list, rows.length);
  return (
    <ul ref={list} className="tree" aria-label="Pages by route" style={{ paddingTop: from * rowHeight, paddingBottom: (rows.length - to) * rowHeight }}>
      {rows.slice(from, to).map((row, i) => (
        <Row key={row.node.route || row.node.page?.file} row={row} at={from + i} of={rows.length} actions={actions} />
      ))}
    </ul>
  );
}

/** The home screen: every page by route and title, as a route tree, with a filter and page actions. */
export function PageList() {
  const [params, setParams] = useSearchParams();
  const filter = params.get('q') ?? '';
  const [data, setData] = useState<PagesReply>();
  const [message, setMessage] = useState<string>();
  const [newRoute, setNewRoute] = useState('');
  const [newTitle, setNewTitle] = useState('');
  const navigate = useNavigate();
  const tree = useMemo(() => data && routeTree(data.pages), [data]);
  const rows = useMemo(() => (tree ? treeRows(tree, filter.toLowerCase()) : []), [tree, filter]);

  const load = useCallback(() => {
    void api<PagesReply>('/api/pages').then(({ body }) => setData(body));
  }, []);
  useEffect(load, [load]);

  const [asking, setAsking] = useState<{ kind: 'duplicate' | 'delete'; page: PageEntry; route: string }>();
  const actions: RowActions = {
    onDuplicate: (page) => setAsking({ kind: 'duplicate', page, route: `${page.route ?? ''}-copy` }),
    onDelete: (page) => setAsking({ kind: 'delete', page, route: page.route ?? '' }),
  };
  const answer = () => {
    if (!asking) return;
    const { kind, page, route } = asking;
    setAsking(undefined);
    if (kind === 'duplicate')
      void api<{ file: string }>('/api/pages/duplicate', { file: page.file, route }).then(({ status, body }) => {
        if (status === 200) navigate(pageHref(body.file));
        else setMessage(body.message);
      });
  };

  const create = (e: React.FormEvent) => {
    e.preventDefault();
    void api<{ file: string }>('/api/pages/new', { route: newRoute, title: newTitle }).then(({ status, body }) => {
      if (status === 200) navigate(pageHref(body.file));
      else setMessage(body.message);
    });
  };

  return (
    <main className="screen list-screen">
      {asking?.kind === 'duplicate' && (
        <ConfirmDialog
          title={`Copy ${asking.page.route}`}
          confirm="Make the copy"
          onConfirm={answer}
          onCancel={() => setAsking(undefined)}
          field={{ label: 'Address of the copy', value: asking.route, onChange: (route) => setAsking({ ...asking, route }) }}
        >
          The copy gets every block of {asking.page.route}, at a new address.
        </ConfirmDialog>
      )}
      {asking?.kind === 'delete' && (
        <DeletePage
          page={asking.page}
          onCancel={() => setAsking(undefined)}
          onDone={(done) => {
            setAsking(undefined);
            setMessage(done);
            load();
          }}
        />
      )}
      <h1>Pages</h1>
      <div className="list-tools">
        <label className="filter">
          Filter pages
          <input
            type="search"
            value={filter}
            placeholder="Route or title"
            onChange={(e) => setParams(e.target.value ? { q: e.target.value } : {}, { replace: true })}
          />
        </label>
        <form className="new-page" onSubmit={create} aria-label="New page">
          <label>
            Address
            <input value={newRoute} onChange={(e) => setNewRoute(e.target.value)} placeholder="/industries/travel" required />
          </label>
          <label>
            Title
            <input value={newTitle} onChange={(e) => setNewTitle(e.target.value)} placeholder="AI Agents for Travel" required />
          </label>
          <button type="submit" className="primary">
            New page
          </button>
        </form>
      </div>
      {message && (
        <p className="notice info" role="status">
          {message}
        </p>
      )}
      {data && data.errors.length > 0 && (
        <section className="problems site-problems" aria-label="Problems in the site">
          <h2>
            Problems in the site <span className="count">{data.errors.length}</span>
          </h2>
          <p className="muted">The site is not published while these remain. Open the page or the settings file to fix it.</p>
          <ul>
            {data.errors.map((e, i) => (
              <li key={i} className="problem other">
                <span className="where">{fileKindOf(e.file) ? <Link to={screenFor(e.file)}>{e.file}</Link> : e.file}</span>
                <span>{e.message}</span>
              </li>
            ))}
          </ul>
        </section>
      )}
      {!data ? (
        <p>Loading pages…</p>
      ) : rows.length === 0 ? (
        <div className="empty-state" role="status">
          <p>
            No page has <strong>{filter}</strong> in its address or title.
          </p>
          <button type="button" onClick={() => setParams({}, { replace: true })}>
            Show all pages
          </button>
        </div>
      ) : (
        <PageTree rows={rows} actions={actions} />
      )}
    </main>
  );
}
