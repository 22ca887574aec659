/**
 * A prerendered page made ready to ship, in one pass over its tags (page-pass.ts): class lists
 * named (class-names.ts), island props moved to files (island-props.ts), and the page's own CSS
 * inlined and linked (page-css.ts). Names and files depend on the order pages come in: one
 * finisher finishes a build's pages in order.
 */
import { createClassNames } from './class-names.ts';
import { islandClasses } from './island-classes.ts';
import { createIslandProps } from './island-props.ts';
import { createPageCss } from './page-css.ts';
import { passPage, type RewrittenTag } from './page-pass.ts';

/** Rewritten tags kept: the same few hundred come back on every page of a site. */
const MAX_TAGS = 50_000;

export interface PageFinisher {
  /** The page ready to write; `hrefs` are the site stylesheets its <head> links to. */
  finish(html: string, hrefs: string[]): Promise<string>;
  /** The files pages link to (CSS, island props), by path under dist/. */
  files(): Array<[string, string]>;
}

export async function createPageFinisher(root = process.cwd()): Promise<PageFinisher> {
  const classNames = createClassNames(await islandClasses(root));
  const islandProps = createIslandProps();
  const pageCss = await createPageCss(classNames, root);
  const outside = new Map<string, RewrittenTag>();
  const inside = new Map<string, RewrittenTag>();
  const rewrite = (tag: string, inIsland: boolean) => {
    const tags = inIsland ? inside : outside;
    let done = tags.get(tag);
    if (done) return done;
    const named = classNames.rewrite(tag, inIsland);
    done = { text: islandProps.extract(named.text), classes: named.classes };
    if (tags.size >= MAX_TAGS) tags.clear();
    tags.set(tag, done);
    return done;
  };
  return {
    finish: (html, hrefs) => pageCss.inline(passPage(html, rewrite), hrefs),
    files: () => [...pageCss.files(), ...islandProps.files()],
  };
}
