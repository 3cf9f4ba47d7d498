import { describe, expect, it } from "vitest";
import { createAuthService, sha256, type AuthServiceOptions } from "~/auth/auth.server";
import { hashingNow, hashPassword, verifyPassword } from "~/auth/password.server";
import { openDatabase } from "~/db/database.server";
import { closeLater, seededStore } from "../support/temp-db";

const HOUR = 3_600_000;
const PASSWORD = "a-long-enough-password";

/** A clock the test moves by hand. */
function clock(start = "2026-11-22T08:00:00Z") {
  let t = Date.parse(start);
  return { now: () => new Date(t), advance: (ms: number) => (t += ms), at: () => t };
}

async function setup(options: AuthServiceOptions = {}) {
  const c = clock();
  const { db, dataDir } = seededStore();
  const auth = createAuthService(db, { now: c.now, failureDelayMs: 0, log: () => {}, ...options });
  await auth.ensureFirstAdmin({ username: "admin", password: PASSWORD, email: "owner@example.com" });
  const signIn = (password = PASSWORD, { remember = false, ip = "10.0.0.1", username = "admin" } = {}) =>
    auth.signIn({ username, password, remember, ip });
  return { db, dataDir, auth, clock: c, signIn };
}

describe("password hashing", () => {
  it("uses argon2id with 19 MiB, 2 iterations and 1 lane", async () => {
    const hash = await hashPassword("secret-password");
    expect(hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await verifyPassword(hash, "secret-password")).toBe(true);
    expect(await verifyPassword(hash, "Secret-password")).toBe(false);
  });

  it("computes at most two hashes at once", async () => {
    let most = 0;
    const watch = setInterval(() => (most = Math.max(most, hashingNow())), 1);
    await Promise.all(Array.from({ length: 6 }, (_, i) => hashPassword(`password-${i}`)));
    clearInterval(watch);
    expect(most).toBeGreaterThan(0);
    expect(most).toBeLessThanOrEqual(2);
  });
});

describe("first admin", () => {
  it("is created from ADMIN_PASSWORD, only once, and stores only a hash", async () => {
    const { db, auth } = await setup();
    const again = await auth.ensureFirstAdmin({ username: "admin", password: "another-password-1" });
    expect(again.created).toBe(false);
    const row = db.$client.prepare("select * from admin_users").get() as Record<string, string>;
    expect(row.password_hash).toMatch(/^\$argon2id\$/);
    expect(JSON.stringify(row)).not.toContain(PASSWORD);
  });

  it("gets a strong random password when none is given, returned once to print", async () => {
    const { db } = seededStore();
    const auth = createAuthService(db, { log: () => {} });
    const result = await auth.ensureFirstAdmin({ username: "admin" });
    expect(result.created && result.generatedPassword).toMatch(/^[\w-]{24}$/);
    const signIn = await auth.signIn({
      username: "admin",
      password: result.generatedPassword!,
      remember: false,
      ip: "x",
    });
    expect(signIn.ok).toBe(true);
  });

  it("refuses a short ADMIN_PASSWORD", async () => {
    const { db } = seededStore();
    await expect(createAuthService(db).ensureFirstAdmin({ password: "short" })).rejects.toThrow(/at least 12/);
  });
});

describe("sessions", () => {
  it("each sign-in makes a new 32-byte token; the database keeps only its SHA-256", async () => {
    const { db, signIn } = await setup();
    const a = await signIn();
    const b = await signIn();
    expect(a.ok && b.ok).toBe(true);
    if (!a.ok || !b.ok) return;
    expect(Buffer.from(a.cookieToken, "base64url")).toHaveLength(32);
    expect(a.cookieToken).not.toBe(b.cookieToken);
    const rows = db.$client.prepare("select token_hash, handle from sessions").all() as {
      token_hash: string;
      handle: string;
    }[];
    expect(rows.map((r) => r.token_hash).sort()).toEqual([sha256(a.cookieToken), sha256(b.cookieToken)].sort());
    expect(JSON.stringify(rows)).not.toContain(a.cookieToken);
    // The browser's handle is not the cookie token.
    expect(a.session.token).not.toBe(a.cookieToken);
  });

  it("the handle kept in browser storage grants nothing", async () => {
    const { auth, signIn } = await setup();
    const result = await signIn();
    if (!result.ok) throw new Error("sign-in failed");
    expect(auth.authenticate(result.session.token)).toBeNull();
    expect(auth.authenticate(result.cookieToken)?.user.username).toBe("admin");
  });

  it("lasts 24 hours, enforced on the server", async () => {
    const { auth, clock: c, signIn } = await setup();
    const result = await signIn();
    if (!result.ok) throw new Error("sign-in failed");
    expect(Date.parse(result.session.expiresAt) - c.at()).toBe(24 * HOUR);
    c.advance(24 * HOUR + 1);
    expect(auth.authenticate(result.cookieToken)).toBeNull();
  });

  it("lasts 168 hours with remember me", async () => {
    const { auth, clock: c, signIn } = await setup();
    const result = await signIn(PASSWORD, { remember: true });
    if (!result.ok) throw new Error("sign-in failed");
    expect(Date.parse(result.session.expiresAt) - c.at()).toBe(168 * HOUR);
    c.advance(167 * HOUR);
    expect(auth.authenticate(result.cookieToken)).not.toBeNull();
  });

  it("extendSession: activity moves the expiry to now + 24 h", async () => {
    const { auth, clock: c, signIn } = await setup();
    const result = await signIn();
    if (!result.ok) throw new Error("sign-in failed");
    c.advance(20 * HOUR);
    const start = c.at();
    expect(Date.parse(auth.authenticate(result.cookieToken)!.expiresAt)).toBe(start + 24 * HOUR);
    c.advance(23 * HOUR);
    expect(auth.authenticate(result.cookieToken)).not.toBeNull();
  });

  it("extendSession never shortens a remember-me session", async () => {
    const { auth, clock: c, signIn } = await setup();
    const result = await signIn(PASSWORD, { remember: true });
    if (!result.ok) throw new Error("sign-in failed");
    const original = Date.parse(result.session.expiresAt);
    c.advance(HOUR);
    expect(Date.parse(auth.authenticate(result.cookieToken)!.expiresAt)).toBe(original);
    c.advance(160 * HOUR);
    expect(Date.parse(auth.authenticate(result.cookieToken)!.expiresAt)).toBe(c.at() + 24 * HOUR);
  });

  it("logout revokes the session", async () => {
    const { auth, signIn } = await setup();
    const result = await signIn();
    if (!result.ok) throw new Error("sign-in failed");
    auth.signOut(result.cookieToken);
    expect(auth.authenticate(result.cookieToken)).toBeNull();
  });

  it("a new password ends every session", async () => {
    const { auth, signIn } = await setup();
    const a = await signIn();
    const b = await signIn(PASSWORD, { remember: true });
    if (!a.ok || !b.ok) throw new Error("sign-in failed");
    const changed = await auth.setPassword("admin", "a-brand-new-password");
    expect(changed).toEqual({ ok: true, sessionsEnded: 2 });
    expect(auth.authenticate(a.cookieToken)).toBeNull();
    expect(auth.authenticate(b.cookieToken)).toBeNull();
    expect((await signIn()).ok).toBe(false);
    expect((await signIn("a-brand-new-password")).ok).toBe(true);
  });
});

describe("failed attempts", () => {
  it("answer no sooner than 1000 ms", async () => {
    const { signIn } = await setup({ failureDelayMs: undefined });
    const started = Date.now();
    expect(await signIn("wrong")).toEqual({ ok: false, reason: "invalid" });
    expect(Date.now() - started).toBeGreaterThanOrEqual(1000);
  });

  it("check unknown usernames against a dummy hash, so they cost what a wrong password costs", async () => {
    const verified: string[] = [];
    const real = {
      hash: hashPassword,
      verify: async (h: string, p: string) => (verified.push(h), verifyPassword(h, p)),
    };
    const { signIn } = await setup({ hasher: real });
    expect(await signIn("whatever", { username: "nobody" })).toEqual({ ok: false, reason: "invalid" });
    expect(await signIn("wrong")).toEqual({ ok: false, reason: "invalid" });
    expect(verified).toHaveLength(2);
    expect(verified[0]).toMatch(/^\$argon2id\$/);
    expect(verified[0]).not.toBe(verified[1]);
  });

  it("after five failures for a username, even the right password is refused until 15 minutes pass", async () => {
    const { signIn, clock: c } = await setup();
    for (let i = 0; i < 4; i++)
      expect(await signIn("wrong", { ip: `10.0.0.${i}` })).toEqual({ ok: false, reason: "invalid" });
    const fifth = await signIn("wrong", { ip: "10.0.0.9" });
    expect(fifth.ok === false && fifth.reason).toBe("locked");
    const sixth = await signIn(PASSWORD, { ip: "10.0.0.10" });
    expect(sixth).toEqual({ ok: false, reason: "locked", retryAfterSeconds: 15 * 60 });
    c.advance(10 * 60 * 1000);
    expect(await signIn(PASSWORD)).toMatchObject({ ok: false, reason: "locked", retryAfterSeconds: 5 * 60 });
    c.advance(5 * 60 * 1000 + 1);
    expect((await signIn(PASSWORD)).ok).toBe(true);
  });

  it("after five failures from one address, that address is locked out whatever the username", async () => {
    const { signIn } = await setup();
    for (const name of ["a", "b", "c", "d", "e"]) await signIn("wrong", { username: name, ip: "192.0.2.7" });
    expect(await signIn(PASSWORD, { ip: "192.0.2.7" })).toMatchObject({ ok: false, reason: "locked" });
    expect((await signIn(PASSWORD, { ip: "192.0.2.8" })).ok).toBe(true);
  });

  it("the lockout survives a restart", async () => {
    const { signIn, dataDir, db, clock: c } = await setup();
    for (let i = 0; i < 5; i++) await signIn("wrong");
    db.$client.close();
    const reopened = openDatabase(dataDir);
    closeLater(reopened);
    const auth = createAuthService(reopened, { now: c.now, failureDelayMs: 0, log: () => {} });
    expect(await auth.signIn({ username: "admin", password: PASSWORD, remember: false, ip: "10.0.0.1" })).toMatchObject(
      { ok: false, reason: "locked" },
    );
  });

  it("auth events are logged without secrets", async () => {
    const lines: string[] = [];
    const { signIn, auth } = await setup({ log: (event, fields) => lines.push(JSON.stringify({ event, ...fields })) });
    const ok = await signIn();
    await signIn("wrong-password-here");
    if (ok.ok) auth.signOut(ok.cookieToken);
    await auth.setPassword("admin", "another-long-password");
    const all = lines.join("\n");
    expect(lines.map((l) => JSON.parse(l).event)).toEqual([
      "admin.created",
      "login.success",
      "login.failure",
      "logout",
      "password.changed",
    ]);
    expect(all).not.toContain(PASSWORD);
    expect(all).not.toContain("wrong-password-here");
    expect(all).not.toContain("another-long-password");
    if (ok.ok) expect(all).not.toContain(ok.cookieToken);
  });
});

describe("npm run admin:password", () => {
  it("sets a new password from the command line and ends every session", async () => {
    const { execFile } = await import("node:child_process");
    const { promisify } = await import("node:util");
    const { signIn, dataDir, auth } = await setup();
    const before = await signIn();
    if (!before.ok) throw new Error("sign-in failed");
    const { stdout } = await promisify(execFile)(
      process.execPath,
      ["--import", "tsx", "scripts/admin-password.ts", "admin"],
      {
        env: { ...process.env, DATA_DIR: dataDir, ADMIN_PASSWORD: "set-from-the-shell-1" },
      },
    );
    expect(stdout).toContain("1 session(s) ended");
    expect(auth.authenticate(before.cookieToken)).toBeNull();
    expect((await signIn("set-from-the-shell-1")).ok).toBe(true);
  });
});
