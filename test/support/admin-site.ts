import type { Role } from "~/auth/permissions";
import { seededStore } from "./temp-db";
import { startSite } from "./server-build";

export const ADMIN_PASSWORD = "server-test-password";

type Site = Awaited<ReturnType<typeof startSite>>;

/** A new session of a person, as its cookie: what signing in again gives. */
export async function sessionCookie(site: Pick<Site, "auth">, username = "admin", password = ADMIN_PASSWORD) {
  const signedIn = await site.auth.signIn({ username, password, remember: false, ip: "127.0.0.1" });
  if (!signedIn.ok) throw new Error(`${username} could not sign in`);
  return `session=${signedIn.cookieToken}`;
}

/**
 * The production site over a fresh database, with an admin signed in: `post`
 * sends a form as a browser without JavaScript would (same origin, no
 * redirects followed), with or without the session cookie.
 */
export async function adminSite(options?: Parameters<typeof startSite>[1]) {
  const { db } = seededStore();
  const site = await startSite(db, options);
  await site.auth.ensureFirstAdmin({ username: "admin", password: ADMIN_PASSWORD });
  const signIn = () => sessionCookie(site);
  const cookie = await signIn();

  type Body = Record<string, string | string[]> | [string, string][];
  const form = (body: Body) => {
    const params = new URLSearchParams();
    for (const [k, v] of Array.isArray(body) ? body : Object.entries(body)) {
      for (const value of Array.isArray(v) ? v : [v]) params.append(k, value);
    }
    return params;
  };
  const post = (path: string, body: Body, { signedIn = true, headers = {} as Record<string, string> } = {}) =>
    fetch(`${site.url}${path}`, {
      method: "POST",
      body: form(body),
      redirect: "manual",
      headers: { origin: site.url, ...(signedIn ? { cookie } : {}), ...headers },
    });
  const get = (path: string, { signedIn = true } = {}) =>
    fetch(`${site.url}${path}`, { redirect: "manual", headers: signedIn ? { cookie } : {} });
  /** A public page's HTML (the home page unless `path` says) once it satisfies `ok`: pages re-render within a second of a change. */
  const publicPage = async (ok: (html: string) => boolean, path = "/") => {
    let html = "";
    for (let i = 0; i < 400; i++) {
      html = await (await fetch(`${site.url}${path}`)).text();
      if (ok(html)) return html;
      await new Promise((r) => setTimeout(r, 25));
    }
    return html;
  };
  /**
   * The screen a plain post came back to, as the browser shows it: its
   * redirect followed with the session and the flash the redirect left.
   */
  const follow = async (res: Response) => {
    const flash = res.headers
      .getSetCookie()
      .find((c) => c.startsWith("flash="))
      ?.split(";")[0];
    const page = await fetch(`${site.url}${res.headers.get("location")}`, {
      redirect: "manual",
      headers: { cookie: [cookie, flash].filter(Boolean).join("; ") },
    });
    return { page, html: await page.text() };
  };
  /**
   * A person of this role, invited by the owner and joined through their link: their username and a signed-in
   * cookie. `cookieOf` signs them in again (another phone).
   */
  const person = async (username: string, role: Role) => {
    const { path } = site.auth.staff.invite(role, { actor: "admin" });
    const password = `${username}-counter-password`;
    const joined = await site.auth.staff.accept(
      path.split("/").pop()!,
      { username, newPassword: password, confirmPassword: password },
      { brand: "" },
    );
    if (!joined.ok) throw new Error(`could not join: ${JSON.stringify(joined)}`);
    const cookieOf = () => sessionCookie(site, username, password);
    return { username, password, cookie: await cookieOf(), cookieOf };
  };
  const auditCount = () => (db.$client.prepare("select count(*) n from audit_log").get() as { n: number }).n;
  return { ...site, db, cookie, signIn, person, post, get, follow, publicPage, auditCount };
}
