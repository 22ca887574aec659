/**
 * Where each island's props go, decided while the page renders (renderer/server/render.tsx): small
 * props in the page (data-props), larger ones in a JSON file named by its content (data-props-src),
 * fetched when the island wakes (renderer/client/hydrate.tsx). The header's and the footer form's
 * are the same on most pages: a visitor downloads them once, only if they act, and a build writes them once.
 */
import type { IslandRecord, PropsAttributes } from '../renderer/islands/Island.tsx';
import { sha } from '../validator/cache-file.ts';

/** Props whose JSON is shorter than this (in characters) stay in the page: a file would cost more than it saves. */
const MIN_BYTES = 200;

export interface IslandProps {
  place(island: IslandRecord): PropsAttributes;
  /** The JSON files placed since the last call, by path under dist/ ("assets/props-….json"). */
  take(): Array<[string, string]>;
}

export function createIslandProps(): IslandProps {
  const known = new Set<string>();
  const fresh: Array<[string, string]> = [];
  return {
    place({ props }) {
      const json = JSON.stringify(props) ?? '{}';
      // No props at all: the browser reads a missing data-props as {}.
      if (json === '{}') return {};
      if (json.length < MIN_BYTES) return { 'data-props': json };
      const file = `assets/props-${sha(json).slice(0, 10)}.json`;
      if (!known.has(file)) {
        known.add(file);
        fresh.push([file, json]);
      }
      return { 'data-props-src': `/${file}` };
    },
    take: () => fresh.splice(0),
  };
}
