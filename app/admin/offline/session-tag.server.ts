/**
 * Which back-office answers the service worker may keep for offline use, and
 * in which session's cache (public/admin/sw.js). A worker cannot see an
 * answer's cookies, nor the HttpOnly session cookie, so the server says it:
 * a signed-in GET answered 200 that sets no cookie of its own gets a tag of
 * its session, and nothing else does. The tag is a hash of the session's
 * public handle (what the browser keeps as auth_token), never of its secret
 * cookie: it names a cache, it lets nobody in.
 */
import { createHash } from "node:crypto";

const OFFLINE_SESSION_HEADER = "X-Offline-Session";

/** `setsCookie`: whether the route's own answer sets a cookie, asked before the gate adds its own. */
export function markKeepable(request: Request, response: Response, handle: string, setsCookie: boolean) {
  if (request.method !== "GET" || response.status !== 200 || setsCookie) return;
  response.headers.set(OFFLINE_SESSION_HEADER, createHash("sha256").update(handle).digest("hex").slice(0, 24));
}
