/**
 * The block declarations' typing: tsc (npm run typecheck) checks this file, and every
 * `@ts-expect-error` below must meet an error, or tsc fails. Vitest runs the runtime half.
 */
import { describe, expect, it } from 'vitest';
import { defineBlock, type BlockRegistry, type DeclaredIslands } from '../../renderer/blocks/define.ts';
import { Hero } from '../../renderer/blocks/Hero/Hero.tsx';
import { PlanCards } from '../../renderer/blocks/PlanCards/PlanCards.tsx';
import { registry } from '../../renderer/blocks/registry.ts';
import { blockIslandLoaders } from '../../renderer/islands/block-islands.ts';
import { blockRules } from '../../validator/block-rules.ts';
import { readSchemaFiles } from '../../validator/schemas.ts';

// A complete declaration type-checks.
defineBlock({ type: 'hero', schema: 'blocks/hero.schema.json', component: Hero, placement: { label: 'Hero' } });

// @ts-expect-error: no component.
defineBlock({ type: 'hero', schema: 'blocks/hero.schema.json', placement: { label: 'Hero' } });

// @ts-expect-error: no placement.
defineBlock({ type: 'hero', schema: 'blocks/hero.schema.json', component: Hero });

// @ts-expect-error: "herro" is no block type of page.schema.json.
defineBlock({ type: 'herro', schema: 'blocks/hero.schema.json', component: Hero, placement: { label: 'Hero' } });

// @ts-expect-error: the schema file of another block type.
defineBlock({ type: 'hero', schema: 'blocks/cta.schema.json', component: Hero, placement: { label: 'Hero' } });

// @ts-expect-error: the component renders another block type (its props are { block: ResolvedBlockOf<'planCards'> }).
defineBlock({ type: 'hero', schema: 'blocks/hero.schema.json', component: PlanCards, placement: { label: 'Hero' } });

defineBlock({
  type: 'hero',
  schema: 'blocks/hero.schema.json',
  component: Hero,
  // @ts-expect-error: an island's module must default-export a component.
  island: { name: 'hero', load: () => import('../../renderer/blocks/Hero/Hero.tsx') },
  placement: { label: 'Hero' },
});

// The registry: every block type once, under its own type.
({ ...registry }) satisfies BlockRegistry;
const { hero: _missing, ...withoutHero } = registry;
// @ts-expect-error: a block type without its declaration.
withoutHero satisfies BlockRegistry;
// @ts-expect-error: a declaration under another type's name.
({ ...registry, hero: registry.cta }) satisfies BlockRegistry;

// The browser's island loaders (renderer/islands/block-islands.ts, generated) are exactly the declared ones, with the same components.
blockIslandLoaders satisfies DeclaredIslands<typeof registry>;
({}) as DeclaredIslands<typeof registry> satisfies typeof blockIslandLoaders;
// @ts-expect-error: an island the declarations do not name.
({ ...blockIslandLoaders, extra: blockIslandLoaders.planCards }) satisfies DeclaredIslands<typeof registry>;

describe('block declarations', () => {
  it('declare exactly the islands the browser loads from renderer/islands/block-islands.ts', () => {
    const declared = Object.values(registry).flatMap((d) => ('island' in d && d.island ? [d.island.name] : []));
    expect(declared.sort()).toEqual(Object.keys(blockIslandLoaders).sort());
  });

  it('are registered under their own type', () => {
    for (const [type, declaration] of Object.entries(registry)) expect(declaration.type).toBe(type);
  });

  it("label each block as the editor and the validator name it (from its schema's title); where it may go is the schema's x-placement", () => {
    const { names } = blockRules(readSchemaFiles());
    for (const [type, declaration] of Object.entries(registry)) expect(declaration.placement.label, type).toBe(names[type]);
  });
});
