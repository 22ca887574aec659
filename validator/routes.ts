/** Maps a URL path to the prerendered file that serves it ("/" → index.html, "/a/b" → a/b.html). */
export function fileForPath(pathname: string): string {
  const clean = pathname.replace(/\/+$/, '') || '/';
  return clean === '/' ? 'index.html' : `${clean.slice(1)}.html`;
}

/** The file in dist/ a page is prerendered to; the not-found page ("*") is 404.html. */
export function outputFile(route: string): string {
  return route === '*' ? '404.html' : fileForPath(route);
}
