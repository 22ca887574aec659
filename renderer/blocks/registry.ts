import type { ComponentType } from 'react';
import type { IslandName } from '../islands/loaders';
import type { BlockType, ResolvedBlockOf } from '../resolve/types';
import { CardGrid } from './CardGrid/CardGrid';
import { CaseStudies } from './CaseStudies/CaseStudies';
import { Cta } from './Cta/Cta';
import { DemoForm } from './DemoForm/DemoForm';
import { Faq } from './Faq/Faq';
import { Hero } from './Hero/Hero';
import { Integrations } from './Integrations/Integrations';
import { NotFound } from './NotFound/NotFound';
import { Package } from './Package/Package';
import { PackageTabs } from './PackageTabs/PackageTabs';
import { Panels } from './Panels/Panels';
import { PlanCards } from './PlanCards/PlanCards';
import { PlanComparison } from './PlanComparison/PlanComparison';
import { RichText } from './RichText/RichText';
import { Split } from './Split/Split';
import { Stats } from './Stats/Stats';
import { Steps } from './Steps/Steps';
import { ThankYou } from './ThankYou/ThankYou';
import { VoiceWidget } from './VoiceWidget/VoiceWidget';

/**
 * One block type: `component` renders it to HTML at build time (<Name>.tsx); `island`, when
 * present, is the browser component it places (<Name>.island.tsx, loaded through
 * islands/loaders.ts). A block without an island ships no JavaScript.
 */
export interface BlockEntry<T extends BlockType> {
  component: ComponentType<{ block: ResolvedBlockOf<T> }>;
  island?: IslandName;
}

/** Every block type of page.schema.json must have an entry, or tsc fails. */
export const registry: { [T in BlockType]: BlockEntry<T> } = {
  hero: { component: Hero },
  richText: { component: RichText },
  steps: { component: Steps },
  cardGrid: { component: CardGrid },
  stats: { component: Stats },
  cta: { component: Cta },
  notFound: { component: NotFound },
  thankYou: { component: ThankYou, island: 'thankYou' },
  integrations: { component: Integrations },
  panels: { component: Panels },
  caseStudies: { component: CaseStudies },
  split: { component: Split },
  planCards: { component: PlanCards, island: 'planCards' },
  planComparison: { component: PlanComparison },
  package: { component: Package, island: 'packageCheckout' },
  faq: { component: Faq },
  packageTabs: { component: PackageTabs, island: 'packageTabs' },
  demoForm: { component: DemoForm, island: 'demoForm' },
  voiceWidget: { component: VoiceWidget, island: 'voiceWidget' },
};
