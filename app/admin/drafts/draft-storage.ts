/**
 * Drafts: what the owner has typed into a back-office form and not saved yet,
 * kept in this browser's localStorage (it outlives a reload, a closed tab and
 * a crash) under one key per form and item, with the version the form was
 * based on. A draft never leaves the browser and never holds a password or a
 * file; Sign out clears them all.
 */

/** Every draft's key starts with this, so Sign out can find them all. */
const PREFIX = "admin_draft:";

export interface Draft {
  /** When it was last typed, ISO. */
  at: string;
  /** The version of the item or section the form was based on: a restored draft is saved against it. */
  version: number;
  /** The form's fields as it would post them, bookkeeping left out. */
  entries: [string, string][];
}

type Area = Pick<Storage, "getItem" | "setItem" | "removeItem" | "key" | "length">;

/** localStorage, or nothing where it cannot be used (a private window with storage off, the server). */
function area(): Area | null {
  try {
    return typeof window === "undefined" ? null : window.localStorage;
  } catch {
    return null;
  }
}

export function readDraft(key: string, storage = area()): Draft | null {
  const text = storage?.getItem(PREFIX + key);
  if (!text) return null;
  try {
    const draft = JSON.parse(text) as Draft;
    const wellFormed =
      typeof draft.at === "string" &&
      Number.isInteger(draft.version) &&
      Array.isArray(draft.entries) &&
      draft.entries.every((e) => Array.isArray(e) && typeof e[0] === "string" && typeof e[1] === "string");
    return wellFormed ? draft : null;
  } catch {
    return null;
  }
}

export function writeDraft(key: string, draft: Draft, storage = area()) {
  try {
    storage?.setItem(PREFIX + key, JSON.stringify(draft));
  } catch {
    // Storage full or refused: the form still works; only the safety net is missing.
  }
}

export function dropDraft(key: string, storage = area()) {
  storage?.removeItem(PREFIX + key);
}

/** Sign out: every draft of this browser goes. */
export function clearDrafts(storage = area()) {
  if (!storage) return;
  const keys: string[] = [];
  for (let i = 0; i < storage.length; i++) {
    const key = storage.key(i);
    if (key?.startsWith(PREFIX)) keys.push(key);
  }
  for (const key of keys) storage.removeItem(key);
}
