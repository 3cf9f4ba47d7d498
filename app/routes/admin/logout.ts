import { redirect } from "react-router";
import type { Route } from "./+types/logout";
import { clearedSessionCookie, readSessionCookie } from "~/auth/cookie.server";
import { servicesContext } from "~/services.server";
import { clearStoredSession } from "~/auth/browser-session";
import { clearDrafts } from "~/admin/drafts/draft-storage";
import { forgetOfflineData } from "~/admin/offline/queue";
import { LOGIN_PATH } from "~/auth/constants";

/** Ends the server session and clears the cookie; works as a plain form post. */
export function action({ request, context }: Route.ActionArgs) {
  context.get(servicesContext).auth.signOut(readSessionCookie(request));
  return redirect(LOGIN_PATH, { headers: { "Set-Cookie": clearedSessionCookie(request) } });
}

/**
 * In the browser: the server logout, then both storages, the drafts, the saves waiting offline and the service
 * worker's kept answers cleared; a failure goes to the console only.
 */
export async function clientAction({ serverAction }: Route.ClientActionArgs) {
  try {
    await serverAction();
  } catch (error) {
    if (!(error instanceof Response)) console.error("Logout failed:", error);
  } finally {
    clearStoredSession();
    // What was typed and not saved stays in this browser only until Sign out.
    clearDrafts();
    await forgetOfflineData();
  }
  return redirect(LOGIN_PATH);
}

export function loader() {
  throw redirect(LOGIN_PATH);
}
