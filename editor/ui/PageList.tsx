import { useCallback, useEffect, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { api, type PageEntry, type PagesReply, type RouteNode } from './api.ts';
import { ConfirmDialog } from './ConfirmDialog.tsx';
import { fileKindOf, screenFor } from '../file-kinds.ts';
import { LinkedFrom, LinkedFromProvider } from './LinkedFrom.tsx';
import { DeletePage } from './DeletePage.tsx';

export const pageHref = (file: string) => `/page?file=${encodeURIComponent(file)}`;

function matches(node: RouteNode, filter: string): boolean {
  if (!filter) return true;
  const hay = `${node.route} ${node.page?.title ?? ''}`.toLowerCase();
  return hay.includes(filter) || node.children.some((c) => matches(c, filter));
}

interface RowActions {
  onDuplicate: (page: PageEntry) => void;
  onDelete: (page: PageEntry) => void;
}

function TreeNode({ node, filter, actions }: { node: RouteNode; filter: string; actions: RowActions }) {
  if (!matches(node, filter)) return null;
  return (
    <li>
      {node.page ? (
        <div className="page-row">
          <Link to={pageHref(node.page.file)} className="page-link">
            <span className="route">{node.page.route ?? node.page.file}</span>
            <span className="title">{node.page.title ?? '(no title)'}</span>
          </Link>
          <LinkedFrom route={node.page.route} />
          <button type="button" className="small" onClick={() => actions.onDuplicate(node.page!)} aria-label={`Duplicate ${node.page.route ?? node.page.file}`}>
            Duplicate
          </button>
          {node.page.route === '*' ? (
            <span className="delete-placeholder" title="The site needs its not-found page">
              Required
            </span>
          ) : (
            <button
              type="button"
              className="small danger"
              onClick={() => actions.onDelete(node.page!)}
              aria-label={`Delete ${node.page.route ?? node.page.file}`}
            >
              Delete
            </button>
          )}
        </div>
      ) : (
        <div className="page-row folder">
          <span className="route">{node.route}</span>
          <span className="title">(no page at this address)</span>
        </div>
      )}
      {node.children.length > 0 && (
        <ul>
          {node.children.map((c) => (
            <TreeNode key={c.route || c.page?.file} node={c} filter={filter} actions={actions} />
          ))}
        </ul>
      )}
    </li>
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
      ) : !matches(data.tree, filter.toLowerCase()) ? (
        <div className="empty-state" role="status">
          <p>
            No page has <strong>{filter}</strong> in its address or title.
          </p>
          <button type="button" onClick={() => setParams({}, { replace: true })}>
            Show all pages
          </button>
        </div>
      ) : (
        <LinkedFromProvider>
          <ul className="tree" aria-label="Pages by route">
            <TreeNode node={data.tree} filter={filter.toLowerCase()} actions={actions} />
          </ul>
        </LinkedFromProvider>
      )}
    </main>
  );
}
