import type {
  Block,
  CardGridBlock,
  CaseStudiesBlock,
  DemoFormBlock,
  HeroBlock,
  FooterDemo,
  IntegrationsBlock,
  FormConfig,
  PackageBlock,
  PackageTab,
  PackageTabsBlock,
  PageConfig,
  PlanCardsBlock,
  PlanComparisonBlock,
  PlanConfig,
  SiteConfig,
  SplitBlock,
} from '../generated/config';
import type { LeadEndpoints } from '../forms/submit';
import type { PaymentSettings } from '../payments/settings';
import type { PackageSummary, PlanSummary } from '../plans/summary';
import type { MediaIndex, ResolvedImage, WithImages } from '../images/types';

export type BlockType = Block['type'];
export type BlockOf<T extends BlockType> = Extract<Block, { type: T }>;

/** The validated config of the whole site, as the loader returns it (author input, defaults filled in). */
export interface ValidatedSite {
  site: SiteConfig;
  pages: Array<{ file: string; page: PageConfig }>;
  forms: Record<string, FormConfig>;
  plans: Record<string, PlanConfig>;
  /** The media folder's pictures, with the files a build made of them. */
  media?: MediaIndex;
}

/** A form with everything needed to send it: its config and where its leads go. */
interface ResolvedForm {
  form: FormConfig;
  endpoints: LeadEndpoints;
}

/** Blocks whose props differ once resolved: references become what they name, settings are added. */
interface Resolutions {
  package: Omit<PackageBlock, 'package'> & { package: PackageSummary; payment: PaymentSettings };
  packageTabs: Omit<PackageTabsBlock, 'tabs'> & { tabs: Array<Omit<PackageTab, 'package'> & { package: PackageSummary }> };
  planCards: Omit<PlanCardsBlock, 'plans'> & { plans: PlanSummary[]; payment: PaymentSettings };
  planComparison: Omit<PlanComparisonBlock, 'plans'> & { plans: PlanSummary[] };
  demoForm: Omit<DemoFormBlock, 'form'> & ResolvedForm;
  hero: WithImages<HeroBlock>;
  split: WithImages<SplitBlock>;
  cardGrid: WithImages<CardGridBlock>;
  caseStudies: WithImages<CaseStudiesBlock>;
  integrations: WithImages<IntegrationsBlock>;
}

/** A block as components receive it: complete props, nothing left to look up. */
export type ResolvedBlockOf<T extends BlockType> = T extends keyof Resolutions ? Resolutions[T] : BlockOf<T>;
export type ResolvedBlock = { [T in BlockType]: ResolvedBlockOf<T> }[BlockType];

/** A page with its blocks resolved; `shareImage` is its own or else the site's. */
export type ResolvedPage = Omit<PageConfig, 'blocks' | 'shareImage'> & { blocks: ResolvedBlock[]; shareImage?: ResolvedImage };

/** site.json as the page chrome receives it: the footer's form resolved. */
export type ResolvedSiteConfig = Omit<SiteConfig, 'footer'> & {
  footer: Omit<SiteConfig['footer'], 'demo'> & { demo: Omit<FooterDemo, 'form'> & ResolvedForm };
};

export interface ResolvedSite {
  site: ResolvedSiteConfig;
  pages: Array<{ file: string; page: ResolvedPage }>;
}
