import type { ComponentType } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { IslandRoot, idPrefix } from '../islands/IslandRoot';
import { islandLoaders, type IslandName } from '../islands/loaders';

async function hydrateIsland(el: HTMLElement) {
  const name = el.dataset.island as IslandName;
  const load = islandLoaders[name];
  if (!load) {
    console.error(`Unknown island "${name}"`);
    return;
  }
  const { default: component } = await load();
  const props = JSON.parse(el.dataset.props ?? '{}') as never;
  hydrateRoot(el, <IslandRoot name={name} component={component as ComponentType<object>} props={props} />, {
    identifierPrefix: idPrefix(name, el.dataset.islandId ?? ''),
  });
}

/** Hydrates islands now, or, for data-hydrate="visible", when they come near the viewport. */
export function hydrateIslands(elements: HTMLElement[]) {
  const later = elements.filter((el) => el.dataset.hydrate === 'visible');
  elements.filter((el) => !later.includes(el)).forEach((el) => void hydrateIsland(el));
  if (later.length === 0) return;
  // display: contents boxes are never "visible"; watch each island's first real element.
  const islandOf = new Map<Element, HTMLElement>(later.map((el) => [el.firstElementChild ?? el, el]));
  const observer = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        const island = islandOf.get(entry.target);
        if (!entry.isIntersecting || !island) continue;
        observer.unobserve(entry.target);
        void hydrateIsland(island);
      }
    },
    { rootMargin: '400px 0px' },
  );
  for (const target of islandOf.keys()) observer.observe(target);
}
