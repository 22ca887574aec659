import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { Island, IslandContext, type IslandCollector } from '../islands/Island';
import { IslandRoot } from '../islands/IslandRoot';
import { islandLoaders, type IslandName } from '../islands/loaders';

const live = new Map<IslandName, ComponentType<object>>();
const liveIsland = (name: IslandName) => {
  if (!live.has(name)) live.set(name, lazy(islandLoaders[name] as () => Promise<{ default: ComponentType<object> }>));
  return live.get(name)!;
};

// Storybook has no server render to hydrate, so islands render their live component in place.
const inlineIslands: IslandCollector = {
  add: () => ({ id: '', carried: {} }),
  inline: (name, props) => (
    <Suspense fallback={null}>
      <IslandRoot name={name} component={liveIsland(name)} props={props as object} />
    </Suspense>
  ),
};

/** What every story sits in: live islands and the page's toast region. */
export function StoryFrame({ children }: { children: ReactNode }) {
  return (
    <IslandContext.Provider value={inlineIslands}>
      {children}
      <Island name="toaster" props={{}} />
    </IslandContext.Provider>
  );
}
