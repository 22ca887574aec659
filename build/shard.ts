/**
 * `--shard K/N`: the K-th of N shares of a site's pages, for a CI job matrix; the union of the
 * shards' dist/ folders is the one-machine build, byte for byte. Pages are dealt out in the site's
 * order (its files sorted by path), every N-th to a shard, so a folder of similar pages spreads evenly.
 */
export interface Shard {
  index: number;
  count: number;
}

/** The shard named on the command line, or undefined for the whole site; throws on a malformed one. */
export function shardFromArgs(args: string[]): Shard | undefined {
  const at = args.findIndex((a) => a === '--shard' || a.startsWith('--shard='));
  if (at < 0) return undefined;
  const value = args[at].includes('=') ? args[at].slice('--shard='.length) : args[at + 1];
  const m = /^(\d+)\/(\d+)$/.exec(value ?? '');
  const index = Number(m?.[1]);
  const count = Number(m?.[2]);
  if (!m || count < 1 || index < 1 || index > count)
    throw new Error(`--shard takes K/N, the K-th of N shares with 1 ≤ K ≤ N (such as --shard 2/4), not ${JSON.stringify(value ?? '')}.`);
  return { index, count };
}

/** Whether the page at `index` in the site's order is in `shard` (every page is, without one). */
export const inShard = (index: number, shard?: Shard) => !shard || index % shard.count === shard.index - 1;

export const pagesOfShard = <T>(pages: T[], shard?: Shard): T[] => pages.filter((_, i) => inShard(i, shard));
