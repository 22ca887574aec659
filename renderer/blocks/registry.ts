import type { ComponentType } from 'react';
import type { Block } from '../generated/config';
import type { IslandName, IslandProps } from '../islands/loaders';
import { CardGrid } from './CardGrid/CardGrid';
import { Cta } from './Cta/Cta';
import { Hero } from './Hero/Hero';
import { RichText } from './RichText/RichText';
import { Stats } from './Stats/Stats';
import { Steps } from './Steps/Steps';

export type BlockType = Block['type'];
export type BlockOf<T extends BlockType> = Extract<Block, { type: T }>;

/** The islands whose component takes exactly this block as its props. */
type IslandFor<B> = { [N in IslandName]: IslandProps<N> extends { block: B } ? N : never }[IslandName];

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
};
