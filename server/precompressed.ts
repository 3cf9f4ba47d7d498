/**
 * The build's files compressed once, when they are built: each text file of build/client (the hashed scripts and
 * styles, and what public/ holds) gets a brotli copy at quality 11 and a gzip copy at level 9 beside it (`x.js.br`,
 * `x.js.gz`), which the server sends as they are (./static-files.ts). React Router's build calls it at its end
 * (react-router.config.ts), once the server build has added its files to build/client too. Brotli's quality 11
 * takes about a second for the whole build: once per build, never once per request or per start.
 */
import { readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import zlib from "node:zlib";

/** The files worth compressing: text. Pictures and fonts are compressed already. */
export const COMPRESSIBLE = /\.(?:js|mjs|css|svg|json|txt|xml|webmanifest|map)$/i;

/** Where each encoding's copy is kept, beside the file. */
export const SUFFIX = { br: ".br", gzip: ".gz" } as const;

/** Brotli's options at `quality` for text of `body`'s size (11: its smallest, which takes a while). */
export const brotliAt = (quality: number, body: Buffer): zlib.BrotliOptions => ({
  params: {
    [zlib.constants.BROTLI_PARAM_QUALITY]: quality,
    [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
    [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
  },
});

/** zlib's gzip at its smallest: milliseconds even for the largest script. */
export const GZIP_SMALLEST: zlib.ZlibOptions = { level: 9 };

/** The files under `dir`, none hidden (what the bundler keeps for itself, such as `.vite/`, is never served). */
function* filesUnder(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name.startsWith(".")) continue;
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
    const br = zlib.brotliCompressSync(body, brotliAt(11, body));
    const gz = zlib.gzipSync(body, GZIP_SMALLEST);
    if (br.length >= body.length || gz.length >= body.length) continue;
    writeFileSync(file + SUFFIX.br, br);
    writeFileSync(file + SUFFIX.gzip, gz);
  }
}

/**
 * The files under `dir` as the paths a request names them by ("/assets/x.js"). A compressed copy is never one of
 * them, whether or not the file it was made from is still there.
 */
export function servedPaths(dir: string): Map<string, string> {
  const served = new Map<string, string>();
  if (!statSync(dir, { throwIfNoEntry: false })?.isDirectory()) return served;
  const isCopy = (file: string) =>
    Object.values(SUFFIX).some((suffix) => file.endsWith(suffix) && COMPRESSIBLE.test(file.slice(0, -suffix.length)));
  for (const file of filesUnder(dir)) {
    if (!isCopy(file)) served.set("/" + path.relative(dir, file).split(path.sep).join("/"), file);
  }
  return served;
}
