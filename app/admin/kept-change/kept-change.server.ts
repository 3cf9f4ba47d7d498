/**
 * A change posted without JavaScript after the session ended, kept for the
 * person while they sign in again: sealed (AES-256-GCM, so it can be neither
 * read nor made up outside the server) into a cookie of that browser only
 * (HttpOnly, SameSite=Strict; over HTTPS host-only: `__Host-`, Secure,
 * Path=/), for at most an hour. It is never applied by itself: after signing
 * in, the person finds it on its own screen (/admin/kept) and sends it with a
 * press of Save, as a fresh post of a signed-in browser, with the version it
 * was based on.
 *
 * It is bound to whoever made it: the browser's device cookie (the browser
 * someone signed in from, ~/auth/device.server.ts) names both the browser and
 * its account, and the seal is made over both (GCM's associated data). Only
 * that person, signed in again on that browser, can open it: a change sealed
 * in another browser or by another account and planted in this one is
 * nothing. A browser without a device cookie has no one to keep it for, and
 * its post is simply not saved.
 *
 * The key is the server's own (./sealing-key.server.ts, in the services):
 * made once and kept in the data directory, so that a change kept before a
 * restart is still offered after it; never in the database or a backup.
 */
import { createCipheriv, createDecipheriv, randomBytes } from "node:crypto";
import { deflateRawSync, inflateRawSync } from "node:zlib";
import type { AuthService } from "~/auth/auth.server";
import { HOUR_MS } from "~/auth/constants";
import { readDeviceCookie } from "~/auth/cookie.server";

const NAME = "kept_change";
export const KEPT_PATH = "/admin/kept";
/** What a cookie can carry, with room for the rest of the request's cookies. */
const MAX_COOKIE = 3_800;
/**
 * The largest post read for keeping. A form in three languages is long once
 * urlencoded (a Devanagari or Kannada letter takes 9 bytes) but small once
 * compressed: a sample taxi's 4 KB form seals into 1.2 KB. Whether it fits is
 * decided by the sealed size.
 */
const MAX_READ = 24_000;

export interface KeptChange {
  /** Where it was posted: the form's own address. */
  path: string;
  /** When, ISO. */
  at: string;
  entries: [string, string][];
}

/** Who a change is kept for: a browser (its device id's hash) and the account it signed in to. */
export interface KeptFor {
  idHash: string;
  userId: string;
}

/**
 * Whom this browser would keep a change for, or open one for: the person
 * whose device cookie it carries. Signed in (`signedIn`, the session's
 * account), the device must be that account's too.
 */
export function keptFor(request: Request, auth: Pick<AuthService, "browser">, signedIn?: string): KeptFor | null {
  const browser = auth.browser(readDeviceCookie(request));
  if (!browser || (signedIn !== undefined && browser.userId !== signedIn)) return null;
  return browser;
}

const isHttps = (request: Request) => new URL(request.url).protocol === "https:";
// Host-only over HTTPS: a sibling host or a plain-HTTP answer cannot plant or overwrite it.
const cookieName = (request: Request) => (isHttps(request) ? `__Host-${NAME}` : NAME);
const attributes = (request: Request) => [
  "Path=/",
  "HttpOnly",
  "SameSite=Strict",
  ...(isHttps(request) ? ["Secure"] : []),
];
/** The seal's associated data: a change opens only for the browser and account it was sealed for. */
const boundTo = (holder: KeptFor) => Buffer.from(`kept-change|${holder.userId}|${holder.idHash}`);

/**
 * Which posts are kept: a form's save (no intent, or "save"), small and
 * urlencoded. An upload, a Delete, a Hide and the like are not: made again
 * in a moment, and never to be sent on by a later press of Save.
 */
export function isKeepable(form: FormData | null): form is FormData {
  if (!form) return false;
  const intent = form.get("intent");
  if (intent !== null && intent !== "save") return false;
  if (form.has("__intent__")) return false;
  return [...form.values()].every((value) => typeof value === "string");
}

/** A post worth reading for keeping: urlencoded and small. Anything else is left unread. */
export function mayKeep(request: Request): boolean {
  const type = request.headers.get("content-type") ?? "";
  const length = Number(request.headers.get("content-length") ?? NaN);
  return request.method === "POST" && /^application\/x-www-form-urlencoded\b/i.test(type) && length <= MAX_READ;
}

/** The Set-Cookie that keeps the change, or null when it does not fit in a cookie. */
export function keptChangeCookie(
  request: Request,
  form: FormData,
  key: Buffer,
  holder: KeptFor,
  now = new Date(),
): string | null {
  const url = new URL(request.url);
  const change: KeptChange = {
    path: url.pathname + url.search,
    at: now.toISOString(),
    entries: [...form.entries()].map(([name, value]) => [name, String(value)]),
  };
  const iv = randomBytes(12);
  const cipher = createCipheriv("aes-256-gcm", key, iv);
  cipher.setAAD(boundTo(holder));
  // Compressed before sealing (sealed bytes do not compress), so a translated form fits.
  const sealed = Buffer.concat([cipher.update(deflateRawSync(JSON.stringify(change))), cipher.final()]);
  const value = Buffer.concat([iv, cipher.getAuthTag(), sealed]).toString("base64url");
  if (value.length > MAX_COOKIE) return null;
  return [`${cookieName(request)}=${value}`, ...attributes(request), `Max-Age=${HOUR_MS / 1000}`].join("; ");
}

export const clearedKeptChangeCookie = (request: Request) =>
  [`${cookieName(request)}=`, ...attributes(request), "Max-Age=0"].join("; ");

/**
 * The change this browser's cookie keeps for `holder`: null when there is
 * none, it is not the server's, it was sealed for another browser or account
 * (or `holder` is null), or it is over an hour old.
 */
export function readKeptChange(
  request: Request,
  key: Buffer,
  holder: KeptFor | null,
  now = new Date(),
): KeptChange | null {
  if (!holder) return null;
  const wanted = cookieName(request);
  // Every cookie of the name is tried: a browser may also hold an older one of another path.
  for (const part of (request.headers.get("cookie") ?? "").split(";")) {
    const [name, raw] = part.trim().split("=");
    if (name !== wanted || !raw) continue;
    const change = openKept(raw, key, holder, now);
    if (change) return change;
  }
  return null;
}

function openKept(raw: string, key: Buffer, holder: KeptFor, now: Date): KeptChange | null {
  if (!/^[\w-]{40,5000}$/.test(raw)) return null;
  try {
    const bytes = Buffer.from(raw, "base64url");
    const decipher = createDecipheriv("aes-256-gcm", key, bytes.subarray(0, 12));
    decipher.setAAD(boundTo(holder));
    decipher.setAuthTag(bytes.subarray(12, 28));
    const opened = Buffer.concat([decipher.update(bytes.subarray(28)), decipher.final()]);
    const text = inflateRawSync(opened, { maxOutputLength: MAX_READ * 4 }).toString("utf8");
    const change = JSON.parse(text) as KeptChange;
    const age = now.getTime() - Date.parse(change.at);
    if (!(age >= 0 && age <= HOUR_MS)) return null;
    if (!change.path.startsWith("/admin/") || change.path.startsWith("//")) return null;
    return change;
  } catch {
    return null;
  }
}
