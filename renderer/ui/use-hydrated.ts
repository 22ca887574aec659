import { useSyncExternalStore } from 'react';

const never = () => () => {};

/**
 * False in the server's HTML and during hydration, true once React runs in the browser: for
 * controls that must wait for JavaScript (a native fallback would do the wrong thing).
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
}
