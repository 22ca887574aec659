import { lazy, StrictMode, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Link, NavLink, Route, Routes, useSearchParams } from 'react-router-dom';
import { Changes } from './Changes.tsx';
import { History } from './History.tsx';
import { Media } from './Media.tsx';
import { PageList } from './PageList.tsx';
import { SettingsList } from './SettingsList.tsx';
import './editor.css';

// The page editor (the forms, their validator and the document machine) is most of the UI's code:
// a chunk of its own, so the page list does not wait for it. It is fetched once the list is up.
const loadPageEditor = () => import('./PageEditor.tsx');
const PageEditor = lazy(() => loadPageEditor().then((m) => ({ default: m.PageEditor })));
// The settings screens use the same forms: their own chunk, sharing the forms' code with the page editor's.
const ConfigScreen = lazy(() => import('./ConfigScreen.tsx').then((m) => ({ default: m.ConfigScreen })));

/** /settings lists what there is; /settings?file=… edits one file. */
function Settings() {
  const [params] = useSearchParams();
  if (!params.get('file')) return <SettingsList />;
  return (
    <Suspense fallback={<main className="screen" aria-busy="true" />}>
      <ConfigScreen />
    </Suspense>
  );
}

function Shell({ children }: { children: React.ReactNode }) {
  return (
    <div className="shell">
      <header className="topbar">
        <Link to="/" className="brand">
          Site editor
        </Link>
        <nav aria-label="Editor">
          <NavLink to="/" end>
            Pages
          </NavLink>
          <NavLink to="/settings">Settings</NavLink>
          <NavLink to="/media">Media</NavLink>
          <NavLink to="/changes">Changes</NavLink>
          <NavLink to="/history">History</NavLink>
        </nav>
      </header>
      {children}
    </div>
  );
}

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <BrowserRouter>
      <Shell>
        <Routes>
          <Route path="/" element={<PageList />} />
          <Route
            path="/page"
            element={
              <Suspense fallback={<main className="screen" aria-busy="true" />}>
                <PageEditor />
              </Suspense>
            }
          />
          <Route path="/settings" element={<Settings />} />
          <Route path="/media" element={<Media />} />
          <Route path="/changes" element={<Changes />} />
          <Route path="/history" element={<History />} />
          <Route path="*" element={<main className="screen">This screen does not exist.</main>} />
        </Routes>
      </Shell>
    </BrowserRouter>
  </StrictMode>,
);

window.addEventListener('load', () => setTimeout(() => void loadPageEditor(), 0), { once: true });
