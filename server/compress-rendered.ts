/**
 * Compression for the pages rendered per request (the back office, the
 * booking forms shown again, the 404): gzip, never brotli. Node's streaming
 * brotli keeps native memory that no collection returns: 200 responses at
 * once, ten rounds, grow a process by gigabytes (3.8 GB against 44 MB with
 * gzip, `npm run bench:compression`). The pages held in memory are compressed
 * once, with brotli too, and do not come through here.
 */
import compression from "compression";
import type { RequestHandler } from "express";

const compress = compression();

/** Accept-Encoding without `br`, as the compression middleware negotiates from it. */
export function withoutBrotli(header: string): string {
  return header
    .split(",")
    .filter((token) => token.split(";")[0]!.trim().toLowerCase() !== "br")
    .join(",");
}

export const compressRendered: RequestHandler = (req, res, next) => {
  const header = req.headers["accept-encoding"];
  if (header) req.headers["accept-encoding"] = withoutBrotli(header);
  compress(req, res, next);
};
