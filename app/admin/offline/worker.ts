/**
 * Registers the back office's service worker (public/admin/sw.js, scope
 * /admin/: the public site never gets one). A page loaded before the worker
 * ran (the first visit) asks it to keep what the page has just shown: its
 * own address and the build files it loaded.
 */
import { useEffect } from "react";

const WORKER_PATH = "/admin/sw.js";

export function useOfflineWorker() {
  useEffect(() => {
    if (!("serviceWorker" in navigator)) return;
    const controlled = Boolean(navigator.serviceWorker.controller);
    navigator.serviceWorker
      .register(WORKER_PATH, { scope: "/admin/" })
      .then(async () => {
        if (controlled) return;
        const registration = await navigator.serviceWorker.ready;
        const assets = performance
          .getEntriesByType("resource")
          .map((entry) => entry.name)
          .filter((name) => new URL(name).origin === location.origin && new URL(name).pathname.startsWith("/assets/"));
        registration.active?.postMessage({ type: "keep", urls: [location.href, ...assets] });
      })
      .catch((error: unknown) => console.error("The offline service worker could not start:", error));
  }, []);
}
