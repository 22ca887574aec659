import type { ComponentType } from 'react';
import { blockIslandLoaders } from './block-islands';

/** The islands the page chrome places (PageView, the footer): every other island is declared by its block. */
export const chromeIslandLoaders = {
  siteHeader: () => import('../chrome/SiteHeader.island'),
  toaster: () => import('../ui/toast/Toaster.island'),
};

/**
 * Every component that runs in the browser (the *.island.tsx files), by island name: the chrome's
 * and those the block declarations name (renderer/blocks/<Name>/block.ts, copied into
 * block-islands.ts by `npm run types`). Vite turns each import into its own chunk, so a page
 * downloads only the islands it contains; blocks without one ship no JavaScript at all.
 */
export const islandLoaders = { ...chromeIslandLoaders, ...blockIslandLoaders };

export type IslandName = keyof typeof islandLoaders;

type Loaded<N extends IslandName> = Awaited<ReturnType<(typeof islandLoaders)[N]>>['default'];
export type IslandProps<N extends IslandName> = Loaded<N> extends ComponentType<infer P> ? P : never;
