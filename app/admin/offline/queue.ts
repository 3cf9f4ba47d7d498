/**
 * Saves made without a connection, waiting in this browser's IndexedDB to be
 * sent in the order they were made (./send.ts). Each is a form's post as it
 * would have gone, with the version it was based on, so the server's version
 * check decides when it arrives. Like drafts, the queue never leaves the
 * browser but to be sent, and Sign out (or a session found ended) drops it
 * with every kept answer of the service worker.
 */
import { useSyncExternalStore } from "react";

/** The service worker deletes this database by name too (public/admin/sw.js). */
const DB = "admin-offline";
const STORE = "saves";
/** The service worker's caches (public/admin/sw.js): a session's answers and the build's files. */
const CACHES = /^admin-(data:|assets-)/;

export interface WaitingSave {
  id: number;
  /** The form's own address, where it posts. */
  action: string;
  /** The form's fields as it posts them, its version among them. */
  entries: [string, string][];
  /** The form's draft (app/admin/drafts): forgotten once this save has landed. */
  draftKey: string;
  /** The form's id, on its screen and on the page the save lands on (absent in saves queued before it was kept). */
  formId?: string;
  /** What it is, in the owner's words: the screen's heading. */
  label: string;
  /** When it was made, ISO. */
  at: string;
  /** Sent and refused: someone saved a newer version first, or a value is no longer accepted. */
  refused?: "conflict" | "invalid";
}

let waiting: WaitingSave[] = [];
const listeners = new Set<() => void>();

/** Opens the database for one piece of work and closes it after, so that deleting it is never held up. */
async function withStore<T>(mode: IDBTransactionMode, work: (store: IDBObjectStore) => IDBRequest<T>): Promise<T> {
  const db = await new Promise<IDBDatabase>((resolve, reject) => {
    const request = indexedDB.open(DB, 1);
    request.onupgradeneeded = () => request.result.createObjectStore(STORE, { keyPath: "id", autoIncrement: true });
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new Error("IndexedDB refused"));
  });
  try {
    return await new Promise<T>((resolve, reject) => {
      const transaction = db.transaction(STORE, mode);
      const request = work(transaction.objectStore(STORE));
      transaction.oncomplete = () => resolve(request.result);
      transaction.onerror = transaction.onabort = () => reject(transaction.error ?? new Error("IndexedDB refused"));
    });
  } finally {
    db.close();
  }
}

/** Reads the queue again and tells whoever shows it. */
export async function refreshWaiting() {
  try {
    waiting = await withStore("readonly", (store) => store.getAll() as IDBRequest<WaitingSave[]>);
  } catch {
    waiting = [];
  }
  for (const listener of listeners) listener();
  return waiting;
}

/** Adds a save at the end; a save still waiting from the same form is replaced by this newer one. */
export async function addWaiting(save: Omit<WaitingSave, "id">) {
  const older = (await refreshWaiting()).filter((w) => w.draftKey === save.draftKey && w.action === save.action);
  await withStore("readwrite", (store) => {
    for (const w of older) store.delete(w.id);
    return store.add(save);
  });
  await refreshWaiting();
}

export async function removeWaiting(id: number) {
  await withStore("readwrite", (store) => store.delete(id));
  await refreshWaiting();
}

/**
 * One piece of work on the queue at a time, across this browser's tabs: two tabs sending the same save would make the
 * second look like a conflict, and a save cancelled while it is being sent would be sent all the same.
 */
export function oneAtATime<T>(work: () => Promise<T>): Promise<T> {
  if (typeof navigator.locks?.request !== "function") return work();
  return navigator.locks.request("admin-offline-saves", work) as Promise<T>;
}

/**
 * The owner discarded a form's draft and does not want its waiting save either: it is taken out of the queue, never
 * to be sent. Taken in turn with the sending, so it is either cancelled before it goes or has already been sent;
 * resolves to how many were cancelled (0 when it had been sent already).
 */
export function cancelWaiting(draftKey: string) {
  return oneAtATime(async () => {
    const cancelled = (await refreshWaiting()).filter((w) => w.draftKey === draftKey && !w.refused);
    if (cancelled.length) {
      await withStore("readwrite", (store) => {
        for (const w of cancelled.slice(1)) store.delete(w.id);
        return store.delete(cancelled[0]!.id);
      });
      await refreshWaiting();
    }
    return cancelled.length;
  });
}

/** Whether a save of this form is waiting to be sent, as the queue holds it now. */
export async function isWaiting(draftKey: string) {
  return (await refreshWaiting()).some((w) => w.draftKey === draftKey && !w.refused);
}

export async function markRefused(save: WaitingSave, refused: NonNullable<WaitingSave["refused"]>) {
  await withStore("readwrite", (store) => store.put({ ...save, refused }));
  await refreshWaiting();
}

/** Sign out, or the session found ended: the queue and every answer the service worker kept go. */
export async function forgetOfflineData() {
  waiting = [];
  for (const listener of listeners) listener();
  await new Promise<void>((resolve) => {
    const request = indexedDB.deleteDatabase(DB);
    request.onsuccess = request.onerror = request.onblocked = () => resolve();
  });
  if (typeof caches === "undefined") return;
  for (const name of await caches.keys()) if (CACHES.test(name)) await caches.delete(name);
}

function subscribe(changed: () => void) {
  listeners.add(changed);
  return () => listeners.delete(changed);
}

const none: WaitingSave[] = [];

/** The saves waiting (and those sent and refused), as the page shows them. */
export function useWaitingSaves() {
  return useSyncExternalStore(
    subscribe,
    () => waiting,
    () => none,
  );
}
