import type { ComponentType } from 'react';
import type { Block } from '../generated/config';
import type { IslandName, IslandProps } from '../islands/loaders';
import { CardGrid } from './CardGrid/CardGrid';
import { Cta } from './Cta/Cta';
import { Hero } from './Hero/Hero';
import { RichText } from './RichText/RichText';
import { Stats } from './Stats/Stats';
import { Steps } from './Steps/Steps';
import { Integrations } from './Integrations/Integrations';
import { Panels } from './Panels/Panels';
import { CaseStudies } from './CaseStudies/CaseStudies';
import { Split } from './Split/Split';
import { Package } from './Package/Package';
import { Faq } from './Faq/Faq';
import { PackageTabsBlock } from './PackageTabs/PackageTabsBlock';
import { DemoFormBlock } from './DemoForm/DemoFormBlock';
import { VoiceWidgetBlock } from './VoiceWidget/VoiceWidgetBlock';
import { PlanCards } from './PlanCards/PlanCards';
import { PlanComparison } from './PlanComparison/PlanComparison';

export type BlockType = Block['type'];
export type BlockOf<T extends BlockType> = Extract<Block, { type: T }>;

/** The islands whose component takes exactly this block as its props. */
type IslandFor<B> = {
  [N in IslandName]: IslandProps<N> extends { block: B } ? ({ block: B } extends IslandProps<N> ? N : never) : never;
}[IslandName];

/**
 * Where a block's code runs. "static": rendered to HTML at build time, no JavaScript in the
 * browser. "island": the component named in islands/loaders.ts is also hydrated in the browser.
 */
export type BlockEntry<B> =
  | { runs: 'static'; component: ComponentType<{ block: B }> }
  | { runs: 'island'; island: IslandFor<B> };

/** Every block type of page.schema.json must have an entry, or tsc fails. */
export const registry: { [T in BlockType]: BlockEntry<BlockOf<T>> } = {
  hero: { runs: 'static', component: Hero },
  richText: { runs: 'static', component: RichText },
  steps: { runs: 'static', component: Steps },
  cardGrid: { runs: 'static', component: CardGrid },
  stats: { runs: 'static', component: Stats },
  cta: { runs: 'static', component: Cta },
  notFound: { runs: 'island', island: 'notFound' },
  thankYou: { runs: 'island', island: 'thankYou' },
  integrations: { runs: 'static', component: Integrations },
  panels: { runs: 'static', component: Panels },
  caseStudies: { runs: 'static', component: CaseStudies },
  split: { runs: 'static', component: Split },
  planCards: { runs: 'static', component: PlanCards },
  planComparison: { runs: 'static', component: PlanComparison },
  package: { runs: 'static', component: Package },
  faq: { runs: 'static', component: Faq },
  // Static on the server: it resolves the packages' prices from site.config/plans/ and renders
  // the packageTabs island itself, because that island needs more props than { block }.
  packageTabs: { runs: 'static', component: PackageTabsBlock },
  // Static on the server: it resolves the form and its endpoints, then renders the demoForm island.
  demoForm: { runs: 'static', component: DemoFormBlock },
  // Static on the server: it applies the environment overrides, then renders the voiceWidget island.
  voiceWidget: { runs: 'static', component: VoiceWidgetBlock },
};
