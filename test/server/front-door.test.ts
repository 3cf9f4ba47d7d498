/**
 * The answers given before Express (the pages held in memory, the login page
 * signed out, a booking form's redirect, a booking link's count): what
 * Express's gatekeepers refuse is still refused on these paths, and the
 * answers do no per-request work they did not need.
 */
import { gunzipSync } from "node:zlib";
import { describe, expect, it, vi } from "vitest";
import { seededStore } from "../support/temp-db";
import { startSite } from "../support/server-build";
import { rawRequest } from "../support/raw-http";

const request = (lines: string[], body = "") => [...lines, "Connection: close", "", body].join("\r\n");
const withBody = (method: string, path: string, headers: string[], body: string) =>
  request([`${method} ${path} HTTP/1.1`, "Host: 127.0.0.1", ...headers, `Content-Length: ${body.length}`], body);

/** The paths answered before Express, and a GET each answers with 200 there. */
const MEMORY_PATHS = ["/", "/robots.txt", "/sitemap.xml", "/.data", "/_root.data", "/admin/login"];

describe("refusals on the paths answered before Express", () => {
  it("a GET or HEAD with a body is refused with 400, as no browser sends one", async () => {
    const { db } = seededStore();
    const { port } = await startSite(db);
    for (const path of MEMORY_PATHS) {
      for (const method of ["GET", "HEAD"]) {
        const sized = await rawRequest(port, withBody(method, path, [], "hello"));
        expect(sized.status, `${method} ${path} with Content-Length`).toBe(400);
        const chunked = await rawRequest(
          port,
          request(
            [`${method} ${path} HTTP/1.1`, "Host: 127.0.0.1", "Transfer-Encoding: chunked"],
            "5\r\nhello\r\n0\r\n\r\n",
          ),
        );
        expect(chunked.status, `${method} ${path} chunked`).toBe(400);
      }
      // An empty one is no body at all.
      const empty = await rawRequest(port, withBody("GET", path, [], ""));
      expect(empty.status, `GET ${path} with Content-Length: 0`).toBe(200);
    }
  });

  it("a bad Host, or a bad X-Forwarded-Host from the trusted proxy, is refused with 400", async () => {
    const { db } = seededStore();
    const { port } = await startSite(db);
    for (const path of [...MEMORY_PATHS, "/book/bike?bike=honda-dio&pickup=2099-01-01"]) {
      for (const host of ["Host: a b", "Host: [::1", "Host: x\r\nX-Forwarded-Host: evil example"]) {
        const res = await rawRequest(port, request([`GET ${path} HTTP/1.1`, host]));
        expect(res.status, `${path} ${host}`).toBe(400);
        expect(res.body, path).toBe("A request needs a valid Host header.");
      }
      expect((await rawRequest(port, `GET ${path} HTTP/1.0\r\n\r\n`)).status, `${path} without Host`).toBe(400);
    }
  });

  it("a POST to a page held in memory is refused (405), and cross-site or oversized first (403, 413)", async () => {
    const { db } = seededStore();
    const { port } = await startSite(db);
    const form = "Content-Type: application/x-www-form-urlencoded";
    for (const path of ["/", "/robots.txt", "/.data"]) {
      expect((await rawRequest(port, withBody("POST", path, [form], "a=b"))).status, path).toBe(405);
      const crossSite = await rawRequest(port, withBody("POST", path, [form, "Origin: https://evil.example"], "a=b"));
      expect(crossSite.status, path).toBe(403);
      const huge = await rawRequest(port, withBody("POST", path, [form], "a=".padEnd(70_000, "b")));
      expect(huge.status, path).toBe(413);
    }
  });

  it("a booking link's count is refused when cross-site (403), too large (413), chunked (411) or not a ping (415)", async () => {
    const { db } = seededStore();
    const { port } = await startSite(db);
    const path = "/book/count?kind=book-now";
    const ping = "Content-Type: text/ping";
    expect((await rawRequest(port, withBody("POST", path, [ping, "Sec-Fetch-Site: cross-site"], "PING"))).status).toBe(
      403,
    );
    expect(
      (await rawRequest(port, withBody("POST", path, [ping, "Origin: https://evil.example"], "PING"))).status,
    ).toBe(403);
    expect((await rawRequest(port, withBody("POST", path, [ping], "P".repeat(70_000)))).status).toBe(413);
    const chunked = request(
      [`POST ${path} HTTP/1.1`, "Host: 127.0.0.1", ping, "Transfer-Encoding: chunked"],
      "4\r\nPING\r\n0\r\n\r\n",
    );
    expect((await rawRequest(port, chunked)).status).toBe(411);
    expect((await rawRequest(port, withBody("POST", path, ["Content-Type: application/json"], "{}"))).status).toBe(415);
    expect((await rawRequest(port, withBody("POST", path, [ping], "PING"))).status).toBe(204);
  });
});

describe("the login page, signed out, held in memory", () => {
  /** The page with its nonce written as NONCE, and the nonce. */
  const withoutNonce = (html: string, csp: string) => {
    const nonce = /'nonce-([^']+)'/.exec(csp)![1]!;
    return { nonce, html: html.split(nonce).join("NONCE") };
  };

  it("is the page React Router renders, with a fresh nonce in every answer, and looks up no session", async () => {
    const { db } = seededStore();
    const { url, auth } = await startSite(db);
    const lookups = vi.spyOn(auth, "authenticate");
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => fetch(`${url}/admin/login`, { headers: { "accept-encoding": "gzip" } })),
    );
    const pages = await Promise.all(
      answers.map(async (res) => {
        expect(res.status).toBe(200);
        expect(res.headers.get("content-encoding")).toBe("gzip");
        expect(res.headers.get("cache-control")).toBe("no-store");
        expect(res.headers.get("x-robots-tag")).toBe("noindex, nofollow");
        return withoutNonce(await res.text(), res.headers.get("content-security-policy")!);
      }),
    );
    // Answered from memory: no render, so no session lookup.
    expect(lookups).not.toHaveBeenCalled();
    expect(new Set(pages.map((p) => p.nonce)).size).toBe(5);
    expect(new Set(pages.map((p) => p.html)).size).toBe(1);
    // A cookie (any) sends the request to React Router, which renders the same page.
    const rendered = await fetch(`${url}/admin/login`, { headers: { cookie: "theme=dark" } });
    expect(lookups).toHaveBeenCalled();
    const fromRouter = withoutNonce(await rendered.text(), rendered.headers.get("content-security-policy")!);
    expect(pages[0]!.html).toBe(fromRouter.html);
    expect(pages[0]!.html.match(/nonce="NONCE"/g)!.length).toBeGreaterThan(3);
  });

  it("sends gzip as a valid stream, the page as it is without gzip, and HEAD with the GET's length", async () => {
    const { db } = seededStore();
    const { port, url } = await startSite(db);
    const gz = await rawRequest(port, request(["GET /admin/login HTTP/1.1", "Host: x", "Accept-Encoding: gzip, br"]));
    expect(gz.headers["content-encoding"]).toBe("gzip");
    const bytes = Buffer.from(gz.body, "latin1");
    expect(bytes.length).toBe(Number(gz.headers["content-length"]));
    const html = gunzipSync(bytes).toString("utf8");
    const nonce = /'nonce-([^']+)'/.exec(gz.headers["content-security-policy"]!)![1]!;
    expect(html).toContain(`nonce="${nonce}"`);
    const plain = await fetch(`${url}/admin/login`, { headers: { "accept-encoding": "identity" } });
    expect(plain.headers.get("content-encoding")).toBeNull();
    expect(Number(plain.headers.get("content-length"))).toBe(Buffer.byteLength(await plain.text()));
    const head = await rawRequest(port, request(["HEAD /admin/login HTTP/1.1", "Host: x", "Accept-Encoding: gzip"]));
    expect(head.status).toBe(200);
    expect(head.headers["content-length"]).toBe(gz.headers["content-length"]);
    expect(head.body).toBe("");
  });

  it("follows a change of the brand, and leaves ?unsaved and ?redirect to React Router", async () => {
    const { db } = seededStore();
    const { url, store } = await startSite(db);
    const identity = store.section("identity");
    const { version, ...fields } = identity;
    expect(store.saveSection("identity", { ...fields, brand: "Coastline Rides" }, version, { actor: "t" }).ok).toBe(
      true,
    );
    await expect.poll(async () => (await fetch(`${url}/admin/login`)).text()).toContain("Coastline Rides");
    const unsaved = await (await fetch(`${url}/admin/login?unsaved=1`)).text();
    expect(unsaved).toContain("login-notice");
    const plain = await (await fetch(`${url}/admin/login`)).text();
    expect(plain).not.toContain("login-notice");
    const redirecting = await (await fetch(`${url}/admin/login?redirect=%2Fadmin%2Fsettings`)).text();
    expect(redirecting).toContain('action="/admin/login?redirect=%2Fadmin%2Fsettings"');
  });
});

describe("booking answers before Express", () => {
  const inAWeek = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

  it("a good request's 303 and a link's count read the content held for this version, not the database each time", async () => {
    const { db } = seededStore();
    const { url, store } = await startSite(db);
    const reads = vi.spyOn(store, "home");
    const query = `bike=honda-dio&pickup=${inAWeek(7)}&return=${inAWeek(8)}&point=temple-road`;
    for (let i = 0; i < 3; i++) {
      const res = await fetch(`${url}/book/bike?${query}`, { redirect: "manual" });
      expect(res.status).toBe(303);
      expect(res.headers.get("location")).toMatch(/^https:\/\/wa\.me\/\d+\?text=/);
      expect(res.headers.get("cache-control")).toBe("no-store");
      expect(res.headers.get("content-security-policy")).toContain("form-action 'self' https://wa.me");
      const ping = await fetch(`${url}/book/count?kind=book-now`, {
        method: "POST",
        headers: { "content-type": "text/ping", "user-agent": "Mozilla/5.0 Chrome/131" },
        body: "PING",
      });
      expect(ping.status).toBe(204);
    }
    expect(reads).not.toHaveBeenCalled();
    // The form again, with its messages, is still a page React Router renders.
    const again = await fetch(`${url}/book/bike?bike=honda-dio&pickup=2000-01-01&return=2000-01-02&point=temple-road`);
    expect(again.status).toBe(400);
    expect(await again.text()).toContain("That day has passed");
  });
});
