import { Breadcrumb } from '../chrome/Breadcrumb';
import { Footer } from '../chrome/Footer';
import { headerRoute } from '../chrome/header-route';
import { Island } from '../islands/Island';
import { registry, type BlockEntry } from '../blocks/registry';
import type { BlockType, ResolvedBlock, ResolvedPage, ResolvedSiteConfig } from '../resolve/types';

/** One block in its section, as on a page (Storybook shows each block's examples through it). */
export function BlockView({ block }: { block: ResolvedBlock }) {
  const entry = registry[block.type] as BlockEntry<BlockType>;
  return (
    <section data-block={block.type} id={block.anchor}>
      <entry.component block={block as never} />
    </section>
  );
}

/** One whole page: header, optional breadcrumb, the blocks in order, footer. */
export function PageView({ site, page }: { site: ResolvedSiteConfig; page: ResolvedPage }) {
  const header = { brandName: site.brand.name, nav: site.header.nav, action: site.header.action, mobileGroups: site.mobileMenu.groups };
  return (
    <>
      <a href="#main" className="skip-link focus-ring fixed left-4 top-2 z-50 rounded-lg bg-white px-4 py-2 font-semibold text-ink-900 shadow">
        Skip to content
      </a>
      <Island name="siteHeader" hydrate="interaction" props={{ ...header, currentRoute: headerRoute(header, page.route) }} />
      <main id="main" className="pt-16">
        {page.breadcrumb ? <Breadcrumb items={page.breadcrumb} /> : null}
        {page.blocks.map((block, i) => (
          <BlockView key={`${block.type}-${i}`} block={block} />
        ))}
      </main>
      <Footer site={site} />
      <Island name="toaster" hydrate="companion" props={{}} />
    </>
  );
}
