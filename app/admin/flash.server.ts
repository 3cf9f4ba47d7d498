/**
 * What happened, said once on the screen a post came back to: the action
 * leaves a flash in a cookie (HttpOnly, signed with the server's key and
 * bound to this session and to the screen it is for), and that screen's
 * loader takes it; the gate clears it in the same answer, so a reload, a
 * shared address or the service worker's copy never says it again. The
 * message itself is always written by the server from the book or the
 * store, never taken from an address (`?done=return&fee=50000` says nothing).
 */
import { createHmac, timingSafeEqual } from "node:crypto";
import { createContext, redirect, type RouterContextProvider } from "react-router";
import type { z } from "zod";

const NAME = "flash";
/** Long enough to follow the redirect on a slow phone; short enough never to show up later. */
const MAX_AGE_SECONDS = 120;

export type FlashValues = Record<string, string | number | undefined>;

interface Box {
  /** The flash this request carried, when it is for this screen and its signature holds. */
  flash: { path: string; values: Record<string, string> } | null;
  taken: boolean;
  /** Signs for a session (this one by default): set by the gate. */
  sign: (payload: string, sessionToken?: string) => string;
  secure: boolean;
}

/** Set by the gate for every back-office request; read by `flashRedirect` and `takeFlash`. */
export const flashContext = createContext<Box | null>(null);

const screenPath = (url: URL) => url.pathname.replace(/\.data$/, "").replace(/^\/_root$/, "/") || "/";

/** The gate's part: read and check this request's flash, before the route runs. */
export function openFlash(request: Request, key: Buffer, sessionToken: string): Box {
  const secure = new URL(request.url).protocol === "https:";
  const sign = (payload: string, token = sessionToken) =>
    createHmac("sha256", key).update(`flash|${token}|${payload}`).digest("base64url");
  let flash: Box["flash"] = null;
  const raw = cookieValue(request, NAME);
  if (raw) {
    const [payload = "", signature = ""] = raw.split(".");
    const expected = Buffer.from(sign(payload));
    const given = Buffer.from(signature);
    if (expected.length === given.length && timingSafeEqual(expected, given)) {
      try {
        const parsed = JSON.parse(Buffer.from(payload, "base64url").toString("utf8")) as Box["flash"];
        if (parsed && parsed.path === screenPath(new URL(request.url))) flash = parsed;
      } catch {
        flash = null;
      }
    }
  }
  return { flash, taken: false, sign, secure };
}

/** The gate's part after the route answered: a flash taken is cleared in the same answer. */
export function closeFlash(box: Box, response: Response) {
  if (box.taken) response.headers.append("Set-Cookie", cookie("", 0, box.secure));
}

function cookie(value: string, maxAge: number, secure: boolean) {
  return [
    `${NAME}=${value}`,
    "Path=/admin",
    "HttpOnly",
    "SameSite=Lax",
    `Max-Age=${maxAge}`,
    ...(secure ? ["Secure"] : []),
  ].join("; ");
}

function cookieValue(request: Request, name: string): string | null {
  for (const part of (request.headers.get("cookie") ?? "").split(";")) {
    const [key, ...rest] = part.trim().split("=");
    if (key === name) return rest.join("=");
  }
  return null;
}

/**
 * A redirect to `to` ("/admin/bookings#SR-7K4Q") that leaves `values` for that
 * screen to say, once. `sessionToken`: the session the browser goes on under,
 * when this answer gives it a new one (a changed password).
 */
export function flashRedirect(
  context: Readonly<RouterContextProvider>,
  to: string,
  values: FlashValues,
  { sessionToken }: { sessionToken?: string } = {},
): Response {
  const box = context.get(flashContext);
  const path = to.replace(/[?#].*$/, "");
  const clean = Object.fromEntries(
    Object.entries(values).flatMap(([k, v]) => (v === undefined || v === "" ? [] : [[k, String(v)]])),
  );
  if (!box) return redirect(to);
  const payload = Buffer.from(JSON.stringify({ path, values: clean })).toString("base64url");
  const signed = `${payload}.${box.sign(payload, sessionToken)}`;
  return redirect(to, { headers: { "Set-Cookie": cookie(signed, MAX_AGE_SECONDS, box.secure) } });
}

/** The flash left for this screen, when its `done` is one the screen knows: taken, so said only once. */
export function takeFlash<E extends z.ZodType<string>>(
  context: Readonly<RouterContextProvider>,
  codes: E,
): { done: z.output<E>; get: (name: string) => string } | null {
  const box = context.get(flashContext);
  if (!box?.flash) return null;
  const parsed = codes.safeParse(box.flash.values.done);
  if (!parsed.success) return null;
  box.taken = true;
  const values = box.flash.values;
  return { done: parsed.data, get: (name) => values[name] ?? "" };
}
