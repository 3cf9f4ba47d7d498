/**
 * Something made from the content and held until the content changes: a page
 * rendered once for every visitor, the lists a booking request is checked
 * against. Made at start, then again after any committed change from any
 * process (the CLI import included): `refresh()` at once for this process's
 * writes, and one indexed read of the content version every `pollMs` for the others.
 */
export interface HeldByVersionOptions<T> {
  /** What the thing depends on (the content version): any change means it is stale. */
  version: () => string | number;
  make: () => T | Promise<T>;
  pollMs?: number;
  onError?: (error: unknown) => void;
}

export function heldByVersion<T>({ version, make, pollMs = 250, onError = console.error }: HeldByVersionOptions<T>) {
  let held: { version: string | number; value: T } | null = null;
  let inFlight: Promise<void> | null = null;
  let again = false;
  let timer: NodeJS.Timeout | null = null;
  let stopped = false;

  async function makeNow() {
    const v = version();
    if (held && held.version === v) return;
    const value = await make();
    held = { version: v, value };
  }

  /** Makes it again if the content changed; concurrent calls share one making, and a change during it triggers another. */
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
          await makeNow();
        } while (again);
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
    /** Makes it once, then watches the content version. */
    async start() {
      await refresh();
      timer = setInterval(() => {
        try {
          if (!held || version() !== held.version) void refresh();
        } catch (error) {
          onError(error);
        }
      }, pollMs);
      timer.unref();
    },
    /** Stops watching; resolves once a making under way has finished (the database can then close). */
    async stop() {
      stopped = true;
      if (timer) clearInterval(timer);
      await inFlight;
    },
  };
}
