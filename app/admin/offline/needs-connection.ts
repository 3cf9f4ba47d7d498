/**
 * Offline, a post that cannot wait is not tried: Hide, Move, Delete, Confirm,
 * Restore and the like act on what the server holds now, and a failed post
 * would replace the screen with an error. Such a press is stopped before
 * anything sees it, and the offline bar says it was not done.
 *
 * A form that deals with being offline itself says so on its element:
 * - `data-offline="waits"`: its Save waits in the browser (./save-offline.tsx);
 *   its other buttons (Delete, the conflict's choices) still need a connection;
 * - `data-offline="ready"`: it works as it is (a photo upload waits for the
 *   connection and says so).
 *
 * Sign out is stopped too: only the server can clear the session's cookie
 * (HttpOnly), so a sign-out made offline would leave the device signed in.
 */
import { useEffect, useSyncExternalStore } from "react";
import { useLocation } from "react-router";

export const OFFLINE_READY = { "data-offline": "ready" } as const;

/** The intents of the buttons that save a form's fields: an item's or a section's Save, an image's description. */
const SAVES = new Set(["save", "alt"]);

/** Conform's row buttons (Add, ↑, ×): they change the form in the browser only, and post nothing. */
export function isRowButton(submitter: HTMLElement | null) {
  return submitter instanceof HTMLButtonElement && submitter.name === "__intent__";
}

/** Whether a form's post from this button is a save (a Save button, or Enter in a field). */
export function isSave(submitter: HTMLElement | null) {
  return !(submitter instanceof HTMLButtonElement && submitter.name === "intent" && !SAVES.has(submitter.value));
}

/** What the press was, in the owner's words: the button's name, else the screen's heading. */
function pressed(submitter: HTMLElement | null) {
  const named = submitter?.getAttribute("aria-label") || submitter?.textContent;
  return named?.trim() || document.querySelector("main h1")?.textContent?.trim() || "This change";
}

/** The last press stopped, and on which screen (a number, so that the same press again is said again). */
let stopped: { text: string; at: string; n: number } | null = null;
const listeners = new Set<() => void>();
const tell = () => listeners.forEach((listener) => listener());

/** Says that a press was not made for want of a connection. */
export function stopForConnection(submitter: HTMLElement | null) {
  stopped = { text: pressed(submitter), at: location.pathname + location.search, n: (stopped?.n ?? 0) + 1 };
  tell();
}

/**
 * Stops the posts made offline that cannot wait; resolves to the last one stopped on this screen, until the
 * connection is back.
 */
export function useNeedsConnection() {
  useEffect(() => {
    const onSubmit = (event: SubmitEvent) => {
      if (navigator.onLine) return;
      const form = event.target;
      if (!(form instanceof HTMLFormElement) || form.method !== "post") return;
      const submitter = event.submitter;
      if (isRowButton(submitter)) return;
      const way = form.dataset.offline;
      if (way === "ready" || (way === "waits" && isSave(submitter))) return;
      // On the window, while capturing: before the form's own listeners and React Router's.
      event.preventDefault();
      event.stopImmediatePropagation();
      stopForConnection(submitter);
    };
    const onOnline = () => {
      stopped = null;
      tell();
    };
    window.addEventListener("submit", onSubmit, { capture: true });
    window.addEventListener("online", onOnline);
    return () => {
      window.removeEventListener("submit", onSubmit, { capture: true });
      window.removeEventListener("online", onOnline);
    };
  }, []);
  const last = useSyncExternalStore(
    subscribe,
    () => stopped,
    () => null,
  );
  const here = useLocation();
  return last && last.at === here.pathname + here.search ? last : null;
}

function subscribe(changed: () => void) {
  listeners.add(changed);
  return () => listeners.delete(changed);
}
