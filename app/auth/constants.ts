/** Sign-in rules (specification sections 4, 8 and 9), shared by browser and server. */

export const SESSION_HOURS = 24;
export const REMEMBER_ME_HOURS = 168;
/** extendSession moves the expiry to now + this, never shortening a remember-me session. */
export const EXTEND_HOURS = 24;
/** A session's use is written (its expiry moved) at most this often. */
export const SESSION_TOUCH_MS = 60 * 1000;
/** A failed sign-in answers no sooner than this. */
export const FAILED_LOGIN_DELAY_MS = 1000;
export const LOCKOUT_FAILURES = 5;
export const LOCKOUT_WINDOW_MS = 15 * 60 * 1000;
/** A session ends this long after sign-in, however much it is used (OWASP: absolute timeout). */
export const ABSOLUTE_SESSION_DAYS = 30;
/** A browser stays trusted for the lockout this long after its last sign-in. */
export const DEVICE_COOKIE_DAYS = 365;

export const HOUR_MS = 60 * 60 * 1000;
export const DAY_MS = 24 * HOUR_MS;

export const messages = {
  invalidCredentials: "Invalid username or password",
  loginFailed: "Login failed. Please try again.",
  accountDisabled: "This account has been disabled. Ask the shop's owner to let you in again.",
  lockedOut: (minutes: number) =>
    `Too many failed attempts. Please wait ${minutes} minute${minutes === 1 ? "" : "s"} and try again.`,
  sessionGone: "That session has already ended.",
};

export const ADMIN_HOME = "/admin/dashboard";
export const LOGIN_PATH = "/admin/login";

/** After sign-in, go to `redirect` only when it is a path under /admin on this site. */
export function safeAdminRedirect(target: string | null | undefined): string {
  if (!target || !target.startsWith("/") || target.startsWith("//") || target.includes("\\")) return ADMIN_HOME;
  let url: URL;
  try {
    url = new URL(target, "http://site.invalid");
  } catch {
    return ADMIN_HOME;
  }
  if (url.origin !== "http://site.invalid") return ADMIN_HOME;
  if (!(url.pathname === "/admin" || url.pathname.startsWith("/admin/"))) return ADMIN_HOME;
  if (url.pathname === LOGIN_PATH || url.pathname === "/admin") return ADMIN_HOME;
  return url.pathname + url.search + url.hash;
}

export function loginUrl(returnTo: string, { unsaved = false, kept = false } = {}): string {
  return `${LOGIN_PATH}?redirect=${encodeURIComponent(returnTo)}${unsaved ? "&unsaved" : ""}${kept ? "&kept" : ""}`;
}

/** On the login page after a change was sent with a session that had ended. */
/** On the login page after a form's save was sent with a session that had ended, and kept for this browser. */
export const KEPT_NOTICE =
  "You were signed out, so your change has not been saved yet. It is kept here for an hour: sign in, and it is ready to save.";

export const UNSAVED_NOTICE = "You were signed out, so your last change was not saved. Sign in, then make it again.";
