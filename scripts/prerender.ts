/**
 * Prerenders the pages into dist/ after `vite build` has built the browser assets there: one
 * HTML file per page, plus 404.html, sitemap.xml and robots.txt. `npm run build` (build.ts)
 * does both at once; this alone re-renders the pages for assets already built. Run under tsx,
 * it renders the islands' class lists as written, as utilities, where `npm run build` names them
 * (build/island-classes.ts): the pages look the same, with longer HTML.
 */
import { join } from 'node:path';
import { assetsFromManifest } from './build/assets.ts';
import { prerender, PrerenderError } from './build/prerender-pages.ts';
import { formatErrors } from './config/format.ts';
import { loadSiteConfig } from './config/load.ts';

const dist = join(process.cwd(), 'dist');
const { bundle, errors } = loadSiteConfig();
if (!bundle) {
  console.error(formatErrors(errors));
  process.exit(1);
}
try {
  const { pages, urls } = await prerender(bundle, Promise.resolve(assetsFromManifest(dist)), dist);
  console.log(`Prerendered ${pages} pages, sitemap.xml (${urls} URLs) and robots.txt into dist/.`);
} catch (e) {
  console.error(e instanceof PrerenderError ? e.message : e);
  process.exit(1);
}
