/**
 * The build's own files (build/client: the hashed scripts and styles under /assets/, and what public/ holds), served
 * from memory. Their names are listed once at start; a file's bytes and its compressed copies (made by the build,
 * ./precompressed.ts) are read the first time it is asked for, then held with every header of every answer. An
 * answer is then one lookup and one write: no file is looked at on disk per request, and nothing is compressed
 * per request (each of a back-office visit's thirty-odd scripts was gzipped again for every visitor).
 *
 * Only a listed name is answered, spelt exactly: a request's path is never resolved on disk. A deploy replaces the
 * build and restarts the server, which lists the new files.
 */
import { readFile } from "node:fs/promises";
import path from "node:path";
import zlib from "node:zlib";
import type { RequestHandler } from "express";
import { encodingChooser } from "./encodings";
import { chooseEncoding, ETAG_SUFFIX, etagOf, matchesEtag, type Encoding } from "./page-cache";
import { COMPRESSIBLE, GZIP_SMALLEST, servedPaths, SUFFIX } from "./precompressed";

/** For a file with a gzip copy only (from a build made before brotli copies were). */
const chooseGzip = encodingChooser(["gzip", "identity"] as const);

const TYPES: Record<string, string> = {
  ".js": "text/javascript; charset=utf-8",
  ".mjs": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".svg": "image/svg+xml",
  ".json": "application/json; charset=utf-8",
  ".webmanifest": "application/manifest+json; charset=utf-8",
  ".txt": "text/plain; charset=utf-8",
  ".xml": "application/xml; charset=utf-8",
  ".map": "application/json; charset=utf-8",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".jpeg": "image/jpeg",
  ".webp": "image/webp",
  ".avif": "image/avif",
  ".ico": "image/x-icon",
  ".gif": "image/gif",
  ".woff": "font/woff",
  ".woff2": "font/woff2",
  ".wasm": "application/wasm",
};

interface Answers {
  ok: Record<string, string>;
  notModified: Record<string, string>;
}

interface HeldFile {
  etag: string;
  bodies: Partial<Record<Encoding, Buffer>> & { identity: Buffer };
  /** The headers of a 200 and of a 304, in each encoding it has (each with that encoding's ETag). */
  answers: Partial<Record<Encoding, Answers>>;
}

export interface StaticFilesOptions {
  /** Paths never served, however they are listed (the build-time index.html and its data). */
  refuse?: RegExp;
  /** The Cache-Control of a path's answers. */
  cacheControl: (urlPath: string) => string;
}

export function staticFiles(root: string, { refuse, cacheControl }: StaticFilesOptions): RequestHandler {
  const listed = servedPaths(root);
  if (refuse) for (const urlPath of listed.keys()) if (refuse.test(urlPath)) listed.delete(urlPath);
  const held = new Map<string, Promise<HeldFile>>();

  async function load(urlPath: string, file: string): Promise<HeldFile> {
    const identity = await readFile(file);
    const bodies: HeldFile["bodies"] = { identity };
    if (COMPRESSIBLE.test(file)) {
      const [br, gz] = await Promise.all([
        readFile(file + SUFFIX.br).catch(() => null),
        readFile(file + SUFFIX.gzip).catch(() => null),
      ]);
      // A build made before its files were compressed: gzip, which takes milliseconds, once here.
      const gzip = gz ?? zlib.gzipSync(identity, GZIP_SMALLEST);
      if (gzip.length < identity.length) {
        bodies.gzip = gzip;
        if (br) bodies.br = br;
      }
    }
    const etag = etagOf(identity);
    const compressed = Object.keys(bodies).length > 1;
    const answers: HeldFile["answers"] = {};
    for (const [encoding, body] of Object.entries(bodies) as [Encoding, Buffer][]) {
      const notModified = {
        "Cache-Control": cacheControl(urlPath),
        ETag: `"${etag}${ETAG_SUFFIX[encoding]}"`,
        ...(compressed ? { Vary: "Accept-Encoding" } : {}),
      };
      const ok = {
        ...notModified,
        "Content-Type": TYPES[path.extname(file).toLowerCase()] ?? "application/octet-stream",
        ...(encoding === "identity" ? {} : { "Content-Encoding": encoding }),
        "Content-Length": String(body.length),
      };
      answers[encoding] = { ok, notModified };
    }
    return { etag, bodies, answers };
  }

  function heldFile(urlPath: string, file: string): Promise<HeldFile> {
    let made = held.get(urlPath);
    if (!made) {
      made = load(urlPath, file);
      held.set(urlPath, made);
      // Not kept when it could not be read: asked again, it is read again.
      made.catch(() => held.delete(urlPath));
    }
    return made;
  }

  return (req, res, next) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    const file = listed.get(req.path);
    if (!file) return next();
    heldFile(req.path, file).then(
      (found) => {
        const accepted = req.headers["accept-encoding"];
        const encoding: Encoding = found.bodies.br
          ? chooseEncoding(accepted)
          : found.bodies.gzip
            ? chooseGzip(accepted)
            : "identity";
        // What an earlier step set stays (the back office's files are never stored: Cache-Control: no-store).
        const write = (headers: Record<string, string>) => {
          for (const [name, value] of Object.entries(headers)) {
            if (name !== "Cache-Control" || !res.hasHeader(name)) res.setHeader(name, value);
          }
        };
        const answers = found.answers[encoding]!;
        if (req.headers["if-none-match"] !== undefined && matchesEtag(req.headers["if-none-match"], found.etag)) {
          write(answers.notModified);
          res.status(304).end();
          return;
        }
        write(answers.ok);
        res.status(200);
        if (req.method === "HEAD") res.end();
        else res.end(found.bodies[encoding]);
      },
      (error: unknown) => {
        console.error(`Reading ${file} failed:`, error);
        next();
      },
    );
  };
}
