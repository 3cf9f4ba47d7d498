/**
 * A public page held in memory (the home page, robots.txt, sitemap.xml, the
 * home page's data): rendered once at start and again after any committed
 * change to what it reads (held-copy.ts), then served with a strong ETag and
 * precompressed bodies. Every header of every answer (per encoding, over HTTP
 * and HTTPS, 200 and 304) is worked out once per rendering, so an answer is
 * one lookup and one write: it is given straight from the node:http handler
 * (front-door.ts), before Express.
 *
 * The encoding is negotiated by `negotiator` and If-None-Match is judged by
 * `fresh`, the packages behind Express's req.acceptsEncodings() and req.fresh.
 */
import { createHash } from "node:crypto";
import type { IncomingMessage, OutgoingHttpHeader, ServerResponse } from "node:http";
import { promisify } from "node:util";
import zlib from "node:zlib";
import type { RequestHandler } from "express";
import fresh from "fresh";
import { encodingChooser } from "./encodings";
import type { Reads } from "./content-changes";
import { heldCopy } from "./held-copy";
import { brotliAt, GZIP_SMALLEST } from "./precompressed";
import { smallestGzip } from "./smallest-gzip";

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/**
 * Brotli's quality for a page's first bodies after a change: milliseconds where 11 takes a second on a busy machine,
 * and the home pages still within 14 KB (13,716 bytes at most against 12,567 at 11, decision 053).
 */
const QUICK_BROTLI = 5;

/** How far a held page is compressed (PAGE_COMPRESSION): at its smallest, or only quickly. */
export type Compression = "smallest" | "quick";

const ENCODINGS = ["br", "gzip", "identity"] as const;
export type Encoding = (typeof ENCODINGS)[number];
/** What the ETag of each encoding ends with. */
export const ETAG_SUFFIX: Record<Encoding, string> = { br: "-br", gzip: "-gz", identity: "" };

/** A flat [name, value, name, value…] list, as res.writeHead takes it. */
type HeaderList = OutgoingHttpHeader[];

interface Answers {
  ok: HeaderList;
  notModified: HeaderList;
}

export interface RenderedPage {
  etag: string;
  /** Headers worked out from this rendering (its Content-Security-Policy). */
  headers: Record<string, string>;
  /** Null while render says there is no such page. */
  bodies: Record<Encoding, Buffer> | null;
  /** Every header of every answer: [over HTTPS ? 1 : 0][encoding]. */
  answers: [Record<Encoding, Answers>, Record<Encoding, Answers>] | null;
}

export interface PageCacheOptions {
  /** The paths it answers (GET and HEAD); the first is the page's own. */
  paths?: string[];
  /** True: a query string means another answer (the page's data with ?_routes=), so only the bare path is served. */
  exactUrl?: boolean;
  contentType?: string;
  /** Renders the page from the current content; null: there is no such page now (the request goes on to a 404). */
  render: () => Promise<string | null>;
  /** The kinds of data the page shows: a change to one of them renders it again (site.ts). */
  reads: Reads;
  /** Headers that belong to a rendering, e.g. a CSP with the hashes of its inline styles. */
  headersFor?: (html: string) => Record<string, string>;
  /** Headers that depend on whether the request came over HTTPS (HSTS). */
  secureHeaders?: (secure: boolean) => Readonly<Record<string, string>>;
  /**
   * Gzip it with Zopfli (server/smallest-gzip.ts) when made at its smallest: for the pages that must fit the first
   * round trip.
   */
  zopfli?: boolean;
  /**
   * "smallest" (production): served with quick bodies at once, then with brotli's quality 11 (and Zopfli's gzip when
   * asked) once worked out. "quick": the quick bodies only, for the tests' many short-lived sites (decision 054).
   */
  compression?: Compression;
  onError?: (error: unknown) => void;
  /** Told after each rendering with the milliseconds it took (render and compress), for the benchmark. */
  onRendered?: (ms: number) => void;
}

/** Kept by browsers and caches, but asked again each time: a change is live at once. */
const PAGE_CACHE_CONTROL = "public, max-age=0, must-revalidate";

export function createPageCache({
  paths = ["/"],
  exactUrl = false,
  contentType = "text/html; charset=utf-8",
  render,
  reads,
  headersFor = () => ({}),
  secureHeaders = () => ({}),
  zopfli = false,
  compression = "smallest",
  onError,
  onRendered,
}: PageCacheOptions) {
  /** Every answer of one rendering, from its bodies. */
  function pageOf(
    body: Buffer,
    headers: Record<string, string>,
    compressed: { br: Buffer; gzip: Buffer },
  ): RenderedPage {
    const etag = etagOf(body);
    const bodies = { ...compressed, identity: body };
    const answersOver = (secure: boolean) =>
      Object.fromEntries(
        ENCODINGS.map((encoding) => {
          const common = flat({
            ...secureHeaders(secure),
            ...headers,
            "Cache-Control": PAGE_CACHE_CONTROL,
            Vary: "Accept-Encoding",
            ETag: `"${etag}${ETAG_SUFFIX[encoding]}"`,
          });
          const content = flat({
            "Content-Type": contentType,
            ...(encoding === "identity" ? {} : { "Content-Encoding": encoding }),
            "Content-Length": String(bodies[encoding].length),
          });
          return [encoding, { ok: [...common, ...content], notModified: common }];
        }),
      ) as Record<Encoding, Answers>;
    return { etag, headers, bodies, answers: [answersOver(false), answersOver(true)] };
  }

  /**
   * Rendered and compressed quickly, so a change is live at once: brotli's quality 11 and Zopfli take seconds on a
   * busy machine. The smallest bodies follow (`refinePage`) and replace these when nothing newer came meanwhile.
   */
  async function renderPage(): Promise<RenderedPage> {
    const text = await render();
    if (text === null) return { etag: "", headers: {}, bodies: null, answers: null };
    const body = Buffer.from(text, "utf8");
    const [br, gz] = await Promise.all([brotli(body, brotliAt(QUICK_BROTLI, body)), gzip(body, GZIP_SMALLEST)]);
    return pageOf(body, headersFor(text), { br, gzip: gz });
  }

  async function refinePage(page: RenderedPage): Promise<RenderedPage> {
    if (!page.bodies) return page;
    const body = page.bodies.identity;
    // The first gzip is zlib's level 9 already: only a page that asks for Zopfli gets another.
    const [br, gz] = await Promise.all([
      brotli(body, brotliAt(11, body)),
      zopfli ? smallestGzip(body) : page.bodies.gzip,
    ]);
    return pageOf(body, page.headers, { br, gzip: gz });
  }

  const held = heldCopy({
    make: renderPage,
    refine: compression === "smallest" ? refinePage : undefined,
    onError,
    onMade: onRendered,
  });

  /** Answers a GET or HEAD of this page; false when there is no page to send now. */
  function answer(req: IncomingMessage, res: ServerResponse, secure: boolean): boolean {
    const page = held.current();
    if (!page?.bodies || !page.answers) return false;
    const encoding = chooseEncoding(req.headers["accept-encoding"]);
    const answers = page.answers[secure ? 1 : 0][encoding];
    if (req.headers["if-none-match"] !== undefined && matchesEtag(req.headers["if-none-match"], page.etag)) {
      res.writeHead(304, answers.notModified);
      res.end();
      return true;
    }
    res.writeHead(200, answers.ok);
    if (req.method === "HEAD") res.end();
    else res.end(page.bodies[encoding]);
    return true;
  }

  /** The same answers for what reaches Express (a path spelt with a fragment, say). */
  const middleware: RequestHandler = (req, res, next) => {
    const path = exactUrl ? req.originalUrl : req.path;
    if ((req.method !== "GET" && req.method !== "HEAD") || !paths.includes(path)) return next();
    if (!answer(req, res, req.secure)) next();
  };

  return {
    paths,
    exactUrl,
    reads,
    answer,
    middleware,
    refresh: held.refresh,
    /** Resolves once a rendering under way is served (quickly compressed). */
    made: held.made,
    /** Resolves once it is served at its smallest too. */
    settled: held.settled,
    start: held.start,
    stop: held.stop,
    /** For tests and the benchmark: what is being served now. */
    current: held.current,
  };
}

const flat = (headers: Record<string, string>): HeaderList => Object.entries(headers).flat();

/** The base of a body's strong ETags (each encoding's ends with its ETAG_SUFFIX). */
export const etagOf = (body: Buffer) => createHash("sha256").update(body).digest("base64url").slice(0, 27);

/** br, then gzip, then nothing, as the client's q-values allow (equal ones in that order). */
export const chooseEncoding = encodingChooser<Encoding>(ENCODINGS);

/**
 * True when If-None-Match names this page in any of its encodings, weak or
 * strong (or is "*"), as `fresh` matches ETags. Only the header is given to
 * it: `fresh` also answers "stale" to any request with Cache-Control:
 * no-cache, which fetch() adds to every request carrying If-None-Match; the
 * page has always answered such a revalidation with 304.
 */
export function matchesEtag(header: string | undefined, base: string): boolean {
  return ENCODINGS.some((encoding) =>
    fresh({ "if-none-match": header }, { etag: `"${base}${ETAG_SUFFIX[encoding]}"` }),
  );
}
