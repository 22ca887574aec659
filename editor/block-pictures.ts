import { createHash } from 'node:crypto';
import { resolveSite } from '../renderer/resolve/site.ts';
import type { PageConfig } from '../renderer/generated/config';
import { settingsFromEnv } from '../validator/settings.ts';
import { readSchemaFiles, type Validators } from '../validator/schemas.ts';
import { checkSite } from './check.ts';
import { HttpError, type Handler } from './http.ts';
import { transformHead, type RenderPage } from './preview.ts';
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
      pictures[kind.type] = html.replace('</head>', `${PICTURE_STYLE}</head>`);
    } catch (e) {
      if (process.env.DEBUG_PICTURES) console.error(kind.type, e);
      // An example the renderer cannot draw (it refers to a plan that is gone) has no picture.
    }
  }
  const version = createHash('sha256').update(JSON.stringify(pictures)).digest('hex').slice(0, 16);
  return { version, pictures };
}

/** GET /api/block-pictures → {version, pictures}: the palette's pictures, rendered once per change. */
export function blockPictureRoutes(root: string, render: RenderPage, transform: (html: string) => Promise<string>) {
  return (validators: Validators): Record<string, Handler> => ({
    'GET /api/block-pictures': async () => {
      const { version, pictures } = await renderBlockPictures(root, validators, render);
      if (!version) throw new HttpError(409, 'The site has problems, so the block pictures cannot be drawn yet.');
      const out: Record<string, string> = {};
      for (const [type, html] of Object.entries(pictures)) out[type] = await transformHead(html, transform);
      return { status: 200, body: { version, pictures: out } };
    },
  });
}
