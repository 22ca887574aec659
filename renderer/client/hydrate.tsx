import type { ComponentType } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { IslandRoot, idPrefix } from '../islands/IslandRoot';
import { islandLoaders, type IslandName } from '../islands/loaders';

const started = new WeakSet<HTMLElement>();

/** Fetches an island's component and hydrates it (once), right after `beforeHydrate`. */
export async function hydrateIsland(el: HTMLElement, beforeHydrate?: () => void): Promise<void> {
  if (started.has(el)) return;
  started.add(el);
  const name = el.dataset.island as IslandName;
  const load = islandLoaders[name];
  if (!load) {
    console.error(`Unknown island "${name}"`);
    return;
  }
  const { default: component } = await load();
  const props = JSON.parse(el.dataset.props ?? '{}') as never;
  beforeHydrate?.();
  hydrateRoot(el, <IslandRoot name={name} component={component as ComponentType<object>} props={props} />, {
    identifierPrefix: idPrefix(name, el.dataset.islandId ?? ''),
  });
}
