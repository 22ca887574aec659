/**
 * A prerendered page made ready to ship, in one pass over its tags (page-pass.ts): class lists
 * named (class-names.ts) and the page's own CSS inlined and linked (page-css.ts). A page's names
 * are its own, handed out in the order its lists come: a page is finished the same whichever
 * pages a build (or a shard of it, or a thread) finished before it.
 */
import { createClassNames } from './class-names.ts';
import { islandClasses } from './island-classes.ts';
import { createPageCss, type FinishedPage } from './page-css.ts';
import { passPage } from './page-pass.ts';

export interface PageFinisher {
  /** The page ready to write once its browser assets are named; `html` is its document without them. */
  finish(html: string): Promise<FinishedPage>;
  /** The CSS files pages linked to since the last call, by path under dist/. */
  take(): Array<[string, string]>;
}

export async function createPageFinisher(root = process.cwd()): Promise<PageFinisher> {
  const classNames = createClassNames(await islandClasses(root));
  const pageCss = await createPageCss(root);
  return {
    finish(html) {
      const names = classNames.forPage();
      return pageCss.inline(passPage(html, names.rewrite), names);
    },
    take: () => pageCss.take(),
  };
}
