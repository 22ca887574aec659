import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Link, NavLink, Route, Routes } from 'react-router-dom';
import { Changes } from './Changes.tsx';
import { PageEditor } from './PageEditor.tsx';
import { PageList } from './PageList.tsx';
import './editor.css';

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
          <NavLink to="/changes">Changes</NavLink>
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
          <Route path="/page" element={<PageEditor />} />
          <Route path="/changes" element={<Changes />} />
          <Route path="*" element={<main className="screen">This screen does not exist.</main>} />
        </Routes>
      </Shell>
    </BrowserRouter>
  </StrictMode>,
);
