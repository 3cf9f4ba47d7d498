import { redirect } from "react-router";
import { loginUrl } from "./constants";
import { readSessionCookie, sessionCookie } from "./cookie.server";
import type { SessionInfo } from "./auth.server";
import { services } from "~/services.server";

/** The signed-in admin's session, checked on the server, or null. */
export function getAdminSession(request: Request, context: unknown): SessionInfo | null {
  return services(context).auth.authenticate(readSessionCookie(request));
}

/**
 * Every admin loader and action calls this first. Without a valid server
 * session a document goes to the login page (with where it was going), and a
 * data request gets that redirect instead of data.
 */
export function requireAdmin(request: Request, context: unknown): SessionInfo {
  const session = getAdminSession(request, context);
  if (!session) {
    const url = new URL(request.url);
    // A change sent after the session ended: the login page says it was not saved.
    const unsaved = request.method !== "GET" && request.method !== "HEAD";
    throw redirect(loginUrl(url.pathname + url.search, { unsaved }));
  }
  return session;
}

/** The remember-me cookie again, with its lifetime moved along with the extended session. */
export function refreshedSessionCookie(request: Request, session: SessionInfo): HeadersInit | undefined {
  const token = readSessionCookie(request);
  if (!session.remember || !token) return undefined;
  return { "Set-Cookie": sessionCookie(request, token, session) };
}
