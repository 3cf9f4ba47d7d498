/**
 * Sign-in, sessions, lockout and the owner's account: the server's truth about
 * who is signed in. The browser's storage (auth_token, auth_user, auth_expiry)
 * only mirrors it.
 *
 * The lockout follows OWASP's device cookies. A browser that has signed in
 * before is trusted: its failures are counted against it alone, and nobody
 * else's failures hold it back. Every other browser is unknown: their failures
 * are counted per username and per address, and lock out unknown browsers
 * only. So guessing at the owner's password, from anywhere, never locks out the
 * phone the owner signs in with.
 */
import { createHash, randomBytes, randomUUID } from "node:crypto";
import { and, eq, gte, inArray, lt, ne, or, sql } from "drizzle-orm";
import type { Db } from "~/db/database.server";
import { adminUsers, loginFailures, sessions } from "~/db/schema";
import {
  ABSOLUTE_SESSION_DAYS,
  DAY_MS,
  EXTEND_HOURS,
  FAILED_LOGIN_DELAY_MS,
  HOUR_MS,
  LOCKOUT_FAILURES,
  LOCKOUT_WINDOW_MS,
  messages,
  REMEMBER_ME_HOURS,
  SESSION_HOURS,
  SESSION_TOUCH_MS,
} from "./constants";
import { createDeviceTrust } from "./device.server";
import { lockoutAddress, shortenAddress } from "./network-address.server";
import { hashPassword, verifyPassword } from "./password.server";
import { newPasswordProblem, passwordChangeSchema, passwordMessages } from "./password-schema";
import { languageSchema } from "./language-schema";
import type { Lang } from "~/i18n/languages";
import type { AuthUser, SessionInfo } from "./types";
import { describeUserAgent } from "./user-agent";
import { createStaff, type StaffEvent } from "./staff.server";

export type { AuthUser, SessionInfo };

export interface SignInAttempt {
  username: string;
  password: string;
  remember: boolean;
  /** The client's address (Express's req.ip). */
  ip: string;
  /** The device cookie the browser sent, if any (readDeviceCookie). */
  device?: string | null;
  userAgent?: string | null;
}

export type SignInResult =
  /** `deviceToken`: the device cookie to send back (deviceCookie), new or renewed. */
  | { ok: true; cookieToken: string; session: SessionInfo; deviceToken: string }
  | { ok: false; reason: "invalid" | "disabled" }
  | { ok: false; reason: "locked"; retryAfterSeconds: number };

/** One line of the Sessions list. */
export interface AccountSession {
  /** The session's public handle (what the browser keeps as auth_token): what "Sign out" names. */
  handle: string;
  /** "Chrome 131", "Safari 17", or "Unknown browser". */
  browser: string;
  /** "Android 14", "iPhone (iOS 17)", "Windows", or "Unknown system". */
  system: string;
  signedInAt: string;
  lastSeenAt: string;
  /** Shortened when it was stored: "203.0.113.x" or "2001:db8:85a3::/48"; "" when unknown. */
  address: string;
  remember: boolean;
  expiresAt: string;
  /** The session of the browser asking. */
  current: boolean;
}

export type SignOutSessionResult = { ok: true; current: boolean } | { ok: false; message: string };

export type ChangePasswordResult =
  /** The session goes on under a new cookie token: send sessionCookie(request, cookieToken, session). */
  | { ok: true; cookieToken: string; session: SessionInfo; sessionsEnded: number }
  | {
      ok: false;
      reason: "invalid" | "wrong-password" | "locked" | "signed-out";
      message: string;
      /** Messages by field (currentPassword, newPassword, confirmPassword), to show next to them. */
      fieldErrors: Record<string, string[]>;
      retryAfterSeconds?: number;
    };

type AuthEvent =
  | "login.success"
  | "login.failure"
  | "login.locked"
  | "logout"
  | "session.ended"
  | "sessions.ended"
  | "password.changed"
  | "password.refused"
  | "account.language"
  | "admin.created"
  | StaffEvent;

export type SetLanguageResult =
  | { ok: true; language: Lang | null }
  | { ok: false; reason: "invalid" | "signed-out"; fieldErrors: Record<string, string[]> };

export interface AuthServiceOptions {
  now?: () => Date;
  /** Minimum time a failed attempt takes; tests shorten it. */
  failureDelayMs?: number;
  log?: (event: AuthEvent, fields: Record<string, unknown>) => void;
  hasher?: {
    hash: (password: string) => Promise<string>;
    verify: (hash: string, password: string) => Promise<boolean>;
  };
}

export const sha256 = (value: string) => createHash("sha256").update(value).digest("hex");

const defaultLog: NonNullable<AuthServiceOptions["log"]> = (event, fields) =>
  console.log(JSON.stringify({ at: new Date().toISOString(), event: `auth.${event}`, ...fields }));

/** What the server keeps of a user agent: enough to describe it. */
const MAX_USER_AGENT = 400;

type SessionRow = typeof sessions.$inferSelect;
type UserRow = typeof adminUsers.$inferSelect;

export type AuthService = ReturnType<typeof createAuthService>;

export function createAuthService(db: Db, options: AuthServiceOptions = {}) {
  const now = options.now ?? (() => new Date());
  const failureDelayMs = options.failureDelayMs ?? FAILED_LOGIN_DELAY_MS;
  const log = options.log ?? defaultLog;
  const hasher = options.hasher ?? { hash: hashPassword, verify: verifyPassword };
  const devices = createDeviceTrust(db);
  // Unknown usernames are checked against this, so they cost what a wrong password costs.
  let dummyHash: Promise<string> | null = null;
  const dummy = () => (dummyHash ??= hasher.hash(randomBytes(24).toString("base64url")));

  const normalise = (username: string) => username.trim().toLowerCase();
  const userNamed = (username: string) =>
    db
      .select()
      .from(adminUsers)
      .where(sql`lower(${adminUsers.username}) = ${normalise(username)}`)
      .get();

  function toAuthUser(row: UserRow): AuthUser {
    return { id: row.id, username: row.username, email: row.email, role: row.role, lastLogin: row.lastLoginAt };
  }

  function failuresSince(key: string, since: number): number[] {
    return db
      .select({ at: loginFailures.at })
      .from(loginFailures)
      .where(and(eq(loginFailures.key, key), gte(loginFailures.at, since)))
      .orderBy(sql`${loginFailures.at} desc`)
      .all()
      .map((r) => r.at);
  }

  /** Seconds until the locked keys unlock, or 0 when none is locked. */
  function lockedFor(keys: string[]): number {
    const t = now().getTime();
    let until = 0;
    for (const key of keys) {
      const recent = failuresSince(key, t - LOCKOUT_WINDOW_MS);
      if (recent.length >= LOCKOUT_FAILURES) {
        // Unlocks when the fifth most recent failure leaves the window.
        until = Math.max(until, recent[LOCKOUT_FAILURES - 1]! + LOCKOUT_WINDOW_MS);
      }
    }
    return until > t ? Math.ceil((until - t) / 1000) : 0;
  }

  /**
   * Checks the lockout and counts this attempt as a failure in one step,
   * before any hashing: a burst of parallel guesses gets five tries, not one
   * per request. A success takes its failures back (`release`).
   */
  function reserveAttempt(keys: string[]): { locked: number; ids: number[] } {
    return db.transaction(
      (tx) => {
        const t = now().getTime();
        tx.delete(loginFailures)
          .where(lt(loginFailures.at, t - LOCKOUT_WINDOW_MS))
          .run();
        const locked = lockedFor(keys);
        if (locked > 0) return { locked, ids: [] };
        const ids = keys.map(
          (key) => tx.insert(loginFailures).values({ key, at: t }).returning({ id: loginFailures.id }).get().id,
        );
        return { locked: 0, ids };
      },
      { behavior: "immediate" },
    );
  }

  async function atLeast<T>(startedAt: number, value: T): Promise<T> {
    const wait = startedAt + failureDelayMs - Date.now();
    if (wait > 0) await new Promise((r) => setTimeout(r, wait));
    return value;
  }

  /** When a session ends whatever its use; sessions from before that rule end 30 days after they began. */
  const absoluteEnd = (row: SessionRow) =>
    row.absoluteExpiresAt
      ? Date.parse(row.absoluteExpiresAt)
      : Date.parse(row.createdAt) + ABSOLUTE_SESSION_DAYS * DAY_MS;

  const isLive = (row: SessionRow, t: number) => Date.parse(row.expiresAt) > t && absoluteEnd(row) > t;

  function sessionInfo(row: SessionRow, user: UserRow): SessionInfo {
    return { token: row.handle, user: toAuthUser(user), expiresAt: row.expiresAt, remember: row.remember };
  }

  /** The live session behind a handle, only if it is this user's. */
  function ownSession(current: SessionInfo, handle: string): SessionRow | undefined {
    const row = db
      .select()
      .from(sessions)
      .where(and(eq(sessions.handle, handle), eq(sessions.userId, current.user.id)))
      .get();
    return row && isLive(row, now().getTime()) ? row : undefined;
  }

  const service = {
    /** The shop's people: invitations, roles, disabling. */
    staff: createStaff(db, {
      now,
      hash: (password) => hasher.hash(password),
      log: (event, fields) => log(event, fields),
    }),

    /**
     * First start: with no admin account, create one from ADMIN_USERNAME and
     * ADMIN_PASSWORD, or with a strong random password that is returned once
     * for the caller to print. Never a default password.
     */
    async ensureFirstAdmin({
      username = "admin",
      password,
      email = "",
    }: {
      username?: string;
      password?: string;
      email?: string;
    }) {
      if (db.select({ id: adminUsers.id }).from(adminUsers).limit(1).get()) return { created: false as const };
      const problem = password === undefined ? null : newPasswordProblem(password, { username, brand: "" });
      if (problem) throw new Error(`ADMIN_PASSWORD cannot be used: ${problem}`);
      const generated = password === undefined ? randomBytes(18).toString("base64url") : undefined;
      const at = now().toISOString();
      const passwordHash = await hasher.hash(password ?? generated!);
      db.insert(adminUsers)
        .values({
          id: randomUUID(),
          username: username.trim(),
          email,
          passwordHash,
          createdAt: at,
          passwordChangedAt: at,
          role: "owner",
        })
        .onConflictDoNothing()
        .run();
      log("admin.created", { username: username.trim() });
      return { created: true as const, generatedPassword: generated };
    },

    async signIn({ username, password, remember, ip, device, userAgent }: SignInAttempt): Promise<SignInResult> {
      const startedAt = Date.now();
      const user = userNamed(username);
      // Logged as typed only when it names the account: a password typed into the wrong field stays out of the log.
      const who = user ? user.username : "(unknown)";
      const trusted = devices.recognise(device, user?.id);
      const keys = trusted ? [`device:${trusted.idHash}`] : [`user:${normalise(username)}`, `ip:${lockoutAddress(ip)}`];
      const browser = trusted ? "trusted" : "unknown";

      const reservation = reserveAttempt(keys);
      if (reservation.locked > 0) {
        log("login.locked", { username: who, ip, browser, retryAfterSeconds: reservation.locked });
        return atLeast(startedAt, { ok: false, reason: "locked", retryAfterSeconds: reservation.locked });
      }

      const matches = await hasher.verify(user?.passwordHash ?? (await dummy()), password);
      if (!user || !matches) {
        log("login.failure", { username: who, ip, browser });
        const locked = lockedFor(keys);
        if (locked > 0) return atLeast(startedAt, { ok: false, reason: "locked", retryAfterSeconds: locked });
        return atLeast(startedAt, { ok: false, reason: "invalid" });
      }
      // Said only to someone who knows the password: the account exists, and the owner has disabled it.
      if (user.disabledAt) {
        log("login.failure", { username: who, ip, browser, disabled: true });
        return atLeast(startedAt, { ok: false, reason: "disabled" });
      }

      const cookieToken = randomBytes(32).toString("base64url");
      const at = now();
      const absolute = at.getTime() + ABSOLUTE_SESSION_DAYS * DAY_MS;
      const expiresAt = Math.min(absolute, at.getTime() + (remember ? REMEMBER_ME_HOURS : SESSION_HOURS) * HOUR_MS);
      const result = db.transaction((tx) => {
        tx.update(adminUsers)
          .set({ previousLoginAt: user.lastLoginAt, lastLoginAt: at.toISOString() })
          .where(eq(adminUsers.id, user.id))
          .run();
        // A success is not a failure; it also clears the earlier failures of
        // what it was counted as (this trusted browser, or this username for
        // unknown browsers). The address's failures stay, against spraying many names.
        tx.delete(loginFailures).where(inArray(loginFailures.id, reservation.ids)).run();
        tx.delete(loginFailures).where(eq(loginFailures.key, keys[0]!)).run();
        const iso = at.toISOString();
        tx.delete(sessions)
          .where(
            or(
              lt(sessions.expiresAt, iso),
              and(ne(sessions.absoluteExpiresAt, ""), lt(sessions.absoluteExpiresAt, iso)),
            ),
          )
          .run();
        let deviceToken: string;
        if (trusted) {
          devices.touch(tx, trusted.idHash, at);
          deviceToken = device!;
        } else {
          deviceToken = devices.issue(tx, user.id, at);
        }
        const row = {
          tokenHash: sha256(cookieToken),
          handle: randomBytes(16).toString("base64url"),
          userId: user.id,
          remember,
          createdAt: iso,
          lastUsedAt: iso,
          expiresAt: new Date(expiresAt).toISOString(),
          absoluteExpiresAt: new Date(absolute).toISOString(),
          userAgent: (userAgent ?? "").slice(0, MAX_USER_AGENT),
          ip: shortenAddress(ip),
        };
        tx.insert(sessions).values(row).run();
        const fresh = tx.select().from(adminUsers).where(eq(adminUsers.id, user.id)).get()!;
        return { session: sessionInfo(row, fresh), deviceToken };
      });
      log("login.success", { username: user.username, ip, browser, remember });
      return { ok: true, cookieToken, ...result };
    },

    /**
     * The browser a device cookie names (a browser someone signed in from) and
     * whose it is, or null: what a change kept after the session ended is
     * bound to (app/admin/kept-change/).
     */
    browser(deviceToken: string | null | undefined): { idHash: string; userId: string } | null {
      return devices.owner(deviceToken);
    },

    /**
     * The session a cookie token belongs to, or null. Each use while signed in
     * is activity: the expiry moves to now + 24 h, never earlier than it was,
     * and never past the session's absolute end (30 days after sign-in). It is
     * written at most once a minute: the last use shown on Your account, and the
     * expiry, may be up to a minute behind.
     */
    authenticate(cookieToken: string | undefined | null): SessionInfo | null {
      if (!cookieToken || cookieToken.length > 200) return null;
      const tokenHash = sha256(cookieToken);
      const row = db.select().from(sessions).where(eq(sessions.tokenHash, tokenHash)).get();
      if (!row) return null;
      const t = now();
      if (!isLive(row, t.getTime())) {
        db.delete(sessions).where(eq(sessions.tokenHash, tokenHash)).run();
        return null;
      }
      const user = db.select().from(adminUsers).where(eq(adminUsers.id, row.userId)).get();
      if (!user) return null;
      // Disabling ends every session at once; one that began in the same instant ends on its first use.
      if (user.disabledAt) {
        db.delete(sessions).where(eq(sessions.userId, user.id)).run();
        return null;
      }
      // Used again within the minute: as it is. A write for every request (each screen, each save, each of a
      // screen's data requests) moved the expiry by seconds of its twenty-four hours.
      if (t.getTime() - Date.parse(row.lastUsedAt) < SESSION_TOUCH_MS) return sessionInfo(row, user);
      const extended = new Date(
        Math.min(absoluteEnd(row), Math.max(Date.parse(row.expiresAt), t.getTime() + EXTEND_HOURS * HOUR_MS)),
      ).toISOString();
      const updated = { ...row, lastUsedAt: t.toISOString(), expiresAt: extended };
      db.update(sessions)
        .set({ lastUsedAt: updated.lastUsedAt, expiresAt: extended })
        .where(eq(sessions.tokenHash, tokenHash))
        .run();
      return sessionInfo(updated, user);
    },

    signOut(cookieToken: string | undefined | null) {
      if (!cookieToken) return;
      const row = db
        .select()
        .from(sessions)
        .where(eq(sessions.tokenHash, sha256(cookieToken)))
        .get();
      if (!row) return;
      db.delete(sessions).where(eq(sessions.tokenHash, row.tokenHash)).run();
      const user = db
        .select({ username: adminUsers.username })
        .from(adminUsers)
        .where(eq(adminUsers.id, row.userId))
        .get();
      log("logout", { username: user?.username });
    },

    /** Where the signed-in admin is signed in: this browser first, then the most recently seen. */
    listSessions(current: SessionInfo): AccountSession[] {
      const t = now().getTime();
      return db
        .select()
        .from(sessions)
        .where(eq(sessions.userId, current.user.id))
        .all()
        .filter((row) => isLive(row, t))
        .map((row) => ({
          handle: row.handle,
          ...describeUserAgent(row.userAgent),
          signedInAt: row.createdAt,
          lastSeenAt: row.lastUsedAt,
          address: row.ip,
          remember: row.remember,
          expiresAt: row.expiresAt,
          current: row.handle === current.token,
        }))
        .sort((a, b) => Number(b.current) - Number(a.current) || b.lastSeenAt.localeCompare(a.lastSeenAt));
    },

    /**
     * "Sign out" in the Sessions list: ends one of the signed-in admin's own
     * sessions, by its handle. `current` says it was this browser's own (then
     * clear the cookie and go to the login page, as Logout does).
     */
    signOutSession(current: SessionInfo, handle: string): SignOutSessionResult {
      const row = ownSession(current, handle);
      if (!row) return { ok: false, message: messages.sessionGone };
      db.delete(sessions).where(eq(sessions.tokenHash, row.tokenHash)).run();
      log("session.ended", { username: current.user.username, current: handle === current.token });
      return { ok: true, current: handle === current.token };
    },

    /** "Sign out everywhere else": every session of this admin but the one asking. */
    signOutOtherSessions(current: SessionInfo): { ended: number } {
      const ended = db
        .delete(sessions)
        .where(and(eq(sessions.userId, current.user.id), ne(sessions.handle, current.token)))
        .run().changes;
      log("sessions.ended", { username: current.user.username, ended });
      return { ended };
    },

    /** The back office's language this person chose; null: their phone's. Read on the server only. */
    language(userId: string): Lang | null {
      return (
        db.select({ language: adminUsers.language }).from(adminUsers).where(eq(adminUsers.id, userId)).get()
          ?.language ?? null
      );
    },

    /** Your account's choice of language (languageSchema): saved while the session lasts, and written to the log. */
    setLanguage(current: SessionInfo, input: unknown): SetLanguageResult {
      const parsed = languageSchema.safeParse(input);
      if (!parsed.success) {
        const fieldErrors: Record<string, string[]> = {};
        for (const issue of parsed.error.issues)
          (fieldErrors[String(issue.path[0] ?? "language")] ??= []).push(issue.message);
        return { ok: false, reason: "invalid", fieldErrors };
      }
      const language = parsed.data.language;
      const saved = db.transaction((tx) => {
        const mine = tx
          .select({ handle: sessions.handle })
          .from(sessions)
          .where(and(eq(sessions.handle, current.token), eq(sessions.userId, current.user.id)))
          .get();
        if (!mine) return false;
        tx.update(adminUsers).set({ language }).where(eq(adminUsers.id, current.user.id)).run();
        return true;
      });
      if (!saved) return { ok: false, reason: "signed-out", fieldErrors: {} };
      log("account.language", { username: current.user.username, language: language ?? "phone" });
      return { ok: true, language };
    },

    /**
     * The Account screen's change of password. `input` is the form
     * (passwordChangeSchema). The current password must be right, with the
     * failure floor, and five wrong ones in 15 minutes hold this session's
     * attempts back. On success every other session ends, every other browser
     * loses its trust (so nobody who knew the old password keeps a lockout
     * budget of their own), and this session goes on under a new token.
     */
    async changePassword(
      current: SessionInfo,
      input: unknown,
      { brand, device }: { brand: string; device?: string | null },
    ): Promise<ChangePasswordResult> {
      const startedAt = Date.now();
      const refused = (
        reason: Exclude<ChangePasswordResult, { ok: true }>["reason"],
        message: string,
        fieldErrors: Record<string, string[]> = {},
        retryAfterSeconds?: number,
      ): Exclude<ChangePasswordResult, { ok: true }> => ({
        ok: false,
        reason,
        message,
        fieldErrors,
        ...(retryAfterSeconds ? { retryAfterSeconds } : {}),
      });
      const user = db.select().from(adminUsers).where(eq(adminUsers.id, current.user.id)).get();
      if (!user || !ownSession(current, current.token)) return refused("signed-out", messages.sessionGone);

      const parsed = passwordChangeSchema({ username: user.username, brand }).safeParse(input);
      if (!parsed.success) {
        const fieldErrors: Record<string, string[]> = {};
        for (const issue of parsed.error.issues)
          (fieldErrors[String(issue.path[0] ?? "_form")] ??= []).push(issue.message);
        return refused("invalid", "The password was not changed.", fieldErrors);
      }

      const keys = [`password:${current.token}`];
      const reservation = reserveAttempt(keys);
      if (reservation.locked > 0) {
        log("password.refused", { username: user.username, reason: "locked" });
        const minutes = Math.ceil(reservation.locked / 60);
        return atLeast(startedAt, refused("locked", messages.lockedOut(minutes), {}, reservation.locked));
      }
      if (!(await hasher.verify(user.passwordHash, parsed.data.currentPassword))) {
        log("password.refused", { username: user.username, reason: "wrong current password" });
        return atLeast(
          startedAt,
          refused("wrong-password", "The password was not changed.", {
            currentPassword: [passwordMessages.wrongCurrent],
          }),
        );
      }

      const passwordHash = await hasher.hash(parsed.data.newPassword);
      const cookieToken = randomBytes(32).toString("base64url");
      const keep = devices.recognise(device, user.id);
      const outcome = db.transaction((tx) => {
        const mine = tx
          .select()
          .from(sessions)
          .where(and(eq(sessions.handle, current.token), eq(sessions.userId, user.id)))
          .get();
        if (!mine) return null;
        tx.update(adminUsers)
          .set({ passwordHash, passwordChangedAt: now().toISOString() })
          .where(eq(adminUsers.id, user.id))
          .run();
        tx.delete(loginFailures).where(inArray(loginFailures.key, keys)).run();
        const ended = tx
          .delete(sessions)
          .where(and(eq(sessions.userId, user.id), ne(sessions.handle, current.token)))
          .run().changes;
        devices.forgetOthers(tx, user.id, keep);
        // A new token for this session: a copy of the old cookie, wherever it went, lets nobody in.
        tx.update(sessions)
          .set({ tokenHash: sha256(cookieToken) })
          .where(eq(sessions.handle, current.token))
          .run();
        const fresh = tx.select().from(adminUsers).where(eq(adminUsers.id, user.id)).get()!;
        return { ended, session: sessionInfo(mine, fresh) };
      });
      if (!outcome) return refused("signed-out", messages.sessionGone);
      log("password.changed", { username: user.username, sessionsEnded: outcome.ended });
      return { ok: true, cookieToken, session: outcome.session, sessionsEnded: outcome.ended };
    },

    /**
     * The recovery path (npm run admin:password): a new password, and every
     * session ended. Trusted browsers stay trusted, so the owner can still
     * sign in while someone else is guessing.
     */
    async setPassword(username: string, password: string, { brand = "" }: { brand?: string } = {}) {
      const user = userNamed(username);
      if (!user) return { ok: false as const, message: `There is no admin called "${username}".` };
      const problem = newPasswordProblem(password, { username: user.username, brand });
      if (problem) return { ok: false as const, message: `${problem}.` };
      const passwordHash = await hasher.hash(password);
      const ended = db.transaction((tx) => {
        tx.update(adminUsers)
          .set({ passwordHash, passwordChangedAt: now().toISOString() })
          .where(eq(adminUsers.id, user.id))
          .run();
        tx.delete(loginFailures)
          .where(eq(loginFailures.key, `user:${normalise(user.username)}`))
          .run();
        return tx.delete(sessions).where(eq(sessions.userId, user.id)).run().changes;
      });
      log("password.changed", { username: user.username, sessionsEnded: ended });
      return { ok: true as const, sessionsEnded: ended };
    },

    /** For the dashboard. */
    admin(id: string) {
      return db.select().from(adminUsers).where(eq(adminUsers.id, id)).get();
    },
  };
  return service;
}
