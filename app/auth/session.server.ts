import type { RouterContextProvider } from "react-router";
import { readSessionCookie } from "./cookie.server";
import type { SessionInfo } from "./auth.server";
import { servicesContext } from "~/services.server";

/**
 * The signed-in admin's session, checked on the server, or null: for the
 * routes outside the gate (the login page, the session check). Every other
 * admin route reads the gate's (adminSessionContext).
 */
export function getAdminSession(request: Request, context: Readonly<RouterContextProvider>): SessionInfo | null {
  return context.get(servicesContext).auth.authenticate(readSessionCookie(request));
}
