import { describe, expect, it } from "vitest";
import { seededStore } from "../support/temp-db";
import { startSite } from "../support/server-build";

const PASSWORD = "http-test-password";
const adminPaths = ["/admin/dashboard", "/admin/content", "/admin/images", "/admin/settings"];

async function site() {
  const { db } = seededStore();
  const started = await startSite(db);
  await started.auth.ensureFirstAdmin({ username: "admin", password: PASSWORD });
  const post = (path: string, body: Record<string, string>, headers: Record<string, string> = {}) =>
    fetch(`${started.url}${path}`, {
      method: "POST",
      body: new URLSearchParams(body),
      redirect: "manual",
      headers: { origin: started.url, ...headers },
    });
  const signIn = async (extra: Record<string, string> = {}, headers: Record<string, string> = {}) =>
    post("/admin/login", { username: "admin", password: PASSWORD, ...extra }, headers);
  return { ...started, post, signIn };
}

const cookieOf = (res: Response) => res.headers.get("set-cookie")!.split(";")[0]!;

describe("every admin path without a session", () => {
  it("redirects documents to the login page with where they were going", async () => {
    const { url } = await site();
    for (const path of adminPaths) {
      const res = await fetch(`${url}${path}?tab=1`, { redirect: "manual" });
      expect(res.status, path).toBe(302);
      expect(res.headers.get("location")).toBe(`/admin/login?redirect=${encodeURIComponent(`${path}?tab=1`)}`);
    }
    expect((await fetch(`${url}/admin`, { redirect: "manual" })).headers.get("location")).toBe("/admin/login");
  });

  it("gives .data requests and the session route no data", async () => {
    const { url } = await site();
    for (const path of adminPaths) {
      const res = await fetch(`${url}${path}.data`, { redirect: "manual" });
      const text = await res.text();
      expect(text, path).toContain("SingleFetchRedirect");
      expect(text, path).not.toMatch(/Honda|Sagara|brand|chatNumber/i);
    }
    const session = await fetch(`${url}/admin/session`);
    expect(session.status).toBe(401);
    expect(await session.json()).toEqual({ error: "Not signed in" });
  });

  it("are refused even with forged browser storage sent along as a cookie or header", async () => {
    const { url } = await site();
    const res = await fetch(`${url}/admin/dashboard`, {
      redirect: "manual",
      headers: { cookie: "auth_token=forged; session=forged", authorization: "Bearer forged" },
    });
    expect(res.status).toBe(302);
  });
});

describe("signing in over HTTP", () => {
  it("sets an HttpOnly, SameSite, Path=/ cookie, persistent only with remember me", async () => {
    const { signIn } = await site();
    const plain = await signIn();
    expect(plain.status).toBe(302);
    expect(plain.headers.get("location")).toBe("/admin/dashboard");
    const cookie = plain.headers.get("set-cookie")!;
    expect(cookie).toMatch(/^session=[\w-]{43}; Path=\/; HttpOnly; SameSite=Lax$/);
    const remembered = (await signIn({ rememberMe: "on" })).headers.get("set-cookie")!;
    expect(remembered).toMatch(/Max-Age=\d+/);
  });

  it("over HTTPS (behind a local proxy) the cookie is Secure with the __Host- prefix, and HSTS is sent", async () => {
    const { signIn, url } = await site();
    const res = await signIn({}, { "x-forwarded-proto": "https", origin: url.replace("http:", "https:") });
    expect(res.headers.get("set-cookie")).toMatch(/^__Host-session=[\w-]+; Path=\/; HttpOnly; SameSite=Lax; Secure$/);
    expect(res.headers.get("strict-transport-security")).toMatch(/max-age=\d+/);
    const home = await fetch(`${url}/`, { headers: { "x-forwarded-proto": "https" } });
    expect(home.headers.get("strict-transport-security")).toMatch(/max-age=\d+/);
    expect((await fetch(`${url}/`)).headers.get("strict-transport-security")).toBeNull();
  });

  it("opens every admin page with the session cookie", async () => {
    const { signIn, url } = await site();
    const cookie = cookieOf(await signIn());
    for (const path of adminPaths) {
      const res = await fetch(`${url}${path}`, { headers: { cookie }, redirect: "manual" });
      expect(res.status, path).toBe(200);
      expect(res.headers.get("cache-control")).toBe("no-store");
    }
    const session = await fetch(`${url}/admin/session`, { headers: { cookie } });
    expect(await session.json()).toMatchObject({ user: { username: "admin", role: "admin" } });
  });

  it("answers the sixth wrong attempt, and then the right password, with 429 and Retry-After", async () => {
    const { signIn } = await site();
    for (let i = 0; i < 4; i++) expect((await signIn({ password: "wrong" })).status).toBe(401);
    expect((await signIn({ password: "wrong" })).status).toBe(429);
    const sixth = await signIn({ password: "wrong" });
    expect(sixth.status).toBe(429);
    expect(Number(sixth.headers.get("retry-after"))).toBeGreaterThan(800);
    const right = await signIn();
    expect(right.status).toBe(429);
    expect(right.headers.get("set-cookie")).toBeNull();
  });

  it("logout ends the session and clears the cookie", async () => {
    const { signIn, post, url } = await site();
    const cookie = cookieOf(await signIn());
    const out = await post("/admin/logout", {}, { cookie });
    expect(out.status).toBe(302);
    expect(out.headers.get("set-cookie")).toMatch(/^session=; .*Max-Age=0/);
    expect((await fetch(`${url}/admin/dashboard`, { headers: { cookie }, redirect: "manual" })).status).toBe(302);
  });
});

describe("cross-site writes", () => {
  it("are refused with 403 by Origin or Sec-Fetch-Site", async () => {
    const { post } = await site();
    expect(
      (await post("/admin/login", { username: "admin", password: PASSWORD }, { origin: "https://evil.example" }))
        .status,
    ).toBe(403);
    expect(
      (await post("/admin/login", { username: "admin", password: PASSWORD }, { "sec-fetch-site": "cross-site" }))
        .status,
    ).toBe(403);
    expect((await post("/admin/logout", {}, { "sec-fetch-site": "same-site" })).status).toBe(403);
  });
});

describe("headers", () => {
  it("every response has a strict CSP, nosniff, a Referrer-Policy and no X-Powered-By", async () => {
    const { url, signIn } = await site();
    const cookie = cookieOf(await signIn());
    for (const [path, headers] of [
      ["/", {}],
      ["/missing", {}],
      ["/admin/login", {}],
      ["/admin/dashboard", { cookie }],
      ["/site.js", {}],
    ] as const) {
      const res = await fetch(`${url}${path}`, { headers });
      const csp = res.headers.get("content-security-policy") ?? "";
      expect(csp, path).toMatch(/script-src 'self'/);
      expect(csp.match(/script-src[^;]*/)![0], path).not.toContain("unsafe-inline");
      for (const directive of ["object-src 'none'", "base-uri 'none'", "frame-ancestors 'none'"]) {
        expect(csp, path).toContain(directive);
      }
      // The map may be framed on public pages; the back office frames nothing.
      expect(csp, path).toContain(path.startsWith("/admin") ? "frame-src 'none'" : "frame-src https://www.google.com");
      expect(res.headers.get("x-content-type-options"), path).toBe("nosniff");
      expect(res.headers.get("referrer-policy"), path).toBe("strict-origin-when-cross-origin");
      expect(res.headers.get("x-powered-by"), path).toBeNull();
    }
  });

  it("the admin pages' nonce is on their scripts, and the home page's inline style is allowed by hash", async () => {
    const { url } = await site();
    const login = await fetch(`${url}/admin/login`);
    const nonce = login.headers.get("content-security-policy")!.match(/'nonce-([^']+)'/)![1];
    const html = await login.text();
    const scripts = [...html.matchAll(/<script\b[^>]*>/g)].map((m) => m[0]);
    expect(scripts.length).toBeGreaterThan(0);
    for (const tag of scripts) expect(tag).toContain(`nonce="${nonce}"`);
    const home = await fetch(`${url}/`);
    expect(home.headers.get("content-security-policy")).toMatch(/style-src 'self' 'sha256-[\w+/=]+'/);
  });
});

describe("hardening", () => {
  it("a burst of parallel guesses gets five tries, not one per request", async () => {
    const { signIn, store } = await site();
    void store;
    const results = await Promise.all([...Array.from({ length: 12 }, () => signIn({ password: "wrong" })), signIn()]);
    const statuses = results.map((r) => r.status);
    // At most five attempts were checked at all; everything else was refused unseen.
    expect(statuses.filter((s) => s !== 429).length).toBeLessThanOrEqual(5);
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThanOrEqual(8);
  });

  it("refuses a body larger than any form, before reading it", async () => {
    const { post } = await site();
    const res = await post("/admin/login", { username: "admin", password: "x".repeat(100_000) });
    expect(res.status).toBe(413);
    expect(res.headers.get("content-security-policy")).toContain("default-src 'none'");
  });

  it("keeps the security headers on refusals and errors", async () => {
    const { post, url } = await site();
    const refused = await post("/admin/logout", {}, { origin: "null" });
    expect(refused.status).toBe(403);
    expect(refused.headers.get("x-content-type-options")).toBe("nosniff");
    expect(refused.headers.get("content-security-policy")).toContain("frame-ancestors 'none'");
    const bad = await fetch(`${url}/%E0%A4%A`);
    expect(bad.status).toBeGreaterThanOrEqual(400);
    expect(bad.headers.get("content-security-policy")).toContain("frame-ancestors 'none'");
  });

  it("marks every spelling of an admin path no-store", async () => {
    const { url } = await site();
    for (const path of ["/ADMIN/settings", "/Admin/dashboard.data", "/admin.data", "/admin"]) {
      const res = await fetch(`${url}${path}`, { redirect: "manual" });
      expect(res.headers.get("cache-control"), path).toBe("no-store");
    }
  });

  it("never serves the build-time files, however the path is spelled", async () => {
    const { url } = await site();
    for (const path of ["/index.html", "/index%2ehtml", "/%69ndex.html", "/INDEX.HTML"]) {
      const res = await fetch(`${url}${path}`);
      expect(res.status, path).toBe(404);
    }
  });

  it("treats a malformed session cookie as no session, not an error", async () => {
    const { url } = await site();
    for (const path of ["/admin/login", "/admin/session", "/admin/dashboard"]) {
      const res = await fetch(`${url}${path}`, { headers: { cookie: "session=%E0%A4%A" }, redirect: "manual" });
      expect(res.status, path).toBeLessThan(500);
    }
  });

  it("sends a remember-me cookie again as the session is extended, never a per-browser one", async () => {
    const { signIn, url } = await site();
    const remembered = await signIn({ rememberMe: "on" });
    const cookie = cookieOf(remembered);
    const again = await fetch(`${url}/admin/dashboard`, { headers: { cookie } });
    expect(again.headers.get("set-cookie")).toMatch(
      new RegExp(`^${cookie}; Path=/; HttpOnly; SameSite=Lax; Max-Age=\\d+$`),
    );
    const plainCookie = cookieOf(await signIn());
    expect(
      (await fetch(`${url}/admin/dashboard`, { headers: { cookie: plainCookie } })).headers.get("set-cookie"),
    ).toBeNull();
  });

  it("loads the analytics script only once configured, and allows its origin on public pages only", async () => {
    const { url, store, signIn } = await site();
    expect(await (await fetch(`${url}/`)).text()).not.toContain("analytics.example");
    const s = store.section("analytics");
    expect(
      store.saveSection("analytics", { analyticsScriptUrl: "https://analytics.example/script.js" }, s.version, {
        actor: "t",
      }).ok,
    ).toBe(true);
    const until = Date.now() + 2000;
    let home = await fetch(`${url}/`);
    let html = await home.text();
    while (!html.includes("analytics.example") && Date.now() < until) {
      await new Promise((r) => setTimeout(r, 50));
      home = await fetch(`${url}/`);
      html = await home.text();
    }
    expect(html).toContain('<script src="https://analytics.example/script.js" defer="">');
    expect(home.headers.get("content-security-policy")).toMatch(/script-src 'self' https:\/\/analytics\.example/);
    const cookie = cookieOf(await signIn());
    const admin = await fetch(`${url}/admin/dashboard`, { headers: { cookie } });
    expect(admin.headers.get("content-security-policy")).not.toContain("analytics.example");
    expect(admin.headers.get("content-security-policy")).toContain("frame-src 'none'");
  });
});
