import type { BlockRegistry } from './define';
import Hero from './Hero/block';
import RichText from './RichText/block';
import Steps from './Steps/block';
import CardGrid from './CardGrid/block';
import Stats from './Stats/block';
import Cta from './Cta/block';
import NotFound from './NotFound/block';
import ThankYou from './ThankYou/block';
import DemoForm from './DemoForm/block';
import Package from './Package/block';
import Faq from './Faq/block';
import PackageTabs from './PackageTabs/block';
import Integrations from './Integrations/block';
import Panels from './Panels/block';
import CaseStudies from './CaseStudies/block';
import Split from './Split/block';
import PlanCards from './PlanCards/block';
import PlanComparison from './PlanComparison/block';
import VoiceWidget from './VoiceWidget/block';

/**
 * Every block type, one declaration each (renderer/blocks/<Name>/block.ts): its schema, server
 * component, island and placement. `satisfies` makes tsc fail on a block type of page.schema.json
 * without an entry, an entry under another type's name, or an entry that is not a block.
 * `npm run new:block` adds the import and the entry.
 */
export const registry = {
  hero: Hero,
  richText: RichText,
  steps: Steps,
  cardGrid: CardGrid,
  stats: Stats,
  cta: Cta,
  notFound: NotFound,
  thankYou: ThankYou,
  demoForm: DemoForm,
  package: Package,
  faq: Faq,
  packageTabs: PackageTabs,
  integrations: Integrations,
  panels: Panels,
  caseStudies: CaseStudies,
  split: Split,
  planCards: PlanCards,
  planComparison: PlanComparison,
  voiceWidget: VoiceWidget,
} satisfies BlockRegistry;

export type { BlockDeclaration as BlockEntry } from './define';
