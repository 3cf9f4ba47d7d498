/**
 * Something made from the content and held until what it reads changes: a
 * page rendered once for every visitor, the lists a booking request is checked
 * against. Made at start, then again each time `refresh()` is called: the
 * site calls it when a change touches what this copy reads (site.ts and
 * content-changes.ts say when). Nothing here watches or polls.
 */
export interface HeldCopyOptions<T> {
  make: () => T | Promise<T>;
  /**
   * A better copy of one just made (a page compressed at its smallest), worked out after it is held: it replaces
   * that one only if nothing newer was made meanwhile. A change is live as soon as `make` is done.
   */
  refine?: (made: T) => Promise<T>;
  onError?: (error: unknown) => void;
  /** Told after each making, for the benchmark and the tests. */
  onMade?: (ms: number) => void;
}

export function heldCopy<T>({ make, refine, onError = console.error, onMade }: HeldCopyOptions<T>) {
  /** `smallest`: its better copy is made (or it has none to make). */
  let held: { value: T; smallest: boolean } | null = null;
  let inFlight: Promise<void> | null = null;
  let refining: Promise<void> = Promise.resolve();
  let again = false;
  let stopped = false;

  /** Makes it again; concurrent calls share one making, and a call during it triggers one more. */
  function refresh(): Promise<void> {
    if (stopped) return Promise.resolve();
    if (inFlight) {
      again = true;
      return inFlight;
    }
    inFlight = (async () => {
      try {
        do {
          again = false;
          const started = performance.now();
          held = { value: await make(), smallest: !refine };
          onMade?.(performance.now() - started);
        } while (again && !stopped);
      } catch (error) {
        onError(error);
      } finally {
        inFlight = null;
        // Only the last of several made in a row is refined: the others were replaced already.
        if (refine && held && !held.smallest) refining = betterCopy(held.value, refine);
      }
    })();
    return inFlight;
  }

  async function betterCopy(made: T, refine: (made: T) => Promise<T>) {
    try {
      const better = await refine(made);
      if (held?.value === made) held = { value: better, smallest: true };
    } catch (error) {
      onError(error);
    }
  }

  return {
    refresh,
    /** What is held now (null before the first making). */
    current: (): T | null => held?.value ?? null,
    /** Resolves once a making under way (if any) has finished, starting none: what it made is held. */
    made: (): Promise<void> => inFlight ?? Promise.resolve(),
    /** Resolves once a making under way and the better copy of the last one are both done. */
    async settled(): Promise<void> {
      await inFlight;
      await refining;
    },
    /** Makes it the first time, the better copy included: nothing is served before it (the server listens after). */
    async start(): Promise<void> {
      await refresh();
      await refining;
    },
    /** Makes it no more; resolves once a making under way has finished (the database can then close). */
    async stop() {
      stopped = true;
      await inFlight;
      await refining;
    },
  };
}
