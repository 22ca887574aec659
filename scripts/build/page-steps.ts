/**
 * One page, from its file to dist/: read → check → resolve → render → finish → write. A build
 * runs these steps page after page on each of its page threads (pages.ts), keeping nothing of a
 * page once it is written but the paths it wrote: memory does not grow with the site.
 */
import { mkdir, writeFile as writeFileAsync } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { format } from 'node:util';
import type { PageConfig } from '../../renderer/generated/config.ts';
import { resolvePage, resolveSiteConfig } from '../../renderer/resolve/site.ts';
import type { BuildSettings } from '../../renderer/resolve/settings.ts';
import type { PageAssets } from '../../renderer/server/head.ts';
import { checkFileText } from '../config/check-file.ts';
import { readConfigText } from '../config/config-folder.ts';
import { formatErrors } from '../config/format.ts';
import type { ListedPage, SiteOutline } from '../config/load.ts';
import { createValidators } from '../config/schemas.ts';
import { outputFile } from '../routes.ts';
import { createPageFinisher } from './finish-page.ts';
import { createIslandProps } from './island-props.ts';

/** A page that could not be rendered or written; the message names it. */
export class PageError extends Error {}

/** Writes one file (fs's writeFile; tests pass one that fails as a full disk does). */
export type WriteFile = (file: string, text: string, options?: { flag?: string }) => Promise<void>;

export interface PageStepsInput {
  /** The checked site, its pages left out (load.ts's outline). */
  outline: Omit<SiteOutline, 'pages'>;
  settings: BuildSettings;
  assets: PageAssets;
  /** The folder the build writes into. */
  dist: string;
  root?: string;
  writeFile?: WriteFile;
}

/**
 * The page's file read and checked again against its schema: that fills in the defaults the
 * renderer relies on, and a file changed since the site was checked is refused, not rendered.
 */
function readPage({ file, route }: ListedPage, validators: ReturnType<typeof createValidators>, root: string): PageConfig {
  const got = readConfigText({ real: join(root, file), shown: join(root, file) }, (p) => p.slice(root.length + 1));
  if ('error' in got) throw new PageError(formatErrors([got.error]));
  const { errors, checked } = checkFileText(file, got.text, 'page', validators);
  const data = checked?.data as PageConfig | undefined;
  if (errors.length > 0 || !data) throw new PageError(`${file} changed while the site was built:\n\n${formatErrors(errors)}`);
  if (data.route !== route) throw new PageError(`${file} changed while the site was built: its route is now ${data.route}, not ${route}.`);
  return data;
}

export async function createPageSteps({ outline, settings, assets, dist, root = process.cwd(), writeFile = writeFileAsync }: PageStepsInput) {
  // React picks its build when first loaded: the development one checks and warns on every
  // element and renders several times slower, for the same HTML.
  process.env.NODE_ENV ??= 'production';
  const { renderPageWithIslands } = await import('../../renderer/server/render.tsx');
  const validators = createValidators();
  const site = resolveSiteConfig(outline, settings);
  const finisher = await createPageFinisher(root);
  const props = createIslandProps();
  const folders = new Set<string>();
  const folderOf = async (file: string) => {
    const folder = dirname(file);
    if (!folders.has(folder)) {
      await mkdir(folder, { recursive: true });
      folders.add(folder);
    }
  };

  /** Renders and writes one page; the paths it wrote under `dist`. */
  return async function buildPage(listed: ListedPage): Promise<string[]> {
    let html: string;
    try {
      const page = resolvePage(readPage(listed, validators, root), outline, settings);
      const rendered = await renderPageWithIslands({ site, page, assets, placeProps: props.place });
      html = await finisher.finish(rendered.html, assets.css);
    } catch (e) {
      if (e instanceof PageError) throw e;
      throw new PageError(format(`Could not render ${listed.file} (${listed.route}):`, e));
    }
    const pageFile = outputFile(listed.route);
    await folderOf(join(dist, pageFile));
    // Named by their content: a file another page (or thread, or an earlier build) wrote is the same.
    const shared = [...props.take(), ...finisher.take()];
    if (shared.length > 0) await folderOf(join(dist, 'assets', 'x'));
    await Promise.all([
      writeFile(join(dist, pageFile), html),
      ...shared.map(([file, text]) => writeFile(join(dist, file), text, { flag: 'wx' }).catch(existing)),
    ]);
    return [pageFile, ...shared.map(([file]) => file)];
  };
}

const existing = (e: NodeJS.ErrnoException) => {
  if (e.code !== 'EEXIST') throw e;
};
