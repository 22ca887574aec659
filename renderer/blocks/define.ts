import type { ComponentType } from 'react';
import type { BlockSchemaFiles } from '../generated/config';
import type { BlockType, ResolvedBlockOf } from '../resolve/types';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the island's props are checked where its block places it (<Island name props>)
type IslandLoader = () => Promise<{ default: ComponentType<any> }>;

/**
 * The browser part of a block: `name` is what its component passes to `<Island name>`, `load` the
 * dynamic import of its `<Name>.island.tsx` (a literal `import('./X.island')`, so Vite makes it a
 * chunk of its own). `npm run types` copies these into renderer/islands/block-islands.ts, which
 * the browser loads islands from without loading any server component.
 */
export interface IslandDeclaration<N extends string = string, L extends IslandLoader = IslandLoader> {
  name: N;
  load: L;
}

/**
 * How the editor offers the block. Rules on the block's content, and where it may go on a page
 * ("x-placement": how many per page, first or not, on which pages), belong in its schema, where
 * the validator and the editor's palette both read them.
 */
interface Placement {
  /** The block's name in the editor's palette and outline ("Call to action"); a test holds it to the name read from its schema's title. */
  label: string;
}

/**
 * Everything about one block type, in one place (renderer/blocks/<Name>/block.ts):
 * - `type`: the schema's `type` const;
 * - `schema`: its schema file under schema/ (it must be the one whose `type` is `type`);
 * - `component`: renders it to HTML at build time, from `{ block }` alone;
 * - `island`: the browser component it places, if any (a block without one ships no JavaScript);
 * - `placement`: how the editor offers it.
 */
export interface BlockDeclaration<T extends BlockType, I extends IslandDeclaration = IslandDeclaration> {
  type: T;
  schema: BlockSchemaFiles[T];
  component: ComponentType<{ block: ResolvedBlockOf<T> }>;
  island?: I;
  placement: Placement;
}

/** Declares a block; the type parameters keep its type, island name and island module exact, so the registry and the loaders can use them. */
export function defineBlock<T extends BlockType, const N extends string = never, L extends IslandLoader = never>(
  declaration: BlockDeclaration<T, IslandDeclaration<N, L>>,
): BlockDeclaration<T, IslandDeclaration<N, L>> {
  return declaration;
}

/** The registry's shape: one declaration per block type of page.schema.json, under its own type. */
export type BlockRegistry = { [T in BlockType]: BlockDeclaration<T> };

type IslandOf<D> = D extends { island?: infer I } ? Exclude<I, undefined> : never;

/** Island name → loader, of every island the registry's blocks declare. */
export type DeclaredIslands<R extends Partial<BlockRegistry>> = {
  [T in keyof R as IslandOf<R[T]> extends IslandDeclaration<infer N> ? N : never]: IslandOf<R[T]> extends IslandDeclaration<string, infer L> ? L : never;
};
