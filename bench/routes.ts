import { loadSiteConfig } from '../validator/load.ts';

/** Every route of site.config except the not-found page; gated pages (access) only when asked. */
export function contentRoutes({ gated = false } = {}): string[] {
  const { bundle, errors } = loadSiteConfig();
  if (!bundle) throw new Error(`site.config is invalid (${errors.length} problems); run npm run validate`);
  return bundle.pages
    .map((p) => p.page)
    .filter((p) => p.route !== '*' && (gated || !p.access))
    .map((p) => p.route);
}
