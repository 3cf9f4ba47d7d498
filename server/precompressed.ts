/**
 * The build's files compressed once, when they are built: each text file of build/client (the hashed scripts and
 * styles, and what public/ holds) gets a brotli copy at quality 11 and a gzip copy at level 9 beside it (`x.js.br`,
 * `x.js.gz`), which the server sends as they are (./static-files.ts). Brotli's quality 11 takes about a second
 * for the whole build: once per build, never once per request or per start.
 */
import { readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import zlib from "node:zlib";

/** The files worth compressing: text. Pictures and fonts are compressed already. */
export const COMPRESSIBLE = /\.(?:js|mjs|css|svg|json|txt|xml|webmanifest|map)$/i;

/** Where each encoding's copy is kept, beside the file. */
export const SUFFIX = { br: ".br", gzip: ".gz" } as const;

/** Brotli at its smallest for text of `size` bytes. */
const BROTLI_SMALLEST = (size: number): zlib.BrotliOptions => ({
  params: {
    [zlib.constants.BROTLI_PARAM_QUALITY]: 11,
    [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
    [zlib.constants.BROTLI_PARAM_SIZE_HINT]: size,
  },
});

export const gzipAtMost = (body: Buffer) => zlib.gzipSync(body, { level: 9 });

function* filesUnder(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* filesUnder(full);
    else if (entry.isFile()) yield full;
  }
}

/**
 * Writes the compressed copies of every text file under `dir`. A file gains nothing from compression when it is
 * tiny: it then gets no copies, and is sent as it is.
 */
export function precompressFiles(dir: string) {
  for (const file of filesUnder(dir)) {
    if (!COMPRESSIBLE.test(file)) continue;
    const body = readFileSync(file);
    const br = zlib.brotliCompressSync(body, BROTLI_SMALLEST(body.length));
    const gz = gzipAtMost(body);
    if (br.length >= body.length || gz.length >= body.length) continue;
    writeFileSync(file + SUFFIX.br, br);
    writeFileSync(file + SUFFIX.gzip, gz);
  }
}

/** The files under `dir` as the paths a request names them by ("/assets/x.js"), the compressed copies left out. */
export function servedPaths(dir: string): Map<string, string> {
  const served = new Map<string, string>();
  if (!statSync(dir, { throwIfNoEntry: false })?.isDirectory()) return served;
  const files = new Set(filesUnder(dir));
  const isCopy = (file: string) =>
    Object.values(SUFFIX).some((suffix) => file.endsWith(suffix) && files.has(file.slice(0, -suffix.length)));
  for (const file of files) {
    if (!isCopy(file)) served.set("/" + path.relative(dir, file).split(path.sep).join("/"), file);
  }
  return served;
}
