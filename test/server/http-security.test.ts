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
      for (const directive of [
        "object-src 'none'",
        "base-uri 'none'",
        "frame-ancestors 'none'",
        "frame-src https://www.google.com",
      ]) {
        expect(csp, path).toContain(directive);
      }
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
