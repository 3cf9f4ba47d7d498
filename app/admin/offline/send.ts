/**
 * Sends the saves made offline (./queue.ts), in the order they were made,
 * once the connection is back. Each goes as its form would have posted it,
 * with the version it was based on: the server's version check decides, and
 * a save it refuses (someone saved first, a value no longer accepted) stays
 * listed, for the owner to open on its own screen with the conflict panel.
 */
import { dropDraft, readDraft } from "../drafts/draft-storage";
import { isBookkeeping, typedEntries } from "../form";
import { LOGIN_PATH } from "~/auth/constants";
import { forgetOfflineData, markRefused, oneAtATime, refreshWaiting, removeWaiting, type WaitingSave } from "./queue";

export type SendOutcome =
  | { state: "sent"; count: number }
  /** The connection went again, or the server could not answer: what is left waits for the next try. */
  | { state: "stopped"; count: number }
  /** The session had ended: the queue is dropped (the forms' drafts still hold every word). */
  | { state: "signed-out"; count: number };

/** The fields a save sends, as a form's draft holds them: bookkeeping left out. */
export const sentFields = (entries: [string, string][]) => entries.filter(([name]) => !isBookkeeping(name));

/**
 * The last save of each form (by its draft's key) that landed from this page and made a new version: the version
 * it was based on, the one it made, and the fields it sent. The form it came from reads it to keep what was typed
 * since (./save-offline.tsx).
 */
const landed = new Map<string, { base: number; made: number; fields: [string, string][] }>();

export const landedSave = (draftKey: string) => landed.get(draftKey);

export function sendWaiting(): Promise<SendOutcome> {
  return oneAtATime(async () => {
    let count = 0;
    for (const save of await refreshWaiting()) {
      if (save.refused) continue;
      let response: Response;
      try {
        response = await fetch(save.action, {
          method: "POST",
          body: new URLSearchParams(save.entries),
          credentials: "same-origin",
        });
      } catch {
        return { state: "stopped", count };
      }
      if (response.status === 401 || (response.redirected && new URL(response.url).pathname === LOGIN_PATH)) {
        await forgetOfflineData();
        return { state: "signed-out", count };
      }
      if (response.ok && response.redirected) {
        // Saved: the page it lands on is the one a save with a connection shows.
        await removeWaiting(save.id);
        const made = await madeVersion(save, response);
        if (made) landed.set(save.draftKey, made);
        forgetSentDraft(save);
        count++;
        continue;
      }
      if (response.status >= 500) return { state: "stopped", count };
      await markRefused(save, response.status === 409 ? "conflict" : "invalid");
    }
    return { state: "sent", count };
  });
}

/** The form's draft goes with the save, unless the owner has typed more since making it. */
function forgetSentDraft(save: WaitingSave) {
  const draft = readDraft(save.draftKey);
  if (draft && JSON.stringify(draft.entries) === JSON.stringify(sentFields(save.entries))) dropDraft(save.draftKey);
}

/**
 * The version a landed save made, read off the page it landed on (the form's own screen, as a save with a connection
 * shows it): only when that page's form is one version on from the save's and holds exactly what was sent. A save
 * that changed nothing made no version; a page showing someone else's values too is not this save's alone.
 */
async function madeVersion(save: WaitingSave, response: Response) {
  if (!save.formId) return null;
  const page = new DOMParser().parseFromString(await response.text(), "text/html");
  const form = page.getElementById(save.formId);
  if (!(form instanceof HTMLFormElement)) return null;
  const base = Number(save.entries.find(([name]) => name === "version")?.[1]);
  const made = Number(form.querySelector<HTMLInputElement>('input[name="version"]')?.value);
  const fields = sentFields(save.entries);
  if (made !== base + 1 || JSON.stringify(typedEntries(form)) !== JSON.stringify(fields)) return null;
  return { base, made, fields };
}
