// @vitest-environment node
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { registry, type BlockEntry } from '../../renderer/blocks/registry.ts';
import { IslandContext } from '../../renderer/islands/Island.tsx';
import { chromeIslandLoaders, islandLoaders } from '../../renderer/islands/loaders.ts';
import { BlockView } from '../../renderer/page/PageView.tsx';
import { collectBlockStories } from '../../.storybook/block-stories.ts';
import { recordIslands } from './islands-collector.ts';
import { resolveBlock } from './resolve.ts';

// Islands of the page chrome, placed by PageView rather than by a block.
const CHROME_ISLANDS = Object.keys(chromeIslandLoaders);
const examples = collectBlockStories().flatMap((b) => b.stories.map((s) => [`${b.type} ${s.name}`, s.block] as const));

describe('block registry', () => {
  it.each(examples)('%s places exactly the island its registry entry names, and nothing else', (_, example) => {
    const block = resolveBlock(example as { type: keyof typeof registry });
    const recorded = recordIslands();
    renderToStaticMarkup(
      <IslandContext.Provider value={recorded.collector}>
        <BlockView block={block} />
      </IslandContext.Provider>,
    );
    const declared = (registry[block.type] as BlockEntry<typeof block.type>).island;
    expect(recorded.islands.map((i) => i.name)).toEqual(declared ? [declared.name] : []);
  });

  it('has a browser loader for every island it names, and no loader that no block or chrome uses', () => {
    const named = Object.values(registry).flatMap((e) => ('island' in e && e.island ? [e.island.name] : []));
    expect([...new Set([...named, ...CHROME_ISLANDS])].sort()).toEqual(Object.keys(islandLoaders).sort());
  });
});
