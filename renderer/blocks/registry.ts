import type { ComponentType } from 'react';
import type { Block } from '../generated/config';
import type { IslandName } from '../islands/loaders';
import { CardGrid } from './CardGrid/CardGrid';
import { Cta } from './Cta/Cta';
import { Hero } from './Hero/Hero';
import NotFound from './NotFound/NotFound';
import { RichText } from './RichText/RichText';
import { Stats } from './Stats/Stats';
import { Steps } from './Steps/Steps';

export type BlockType = Block['type'];
export type BlockOf<T extends BlockType> = Extract<Block, { type: T }>;

export interface BlockEntry<B> {
  component: ComponentType<{ block: B }>;
  /**
   * Where the block's code runs. "static": rendered to HTML at build time, no JavaScript in
   * the browser. An island name: the same component is hydrated in the browser.
   */
  runs: 'static' | { island: IslandName };
}

/** Every block type of page.schema.json must have an entry, or tsc fails. */
export const registry: { [T in BlockType]: BlockEntry<BlockOf<T>> } = {
  hero: { component: Hero, runs: 'static' },
  richText: { component: RichText, runs: 'static' },
  steps: { component: Steps, runs: 'static' },
  cardGrid: { component: CardGrid, runs: 'static' },
  stats: { component: Stats, runs: 'static' },
  cta: { component: Cta, runs: 'static' },
  notFound: { component: NotFound, runs: { island: 'notFound' } },
};
