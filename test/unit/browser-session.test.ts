// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from "vitest";
import {
  STORAGE_KEYS,
  clearStoredSession,
  extendStoredSession,
  isAuthenticated,
  isTokenExpired,
  restoreSession,
  saveSession,
} from "~/auth/browser-session";
import { safeAdminRedirect, loginUrl } from "~/auth/constants";

const user = {
  id: "u1",
  username: "admin",
  email: "owner@example.com",
  role: "owner" as const,
  lastLogin: "2026-11-22T08:00:00.000Z",
};
const now = new Date("2026-11-22T10:00:00Z");
const inHours = (h: number) => new Date(now.getTime() + h * 3_600_000).toISOString();

function put(area: Storage, token: string | null, expiry: string | null, u: unknown = user) {
  if (token !== null) area.setItem(STORAGE_KEYS.token, token);
  if (u !== null) area.setItem(STORAGE_KEYS.user, JSON.stringify(u));
  if (expiry !== null) area.setItem(STORAGE_KEYS.expiry, expiry);
}

const all = () =>
  [localStorage, sessionStorage]
    .flatMap((area) => Object.values(STORAGE_KEYS).map((k) => area.getItem(k)))
    .filter((v) => v !== null);

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

describe("the storage contract", () => {
  it("remember me saves auth_token, auth_user and auth_expiry in localStorage only", () => {
    saveSession({ token: "handle", user, expiresAt: inHours(168), remember: true });
    expect(localStorage.getItem("auth_token")).toBe("handle");
    expect(JSON.parse(localStorage.getItem("auth_user")!)).toEqual(user);
    expect(localStorage.getItem("auth_expiry")).toBe(inHours(168));
    expect(sessionStorage.length).toBe(0);
  });

  it("without remember me it saves them in sessionStorage only", () => {
    put(localStorage, "stale", inHours(5));
    saveSession({ token: "handle", user, expiresAt: inHours(24), remember: false });
    expect(sessionStorage.getItem("auth_token")).toBe("handle");
    expect(localStorage.getItem("auth_token")).toBeNull();
  });

  it("restore reads persistent storage first", () => {
    put(localStorage, "from-local", inHours(100));
    put(sessionStorage, "from-session", inHours(10));
    expect(restoreSession(undefined, now)).toMatchObject({ token: "from-local", where: "local" });
  });

  it("restore falls back to session storage", () => {
    put(sessionStorage, "from-session", inHours(10));
    expect(restoreSession(undefined, now)).toMatchObject({ token: "from-session", where: "session", user });
  });

  it("an expired session is not restored, and every auth key is cleared", () => {
    put(localStorage, "old", inHours(-1));
    put(sessionStorage, "other", inHours(3));
    expect(restoreSession(undefined, now)).toBeNull();
    expect(all()).toEqual([]);
  });

  it("a session missing its user, token or expiry is not restored and is cleared", () => {
    for (const [token, expiry, u] of [
      [null, inHours(1), user],
      ["t", null, user],
      ["t", inHours(1), null],
    ] as const) {
      put(sessionStorage, token, expiry, u);
      expect(restoreSession(undefined, now)).toBeNull();
      expect(all()).toEqual([]);
    }
  });

  it("a user that is not JSON is not restored", () => {
    sessionStorage.setItem("auth_token", "t");
    sessionStorage.setItem("auth_user", "{not json");
    sessionStorage.setItem("auth_expiry", inHours(1));
    expect(restoreSession(undefined, now)).toBeNull();
    expect(all()).toEqual([]);
  });

  it("extendSession writes the new expiry to whichever storage holds the token", () => {
    put(sessionStorage, "t", inHours(1));
    extendStoredSession(inHours(24));
    expect(sessionStorage.getItem("auth_expiry")).toBe(inHours(24));
    expect(localStorage.getItem("auth_expiry")).toBeNull();
  });

  it("clear removes every key from both storages", () => {
    put(localStorage, "a", inHours(1));
    put(sessionStorage, "b", inHours(1));
    clearStoredSession();
    expect(all()).toEqual([]);
  });
});

describe("auth state", () => {
  it("isTokenExpired only when an expiry is set and now is past it", () => {
    expect(isTokenExpired(null, now)).toBe(false);
    expect(isTokenExpired(new Date(inHours(1)), now)).toBe(false);
    expect(isTokenExpired(new Date(inHours(-1)), now)).toBe(true);
  });
  it("isAuthenticated needs a user, a token and an unexpired session", () => {
    expect(isAuthenticated({ user, token: "t", expiry: new Date(inHours(1)) }, now)).toBe(true);
    expect(isAuthenticated({ user: null, token: "t", expiry: null }, now)).toBe(false);
    expect(isAuthenticated({ user, token: null, expiry: null }, now)).toBe(false);
    expect(isAuthenticated({ user, token: "t", expiry: new Date(inHours(-1)) }, now)).toBe(false);
  });
});

describe("the route gate's redirects", () => {
  it("sends to the login page with the original full path", () => {
    expect(loginUrl("/admin/content?tab=bikes")).toBe("/admin/login?redirect=%2Fadmin%2Fcontent%3Ftab%3Dbikes");
  });
  it("goes back only to same-origin paths under /admin", () => {
    expect(safeAdminRedirect("/admin/settings?x=1")).toBe("/admin/settings?x=1");
    for (const bad of [
      null,
      "",
      "https://evil.example/admin",
      "//evil.example/admin",
      "/\\evil.example",
      "/public",
      "/admin/login",
      "javascript:alert(1)",
      "/admin/../etc",
    ]) {
      expect(safeAdminRedirect(bad), String(bad)).toBe("/admin/dashboard");
    }
  });
});
