// The back office's service worker: served from /admin/ (its scope needs no Service-Worker-Allowed) as a script the
// back office's policy lets run, and kept answers only where the server tags them: a signed-in GET answered 200 that
// sets no cookie, tagged with its session (never the cookie's secret). The public page registers no worker.
import { describe, expect, it } from "vitest";
import { markKeepable } from "~/admin/offline/session-tag.server";
import { adminSite } from "../support/admin-site";

const TAG = "x-offline-session";

describe("the back office's service worker", () => {
  it("is a script at /admin/sw.js that the back office's policy allows", async () => {
    const site = await adminSite();
    const worker = await site.get("/admin/sw.js", { signedIn: false });
    expect(worker.status).toBe(200);
    expect(worker.headers.get("content-type")).toMatch(/^(text|application)\/javascript\b/);
    expect(worker.headers.get("service-worker-allowed")).toBeNull();
    // Never stored by a cache: the browser asks for the worker again and so finds a new one.
    expect(worker.headers.get("cache-control")).toBe("no-store");
    expect(await worker.text()).toContain('addEventListener("fetch"');
    // A worker falls back from worker-src to script-src: the back office's own scripts, 'self'.
    const policy = (await site.get("/admin/dashboard")).headers.get("content-security-policy")!;
    expect(policy).not.toContain("worker-src");
    expect(policy).toMatch(/script-src 'self'/);
    const home = await (await fetch(`${site.url}/`)).text();
    expect(home).not.toMatch(/serviceWorker|sw\.js/);
  });

  it("may keep a signed-in screen, tagged with its session; nothing signed out, posted or redirected", async () => {
    const site = await adminSite();
    const page = await site.get("/admin/dashboard");
    expect(page.status).toBe(200);
    const tag = page.headers.get(TAG)!;
    expect(tag).toMatch(/^[0-9a-f]{24}$/);
    // Not the cookie's secret, nor anything that lets anyone in.
    expect(site.cookie).not.toContain(tag);
    // The same session, the same cache; another session, another.
    expect((await site.get("/admin/content")).headers.get(TAG)).toBe(tag);
    const other = await site.auth.signIn({
      username: "admin",
      password: "server-test-password",
      remember: false,
      ip: "127.0.0.1",
    });
    if (!other.ok) throw new Error("could not sign in");
    const otherPage = await fetch(`${site.url}/admin/dashboard`, {
      headers: { cookie: `session=${other.cookieToken}` },
    });
    expect(otherPage.headers.get(TAG)).toMatch(/^[0-9a-f]{24}$/);
    expect(otherPage.headers.get(TAG)).not.toBe(tag);

    const signedOut = await site.get("/admin/dashboard", { signedIn: false });
    expect(signedOut.status).toBe(302);
    expect(signedOut.headers.get(TAG)).toBeNull();
    const login = await site.get("/admin/login", { signedIn: false });
    expect(login.headers.get(TAG)).toBeNull();
    const saved = await site.post("/admin/content/fines/late-return", { amount: "1" });
    expect(saved.headers.get(TAG)).toBeNull();
  });

  it("never tags an answer that sets a cookie of its own", () => {
    const get = new Request("http://site.test/admin/dashboard");
    const setting = new Response("", { headers: { "Set-Cookie": "a=b" } });
    markKeepable(get, setting, "handle", setting.headers.has("set-cookie"));
    expect(setting.headers.get(TAG)).toBeNull();
    const plain = new Response("");
    markKeepable(get, plain, "handle", false);
    expect(plain.headers.get(TAG)).toMatch(/^[0-9a-f]{24}$/);
  });
});
