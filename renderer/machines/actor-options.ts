import type { InspectionEvent, Observer } from 'xstate';

export type InspectFn = (event: InspectionEvent) => void;

/**
 * An `inspect` callback for XState that can be handed to actors at once while the real
 * inspector is still being imported: events wait in order and are replayed when it arrives.
 */
export function lazyInspect(load: () => Promise<Observer<InspectionEvent>>): InspectFn {
  let target: Observer<InspectionEvent> | undefined;
  let queue: InspectionEvent[] | undefined;
  return (event) => {
    if (target) return target.next?.(event);
    if (queue) return void queue.push(event);
    queue = [event];
    load().then(
      (observer) => {
        target = observer;
        for (const e of queue ?? []) observer.next?.(e);
        queue = undefined;
      },
      (error: unknown) => console.error('The XState inspector could not be loaded.', error),
    );
  };
}

let shared: InspectFn | undefined;

/**
 * In development, with `?inspect` in the address, one Stately browser inspector for every
 * island on the page (each island is its own React root). Production builds replace
 * `import.meta.env.DEV` with false, so the import below is dropped from the bundle. The window
 * test comes first: the prerender runs this source in plain Node, which has no import.meta.env.
 */
function pageInspect(): InspectFn | undefined {
  if (typeof window === 'undefined' || !import.meta.env.DEV) return undefined;
  if (!new URLSearchParams(window.location.search).has('inspect')) return undefined;
  shared ??= lazyInspect(() => import('@statelyai/inspect').then(({ createBrowserInspector }) => createBrowserInspector().inspect));
  return shared;
}

/**
 * Adds the page's inspector to actor options:
 * `useMachine(machine, withInspector({ input }))` or `useActorRef(machine, withInspector())`.
 */
export function withInspector<T extends object>(options: T = {} as T): T & { inspect?: InspectFn } {
  const inspect = pageInspect();
  return inspect ? { ...options, inspect } : options;
}
