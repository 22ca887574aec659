import { createContext, useContext, type ReactNode } from 'react';
import type { IslandName, IslandProps } from './loaders';

/**
 * "load": after the page has loaded. "visible": when it comes near the viewport (below-the-fold
 * forms). "interaction": on the first pointer, touch or focus inside it (the header: its links
 * work without JavaScript, only its buttons need it). "companion": once any other island of the
 * page has hydrated (the toaster: only other islands raise toasts).
 */
export type HydrateWhen = 'load' | 'visible' | 'interaction' | 'companion';

/** An island as the renderer records it while rendering a page: a value, not a string in the HTML. */
export interface IslandRecord {
  /** Its number on the page, in render order: the prefix of its React ids (IslandRoot.tsx), written on its root. */
  id: string;
  name: IslandName;
  props: unknown;
  hydrate: HydrateWhen;
}

/** The attribute that brings an island's props to the browser: in the page, or in a file (hydrate.tsx). */
export interface PropsAttributes {
  'data-props'?: string;
  'data-props-src'?: string;
}

export interface IslandCollector {
  /** Records an island and numbers it; returns its id and the attributes its root carries for its props. */
  add(island: Omit<IslandRecord, 'id'>): { id: string; carried: PropsAttributes };
  /** Renders the live component in place of the slot: Storybook has no server render to hydrate. */
  inline?(name: IslandName, props: unknown): ReactNode;
}

export const IslandContext = createContext<IslandCollector | null>(null);

/** The empty element an island's own HTML replaces (render.tsx): React writes it exactly so. */
export const slotHtml = (id: string) => `<template data-island-slot="${id}"></template>`;

/**
 * Marks where an interactive component goes. On the server it renders the island's root with an
 * empty slot, which render.tsx fills with the component's own HTML (rendered as a separate root,
 * so its ids match the browser's hydrateRoot); the collector records the island and says where
 * its props go.
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
  /** A localStorage key: when this browser holds it, a `visible` island wakes as soon as the page is idle (schedule.ts). */
  wakeIfStored?: string;
}) {
  const collector = useContext(IslandContext);
  if (!collector) throw new Error(`<Island name="${name}"> rendered outside renderPage()`);
  if (collector.inline) return collector.inline(name, props);
  const { id, carried } = collector.add({ name, props, hydrate });
  return (
    <div data-island={name} data-island-id={id} data-hydrate={hydrate} data-wake-if-stored={wakeIfStored} {...carried}>
      <template data-island-slot={id} />
    </div>
  );
}
