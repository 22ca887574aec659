import type { ComponentType } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { IslandRoot, idPrefix } from '../islands/IslandRoot';
import { islandLoaders, type IslandName } from '../islands/loaders';

export async function hydrateIslands(elements: HTMLElement[]) {
  await Promise.all(
    elements.map(async (el) => {
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
    }),
  );
}
