/**
 * A page the same for every visitor but for its CSP nonce (the login page,
 * signed out): rendered once, and again when what it reads changes, with a stand-in nonce, then
 * sent with a fresh nonce in every answer, put into its CSP header and into
 * its body, precompressed around the nonce's places (spliced-gzip.ts). A
 * nonce must never be sent twice, or a script injected into one answer could
 * carry it; rendering per request is what made this page slow under load.
 */
import { randomBytes } from "node:crypto";
import type { IncomingMessage, OutgoingHttpHeader, ServerResponse } from "node:http";
import { encodingChooser } from "./encodings";
import type { Reads } from "./content-changes";
import { heldCopy } from "./held-copy";
import { splicedGzip, type SplicedGzip } from "./spliced-gzip";

/** A CSP nonce: 16 random bytes in base64, always 24 characters. */
const NONCE_BYTES = 16;
const NONCE_LENGTH = 24;
/** Random bytes fetched 256 nonces at a time (one call to the system's generator instead of 256); each used once. */
let pool = Buffer.alloc(0);
let used = 0;
function newNonce(): string {
  if (used === pool.length) {
    pool = randomBytes(NONCE_BYTES * 256);
    used = 0;
  }
  used += NONCE_BYTES;
  return pool.toString("base64", used - NONCE_BYTES, used);
}

/** gzip or nothing: brotli cannot be spliced (see spliced-gzip.ts). */
const chooseEncoding = encodingChooser(["gzip", "identity"] as const);

export interface NoncePageOptions {
  /** Renders the page with this nonce on its scripts and styles. */
  render: (nonce: string) => Promise<string>;
  /** The kinds of data the page shows: a change to one of them renders it again (site.ts). */
  reads: Reads;
  /** The page's own headers for a nonce (its CSP, its caching), beside the base ones. */
  headersFor: (nonce: string) => Record<string, string>;
  /** Headers that depend on whether the request came over HTTPS (HSTS). */
  secureHeaders: (secure: boolean) => Readonly<Record<string, string>>;
  onError?: (error: unknown) => void;
  /** Told after each rendering with the milliseconds it took, for the benchmark. */
  onRendered?: (ms: number) => void;
}

interface HeldPage {
  body: SplicedGzip;
  /** Every header but the nonce's values: [over HTTPS ? 1 : 0][encoding], with the places of the nonce. */
  headers: [Record<"gzip" | "identity", NonceHeaders>, Record<"gzip" | "identity", NonceHeaders>];
}

/** A flat header list whose values at `slots` are split where the nonce goes. */
interface NonceHeaders {
  list: OutgoingHttpHeader[];
  slots: { at: number; around: string[] }[];
}

export function createNoncePage({ render, reads, headersFor, secureHeaders, onError, onRendered }: NoncePageOptions) {
  async function make(): Promise<HeldPage | null> {
    const standIn = newNonce();
    const html = await render(standIn);
    const pieces = html.split(standIn);
    // No nonce in it (a route that changed): nothing to hold; React Router answers.
    if (pieces.length < 2) return null;
    const body = splicedGzip(
      pieces.map((p) => Buffer.from(p, "utf8")),
      NONCE_LENGTH,
    );
    const headersOver = (secure: boolean, encoding: "gzip" | "identity"): NonceHeaders => {
      const all = {
        ...secureHeaders(secure),
        ...headersFor(standIn),
        Vary: "Accept-Encoding",
        ...(encoding === "gzip" ? { "Content-Encoding": "gzip" } : {}),
        "Content-Length": String(encoding === "gzip" ? body.gzipLength : body.identityLength),
      };
      const list = Object.entries(all).flat();
      const slots = list.flatMap((value, at) =>
        at % 2 === 1 && value.includes(standIn) ? [{ at, around: value.split(standIn) }] : [],
      );
      return { list, slots };
    };
    const both = (secure: boolean) => ({
      gzip: headersOver(secure, "gzip"),
      identity: headersOver(secure, "identity"),
    });
    return { body, headers: [both(false), both(true)] };
  }

  const held = heldCopy({ make, onError, onMade: onRendered });

  /** Answers a GET or HEAD with a fresh nonce; false when there is no page held. */
  function answer(req: IncomingMessage, res: ServerResponse, secure: boolean): boolean {
    const page = held.current();
    if (!page) return false;
    const nonce = newNonce();
    const encoding = chooseEncoding(req.headers["accept-encoding"]);
    const { list, slots } = page.headers[secure ? 1 : 0][encoding];
    const headers = list.slice();
    for (const { at, around } of slots) headers[at] = around.join(nonce);
    res.writeHead(200, headers);
    if (req.method === "HEAD") res.end();
    else res.end(page.body[encoding](nonce));
    return true;
  }

  return {
    reads,
    answer,
    refresh: held.refresh,
    made: held.made,
    settled: held.settled,
    start: held.start,
    stop: held.stop,
    /** For tests: whether a page is held now. */
    held: () => held.current() !== null,
  };
}
