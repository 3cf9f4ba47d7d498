/**
 * The session cookie: HttpOnly, SameSite=Lax, Path=/, and over HTTPS Secure with
 * the __Host- prefix. It lasts the browser session unless "remember me" was set.
 */
import { EXTEND_HOURS, HOUR_MS, REMEMBER_ME_HOURS } from "./constants";

const PLAIN_NAME = "session";
const SECURE_NAME = "__Host-session";

export const isHttps = (request: Request) => new URL(request.url).protocol === "https:";
const cookieName = (request: Request) => (isHttps(request) ? SECURE_NAME : PLAIN_NAME);

export function readSessionCookie(request: Request): string | null {
  const name = cookieName(request);
  for (const part of (request.headers.get("cookie") ?? "").split(";")) {
    const [key, ...rest] = part.trim().split("=");
    if (key === name) return decodeURIComponent(rest.join("="));
  }
  return null;
}

function attributes(request: Request) {
  return ["Path=/", "HttpOnly", "SameSite=Lax", ...(isHttps(request) ? ["Secure"] : [])];
}

export function sessionCookie(request: Request, token: string, remember: boolean): string {
  // The server's expiry is the truth; a remember-me cookie outlives it by the
  // longest extension so an active session is never cut short by the browser.
  const maxAge = remember ? [`Max-Age=${((REMEMBER_ME_HOURS + EXTEND_HOURS) * HOUR_MS) / 1000}`] : [];
  return [`${cookieName(request)}=${encodeURIComponent(token)}`, ...attributes(request), ...maxAge].join("; ");
}

export function clearedSessionCookie(request: Request): string {
  return [`${cookieName(request)}=`, ...attributes(request), "Max-Age=0"].join("; ");
}
