/** Whether the browser has a connection, as it says (navigator.onLine and its online/offline events). */
import { useSyncExternalStore } from "react";

function subscribe(changed: () => void) {
  window.addEventListener("online", changed);
  window.addEventListener("offline", changed);
  return () => {
    window.removeEventListener("online", changed);
    window.removeEventListener("offline", changed);
  };
}

/** True on the server and before the page has started: the page is drawn online, and corrected at once. */
export function useOnline() {
  return useSyncExternalStore(
    subscribe,
    () => navigator.onLine,
    () => true,
  );
}

/** Resolves when the browser is online: at once if it is. */
export function whenOnline(): Promise<void> {
  if (navigator.onLine) return Promise.resolve();
  return new Promise((resolve) => window.addEventListener("online", () => resolve(), { once: true }));
}

/**
 * How long to wait before trying again for the n-th time (0: at once). A connection the phone says is back often is
 * not, for a moment: each try waits longer, up to half a minute.
 */
export const backoff = (tries: number) => (tries === 0 ? 0 : Math.min(30_000, 1000 * 2 ** tries));
