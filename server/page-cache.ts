/**
 * A public page held in memory (the home page, robots.txt, sitemap.xml):
 * rendered once at start and again after any committed content change from
 * any process (the CLI import included), then served with a strong ETag and
 * precompressed bodies. Checking for a change is one indexed read of the
 * content version every `pollMs`.
 */
import { createHash } from "node:crypto";
import { promisify } from "node:util";
import zlib from "node:zlib";
import type { Request, RequestHandler } from "express";

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

type Encoding = "br" | "gzip" | "identity";

interface RenderedPage {
  version: string | number;
  etag: string;
  /** Headers worked out from this rendering (its Content-Security-Policy). */
  headers: Record<string, string>;
  /** Null while render says there is no such page. */
  bodies: Record<Encoding, Buffer> | null;
}

export interface PageCacheOptions {
  /** The path it answers (GET and HEAD). */
  path?: string;
  contentType?: string;
  /** Renders the page from the current content; null: there is no such page now (the request goes on to a 404). */
  render: () => Promise<string | null>;
  /** What the page depends on (the content version): any change means it is stale. */
  version: () => string | number;
  /** Headers that belong to a rendering, e.g. a CSP with the hashes of its inline styles. */
  headersFor?: (html: string) => Record<string, string>;
  /** Headers that depend on the request, e.g. HSTS over HTTPS. */
  requestHeaders?: (req: Request) => Record<string, string>;
  pollMs?: number;
  onError?: (error: unknown) => void;
}

/** Kept by browsers and caches, but asked again each time: a change is live at once. */
export const PAGE_CACHE_CONTROL = "public, max-age=0, must-revalidate";

export function createPageCache({
  path = "/",
  contentType = "text/html; charset=utf-8",
  render,
  version,
  headersFor = () => ({}),
  requestHeaders = () => ({}),
  pollMs = 250,
  onError = console.error,
}: PageCacheOptions) {
  let page: RenderedPage | null = null;
  let inFlight: Promise<void> | null = null;
  let again = false;
  let timer: NodeJS.Timeout | null = null;
  let stopped = false;

  async function renderNow() {
    const v = version();
    if (page && page.version === v) return;
    const text = await render();
    if (text === null) {
      page = { version: v, etag: "", headers: {}, bodies: null };
      return;
    }
    const body = Buffer.from(text, "utf8");
    const [br, gz] = await Promise.all([
      brotli(body, {
        params: {
          [zlib.constants.BROTLI_PARAM_QUALITY]: 11,
          [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
          [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
        },
      }),
      gzip(body, { level: 9 }),
    ]);
    const hash = createHash("sha256").update(body).digest("base64url").slice(0, 27);
    page = {
      version: v,
      etag: hash,
      headers: headersFor(text),
      bodies: { br, gzip: gz, identity: body },
    };
  }

  /** Re-renders if the content changed; concurrent calls share one render and a change during it triggers another. */
  function refresh(): Promise<void> {
    if (stopped) return Promise.resolve();
    if (inFlight) {
      again = true;
      return inFlight;
    }
    inFlight = (async () => {
      try {
        do {
          again = false;
          await renderNow();
        } while (again);
      } catch (error) {
        onError(error);
      } finally {
        inFlight = null;
      }
    })();
    return inFlight;
  }

  const middleware: RequestHandler = (req, res, next) => {
    if ((req.method !== "GET" && req.method !== "HEAD") || req.path !== path || !page?.bodies) return next();
    const current = page;
    const bodies = page.bodies;
    const encoding = chooseEncoding(req.headers["accept-encoding"]);
    const etag = `"${current.etag}${encoding === "identity" ? "" : `-${encoding === "br" ? "br" : "gz"}`}"`;
    for (const [name, value] of Object.entries(requestHeaders(req))) res.setHeader(name, value);
    for (const [name, value] of Object.entries(current.headers)) res.setHeader(name, value);
    res.setHeader("Cache-Control", PAGE_CACHE_CONTROL);
    res.setHeader("Vary", "Accept-Encoding");
    res.setHeader("ETag", etag);
    if (matchesEtag(req.headers["if-none-match"], current.etag)) {
      res.status(304).end();
      return;
    }
    const body = bodies[encoding];
    res.setHeader("Content-Type", contentType);
    if (encoding !== "identity") res.setHeader("Content-Encoding", encoding);
    res.setHeader("Content-Length", body.length);
    res.status(200);
    if (req.method === "HEAD") res.end();
    else res.end(body);
  };

  return {
    middleware,
    refresh,
    /** Renders the page once, then watches the content version. */
    async start() {
      await refresh();
      timer = setInterval(() => {
        try {
          if (!page || version() !== page.version) void refresh();
        } catch (error) {
          onError(error);
        }
      }, pollMs);
      timer.unref();
    },
    /** Stops watching; resolves once a render under way has finished (the database can then close). */
    async stop() {
      stopped = true;
      if (timer) clearInterval(timer);
      await inFlight;
    },
    /** For tests and the benchmark: what is being served now. */
    current: () => page,
  };
}

/** br, then gzip, then nothing, honouring q=0 refusals. */
export function chooseEncoding(header: string | undefined): Encoding {
  if (!header) return "identity";
  const q = new Map<string, number>();
  for (const part of header.split(",")) {
    const [name = "", ...params] = part.trim().toLowerCase().split(";");
    const qParam = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
    q.set(name.trim(), qParam ? Number(qParam.slice(2)) || 0 : 1);
  }
  const accepts = (name: string) => (q.get(name) ?? q.get("*") ?? 0) > 0;
  if (accepts("br")) return "br";
  if (accepts("gzip")) return "gzip";
  return "identity";
}

/** True when If-None-Match names this page in any encoding (or is "*"). */
export function matchesEtag(header: string | undefined, base: string): boolean {
  if (!header) return false;
  return header.split(",").some((raw) => {
    const tag = raw.trim().replace(/^W\//, "");
    return tag === "*" || tag === `"${base}"` || tag === `"${base}-br"` || tag === `"${base}-gz"`;
  });
}
