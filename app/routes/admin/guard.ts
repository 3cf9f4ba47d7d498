import { redirect } from "react-router";
import { extendStoredSession, restoreSession } from "~/auth/browser-session";
import { loginUrl } from "~/auth/constants";
import type { SessionInfo } from "~/auth/types";

/**
 * The route gate in the browser, before each admin navigation: with no valid
 * stored session, go to the login page at once; otherwise ask the server,
 * whose answer is final, and mirror its (extended) expiry in storage.
 */
export async function adminClientGate<T extends { session: SessionInfo }>(
  request: Request,
  serverLoader: () => Promise<T>,
): Promise<T> {
  if (!restoreSession()) {
    const url = new URL(request.url);
    throw redirect(loginUrl(url.pathname + url.search));
  }
  const data = await serverLoader();
  extendStoredSession(data.session.expiresAt);
  return data;
}
