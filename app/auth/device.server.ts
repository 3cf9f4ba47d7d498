/**
 * Trusted browsers (OWASP "Slow Down Online Guessing Attacks with Device
 * Cookies"). A browser that signs in successfully gets a device cookie: a
 * random id and its HMAC under a key only the server has. The database keeps
 * the SHA-256 of the id, and whose browser it is. A cookie whose signature
 * fails, whose id is unknown, or that belongs to another user is no device:
 * that browser is unknown.
 */
import { createHash, createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { and, eq, lt, ne } from "drizzle-orm";
import type { Db } from "~/db/database.server";
import { serverSecrets, trustedDevices } from "~/db/schema";
import { DAY_MS, DEVICE_COOKIE_DAYS } from "./constants";

type Query = Db | Parameters<Parameters<Db["transaction"]>[0]>[0];

const SIGNING_KEY = "device-cookie-key";

/**
 * A secret the server makes for itself the first time it needs it and keeps
 * in the database, so every process and every restart uses the same one.
 */
function serverSecret(db: Db, name: string): Buffer {
  db.insert(serverSecrets)
    .values({ name, value: randomBytes(32).toString("base64url") })
    .onConflictDoNothing()
    .run();
  const row = db.select().from(serverSecrets).where(eq(serverSecrets.name, name)).get()!;
  return Buffer.from(row.value, "base64url");
}

const sha256 = (value: string) => createHash("sha256").update(value).digest("hex");

export function createDeviceTrust(db: Db) {
  const key = serverSecret(db, SIGNING_KEY);
  const sign = (id: string) => createHmac("sha256", key).update(`device:${id}`).digest();

  /** The trusted device this cookie value names, and whose browser it is, or null. */
  function owner(token: string | null | undefined): { idHash: string; userId: string } | null {
    if (!token) return null;
    const [id = "", signature = ""] = token.split(".");
    const given = Buffer.from(signature, "base64url");
    const expected = sign(id);
    if (!id || given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
    const idHash = sha256(id);
    const row = db.select().from(trustedDevices).where(eq(trustedDevices.idHash, idHash)).get();
    return row ? { idHash, userId: row.userId } : null;
  }

  return {
    owner,

    /** The trusted device this cookie value names for this user, or null. */
    recognise(token: string | null | undefined, userId: string | undefined): { idHash: string } | null {
      const device = userId ? owner(token) : null;
      return device && device.userId === userId ? { idHash: device.idHash } : null;
    },

    /** Trusts a new browser: its row, and the cookie value to send it. */
    issue(q: Query, userId: string, at: Date): string {
      const id = randomBytes(32).toString("base64url");
      q.insert(trustedDevices)
        .values({ idHash: sha256(id), userId, createdAt: at.toISOString(), lastUsedAt: at.toISOString() })
        .run();
      return `${id}.${sign(id).toString("base64url")}`;
    },

    /** A trusted browser signed in again; browsers unused for a year are forgotten. */
    touch(q: Query, idHash: string, at: Date) {
      q.update(trustedDevices).set({ lastUsedAt: at.toISOString() }).where(eq(trustedDevices.idHash, idHash)).run();
      q.delete(trustedDevices)
        .where(lt(trustedDevices.lastUsedAt, new Date(at.getTime() - DEVICE_COOKIE_DAYS * DAY_MS).toISOString()))
        .run();
    },

    /** After a password change: only the browser that changed it stays trusted. */
    forgetOthers(q: Query, userId: string, keep: { idHash: string } | null): number {
      const mine = eq(trustedDevices.userId, userId);
      return q
        .delete(trustedDevices)
        .where(keep ? and(mine, ne(trustedDevices.idHash, keep.idHash)) : mine)
        .run().changes;
    },
  };
}
