/**
 * The two cookies of the back office, both HttpOnly, SameSite=Lax, Path=/,
 * and over HTTPS Secure with the __Host- prefix:
 * - the session cookie, which lasts the browser session unless "remember me"
 *   was set;
 * - the device cookie, which marks a browser the owner has signed in from
 *   (OWASP's device cookies: see auth.server.ts). It lasts a year.
 */
import { DEVICE_COOKIE_DAYS } from "./constants";

const isHttps = (request: Request) => new URL(request.url).protocol === "https:";
const cookieName = (request: Request, name: string) => (isHttps(request) ? `__Host-${name}` : name);

/** Tokens are base64url (the device cookie adds one dot): anything else is no cookie, never an error. */
function readCookie(request: Request, name: string, pattern: RegExp): string | null {
  const wanted = cookieName(request, name);
  for (const part of (request.headers.get("cookie") ?? "").split(";")) {
    const [key, ...rest] = part.trim().split("=");
    if (key === wanted) return pattern.test(rest.join("=")) ? rest.join("=") : null;
  }
  return null;
}

function attributes(request: Request) {
  return ["Path=/", "HttpOnly", "SameSite=Lax", ...(isHttps(request) ? ["Secure"] : [])];
}

export const readSessionCookie = (request: Request) => readCookie(request, "session", /^[\w-]{1,200}$/);

/**
 * A remember-me cookie lives exactly as long as its server session (which
 * never outlives its absolute lifetime); it is sent again whenever the
 * session is extended. Otherwise it ends with the browser.
 */
export function sessionCookie(
  request: Request,
  token: string,
  session: { remember: boolean; expiresAt: string },
  now = Date.now(),
): string {
  const maxAge = session.remember
    ? [`Max-Age=${Math.max(0, Math.ceil((Date.parse(session.expiresAt) - now) / 1000))}`]
    : [];
  return [`${cookieName(request, "session")}=${token}`, ...attributes(request), ...maxAge].join("; ");
}

/** Whether a response already sets (or clears) the session cookie: a sign-in, a sign-out, a new password. */
export function setsSessionCookie(request: Request, response: Response): boolean {
  const prefix = `${cookieName(request, "session")}=`;
  return response.headers.getSetCookie().some((c) => c.startsWith(prefix));
}

export function clearedSessionCookie(request: Request): string {
  return [`${cookieName(request, "session")}=`, ...attributes(request), "Max-Age=0"].join("; ");
}

export const readDeviceCookie = (request: Request) => readCookie(request, "device", /^[\w-]{1,100}\.[\w-]{1,100}$/);

/** Sent again at every sign-in from the browser, so a browser in use stays trusted. */
export function deviceCookie(request: Request, token: string): string {
  return [
    `${cookieName(request, "device")}=${token}`,
    ...attributes(request),
    `Max-Age=${DEVICE_COOKIE_DAYS * 86_400}`,
  ].join("; ");
}
