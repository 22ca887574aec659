import type { Block, PageConfig } from '../generated/config';
import { markFirstBlock, resolveImages } from '../images/resolve.ts';
import { resolveNamedLinks } from './named-links.ts';
import { formFrom, packageFrom, plansFrom } from './plans.ts';
import { leadEndpoints, paymentSettings, voiceWidget, type BuildSettings } from './settings.ts';
import type { BlockOf, BlockType, ResolvedBlock, ResolvedBlockOf, ResolvedPage, ResolvedSite, ValidatedSite } from './types';

type Resolver<T extends BlockType> = (block: BlockOf<T>, site: Omit<ValidatedSite, 'pages'>, settings: BuildSettings) => ResolvedBlockOf<T>;

/** How each block that refers to other config, or takes deployment settings, is completed. */
const resolvers: { [T in BlockType]?: Resolver<T> } = {
  package: (block, { site, plans }, settings) => ({ ...block, package: packageFrom(plans, block.package), payment: paymentSettings(site, settings) }),
  packageTabs: (block, { plans }) => ({ ...block, tabs: block.tabs.map((tab) => ({ ...tab, package: packageFrom(plans, tab.package) })) }),
  planCards: (block, { site, plans }, settings) => ({ ...block, plans: plansFrom(plans, block.plans), payment: paymentSettings(site, settings) }),
  planComparison: (block, { plans }) => ({ ...block, plans: plansFrom(plans, block.plans) }),
  demoForm: (block, { site, forms }, settings) => ({ ...block, form: formFrom(forms, block.form), endpoints: leadEndpoints(site, settings) }),
  voiceWidget: (block, _, settings) => voiceWidget(block, settings),
  hero: (block, { media = {} }) => resolveImages(block, media, '/blocks'),
  split: (block, { media = {} }) => resolveImages(block, media, '/blocks'),
  cardGrid: (block, { media = {} }) => resolveImages(block, media, '/blocks'),
  caseStudies: (block, { media = {} }) => resolveImages(block, media, '/blocks'),
  integrations: (block, { media = {} }) => resolveImages(block, media, '/blocks'),
};

export function resolveBlock(block: Block, site: SiteWithoutPages, settings: BuildSettings): ResolvedBlock {
  const resolve = resolvers[block.type] as Resolver<BlockType> | undefined;
  const linked = resolveNamedLinks(block, site.site);
  return resolve ? resolve(linked as never, site, settings) : (linked as ResolvedBlock);
}

/** The site's pages are not read: a page is resolved with the rest of the config only (a build streams them). */
type SiteWithoutPages = Omit<ValidatedSite, 'pages'>;

export function resolvePage(page: PageConfig, site: SiteWithoutPages, settings: BuildSettings): ResolvedPage {
  const { blocks, shareImage = site.site.shareImage, ...rest } = page;
  return {
    ...resolveNamedLinks(rest, site.site),
    blocks: blocks.map((block, i) => {
      const resolved = resolveBlock(block, site, settings);
      if (i === 0) markFirstBlock(resolved);
      return resolved;
    }),
    ...(shareImage && { shareImage: resolveImages(shareImage, site.media ?? {}, '/shareImage') }),
  };
}

/**
 * The one step between validation and rendering: named links, plan, package and form
 * references and deployment settings filled in, so every block gets complete props and the
 * renderer looks nothing up. Pure: the same input always gives the same pages.
 */
export function resolveSite(validated: ValidatedSite, settings: BuildSettings): ResolvedSite {
  return {
    site: resolveSiteConfig(validated, settings),
    pages: validated.pages.map(({ file, page }) => ({ file, page: resolvePage(page, validated, settings) })),
  };
}

/** What every page shares (header, footer and its form), resolved once. */
export function resolveSiteConfig(validated: SiteWithoutPages, settings: BuildSettings): ResolvedSite['site'] {
  const site = resolveNamedLinks(validated.site, validated.site);
  const { demo } = site.footer;
  return { ...site, footer: { ...site.footer, demo: { ...demo, form: formFrom(validated.forms, demo.form), endpoints: leadEndpoints(site, settings) } } };
}
