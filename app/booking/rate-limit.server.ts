/**
 * Fixed-window limits held in memory only: per key (a visitor's address), and
 * on how many different keys may act on one subject (an item). An address is
 * never written anywhere and is forgotten when its window ends.
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

export interface NewcomerLimitOptions {
  /** Different keys admitted per subject and window. */
  limit: number;
  windowMs: number;
  /** Subjects held at most; beyond it the oldest windows are dropped, so memory stays bounded. */
  maxSubjects?: number;
  now?: () => number;
}

/**
 * For each subject, the first `limit` different keys of a window are admitted
 * and go on being admitted until the window ends; any other key is not. Only
 * admitted keys are held, so a flood of keys costs no memory.
 */
export function createNewcomerLimit({ limit, windowMs, maxSubjects = 1000, now = Date.now }: NewcomerLimitOptions) {
  const windows = new Map<string, { start: number; admitted: Set<string> }>();

  return {
    /** True when `key` may act on `subject` now. */
    admits(subject: string, key: string): boolean {
      const at = now();
      let w = windows.get(subject);
      if (!w || at - w.start >= windowMs) {
        windows.delete(subject);
        // Windows are held in the order they started: when full, the oldest go.
        for (const old of windows.keys()) {
          if (windows.size < maxSubjects) break;
          windows.delete(old);
        }
        w = { start: at, admitted: new Set() };
        windows.set(subject, w);
      }
      if (w.admitted.has(key)) return true;
      if (w.admitted.size >= limit) return false;
      w.admitted.add(key);
      return true;
    },
    size: () => windows.size,
  };
}
