/**
 * Offline, a post that cannot wait is not tried: Hide, Move, Delete, Confirm,
 * Restore and the like act on what the server holds now, and a failed post
 * would replace the screen with an error. Such a press is stopped before
 * anything sees it, and the offline bar says it was not done.
 *
 * A form that deals with being offline itself says so on its element:
 * - `data-offline="waits"`: its Save waits in the browser (./save-offline.tsx);
 *   its other buttons (Delete, the conflict's choices) still need a connection;
 * - `data-offline="ready"`: it works as it is (Sign out clears this browser;
 *   a photo upload waits for the connection and says so).
 */
import { useEffect, useState } from "react";

export const OFFLINE_READY = { "data-offline": "ready" } as const;

/** Whether a form's post from this button is a save (its Save button, Enter in a field, or the conflict's retry). */
export function isSave(submitter: HTMLElement | null) {
  return !(submitter instanceof HTMLButtonElement && submitter.name === "intent" && submitter.value !== "save");
}

/** What the press was, in the owner's words: the button's name, else the screen's heading. */
function pressed(submitter: HTMLElement | null) {
  const named = submitter?.getAttribute("aria-label") || submitter?.textContent;
  return named?.trim() || document.querySelector("main h1")?.textContent?.trim() || "This change";
}

/** Listens for posts made offline that cannot wait; resolves to the last one stopped, until the connection is back. */
export function useNeedsConnection() {
  const [stopped, setStopped] = useState<string | null>(null);
  useEffect(() => {
    const onSubmit = (event: SubmitEvent) => {
      if (navigator.onLine) return;
      const form = event.target;
      if (!(form instanceof HTMLFormElement) || form.method !== "post") return;
      const submitter = event.submitter;
      // Conform's row buttons (Add, ↑, ×) change the form in the browser only.
      if (submitter instanceof HTMLButtonElement && submitter.name === "__intent__") return;
      const way = form.dataset.offline;
      if (way === "ready" || (way === "waits" && isSave(submitter))) return;
      // On the window, while capturing: before the form's own listeners and React Router's.
      event.preventDefault();
      event.stopImmediatePropagation();
      setStopped(pressed(submitter));
    };
    const onOnline = () => setStopped(null);
    window.addEventListener("submit", onSubmit, { capture: true });
    window.addEventListener("online", onOnline);
    return () => {
      window.removeEventListener("submit", onSubmit, { capture: true });
      window.removeEventListener("online", onOnline);
    };
  }, []);
  return stopped;
}
