import type { ComponentType } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { IslandRoot, idPrefix } from '../islands/IslandRoot';
import { islandLoaders, type IslandName } from '../islands/loaders';
import { loadSiteCss } from './site-css';

const started = new WeakSet<HTMLElement>();

/**
 * The island's props: in the page (data-props; a build writes none for {}), or in the small JSON file the build
 * wrote them to (data-props-src, build/island-props.ts), fetched while the component loads.
 */
async function propsOf(el: HTMLElement): Promise<never> {
  const src = el.dataset.propsSrc;
  if (!src) return JSON.parse(el.dataset.props ?? '{}') as never;
  const response = await fetch(src);
  if (!response.ok) throw new Error(`Props of island "${el.dataset.island}" not loaded: ${response.status} ${src}`);
  return (await response.json()) as never;
}

/**
 * Fetches an island's component, its props and the full site stylesheet (so the states it
 * renders are styled), and hydrates it (once), right after `beforeHydrate`.
 */
export async function hydrateIsland(el: HTMLElement, beforeHydrate?: () => void): Promise<void> {
  if (started.has(el)) return;
  started.add(el);
  const name = el.dataset.island as IslandName;
  const load = islandLoaders[name];
  if (!load) {
    console.error(`Unknown island "${name}"`);
    return;
  }
  let component: unknown, props: never;
  try {
    [{ default: component }, props] = await Promise.all([load(), propsOf(el), loadSiteCss()]);
  } catch (e) {
    // The island stays as prerendered, and may be woken again (a companion wakes after each other island).
    started.delete(el);
    throw e;
  }
  beforeHydrate?.();
  hydrateRoot(el, <IslandRoot name={name} component={component as ComponentType<object>} props={props} />, {
    // The number the server rendered the island's ids with, written on its root.
    identifierPrefix: idPrefix(el.dataset.islandId ?? ''),
  });
}
