import { lazy, StrictMode, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Link, NavLink, Route, Routes } from 'react-router-dom';
import { Changes } from './Changes.tsx';
import { History } from './History.tsx';
import { Media } from './Media.tsx';
import { PageList } from './PageList.tsx';
import './editor.css';

// The page editor (the forms, their validator and the document machine) is most of the UI's code:
// a chunk of its own, so the page list does not wait for it. It is fetched once the list is up.
const loadPageEditor = () => import('./PageEditor.tsx');
const PageEditor = lazy(() => loadPageEditor().then((m) => ({ default: m.PageEditor })));

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
