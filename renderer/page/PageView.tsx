import type { Block, PageConfig } from '../generated/config';
import { Breadcrumb } from '../chrome/Breadcrumb';
import { Footer } from '../chrome/Footer';
import { Island } from '../islands/Island';
import { registry, type BlockEntry } from '../blocks/registry';
import { SiteDataContext, type SiteData } from './SiteData';

/** One block in its section, as on a page (Storybook shows each block's examples through it). */
export function BlockView({ block }: { block: Block }) {
  const entry = registry[block.type] as BlockEntry<Block>;
  return (
    <section data-block={block.type} id={block.anchor}>
      {entry.runs === 'static' ? <entry.component block={block} /> : <Island name={entry.island} props={{ block } as never} />}
    </section>
  );
}

/** One whole page: header, optional breadcrumb, the blocks in order, footer. */
export function PageView({ data, page }: { data: SiteData; page: PageConfig }) {
  const { site } = data;
  return (
    <SiteDataContext.Provider value={data}>
      <a href="#main" className="skip-link focus-ring fixed left-4 top-2 z-50 rounded-lg bg-white px-4 py-2 font-semibold text-ink-900 shadow">
        Skip to content
      </a>
      <Island
        name="siteHeader"
        hydrate="interaction"
        props={{
          brandName: site.brand.name,
          nav: site.header.nav,
          action: site.header.action,
          mobileGroups: site.mobileMenu.groups,
          currentRoute: page.route,
        }}
      />
      <main id="main" className="pt-16">
        {page.breadcrumb ? <Breadcrumb items={page.breadcrumb} /> : null}
        {page.blocks.map((block, i) => (
          <BlockView key={`${block.type}-${i}`} block={block} />
        ))}
      </main>
      <Footer />
      <Island name="toaster" hydrate="companion" props={{}} />
    </SiteDataContext.Provider>
  );
}
