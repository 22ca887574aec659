import type { IslandCollector } from '../../renderer/islands/Island';

/** An island collector for block tests: records each island's name and props instead of rendering it. */
export function recordIslands() {
  const islands: { name: string; props: unknown }[] = [];
  const collector: IslandCollector = {
    add({ name, props }) {
      islands.push({ name, props });
      return { id: String(islands.length - 1), carried: {} };
    },
  };
  return { collector, islands };
}
