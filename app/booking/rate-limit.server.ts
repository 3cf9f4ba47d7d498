/**
 * A fixed-window limit per key (a visitor's address), held in memory only:
 * the address is never written anywhere and is forgotten when its window ends.
 */
export interface RateLimitOptions {
  /** Actions one key may make per window. */
  limit: number;
  windowMs: number;
  /** Keys held at most; beyond it the oldest windows are dropped, so memory stays bounded. */
  maxKeys?: number;
  now?: () => number;
}

export function createRateLimiter({ limit, windowMs, maxKeys = 10_000, now = Date.now }: RateLimitOptions) {
  const windows = new Map<string, { start: number; used: number }>();

  function forgetOld(at: number) {
    for (const [key, w] of windows) if (at - w.start >= windowMs) windows.delete(key);
    // Still full (a flood from many addresses): drop the oldest entries.
    for (const key of windows.keys()) {
      if (windows.size < maxKeys) break;
      windows.delete(key);
    }
  }

  return {
    /** True when `key` may act once more now (and counts that action). */
    take(key: string): boolean {
      const at = now();
      let w = windows.get(key);
      if (!w || at - w.start >= windowMs) {
        if (!w && windows.size >= maxKeys) forgetOld(at);
        windows.delete(key);
        w = { start: at, used: 0 };
        windows.set(key, w);
      }
      if (w.used >= limit) return false;
      w.used++;
      return true;
    },
    size: () => windows.size,
  };
}
