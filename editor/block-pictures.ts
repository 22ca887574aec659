import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { resolveSite } from '../renderer/resolve/site.ts';
import type { PageConfig } from '../renderer/generated/config';
import { settingsFromEnv } from '../validator/settings.ts';
import { readSchemaFiles, type Validators } from '../validator/schemas.ts';
import { checkSite } from './check.ts';
import { HttpError, type Handler } from './http.ts';
import type { RenderPage } from './preview.ts';
import { editingSchemas } from './schemas.ts';

/**
 * Shown inside each picture: only the block (no header, footer or breadcrumb), no pointer or
 * keyboard use, no motion; the picture is a look at the block, not a page to use.
 */
const PICTURE_STYLE = `<style>
  body > :not(main), main > :not(section[data-block]) { display: none !important; }
  html, body { overflow: hidden !important; pointer-events: none; }
  *, *::before, *::after { animation: none !important; transition: none !important; }
</style>`;

const require = createRequire(import.meta.url);
let generator: Promise<{ generate: (html: string) => Promise<string> }> | undefined;

/**
 * The site's styles for one picture, inline: the reset, global.css and the UnoCSS rules for the
 * classes in its HTML, made as the build makes a page's CSS (build/page-css.ts). Through the
 * preview's Vite server they came only once Vite had prepared the site's modules, seconds after a
 * cold start, and until then each picture showed its example unstyled.
 */
async function pictureStyles(root: string, html: string): Promise<string> {
  generator ??= Promise.all([import('@unocss/core'), import('../uno.config.ts')]).then(async ([{ createGenerator }, { default: config }]) => {
    const uno = await createGenerator(config);
    return { generate: async (text: string) => (await uno.generate(text, { preflights: true })).css };
  });
  const reset = readFileSync(require.resolve('@unocss/reset/tailwind.css'), 'utf8');
  const global = readFileSync(join(root, 'renderer/styles/global.css'), 'utf8');
  // The pictures are drawn again at each request, mostly the same: their utilities are made once per text.
  const key = createHash('sha256').update(html).digest('hex');
  let utilities = made.get(key);
  if (utilities === undefined) {
    if (made.size >= 200) made.clear();
    // Class lists as the source writes them: "[.tone-dark_&]:text-white" is "&amp;" in the HTML.
    made.set(key, (utilities = await (await generator).generate(html.replaceAll('&amp;', '&'))));
  }
  return `<style>${reset}\n${global}\n${utilities}</style>`;
}
const made = new Map<string, string>();

/** The picture is a still look at the block: the site's scripts (and the preview's Vite client) have no part in it. */
const withoutScripts = (html: string) => html.replace(/<script\b[^>]*>[\s\S]*?<\/script>/gi, '');

interface BlockPictures {
  /** Changes when any block's example or the renderer's output for it changes. */
  version: string;
  /** Each block type's example, rendered as a page of its own by the site's renderer. */
  pictures: Record<string, string>;
}

/**
 * Renders every block type's first schema example with the site's own renderer (the site's
 * settings, forms and plans around it), so a picture always shows the block as the site draws it:
 * a changed schema example or component shows at the next request, nothing is drawn by hand.
 */
async function renderBlockPictures(root: string, validators: Validators, render: RenderPage): Promise<BlockPictures> {
  const { bundle } = checkSite(root, validators);
  if (!bundle || bundle.pages.length === 0) return { version: '', pictures: {} };
  const kinds = editingSchemas(readSchemaFiles()).blocks;
  const template = bundle.pages[0];
  const pictures: Record<string, string> = {};
  for (const kind of kinds) {
    const page = structuredClone({ ...template.page, breadcrumb: undefined, blocks: [kind.example] }) as unknown as PageConfig;
    // The schema's defaults are filled in as the validator fills them in for a page file.
    validators.validate('page', page);
    try {
      const resolved = resolveSite({ ...bundle, pages: [{ file: template.file, page }] }, settingsFromEnv());
      const html = await render({
        site: resolved.site,
        page: resolved.pages[0].page,
        assets: { css: [], entry: '/renderer/client/main.ts', modulePreload: [] },
      });
      const still = withoutScripts(html);
      const styles = `${await pictureStyles(root, still)}${PICTURE_STYLE}`;
      pictures[kind.type] = still.replace('</head>', () => `${styles}</head>`);
    } catch (e) {
      if (process.env.DEBUG_PICTURES) console.error(kind.type, e);
      // An example the renderer cannot draw (it refers to a plan that is gone) has no picture.
    }
  }
  const version = createHash('sha256').update(JSON.stringify(pictures)).digest('hex').slice(0, 16);
  return { version, pictures };
}

/** GET /api/block-pictures → {version, pictures}: the palette's pictures, each a document styled from its first paint. */
export function blockPictureRoutes(root: string, render: RenderPage) {
  return (validators: Validators): Record<string, Handler> => ({
    'GET /api/block-pictures': async () => {
      const { version, pictures } = await renderBlockPictures(root, validators, render);
      if (!version) throw new HttpError(409, 'The site has problems, so the block pictures cannot be drawn yet.');
      return { status: 200, body: { version, pictures } };
    },
  });
}
