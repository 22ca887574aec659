/**
 * One valid page from its data to dist/: resolve → render → finish, then write once the browser
 * assets are named. The page threads (page-worker.ts) run these steps page after page, keeping
 * nothing of a page once it is written but the paths it wrote. Finishing is one pass over the
 * page's tags (page-pass.ts): class lists named (class-names.ts), the page's own CSS inlined and
 * linked (page-css.ts). A page's names are its own: it is finished the same whichever pages a
 * build (or a shard, or a thread) finished before it.
 */
import { closeSync, constants, ftruncateSync, mkdirSync, openSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { format } from 'node:util';
import type { PageConfig } from '../renderer/generated/config.ts';
import { resolvePage, resolveSiteConfig } from '../renderer/resolve/site.ts';
import type { BuildSettings } from '../renderer/resolve/settings.ts';
import { assetTags, type PageAssets } from '../renderer/server/head.ts';
import type { SiteOutline } from '../validator/load.ts';
import { outputFile } from '../validator/routes.ts';
import { createClassNames } from './class-names.ts';
import { islandClasses } from './island-classes.ts';
import { createIslandProps } from './island-props.ts';
import { createPageCss, type FinishedPage } from './page-css.ts';
import { passPage } from './page-pass.ts';

/** A page that could not be rendered; the message names it. */
export class PageError extends Error {}

/**
 * Writes a file (its folder made) in place over the spare's (dist-swap.ts), then cuts it to length: truncated first, its
 * blocks are freed and allocated again, twelve times as slow on this VM's disk (the README's machinery table).
 */
export function writePage(file: string, text: string): void {
  mkdirSync(dirname(file), { recursive: true });
  const bytes = Buffer.from(text);
  const fd = openSync(file, constants.O_WRONLY | constants.O_CREAT);
  try {
    writeFileSync(fd, bytes);
    ftruncateSync(fd, bytes.length);
  } finally {
    closeSync(fd);
  }
}

/** What every page is rendered with: the checked site, its pages left out (validator/load.ts). */
export type Shared = Omit<SiteOutline, 'pages' | 'redirects' | 'pictures'>;

export interface PageStepsInput {
  shared: Shared;
  settings: BuildSettings;
  /** The folder the build writes into. */
  dist: string;
  root?: string;
  /** Tests pass one that fails as a full disk does. */
  writeFile?: typeof writePage;
}

/** A page rendered and finished, to write once the assets are named. */
export interface RenderedPage {
  /** Its path under dist/. */
  file: string;
  page: FinishedPage;
  /** Files it links to (its CSS, island props) that no page before it on this thread did. */
  linked: Array<[string, string]>;
}

export async function createPageSteps({ shared, settings, dist, root = process.cwd(), writeFile = writePage }: PageStepsInput) {
  // React picks its build when first loaded: the development one renders several times slower, for the same HTML.
  process.env.NODE_ENV ??= 'production';
  const { documentHtml, renderPageParts } = await import('../renderer/server/render.tsx');
  const finisher = await createPageFinisher(root);
  const site = resolveSiteConfig(shared, settings);
  const props = createIslandProps();

  return {
    /** Resolves, renders and finishes one page that is valid on its own (`file` is its config file). */
    async render(file: string, data: PageConfig): Promise<RenderedPage> {
      try {
        const parts = await renderPageParts({ site, page: resolvePage(data, shared, settings), placeProps: props.place });
        const page = await finisher.finish(documentHtml(parts, ''));
        return { file: outputFile(data.route), page, linked: [...props.take(), ...finisher.take()] };
      } catch (e) {
        throw new PageError(format(`Could not render ${file} (${data.route}):`, e));
      }
    },

    /** Writes a rendered page with the assets' names, synchronously (the README's machinery table); the linked files' paths. */
    write({ file, page, linked }: RenderedPage, assets: PageAssets): string[] {
      writeFile(join(dist, file), documentHtml(page, assetTags(assets, page.style)));
      // Named by their content: where another thread (or an earlier build) wrote one, the same bytes go over the same bytes.
      for (const [path, text] of linked) writeFile(join(dist, path), text);
      return linked.map(([path]) => path);
    },
  };
}

export type PageSteps = Awaited<ReturnType<typeof createPageSteps>>;

/** Finishes a rendered document (without its asset tags) for writing; `take` gives the CSS files linked since the last call. */
export async function createPageFinisher(root = process.cwd()) {
  const classes = await islandClasses(root);
  const classNames = createClassNames(classes);
  const pageCss = await createPageCss(root, classes.files);
  return {
    finish(html: string): Promise<FinishedPage> {
      const names = classNames.forPage();
      return pageCss.inline(passPage(html, names.rewrite), names);
    },
    take: () => pageCss.take(),
  };
}
