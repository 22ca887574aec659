/**
 * A fixed-window counter per client: at most `max` requests in each `windowMs`. Old windows
 * are dropped as they expire, so the map never grows past the clients of one window.
 */
export function rateLimiter(max: number, windowMs: number, now: () => number = Date.now) {
  const windows = new Map<string, { start: number; count: number }>();
  return (client: string): { allowed: boolean; retryAfterSeconds: number } => {
    const t = now();
    for (const [key, w] of windows) if (t - w.start >= windowMs) windows.delete(key);
    const w = windows.get(client) ?? { start: t, count: 0 };
    windows.set(client, w);
    w.count += 1;
    return { allowed: w.count <= max, retryAfterSeconds: Math.ceil((w.start + windowMs - t) / 1000) };
  };
}
