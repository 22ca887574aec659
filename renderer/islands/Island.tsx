import { createContext, useContext, type ReactNode } from 'react';
import type { IslandName, IslandProps } from './loaders';

/**
 * "load": after the page has loaded. "visible": when it comes near the viewport (below-the-fold
 * forms). "interaction": on the first pointer, touch or focus inside it (the header: its links
 * work without JavaScript, only its buttons need it). "companion": once any other island of the
 * page has hydrated (the toaster: only other islands raise toasts).
 */
export type HydrateWhen = 'load' | 'visible' | 'interaction' | 'companion';

export interface IslandCollector {
  add(name: IslandName, props: unknown): string;
  /** Renders the live component in place of the placeholder: Storybook has no server render to hydrate. */
  inline?(name: IslandName, props: unknown): ReactNode;
}

export const IslandContext = createContext<IslandCollector | null>(null);

/**
 * Marks where an interactive component goes. On the server it renders an empty placeholder
 * that render.tsx fills with the component's own HTML (rendered as a separate root, so its
 * ids match the browser's hydrateRoot); the props travel as a JSON data attribute.
 */
export function Island<N extends IslandName>({
  name,
  props,
  hydrate = 'load',
  wakeIfStored,
}: {
  name: N;
  props: IslandProps<N>;
  /** When the browser fetches and hydrates the island; see HydrateWhen. */
  hydrate?: HydrateWhen;
  /** A localStorage key: when this browser holds it, the island wakes as soon as the page is idle. */
  wakeIfStored?: string;
}) {
  const collector = useContext(IslandContext);
  if (!collector) throw new Error(`<Island name="${name}"> rendered outside renderPage()`);
  if (collector.inline) return collector.inline(name, props);
  const id = collector.add(name, props);
  // data-island-id must stay the last attribute: render.tsx finds the placeholder by it.
  return <div data-island={name} data-hydrate={hydrate} data-props={JSON.stringify(props)} data-wake-if-stored={wakeIfStored} data-island-id={id} />;
}
