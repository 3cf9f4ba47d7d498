/**
 * Something made from the content and held until what it reads changes: a
 * page rendered once for every visitor, the lists a booking request is checked
 * against. Made at start, then again each time `refresh()` is called: the
 * site calls it when a change touches what this copy reads (site.ts and
 * content-changes.ts say when). Nothing here watches or polls.
 */
export interface HeldCopyOptions<T> {
  make: () => T | Promise<T>;
  onError?: (error: unknown) => void;
  /** Told after each making, for the benchmark and the tests. */
  onMade?: (ms: number) => void;
}

export function heldCopy<T>({ make, onError = console.error, onMade }: HeldCopyOptions<T>) {
  let held: { value: T } | null = null;
  let inFlight: Promise<void> | null = null;
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
          held = { value: await make() };
          onMade?.(performance.now() - started);
        } while (again && !stopped);
      } catch (error) {
        onError(error);
      } finally {
        inFlight = null;
      }
    })();
    return inFlight;
  }

  return {
    refresh,
    /** What is held now (null before the first making). */
    current: (): T | null => held?.value ?? null,
    /** Resolves once a making under way (if any) has finished, starting none. */
    settled: (): Promise<void> => inFlight ?? Promise.resolve(),
    /** Makes it the first time. */
    start: refresh,
    /** Makes it no more; resolves once a making under way has finished (the database can then close). */
    async stop() {
      stopped = true;
      await inFlight;
    },
  };
}
