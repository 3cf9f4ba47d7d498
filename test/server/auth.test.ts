import { describe, expect, it } from "vitest";
import { createAuthService, sha256, type AuthServiceOptions } from "~/auth/auth.server";
import { hashingNow, hashPassword, verifyPassword } from "~/auth/password.server";
import { openDatabase } from "~/db/database.server";
import { sessionCookie } from "~/auth/cookie.server";
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
  const signIn = (
    password = PASSWORD,
    {
      remember = false,
      ip = "10.0.0.1",
      username = "admin",
      device = null as string | null,
      userAgent = null as string | null,
    } = {},
  ) => auth.signIn({ username, password, remember, ip, device, userAgent });
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

  it("a session used again within the minute is not written again; a minute on, its use and expiry are", async () => {
    const { db, auth, clock: c, signIn } = await setup();
    const result = await signIn();
    if (!result.ok) throw new Error("sign-in failed");
    const row = () =>
      db.$client.prepare("select last_used_at as used, expires_at as expires from sessions").get() as {
        used: string;
        expires: string;
      };
    const signedIn = row();
    const writes = () => db.$client.prepare("select total_changes() as n").get() as { n: number };
    const before = writes().n;
    c.advance(59_000);
    expect(auth.authenticate(result.cookieToken)!.expiresAt).toBe(signedIn.expires);
    expect(writes().n).toBe(before);
    expect(row()).toEqual(signedIn);
    c.advance(1_000);
    expect(Date.parse(auth.authenticate(result.cookieToken)!.expiresAt)).toBe(c.at() + 24 * HOUR);
    expect(row()).toEqual({
      used: new Date(c.at()).toISOString(),
      expires: new Date(c.at() + 24 * HOUR).toISOString(),
    });
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

describe("trusted browsers (OWASP device cookies)", () => {
  /** Signs in once, as the owner's browser does, and gives back its device cookie. */
  async function ownersBrowser(signIn: Awaited<ReturnType<typeof setup>>["signIn"], ip = "10.0.0.1") {
    const first = await signIn(PASSWORD, { ip });
    if (!first.ok) throw new Error("sign-in failed");
    return first.deviceToken;
  }

  it("a successful sign-in makes the browser trusted with a signed cookie; the database keeps only a hash", async () => {
    const { db, signIn } = await setup();
    const result = await signIn();
    if (!result.ok) throw new Error("sign-in failed");
    expect(result.deviceToken).toMatch(/^[\w-]{43}\.[\w-]{43}$/);
    const [id] = result.deviceToken.split(".");
    const rows = db.$client.prepare("select * from trusted_devices").all() as { id_hash: string }[];
    expect(rows.map((r) => r.id_hash)).toEqual([sha256(id!)]);
    expect(JSON.stringify(rows)).not.toContain(id);
    const key = db.$client.prepare("select value from server_secrets where name = 'device-cookie-key'").get() as {
      value: string;
    };
    expect(Buffer.from(key.value, "base64url")).toHaveLength(32);
  });

  it("after seven wrong passwords for the admin from the same address, the owner's browser still signs in, and an unknown browser with the right password is still refused", async () => {
    const { signIn } = await setup();
    const device = await ownersBrowser(signIn, "198.51.100.7");
    for (let i = 0; i < 7; i++) expect((await signIn("wrong", { ip: "198.51.100.7" })).ok).toBe(false);
    expect(await signIn(PASSWORD, { ip: "198.51.100.7" })).toMatchObject({ ok: false, reason: "locked" });
    expect(await signIn(PASSWORD, { ip: "203.0.113.50" })).toMatchObject({ ok: false, reason: "locked" });
    const owner = await signIn(PASSWORD, { ip: "198.51.100.7", device });
    expect(owner.ok).toBe(true);
    // The trusted browser keeps its cookie: the same one is sent back.
    expect(owner.ok && owner.deviceToken).toBe(device);
  });

  it("a trusted browser's own failures lock only that browser", async () => {
    const { signIn } = await setup();
    const phone = await ownersBrowser(signIn);
    const laptop = await ownersBrowser(signIn);
    for (let i = 0; i < 4; i++) {
      expect(await signIn("wrong", { device: phone })).toEqual({ ok: false, reason: "invalid" });
    }
    expect(await signIn("wrong", { device: phone })).toMatchObject({ ok: false, reason: "locked" });
    expect(await signIn(PASSWORD, { device: phone })).toMatchObject({
      ok: false,
      reason: "locked",
      retryAfterSeconds: 15 * 60,
    });
    expect((await signIn(PASSWORD, { device: laptop })).ok).toBe(true);
    // Unknown browsers, from the same address too, were not held back by the phone's failures.
    expect((await signIn(PASSWORD)).ok).toBe(true);
  });

  it("a trusted browser is held back by neither the per-username nor the per-address limit", async () => {
    const { signIn } = await setup();
    const device = await ownersBrowser(signIn, "100.64.0.9");
    // Guesses at the admin from all over lock the username for unknown browsers...
    for (let i = 0; i < 5; i++) await signIn("wrong", { ip: `192.0.2.${i + 10}` });
    // ...and behind a carrier's NAT (many phones, one address) other names lock the address.
    for (const username of ["root", "owner", "test", "guest", "shop"]) {
      await signIn("wrong", { username, ip: "100.64.0.9" });
    }
    expect(await signIn(PASSWORD, { ip: "100.64.0.9" })).toMatchObject({ ok: false, reason: "locked" });
    expect(await signIn(PASSWORD, { ip: "192.0.2.200" })).toMatchObject({ ok: false, reason: "locked" });
    expect((await signIn(PASSWORD, { ip: "100.64.0.9", device })).ok).toBe(true);
  });

  it("a forged, unsigned, foreign or forgotten device cookie counts as an unknown browser", async () => {
    const { db, signIn, dataDir } = await setup();
    const real = await ownersBrowser(signIn);
    const [id, signature] = real.split(".") as [string, string];
    // Signed with another server's key.
    const other = seededStore();
    const elsewhere = createAuthService(other.db, { failureDelayMs: 0, log: () => {} });
    await elsewhere.ensureFirstAdmin({ username: "admin", password: PASSWORD });
    const foreign = await elsewhere.signIn({ username: "admin", password: PASSWORD, remember: false, ip: "x" });
    if (!foreign.ok) throw new Error("sign-in failed");
    // A real cookie of a browser the server has since forgotten.
    const forgotten = await ownersBrowser(signIn);
    db.$client.prepare("delete from trusted_devices where id_hash = ?").run(sha256(forgotten.split(".")[0]!));
    expect(dataDir).not.toBe(other.dataDir);

    for (let i = 0; i < 5; i++) await signIn("wrong");
    const candidates = {
      unsigned: id,
      "wrong signature": `${id}.${signature.slice(0, -2)}AA`,
      "signature of another id": `${"A".repeat(43)}.${signature}`,
      "another server's": foreign.deviceToken,
      forgotten,
    };
    for (const [name, device] of Object.entries(candidates)) {
      expect(await signIn(PASSWORD, { device }), name).toMatchObject({ ok: false, reason: "locked" });
    }
    expect((await signIn(PASSWORD, { device: real })).ok).toBe(true);
  });

  it("a device cookie vouches only for the user it was issued to", async () => {
    const { db, auth, signIn } = await setup();
    const device = await ownersBrowser(signIn);
    db.$client
      .prepare(
        "insert into admin_users (id, username, email, password_hash, created_at, password_changed_at) values (?, ?, '', ?, ?, ?)",
      )
      .run("u2", "helper", await hashPassword(PASSWORD), "2026-01-01", "2026-01-01");
    for (let i = 0; i < 5; i++) await signIn("wrong", { username: "helper", device });
    expect(await signIn(PASSWORD, { username: "helper", device })).toMatchObject({ ok: false, reason: "locked" });
    // The failures as "helper" were an unknown browser's: the owner's browser is untouched.
    expect((await signIn(PASSWORD, { device })).ok).toBe(true);
    void auth;
  });

  it("a success clears the trusted browser's own failures", async () => {
    const { signIn } = await setup();
    const device = await ownersBrowser(signIn);
    for (let i = 0; i < 4; i++) await signIn("wrong", { device });
    expect((await signIn(PASSWORD, { device })).ok).toBe(true);
    for (let i = 0; i < 4; i++) expect(await signIn("wrong", { device })).toEqual({ ok: false, reason: "invalid" });
  });

  it("failures from a trusted browser also answer no sooner than 1000 ms", async () => {
    const { signIn } = await setup({ failureDelayMs: undefined });
    const device = await ownersBrowser(signIn);
    const started = Date.now();
    expect(await signIn("wrong", { device })).toEqual({ ok: false, reason: "invalid" });
    expect(Date.now() - started).toBeGreaterThanOrEqual(1000);
  });

  it("trust, the signing key and every counter survive a restart", async () => {
    const { signIn, dataDir, db, clock: c } = await setup();
    const phone = await ownersBrowser(signIn);
    const tablet = await ownersBrowser(signIn);
    for (let i = 0; i < 5; i++) await signIn("wrong");
    for (let i = 0; i < 5; i++) await signIn("wrong", { device: tablet });
    db.$client.close();
    const reopened = openDatabase(dataDir);
    closeLater(reopened);
    const auth = createAuthService(reopened, { now: c.now, failureDelayMs: 0, log: () => {} });
    const attempt = (device: string | null) =>
      auth.signIn({ username: "admin", password: PASSWORD, remember: false, ip: "10.0.0.1", device });
    expect(await attempt(null)).toMatchObject({ ok: false, reason: "locked" });
    expect(await attempt(tablet)).toMatchObject({ ok: false, reason: "locked" });
    expect((await attempt(phone)).ok).toBe(true);
  });
});

describe("the absolute lifetime", () => {
  it("a session used every day still ends 30 days after sign-in", async () => {
    const { auth, clock: c, signIn } = await setup();
    const end = c.at() + 30 * 24 * HOUR;
    const result = await signIn(PASSWORD, { remember: true });
    if (!result.ok) throw new Error("sign-in failed");
    while (c.at() + 20 * HOUR < end) {
      c.advance(20 * HOUR);
      expect(auth.authenticate(result.cookieToken), new Date(c.at()).toISOString()).not.toBeNull();
    }
    c.advance(end - c.at());
    expect(auth.authenticate(result.cookieToken)).toBeNull();
  });

  it("extendSession and the cookie's Max-Age never reach past it", async () => {
    const { auth, clock: c, signIn } = await setup();
    const start = c.at();
    const result = await signIn(PASSWORD, { remember: true });
    if (!result.ok) throw new Error("sign-in failed");
    for (let i = 0; i < 29 * 2; i++) {
      c.advance(12 * HOUR);
      auth.authenticate(result.cookieToken);
    }
    c.advance(22 * HOUR); // 29 days and 22 hours in
    const late = auth.authenticate(result.cookieToken)!;
    expect(Date.parse(late.expiresAt)).toBe(start + 30 * 24 * HOUR);
    const cookie = sessionCookie(new Request("http://site.test/"), result.cookieToken, late, c.at());
    expect(cookie).toMatch(new RegExp(`Max-Age=${2 * 3600}$`));
  });

  it("a session from before the rule ends 30 days after it began", async () => {
    const { db, auth, clock: c, signIn } = await setup();
    const result = await signIn(PASSWORD, { remember: true });
    if (!result.ok) throw new Error("sign-in failed");
    db.$client.prepare("update sessions set absolute_expires_at = ''").run();
    const end = c.at() + 30 * 24 * HOUR;
    while (c.at() + 20 * HOUR < end) {
      c.advance(20 * HOUR);
      expect(auth.authenticate(result.cookieToken)).not.toBeNull();
    }
    c.advance(end - c.at());
    expect(auth.authenticate(result.cookieToken)).toBeNull();
  });
});

const ANDROID_CHROME =
  "Mozilla/5.0 (Linux; Android 14; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36";
const IPHONE_SAFARI =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1";

describe("the Sessions list", () => {
  it("records the browser and a shortened address at sign-in; the full address is never stored", async () => {
    const { db, signIn } = await setup();
    await signIn(PASSWORD, { ip: "203.0.113.77", userAgent: ANDROID_CHROME });
    await signIn(PASSWORD, { ip: "2001:db8:85a3:8d3:1319:8a2e:370:7348", userAgent: IPHONE_SAFARI });
    const rows = db.$client.prepare("select ip, user_agent from sessions order by created_at").all();
    expect(rows).toEqual([
      { ip: "203.0.113.x", user_agent: ANDROID_CHROME },
      { ip: "2001:db8:85a3::/48", user_agent: IPHONE_SAFARI },
    ]);
    const everything = JSON.stringify(db.$client.prepare("select * from sessions").all());
    expect(everything).not.toContain("203.0.113.77");
    expect(everything).not.toContain("8a2e");
  });

  it("lists where the admin is signed in: browser, system, signed in, last seen, address; this browser first", async () => {
    const { auth, clock: c, signIn } = await setup();
    const phone = await signIn(PASSWORD, { ip: "203.0.113.77", userAgent: ANDROID_CHROME });
    c.advance(HOUR);
    const iphone = await signIn(PASSWORD, { ip: "198.51.100.4", userAgent: IPHONE_SAFARI, remember: true });
    c.advance(HOUR);
    const laptop = await signIn(PASSWORD, { ip: "192.0.2.1", userAgent: "" });
    if (!phone.ok || !iphone.ok || !laptop.ok) throw new Error("sign-in failed");
    c.advance(HOUR);
    const seenAt = new Date(c.at()).toISOString();
    const here = auth.authenticate(phone.cookieToken)!; // the phone is in use now
    const list = auth.listSessions(here);
    expect(list.map((s) => [s.browser, s.system, s.address, s.current])).toEqual([
      ["Chrome 131", "Android 14", "203.0.113.x", true],
      ["Unknown browser", "Unknown system", "192.0.2.x", false],
      ["Safari 17", "iPhone (iOS 17)", "198.51.100.x", false],
    ]);
    expect(list[0]).toMatchObject({ handle: phone.session.token, lastSeenAt: seenAt, remember: false });
    expect(list[0]!.signedInAt).toBe("2026-11-22T08:00:00.000Z");
    expect(list[2]).toMatchObject({ handle: iphone.session.token, remember: true });
    // Nothing in it lets anyone in.
    expect(JSON.stringify(list)).not.toContain(phone.cookieToken);
  });

  it("leaves out sessions that have ended", async () => {
    const { auth, clock: c, signIn } = await setup();
    const short = await signIn();
    const long = await signIn(PASSWORD, { remember: true });
    if (!short.ok || !long.ok) throw new Error("sign-in failed");
    c.advance(25 * HOUR);
    expect(auth.listSessions(auth.authenticate(long.cookieToken)!).map((s) => s.handle)).toEqual([long.session.token]);
  });

  it("signs out one session by its handle, only the admin's own", async () => {
    const { db, auth, signIn } = await setup();
    const here = await signIn();
    const lost = await signIn(PASSWORD, { userAgent: ANDROID_CHROME });
    if (!here.ok || !lost.ok) throw new Error("sign-in failed");
    const me = auth.authenticate(here.cookieToken)!;
    expect(auth.signOutSession(me, "no-such-handle")).toEqual({
      ok: false,
      message: "That session has already ended.",
    });
    // Another admin's session is not this admin's to end.
    const stranger = { ...me, user: { ...me.user, id: "someone-else" } };
    expect(auth.signOutSession(stranger, lost.session.token).ok).toBe(false);
    expect(auth.authenticate(lost.cookieToken)).not.toBeNull();
    expect(auth.signOutSession(me, lost.session.token)).toEqual({ ok: true, current: false });
    expect(auth.authenticate(lost.cookieToken)).toBeNull();
    expect(auth.authenticate(here.cookieToken)).not.toBeNull();
    expect(auth.signOutSession(me, lost.session.token).ok).toBe(false);
    expect(auth.signOutSession(me, me.token)).toEqual({ ok: true, current: true });
    expect(auth.authenticate(here.cookieToken)).toBeNull();
    expect(db.$client.prepare("select count(*) as n from sessions").get()).toEqual({ n: 0 });
  });

  it("sign out everywhere else keeps only this session", async () => {
    const { auth, signIn } = await setup();
    const results = await Promise.all([signIn(), signIn(), signIn(PASSWORD, { remember: true })]);
    const tokens = results.map((r) => (r.ok ? r.cookieToken : ""));
    const me = auth.authenticate(tokens[1])!;
    expect(auth.signOutOtherSessions(me)).toEqual({ ended: 2 });
    expect(tokens.map((t) => auth.authenticate(t) !== null)).toEqual([false, true, false]);
    expect(auth.listSessions(me).map((s) => s.current)).toEqual([true]);
  });
});

describe("changing the password", () => {
  const NEW = "tide-lantern-cashew-41";
  const form = (fields: Partial<Record<"currentPassword" | "newPassword" | "confirmPassword", string>> = {}) => ({
    currentPassword: PASSWORD,
    newPassword: NEW,
    confirmPassword: NEW,
    ...fields,
  });

  async function signedIn(options: AuthServiceOptions = {}) {
    const s = await setup(options);
    const here = await s.signIn(PASSWORD, { remember: true });
    const other = await s.signIn(PASSWORD, { userAgent: ANDROID_CHROME });
    if (!here.ok || !other.ok) throw new Error("sign-in failed");
    return { ...s, here, other, me: s.auth.authenticate(here.cookieToken)! };
  }

  it("sets an argon2id hash, ends every other session and keeps this one under a new token", async () => {
    const { db, auth, here, other, me, signIn } = await signedIn();
    const result = await auth.changePassword(me, form(), { brand: "Sagara Rides", device: here.deviceToken });
    if (!result.ok) throw new Error(result.message);
    expect(result.sessionsEnded).toBe(1);
    expect(result.session.token).toBe(me.token);
    expect(auth.authenticate(other.cookieToken)).toBeNull();
    // The old cookie of this session is worthless; the new one carries on.
    expect(auth.authenticate(here.cookieToken)).toBeNull();
    expect(auth.authenticate(result.cookieToken)?.token).toBe(me.token);
    const row = db.$client.prepare("select password_hash from admin_users").get() as { password_hash: string };
    expect(row.password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect((await signIn(PASSWORD)).ok).toBe(false);
    expect((await signIn(NEW)).ok).toBe(true);
  });

  it("ends the trust of every other browser, keeping this one's", async () => {
    const { auth, here, other, me, signIn } = await signedIn();
    const result = await auth.changePassword(me, form(), { brand: "Sagara Rides", device: here.deviceToken });
    expect(result.ok).toBe(true);
    for (let i = 0; i < 5; i++) await signIn("wrong");
    expect(await signIn(NEW, { device: other.deviceToken })).toMatchObject({ ok: false, reason: "locked" });
    expect((await signIn(NEW, { device: here.deviceToken })).ok).toBe(true);
  });

  it("needs the right current password, and a wrong one changes nothing and takes at least 1000 ms", async () => {
    const { auth, other, me } = await signedIn({ failureDelayMs: undefined });
    const started = Date.now();
    const result = await auth.changePassword(me, form({ currentPassword: "not-my-password" }), { brand: "x" });
    expect(Date.now() - started).toBeGreaterThanOrEqual(1000);
    expect(result).toMatchObject({
      ok: false,
      reason: "wrong-password",
      fieldErrors: { currentPassword: ["That is not your current password"] },
    });
    expect(auth.authenticate(other.cookieToken)).not.toBeNull();
  });

  it("refuses, with a message next to the field, what the policy refuses", async () => {
    const { auth, me, other } = await signedIn();
    const cases: [ReturnType<typeof form>, string, string][] = [
      [form({ currentPassword: "" }), "currentPassword", "Enter your current password"],
      [form({ newPassword: "short", confirmPassword: "short" }), "newPassword", "Use at least 12 characters"],
      [form({ newPassword: "Admin", confirmPassword: "Admin" }), "newPassword", "Use at least 12 characters"],
      [
        form({ newPassword: "SagaraRides2025", confirmPassword: "SagaraRides2025" }),
        "newPassword",
        "Choose a password that is not the business name",
      ],
      [
        form({ newPassword: "admin-admin-admin", confirmPassword: "admin-admin-admin" }),
        "newPassword",
        "Choose a password that is not your username",
      ],
      [
        form({ newPassword: "Password1234", confirmPassword: "Password1234" }),
        "newPassword",
        "This is one of the most common passwords. Choose another",
      ],
      [
        form({ newPassword: PASSWORD, confirmPassword: PASSWORD }),
        "newPassword",
        "Choose a password different from your current one",
      ],
      [
        form({ confirmPassword: "something-else-entirely" }),
        "confirmPassword",
        "The two new passwords are not the same",
      ],
    ];
    for (const [input, field, message] of cases) {
      const result = await auth.changePassword(me, input, { brand: "Sagara Rides" });
      expect(result.ok, message).toBe(false);
      if (!result.ok) expect(result.fieldErrors[field], message).toContain(message);
    }
    expect(auth.authenticate(other.cookieToken)).not.toBeNull();
  });

  it("five wrong current passwords hold this session's attempts back for 15 minutes", async () => {
    const { auth, me, clock: c } = await signedIn();
    for (let i = 0; i < 5; i++) await auth.changePassword(me, form({ currentPassword: `guess-${i}` }), { brand: "x" });
    const held = await auth.changePassword(me, form(), { brand: "x" });
    expect(held).toMatchObject({ ok: false, reason: "locked", retryAfterSeconds: 15 * 60 });
    c.advance(15 * 60 * 1000 + 1);
    expect((await auth.changePassword(me, form(), { brand: "x" })).ok).toBe(true);
  });

  it("from a session that has ended, changes nothing", async () => {
    const { auth, me, signIn } = await signedIn();
    auth.signOutSession(me, me.token);
    expect(await auth.changePassword(me, form(), { brand: "x" })).toMatchObject({ ok: false, reason: "signed-out" });
    expect((await signIn(PASSWORD)).ok).toBe(true);
  });

  it("the recovery command applies the same policy", async () => {
    const { auth } = await setup();
    expect(await auth.setPassword("admin", "adminadmin123", { brand: "Sagara Rides" })).toEqual({
      ok: false,
      message: "Choose a password that is not your username.",
    });
    expect((await auth.setPassword("admin", "qwertyuiop123")).ok).toBe(false);
    expect((await auth.setPassword("admin", "sagararides!!!!", { brand: "Sagara Rides" })).ok).toBe(false);
  });
});
