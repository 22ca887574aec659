/**
 * `npm run new:page -- /some/route "Page title"`: writes site.config/pages/<route>.json with a
 * hero and a call to action, ready to validate and build. The config folder is
 * SITE_CONFIG_DIR or `--config <dir>` (default site.config).
 */
import { existsSync, mkdirSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { diskProblem, WriteConflict, writeFileAtomically } from './config/atomic-write.ts';
import { contentVersion } from './config/content-version.ts';
import { formatErrors } from './config/format.ts';
import { loadSiteConfig } from './config/load.ts';
import { expectedSchemaRef } from './config/schemas.ts';

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

function main(argv: string[]) {
  const i = argv.indexOf('--config');
  const configDir = i >= 0 ? argv[i + 1] : undefined;
  const [route, title] = argv.filter((a, n) => !a.startsWith('--') && !(i >= 0 && n === i + 1));
  if (!route || title === undefined) {
    console.error('Usage: npm run new:page -- /some/route "Page title"');
    process.exit(1);
  }
  const result = createPage({ route, title, configDir });
  if (!result.ok) {
    console.error(result.message);
    process.exit(1);
  }
  console.log(`Created ${result.file} (${route}) with a hero and a call to action.

Next steps:
  1. Open ${result.file} and rewrite "description" and the hero's "lead" in your own words.
  2. Add blocks between the hero and the call to action (all kinds: docs/block-reference.md).
  3. npm run dev, then open http://localhost:5173${route} to see it; npm run validate to check it.
  4. Link to it from other pages or from site.config/site.json so that visitors find it.`);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) main(process.argv.slice(2));
