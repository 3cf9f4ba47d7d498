/**
 * The back office's gate, run once as middleware before every admin route
 * (app/routes/admin/gate.tsx): without a valid server session nothing of the
 * route runs. A document goes to the login page (with where it was going,
 * and whether a change was lost on the way); a request for JSON gets 401.
 * With one, the session is in the context for the route to read, and a
 * remember-me cookie is sent again with its lifetime moved along.
 */
import { createContext, data, redirect, type MiddlewareFunction } from "react-router";
import { loginUrl } from "./constants";
import { readSessionCookie, sessionCookie, setsSessionCookie } from "./cookie.server";
import type { SessionInfo } from "./auth.server";
import { servicesContext } from "~/services.server";
import {
  KEPT_PATH,
  clearedKeptChangeCookie,
  isKeepable,
  keptChangeCookie,
  keptFor,
  mayKeep,
  readKeptChange,
  type KeptFor,
} from "~/admin/kept-change/kept-change.server";
import { markKeepable } from "~/admin/offline/session-tag.server";
import { closeFlash, flashContext, openFlash } from "~/admin/flash.server";
import { mayRequest } from "./permissions";
import { backOfficeLanguage } from "~/i18n/back-office/choose.server";
import type { Lang } from "~/i18n/languages";

/** Set by the gate and read by the routes, all inside the build: one copy of this module. */
export const adminSessionContext = createContext<SessionInfo>();

export const wantsJson = (request: Request) => /\bapplication\/json\b/i.test(request.headers.get("accept") ?? "");

/** The back office reads and posts forms: no route of it takes another method. */
const METHODS = ["GET", "HEAD", "POST"];

/** The 403 page's data: what is said, and in which language. */
export interface Refusal {
  message: string;
  lang: Lang;
}

/** Said on the 403 page and in a refused request's answer. */
const FORBIDDEN =
  "Your account cannot open this screen or make this change: nothing was changed. Ask the shop's owner if you need it.";

/**
 * A refusal inside a screen the person may open: one of its presses their role may not make (a counter renewing
 * the owner's calendar feed). The same 403 as the gate's, in their language; nothing is changed.
 */
export function refusedPress(lang: Lang): never {
  throw data({ message: FORBIDDEN, lang } satisfies Refusal, { status: 403 });
}

export const adminGate: MiddlewareFunction<Response> = async ({ request, context, pattern }, next) => {
  if (!METHODS.includes(request.method)) {
    return new Response("Method Not Allowed", { status: 405, headers: { Allow: METHODS.join(", ") } });
  }
  const token = readSessionCookie(request);
  const { auth, keptChangeKey } = context.get(servicesContext);
  const session = auth.authenticate(token);
  if (!session) {
    const changing = request.method !== "GET" && request.method !== "HEAD";
    // Nothing of a body is read: a refused upload's connection is closed rather than drained.
    if (wantsJson(request)) {
      return Response.json(
        { error: "Not signed in" },
        { status: 401, headers: changing ? { Connection: "close" } : {} },
      );
    }
    const url = new URL(request.url);
    // A form's save sent after the session ended is kept for this browser and its person, to be saved after
    // signing in again. A browser nobody has signed in from (no device cookie) keeps nothing, and its body is unread.
    const holder = changing && mayKeep(request) ? keptFor(request, auth) : null;
    if (holder) {
      const form = await request.formData().catch(() => null);
      const kept = isKeepable(form) ? keptChangeCookie(request, form, keptChangeKey, holder) : null;
      if (kept) throw redirect(loginUrl(KEPT_PATH, { kept: true }), { headers: { "Set-Cookie": kept } });
    }
    // Any other change: the login page says it was not saved.
    throw redirect(loginUrl(url.pathname + url.search, { unsaved: changing }));
  }
  // The role's rule for this route (app/auth/permissions.ts), before any loader or action of it runs.
  if (!mayRequest(session.user.role, pattern, request.method)) {
    if (wantsJson(request)) return Response.json({ error: FORBIDDEN }, { status: 403 });
    // The refusal page is said in the person's language: the gate's error page has no frame to ask.
    const lang = backOfficeLanguage(request, auth.language(session.user.id));
    throw data({ message: FORBIDDEN, lang } satisfies Refusal, { status: 403 });
  }
  context.set(adminSessionContext, session);
  const flash = openFlash(request, keptChangeKey, session.token);
  context.set(flashContext, flash);
  const response = await next();
  // Said once: a flash taken is cleared here, before the worker decides whether it may keep this answer.
  closeFlash(flash, response);
  // What the back office's service worker may keep offline, in this session's cache only.
  markKeepable(request, response, session.token, response.headers.has("set-cookie"));
  forgetKeptChangeOnceSaved(request, response, keptChangeKey, keptFor(request, auth, session.user.id));
  if (session.remember && token && !setsSessionCookie(request, response)) {
    response.headers.append("Set-Cookie", sessionCookie(request, token, session));
  }
  return response;
};

/** A kept change sent again, signed in, and saved (answered with a redirect): the browser need not keep it longer. */
function forgetKeptChangeOnceSaved(request: Request, response: Response, key: Buffer, holder: KeptFor | null) {
  if (request.method !== "POST" || response.status < 300 || response.status >= 400) return;
  const url = new URL(request.url);
  if (readKeptChange(request, key, holder)?.path === url.pathname + url.search) {
    response.headers.append("Set-Cookie", clearedKeptChangeCookie(request));
  }
}
