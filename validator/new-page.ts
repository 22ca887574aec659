/**
 * A new page: site.config/pages/<route>.json with a hero and a call to action, ready to validate
 * and build; written only when the site stays valid. Used by `npm run new:page` (cli/new-page.ts)
 * and the editor.
 */
import { existsSync, mkdirSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { diskProblem, WriteConflict, writeFileAtomically } from './atomic-write.ts';
import { contentVersion } from './content-version.ts';
import { formatErrors } from './format.ts';
import { loadSiteConfig } from './load.ts';
import { expectedSchemaRef } from './schemas.ts';

const ROUTE = /^(\/[a-z0-9]+(-[a-z0-9]+)*)+$/;
const DEMO = '/request-demo';

export type NewPageResult = { ok: true; file: string } | { ok: false; message: string };

/** A search-result summary of 50 to 170 characters built from the title. */
export function describeTitle(title: string, brand: string): string {
  const long = `${title}, from ${brand}: what you get, how it works and how to get started. Book a free demo call today.`;
  return long.length <= 170 ? long : `${title}: book a free demo with ${brand}.`;
}

export function createPage(opts: { route: string; title: string; configDir?: string; cwd?: string }): NewPageResult {
  const cwd = opts.cwd ?? process.cwd();
  const configDir = opts.configDir ?? process.env.SITE_CONFIG_DIR ?? 'site.config';
  const route = opts.route.trim();
  const title = opts.title.trim().replace(/\s+/g, ' ');
  if (route === '/') return { ok: false, message: 'The home page "/" already exists. Choose another route, for example "/industries/travel".' };
  if (!ROUTE.test(route)) {
    return {
      ok: false,
      message: `The route "${route}" cannot be used. Start with "/" and use lower-case words joined by dashes, for example "/industries/travel"; no spaces and no "/" at the end.`,
    };
  }
  if (!title) return { ok: false, message: 'The page needs a title, for example "AI Agents for Travel".' };
  if (title.length > 70)
    return { ok: false, message: `The title is ${title.length} characters long; keep it to 70 at most (under 60 reads best in search results).` };

  const { bundle, errors } = loadSiteConfig(configDir, cwd);
  if (!bundle)
    return {
      ok: false,
      message: `${formatErrors(errors)}\n\nThe site config already has problems; fix them first (\`npm run validate\`), then run this again.`,
    };
  const taken = bundle.pages.find((p) => p.page.route === route);
  if (taken) return { ok: false, message: `The route "${route}" is already used by ${taken.file}. Choose another route, or edit that file.` };

  const abs = join(resolve(cwd, configDir), 'pages', `${route.slice(1)}.json`);
  const file = relative(cwd, abs).split('\\').join('/');
  if (existsSync(abs)) return { ok: false, message: `${file} already exists; it was not changed. Choose another route.` };

  const demo = bundle.pages.some((p) => p.page.route === DEMO) ? DEMO : '/';
  const page = {
    $schema: expectedSchemaRef(file, 'page'),
    version: contentVersion(),
    route,
    title,
    description: describeTitle(title, bundle.site.brand.name),
    blocks: [
      {
        type: 'hero',
        heading: title,
        lead: `Book a short call and we will show you how ${bundle.site.brand.name} puts AI agents to work for your team.`,
        actions: [{ label: 'Book a Demo', href: demo }],
      },
      {
        type: 'cta',
        heading: 'Ready to hear your AI agent on a real call?',
        text: 'Book a discovery call and we will map your first agent together.',
        actions: [{ label: 'Book a Free Demo', href: demo }],
      },
    ],
  };
  const text = `${JSON.stringify(page, null, 2)}\n`;
  // The site is checked with the new page in place before anything is written: a page that breaks it is never on disk.
  const key = relative(resolve(cwd, configDir), abs).split('\\').join('/');
  const after = loadSiteConfig(configDir, cwd, { files: new Map([[key, text]]) });
  if (after.errors.length) return { ok: false, message: `${formatErrors(after.errors)}\n\nThe new page did not validate, so ${file} was not written.` };
  try {
    mkdirSync(dirname(abs), { recursive: true });
    writeFileAtomically(resolve(cwd, configDir), abs, text, 'absent');
  } catch (e) {
    if (e instanceof WriteConflict) return { ok: false, message: `${file} was created meanwhile by someone else; it was not changed. Choose another route.` };
    const plain = diskProblem(e);
    if (plain) return { ok: false, message: `${file} was not written: ${plain}. Nothing was left behind.` };
    throw e;
  }
  return { ok: true, file };
}
