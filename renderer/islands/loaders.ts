import type { ComponentType } from 'react';

/**
 * Every component that runs in the browser, by island name. Vite turns each import into its
 * own chunk, so a page downloads only the islands it contains; blocks not listed here ship
 * no JavaScript at all.
 */
export const islandLoaders = {
  siteHeader: () => import('../chrome/SiteHeader'),
  notFound: () => import('../blocks/NotFound/NotFound'),
  packageTabs: () => import('../blocks/PackageTabs/PackageTabs'),
  demoForm: () => import('../blocks/DemoForm/DemoForm'),
  toaster: () => import('../ui/toast/Toaster'),
  packageCheckout: () => import('../blocks/Package/PackageCheckout'),
  thankYou: () => import('../blocks/ThankYou/ThankYou'),
  planCards: () => import('../blocks/PlanCards/PlanCardList'),
  voiceWidget: () => import('../blocks/VoiceWidget/VoiceWidget'),
};

export type IslandName = keyof typeof islandLoaders;

type Loaded<N extends IslandName> = Awaited<ReturnType<(typeof islandLoaders)[N]>>['default'];
export type IslandProps<N extends IslandName> = Loaded<N> extends ComponentType<infer P> ? P : never;
