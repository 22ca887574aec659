import type { ComponentType } from 'react';

/**
 * Every component that runs in the browser (the *.island.tsx files), by island name. Vite turns
 * each import into its own chunk, so a page downloads only the islands it contains. The block
 * registry names the island each block places; blocks without one ship no JavaScript at all.
 */
export const islandLoaders = {
  siteHeader: () => import('../chrome/SiteHeader.island'),
  packageTabs: () => import('../blocks/PackageTabs/PackageTabs.island'),
  demoForm: () => import('../blocks/DemoForm/DemoForm.island'),
  toaster: () => import('../ui/toast/Toaster.island'),
  packageCheckout: () => import('../blocks/Package/PackageCheckout.island'),
  thankYou: () => import('../blocks/ThankYou/ThankYou.island'),
  planCards: () => import('../blocks/PlanCards/PlanCards.island'),
  voiceWidget: () => import('../blocks/VoiceWidget/VoiceWidget.island'),
};

export type IslandName = keyof typeof islandLoaders;

type Loaded<N extends IslandName> = Awaited<ReturnType<(typeof islandLoaders)[N]>>['default'];
export type IslandProps<N extends IslandName> = Loaded<N> extends ComponentType<infer P> ? P : never;
