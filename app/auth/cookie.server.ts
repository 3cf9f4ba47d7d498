/**
 * The session cookie: HttpOnly, SameSite=Lax, Path=/, and over HTTPS Secure with
 * the __Host- prefix. It lasts the browser session unless "remember me" was set.
 */

const PLAIN_NAME = "session";
const SECURE_NAME = "__Host-session";

export const isHttps = (request: Request) => new URL(request.url).protocol === "https:";
const cookieName = (request: Request) => (isHttps(request) ? SECURE_NAME : PLAIN_NAME);

export function readSessionCookie(request: Request): string | null {
  const name = cookieName(request);
  for (const part of (request.headers.get("cookie") ?? "").split(";")) {
    const [key, ...rest] = part.trim().split("=");
    // Tokens are base64url: anything else is not a session, and never an error.
    if (key === name) return /^[\w-]{1,200}$/.test(rest.join("=")) ? rest.join("=") : null;
  }
  return null;
}

function attributes(request: Request) {
  return ["Path=/", "HttpOnly", "SameSite=Lax", ...(isHttps(request) ? ["Secure"] : [])];
}

/**
 * A remember-me cookie lives exactly as long as its server session; it is sent
 * again whenever the session is extended. Otherwise it ends with the browser.
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
  return [`${cookieName(request)}=${token}`, ...attributes(request), ...maxAge].join("; ");
}

export function clearedSessionCookie(request: Request): string {
  return [`${cookieName(request)}=`, ...attributes(request), "Max-Age=0"].join("; ");
}
