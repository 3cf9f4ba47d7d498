/**
 * Sign-in, sessions and lockout: the server's truth about who is signed in.
 * The browser's storage (auth_token, auth_user, auth_expiry) only mirrors it.
 */
import { createHash, randomBytes, randomUUID } from "node:crypto";
import { and, eq, gte, inArray, lt, sql } from "drizzle-orm";
import type { Db } from "~/db/database.server";
import { adminUsers, loginFailures, sessions } from "~/db/schema";
import {
  EXTEND_HOURS,
  FAILED_LOGIN_DELAY_MS,
  HOUR_MS,
  LOCKOUT_FAILURES,
  LOCKOUT_WINDOW_MS,
  REMEMBER_ME_HOURS,
  SESSION_HOURS,
} from "./constants";
import { hashPassword, MIN_PASSWORD_LENGTH, verifyPassword } from "./password.server";
import type { AuthUser, SessionInfo } from "./types";

export type { AuthUser, SessionInfo };

export type SignInResult =
  | { ok: true; cookieToken: string; session: SessionInfo }
  | { ok: false; reason: "invalid" }
  | { ok: false; reason: "locked"; retryAfterSeconds: number };

export type AuthEvent =
  "login.success" | "login.failure" | "login.locked" | "logout" | "password.changed" | "admin.created";

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

export type AuthService = ReturnType<typeof createAuthService>;

export function createAuthService(db: Db, options: AuthServiceOptions = {}) {
  const now = options.now ?? (() => new Date());
  const failureDelayMs = options.failureDelayMs ?? FAILED_LOGIN_DELAY_MS;
  const log = options.log ?? defaultLog;
  const hasher = options.hasher ?? { hash: hashPassword, verify: verifyPassword };
  // Unknown usernames are checked against this, so they cost what a wrong password costs.
  let dummyHash: Promise<string> | null = null;
  const dummy = () => (dummyHash ??= hasher.hash(randomBytes(24).toString("base64url")));

  const normalise = (username: string) => username.trim().toLowerCase();

  function toAuthUser(row: typeof adminUsers.$inferSelect): AuthUser {
    return { id: row.id, username: row.username, email: row.email, role: "admin", lastLogin: row.lastLoginAt };
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

  async function atLeast<T>(startedAt: number, value: T): Promise<T> {
    const wait = startedAt + failureDelayMs - Date.now();
    if (wait > 0) await new Promise((r) => setTimeout(r, wait));
    return value;
  }

  function sessionInfo(row: typeof sessions.$inferSelect, user: typeof adminUsers.$inferSelect): SessionInfo {
    return { token: row.handle, user: toAuthUser(user), expiresAt: row.expiresAt, remember: row.remember };
  }

  const service = {
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
      if (password !== undefined && password.length < MIN_PASSWORD_LENGTH) {
        throw new Error(`ADMIN_PASSWORD must be at least ${MIN_PASSWORD_LENGTH} characters`);
      }
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
        })
        .onConflictDoNothing()
        .run();
      log("admin.created", { username: username.trim() });
      return { created: true as const, generatedPassword: generated };
    },

    async signIn({
      username,
      password,
      remember,
      ip,
    }: {
      username: string;
      password: string;
      remember: boolean;
      ip: string;
    }): Promise<SignInResult> {
      const startedAt = Date.now();
      const keys = [`user:${normalise(username)}`, `ip:${ip}`];
      const user = db
        .select()
        .from(adminUsers)
        .where(sql`lower(${adminUsers.username}) = ${normalise(username)}`)
        .get();
      // Logged as typed only when it names the account: a password typed into the wrong field stays out of the log.
      const who = user ? user.username : "(unknown)";

      // Check the lockout and count this attempt as a failure in one step, before
      // any hashing: a burst of parallel guesses gets five tries, not one per request.
      const reservation = db.transaction(
        (tx) => {
          const t = now().getTime();
          tx.delete(loginFailures)
            .where(lt(loginFailures.at, t - LOCKOUT_WINDOW_MS))
            .run();
          const locked = lockedFor(keys);
          if (locked > 0) return { locked };
          const ids = keys.map(
            (key) => tx.insert(loginFailures).values({ key, at: t }).returning({ id: loginFailures.id }).get().id,
          );
          return { locked: 0, ids };
        },
        { behavior: "immediate" },
      );
      if (reservation.locked > 0) {
        log("login.locked", { username: who, ip, retryAfterSeconds: reservation.locked });
        return atLeast(startedAt, { ok: false, reason: "locked", retryAfterSeconds: reservation.locked });
      }

      const matches = await hasher.verify(user?.passwordHash ?? (await dummy()), password);
      if (!user || !matches) {
        log("login.failure", { username: who, ip });
        const locked = lockedFor(keys);
        if (locked > 0) return atLeast(startedAt, { ok: false, reason: "locked", retryAfterSeconds: locked });
        return atLeast(startedAt, { ok: false, reason: "invalid" });
      }

      const cookieToken = randomBytes(32).toString("base64url");
      const at = now();
      const expiresAt = new Date(at.getTime() + (remember ? REMEMBER_ME_HOURS : SESSION_HOURS) * HOUR_MS);
      const result = db.transaction((tx) => {
        tx.update(adminUsers)
          .set({ previousLoginAt: user.lastLoginAt, lastLoginAt: at.toISOString() })
          .where(eq(adminUsers.id, user.id))
          .run();
        // A success is not a failure; it also clears this user's earlier failures.
        // The address's earlier failures stay, against spraying many names.
        tx.delete(loginFailures).where(inArray(loginFailures.id, reservation.ids!)).run();
        tx.delete(loginFailures).where(eq(loginFailures.key, keys[0]!)).run();
        tx.delete(sessions).where(lt(sessions.expiresAt, at.toISOString())).run();
        const row = {
          tokenHash: sha256(cookieToken),
          handle: randomBytes(16).toString("base64url"),
          userId: user.id,
          remember,
          createdAt: at.toISOString(),
          lastUsedAt: at.toISOString(),
          expiresAt: expiresAt.toISOString(),
          absoluteExpiresAt: new Date(at.getTime() + 30 * 24 * HOUR_MS).toISOString(),
          userAgent: "",
          ip: "",
        };
        tx.insert(sessions).values(row).run();
        const fresh = tx.select().from(adminUsers).where(eq(adminUsers.id, user.id)).get()!;
        return sessionInfo(row, fresh);
      });
      log("login.success", { username: user.username, ip, remember });
      return { ok: true, cookieToken, session: result };
    },

    /**
     * The session a cookie token belongs to, or null. Each use while signed in
     * is activity: the expiry moves to now + 24 h, never earlier than it was.
     */
    authenticate(cookieToken: string | undefined | null): SessionInfo | null {
      if (!cookieToken || cookieToken.length > 200) return null;
      const tokenHash = sha256(cookieToken);
      const row = db.select().from(sessions).where(eq(sessions.tokenHash, tokenHash)).get();
      if (!row) return null;
      const t = now();
      if (Date.parse(row.expiresAt) <= t.getTime()) {
        db.delete(sessions).where(eq(sessions.tokenHash, tokenHash)).run();
        return null;
      }
      const user = db.select().from(adminUsers).where(eq(adminUsers.id, row.userId)).get();
      if (!user) return null;
      const extended = new Date(
        Math.max(Date.parse(row.expiresAt), t.getTime() + EXTEND_HOURS * HOUR_MS),
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

    /** The recovery path: a new password, and every session ended. */
    async setPassword(username: string, password: string) {
      if (password.length < MIN_PASSWORD_LENGTH) {
        return { ok: false as const, message: `The password must be at least ${MIN_PASSWORD_LENGTH} characters.` };
      }
      const user = db
        .select()
        .from(adminUsers)
        .where(sql`lower(${adminUsers.username}) = ${normalise(username)}`)
        .get();
      if (!user) return { ok: false as const, message: `There is no admin called "${username}".` };
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
