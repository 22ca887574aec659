import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { screenFor } from '../file-kinds.ts';
import { api } from './api.ts';

interface Refs {
  form: string[];
  plan: string[];
  package: string[];
}

const SITE = 'site.config/site.json';
const REDIRECTS = 'site.config/redirects.json';
const formFile = (id: string) => `site.config/forms/${id}.json`;
const planFile = (id: string) => `site.config/plans/${id}.json`;

/** Everything besides pages that an editor can change: the site's settings, its forms, its plans and packages. */
export function SettingsList() {
  const [refs, setRefs] = useState<Refs>();
  useEffect(() => {
    void api<Refs>('/api/refs').then(({ body }) => setRefs(body));
  }, []);
  const list = (ids: string[] | undefined, file: (id: string) => string, none: string) =>
    !ids ? (
      <p className="muted">Loading…</p>
    ) : ids.length === 0 ? (
      <p className="muted">{none}</p>
    ) : (
      <ul className="settings-list">
        {ids.map((id) => (
          <li key={id}>
            <Link to={screenFor(file(id))}>{id}</Link>
          </li>
        ))}
      </ul>
    );
  return (
    <main className="screen settings">
      <h1>Settings</h1>
      <section aria-labelledby="site-settings">
        <h2 id="site-settings">Site</h2>
        <p>
          <Link to={screenFor(SITE)}>Site settings</Link>
          <span className="muted"> · the header menu and its dropdowns, the mobile menu, the footer, contact details and offices, integrations</span>
        </p>
        <p>
          <Link to={screenFor(REDIRECTS)}>Redirects</Link>
          <span className="muted"> · old addresses that send visitors on to a page of the site (written when a page is deleted or renamed)</span>
        </p>
      </section>
      <section aria-labelledby="forms">
        <h2 id="forms">Forms</h2>
        <p className="muted">Fields, their labels and rules, the messages visitors see, and where each answer is sent.</p>
        {list(refs?.form, formFile, 'The site has no forms.')}
      </section>
      <section aria-labelledby="plans">
        <h2 id="plans">Plans and packages</h2>
        <p className="muted">Prices, fees, minutes, features and comparison cells.</p>
        {list(refs && [...refs.plan, ...refs.package], planFile, 'The site has no plans.')}
      </section>
    </main>
  );
}
