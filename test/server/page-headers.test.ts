/**
 * Every header of the pages held in memory, as a browser or a cache sees
 * them, written out in full: however the server gets to these bytes, none of
 * them may change. Only what differs by content and build is a placeholder
 * (the ETag's hash, the style hash, the length), filled in from the page served.
 */
import http from "node:http";
import { describe, expect, it } from "vitest";
import { seededStore } from "../support/temp-db";
import { startSite } from "../support/server-build";

interface Answer {
  status: number;
  /** Every header as sent, in order, names in lower case. */
  headers: [string, string][];
  body: Buffer;
}

/** A request through node:http, which keeps every header as it came (fetch merges and hides some). */
function request(port: number, method: string, path: string, headers: Record<string, string> = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    // Kept alive, as a browser's connection is: the answer says for how long.
    const sent = { connection: "keep-alive", ...headers };
    const req = http.request({ host: "127.0.0.1", port, method, path, headers: sent, agent: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (d: Buffer) => chunks.push(d));
      res.on("end", () => {
        const pairs: [string, string][] = [];
        for (let i = 0; i < res.rawHeaders.length; i += 2) {
          pairs.push([res.rawHeaders[i]!.toLowerCase(), res.rawHeaders[i + 1]!]);
        }
        req.destroy();
        resolve({ status: res.statusCode!, headers: pairs, body: Buffer.concat(chunks) });
      });
    });
    req.on("error", reject);
    req.end();
  });
}

const SECURITY = [
  ["x-content-type-options", "nosniff"],
  ["referrer-policy", "strict-origin-when-cross-origin"],
  ["x-frame-options", "DENY"],
  ["cross-origin-opener-policy", "same-origin"],
  ["permissions-policy", "camera=(), microphone=(), geolocation=(), payment=()"],
] as const;
const HSTS = ["strict-transport-security", "max-age=31536000; includeSubDomains"] as const;
const HOME_CSP =
  "default-src 'self'; script-src 'self'; style-src 'self' STYLE_HASH; img-src 'self' data:; font-src 'self'; " +
  "connect-src 'self'; frame-src https://www.google.com; object-src 'none'; base-uri 'none'; " +
  "form-action 'self' https://wa.me; frame-ancestors 'none'";
const CACHING = [
  ["cache-control", "public, max-age=0, must-revalidate"],
  ["vary", "Accept-Encoding"],
] as const;
const CONNECTION = [
  ["connection", "keep-alive"],
  ["keep-alive", "timeout=5"],
] as const;
const HTTP_DATE =
  /^(Mon|Tue|Wed|Thu|Fri|Sat|Sun), \d\d (Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) \d{4} \d\d:\d\d:\d\d GMT$/;

/**
 * Compares every header, the order of different names aside (which means
 * nothing to a browser or a cache): the same names, as often, with the same values.
 */
function expectHeaders(answer: Answer, expected: (readonly [string, string])[], what: string) {
  const date = answer.headers.filter(([name]) => name === "date");
  expect(date, what).toHaveLength(1);
  expect(date[0]![1], what).toMatch(HTTP_DATE);
  const sorted = (list: (readonly [string, string])[]) => list.map(([n, v]) => `${n}: ${v}`).sort();
  expect(sorted(answer.headers.filter(([name]) => name !== "date")), what).toEqual(sorted(expected));
}

async function site() {
  const { db } = seededStore();
  const started = await startSite(db);
  const page = started.cache.current()!;
  // The one part of the CSP that follows the build: the hash of the page's inline style.
  const styleHash = /style-src 'self' ('sha256-[\w+/=]{44}')/.exec(page.headers["Content-Security-Policy"]!)![1]!;
  return { ...started, page, csp: HOME_CSP.replace("STYLE_HASH", styleHash) };
}

describe("the headers of GET / from memory", () => {
  it("brotli, gzip and identity: every header, and the bytes of each body", async () => {
    const { port, page, csp } = await site();
    for (const [accept, encoding, suffix] of [
      ["br, gzip", "br", "-br"],
      ["gzip, deflate", "gzip", "-gz"],
      ["identity", "identity", ""],
      [null, "identity", ""],
    ] as const) {
      const res = await request(port, "GET", "/", accept === null ? {} : { "accept-encoding": accept });
      const body = page.bodies![encoding];
      expect(res.status, String(accept)).toBe(200);
      expect(res.body.equals(body), String(accept)).toBe(true);
      expectHeaders(
        res,
        [
          ...SECURITY,
          ["content-security-policy", csp],
          ...CACHING,
          ["etag", `"${page.etag}${suffix}"`],
          ["content-type", "text/html; charset=utf-8"],
          ...(encoding === "identity" ? [] : [["content-encoding", encoding] as const]),
          ["content-length", String(body.length)],
          ...CONNECTION,
        ],
        `Accept-Encoding: ${accept}`,
      );
    }
  });

  it("If-None-Match with the page's ETag (any encoding's, weak or not): 304 with every header but the body's", async () => {
    const { port, page, csp } = await site();
    for (const [match, accept, suffix] of [
      [`"${page.etag}-br"`, "br, gzip", "-br"],
      [`"${page.etag}-br"`, "gzip", "-gz"],
      [`W/"${page.etag}"`, "identity", ""],
      [`"other", "${page.etag}-gz"`, "br", "-br"],
    ] as const) {
      const res = await request(port, "GET", "/", { "if-none-match": match, "accept-encoding": accept });
      expect(res.status, match).toBe(304);
      expect(res.body.length, match).toBe(0);
      expectHeaders(
        res,
        [...SECURITY, ["content-security-policy", csp], ...CACHING, ["etag", `"${page.etag}${suffix}"`], ...CONNECTION],
        `If-None-Match: ${match}, Accept-Encoding: ${accept}`,
      );
    }
    const other = await request(port, "GET", "/", { "if-none-match": '"not-this-page"', "accept-encoding": "br" });
    expect(other.status).toBe(200);
  });

  it("HEAD: the headers of the GET, the length of its body, and no body", async () => {
    const { port, page, csp } = await site();
    const res = await request(port, "HEAD", "/", { "accept-encoding": "gzip" });
    expect(res.status).toBe(200);
    expect(res.body.length).toBe(0);
    expectHeaders(
      res,
      [
        ...SECURITY,
        ["content-security-policy", csp],
        ...CACHING,
        ["etag", `"${page.etag}-gz"`],
        ["content-type", "text/html; charset=utf-8"],
        ["content-encoding", "gzip"],
        ["content-length", String(page.bodies!.gzip.length)],
        ...CONNECTION,
      ],
      "HEAD",
    );
  });

  it("behind a local proxy over HTTPS, HSTS as well; a query string is the same page", async () => {
    const { port, page, csp } = await site();
    const res = await request(port, "GET", "/?utm_source=flyer", {
      "x-forwarded-proto": "https",
      "accept-encoding": "br",
    });
    expect(res.status).toBe(200);
    expectHeaders(
      res,
      [
        ...SECURITY,
        HSTS,
        ["content-security-policy", csp],
        ...CACHING,
        ["etag", `"${page.etag}-br"`],
        ["content-type", "text/html; charset=utf-8"],
        ["content-encoding", "br"],
        ["content-length", String(page.bodies!.br.length)],
        ...CONNECTION,
      ],
      "https",
    );
  });
});

describe("the headers of robots.txt and sitemap.xml from memory", () => {
  it("the same caching headers, with no CSP, as plain text and XML", async () => {
    const { port } = await site();
    for (const [path, type] of [
      ["/robots.txt", "text/plain; charset=utf-8"],
      ["/sitemap.xml", "application/xml; charset=utf-8"],
    ] as const) {
      const plain = await request(port, "GET", path);
      expect(plain.status, path).toBe(200);
      const etag = plain.headers.find(([name]) => name === "etag")![1];
      expect(etag, path).toMatch(/^"[\w-]{27}"$/);
      expectHeaders(
        plain,
        [
          ...SECURITY,
          ...CACHING,
          ["etag", etag],
          ["content-type", type],
          ["content-length", String(plain.body.length)],
          ...CONNECTION,
        ],
        path,
      );
      const br = await request(port, "GET", path, { "accept-encoding": "br", "x-forwarded-proto": "https" });
      expectHeaders(
        br,
        [
          ...SECURITY,
          HSTS,
          ...CACHING,
          ["etag", `${etag.slice(0, -1)}-br"`],
          ["content-type", type],
          ["content-encoding", "br"],
          ["content-length", String(br.body.length)],
          ...CONNECTION,
        ],
        `${path} br`,
      );
      const again = await request(port, "GET", path, { "if-none-match": etag });
      expect(again.status, path).toBe(304);
      expectHeaders(again, [...SECURITY, ...CACHING, ["etag", etag], ...CONNECTION], `${path} 304`);
    }
  });
});
