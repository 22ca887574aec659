import type { LeadLocks } from './outbox';

/**
 * Web Locks kept in a Set, for tests: one instance stands for one browser, shared by the
 * outboxes of its tabs. Only the `ifAvailable` requests the outbox makes are supported.
 */
export function memoryLocks(): LeadLocks & { held: ReadonlySet<string> } {
  const held = new Set<string>();
  return {
    held,
    async request(name, _options, callback) {
      if (held.has(name)) return callback(null);
      held.add(name);
      try {
        return await callback({ name, mode: 'exclusive' });
      } finally {
        held.delete(name);
      }
    },
  };
}
