/**
 * The browser-storage contract of the specification (sections 3 and 4):
 * auth_token, auth_user and auth_expiry, in localStorage with "remember me",
 * otherwise in sessionStorage. It mirrors the server session for instant
 * route gating; it is never what lets anyone in.
 */
import type { AuthUser, SessionInfo } from "./types";

export const STORAGE_KEYS = {
  token: "auth_token",
  user: "auth_user",
  expiry: "auth_expiry",
} as const;

interface StorageArea {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

export interface Storages {
  local: StorageArea;
  session: StorageArea;
}

export interface StoredSession {
  token: string;
  user: AuthUser;
  expiry: Date;
  where: keyof Storages;
}

const browserStorages = (): Storages => ({ local: window.localStorage, session: window.sessionStorage });

/** isTokenExpired: an expiry is set and now is past it. */
export function isTokenExpired(expiry: Date | null, now = new Date()): boolean {
  return expiry !== null && now.getTime() > expiry.getTime();
}

/** isAuthenticated: a user and a token, and the session not expired. */
export function isAuthenticated(
  state: { user: AuthUser | null; token: string | null; expiry: Date | null },
  now = new Date(),
) {
  return Boolean(state.user && state.token) && !isTokenExpired(state.expiry, now);
}

export function clearStoredSession(storages: Storages = browserStorages()) {
  for (const area of [storages.local, storages.session]) {
    for (const key of Object.values(STORAGE_KEYS)) area.removeItem(key);
  }
}

/** After sign-in: the session in localStorage (remember me) or sessionStorage, and nowhere else. */
export function saveSession(
  session: Pick<SessionInfo, "token" | "user" | "expiresAt" | "remember">,
  storages: Storages = browserStorages(),
) {
  clearStoredSession(storages);
  const area = session.remember ? storages.local : storages.session;
  area.setItem(STORAGE_KEYS.token, session.token);
  area.setItem(STORAGE_KEYS.user, JSON.stringify(session.user));
  area.setItem(STORAGE_KEYS.expiry, new Date(session.expiresAt).toISOString());
}

function read(area: StorageArea, where: keyof Storages, now: Date): StoredSession | null {
  const token = area.getItem(STORAGE_KEYS.token);
  const userJson = area.getItem(STORAGE_KEYS.user);
  const expiryText = area.getItem(STORAGE_KEYS.expiry);
  if (!token || !userJson || !expiryText) return null;
  let user: AuthUser;
  try {
    user = JSON.parse(userJson);
  } catch {
    return null;
  }
  if (!user || typeof user !== "object" || typeof user.username !== "string") return null;
  const expiry = new Date(expiryText);
  // Restored only when the expiry is still in the future.
  if (
    Number.isNaN(expiry.getTime()) ||
    !isAuthenticated({ user, token, expiry }, now) ||
    expiry.getTime() === now.getTime()
  )
    return null;
  return { token, user, expiry, where };
}

/**
 * Startup restore: persistent storage first, then session storage. A complete,
 * unexpired session is restored; anything else clears every auth key.
 */
export function restoreSession(storages: Storages = browserStorages(), now = new Date()): StoredSession | null {
  const where: keyof Storages = storages.local.getItem(STORAGE_KEYS.token) !== null ? "local" : "session";
  const restored = read(storages[where], where, now);
  if (!restored) clearStoredSession(storages);
  return restored;
}

/** extendSession: the new expiry, written to whichever storage holds the token. */
export function extendStoredSession(expiresAt: string, storages: Storages = browserStorages()) {
  for (const area of [storages.local, storages.session]) {
    if (area.getItem(STORAGE_KEYS.token) !== null) area.setItem(STORAGE_KEYS.expiry, new Date(expiresAt).toISOString());
  }
}

/** Asks the server who is signed in; null when nobody is (or the server cannot say). */
export async function fetchServerSession(fetchImpl: typeof fetch = fetch): Promise<SessionInfo | null> {
  const response = await fetchImpl("/admin/session", {
    headers: { accept: "application/json" },
    credentials: "same-origin",
  });
  if (!response.ok) return null;
  return (await response.json()) as SessionInfo;
}
