// The build's files: compressed once when built (server/precompressed.ts), then listed at start and held in memory
// with their answers (server/static-files.ts). Over a folder of its own, as build/client is laid out.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import express from "express";
import { afterEach, describe, expect, it } from "vitest";
import { precompressFiles } from "../../server/precompressed";
import { staticFiles } from "../../server/static-files";

const SCRIPT = `export function greet(name) {\n${'  console.log("Namaste, " + name + "!");\n'.repeat(200)}}\n`;
const dirs: string[] = [];
const servers: http.Server[] = [];
afterEach(() => {
  for (const server of servers.splice(0)) server.close();
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** A build/client of a script, a drawing, a picture, a tiny file and the build-time page. */
function buildFolder({ compressed = true } = {}) {
  const dir = mkdtempSync(path.join(tmpdir(), "static-files-"));
  dirs.push(dir);
  mkdirSync(path.join(dir, "assets"));
  mkdirSync(path.join(dir, "admin"));
  writeFileSync(path.join(dir, "assets", "entry-Ab12.js"), SCRIPT);
  writeFileSync(path.join(dir, "logo.svg"), `<svg xmlns="http://www.w3.org/2000/svg">${"<g/>".repeat(300)}</svg>`);
  writeFileSync(path.join(dir, "admin", "icon.png"), Buffer.alloc(2000, 7));
  writeFileSync(path.join(dir, "admin", "sw.js"), SCRIPT);
  writeFileSync(path.join(dir, "tiny.txt"), "ok");
  writeFileSync(path.join(dir, "index.html"), "<h1>Built with the sample content</h1>");
  if (compressed) precompressFiles(dir);
  return dir;
}

/** The folder served as the site serves build/client, behind a step that marks the back office's answers no-store. */
async function serve(dir: string) {
  const app = express();
  app.use((req, res, next) => {
    if (req.path.startsWith("/admin/")) res.setHeader("Cache-Control", "no-store");
    next();
  });
  app.use(
    staticFiles(dir, {
      refuse: /^\/(index\.html|.*\.data)$/i,
      cacheControl: (p) => (p.startsWith("/assets/") ? "public, max-age=31536000, immutable" : "public, max-age=3600"),
    }),
  );
  app.use((_req, res) => res.status(404).end("not found"));
  const server = await new Promise<http.Server>((resolve) => {
    const s = app.listen(0, "127.0.0.1", () => resolve(s));
  });
  servers.push(server);
  const { port } = server.address() as AddressInfo;
  return (urlPath: string, headers: http.OutgoingHttpHeaders = {}, method = "GET") =>
    new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
      const req = http.request({ host: "127.0.0.1", port, path: urlPath, method, headers, agent: false }, (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (c: Buffer) => chunks.push(c));
        res.on("end", () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }));
      });
      req.on("error", reject);
      req.end();
    });
}

describe("the build's files, compressed when built", () => {
  it("get a brotli and a gzip copy beside each text file, which decode to its bytes; pictures and tiny files none", () => {
    const dir = buildFolder();
    const script = path.join(dir, "assets", "entry-Ab12.js");
    const br = readFileSync(`${script}.br`);
    const gz = readFileSync(`${script}.gz`);
    expect(zlib.brotliDecompressSync(br).toString()).toBe(SCRIPT);
    expect(zlib.gunzipSync(gz).toString()).toBe(SCRIPT);
    expect(br.length).toBeLessThan(gz.length);
    expect(readFileSync(path.join(dir, "logo.svg.br")).length).toBeGreaterThan(0);
    expect(() => readFileSync(path.join(dir, "admin", "icon.png.br"))).toThrow();
    expect(() => readFileSync(path.join(dir, "tiny.txt.gz"))).toThrow();
  });
});

describe("the build's files, served from memory", () => {
  it("answer brotli, gzip or the file as it is, as the browser accepts, each with its length, type and ETag", async () => {
    const get = await serve(buildFolder());
    const br = await get("/assets/entry-Ab12.js", { "accept-encoding": "gzip, deflate, br" });
    const gz = await get("/assets/entry-Ab12.js", { "accept-encoding": "gzip" });
    const plain = await get("/assets/entry-Ab12.js");
    expect([br.status, gz.status, plain.status]).toEqual([200, 200, 200]);
    expect(br.headers["content-encoding"]).toBe("br");
    expect(zlib.brotliDecompressSync(br.body).toString()).toBe(SCRIPT);
    expect(gz.headers["content-encoding"]).toBe("gzip");
    expect(zlib.gunzipSync(gz.body).toString()).toBe(SCRIPT);
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body.toString()).toBe(SCRIPT);
    for (const res of [br, gz, plain]) {
      expect(res.headers["content-length"]).toBe(String(res.body.length));
      expect(res.headers["content-type"]).toBe("text/javascript; charset=utf-8");
      expect(res.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
      expect(res.headers.vary).toBe("Accept-Encoding");
    }
    // One ETag per encoding, as the held pages have.
    expect(new Set([br, gz, plain].map((r) => r.headers.etag)).size).toBe(3);
    expect(br.headers.etag).toBe(`${plain.headers.etag!.slice(0, -1)}-br"`);
  });

  it("answer 304 to the ETag of any encoding, and HEAD with the GET's headers and no body", async () => {
    const get = await serve(buildFolder());
    const first = await get("/logo.svg", { "accept-encoding": "br" });
    expect(first.headers["cache-control"]).toBe("public, max-age=3600");
    expect(first.headers["content-type"]).toBe("image/svg+xml");
    // Asked again with the ETag it holds: 304, with the ETag of the body the answer would have had.
    const again = await get("/logo.svg", { "accept-encoding": "br", "if-none-match": first.headers.etag! });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
    expect(again.headers.etag).toBe(first.headers.etag);
    const gzip = await get("/logo.svg", { "accept-encoding": "gzip", "if-none-match": first.headers.etag! });
    expect(gzip.status).toBe(304);
    expect(gzip.headers.etag).toBe(first.headers.etag!.replace("-br", "-gz"));
    const head = await get("/logo.svg", { "accept-encoding": "br" }, "HEAD");
    expect(head.status).toBe(200);
    expect(head.body.length).toBe(0);
    expect(head.headers["content-length"]).toBe(first.headers["content-length"]);
  });

  it("are read once and held: a file changed on disk after its first answer is answered as it was", async () => {
    const dir = buildFolder();
    const get = await serve(dir);
    const before = await get("/assets/entry-Ab12.js");
    writeFileSync(path.join(dir, "assets", "entry-Ab12.js"), "changed");
    rmSync(path.join(dir, "assets", "entry-Ab12.js.br"));
    expect((await get("/assets/entry-Ab12.js")).body).toEqual(before.body);
    expect((await get("/assets/entry-Ab12.js", { "accept-encoding": "br" })).headers["content-encoding"]).toBe("br");
  });

  it("answer only the names listed at start, spelt exactly; never the copies, the build-time page or a folder", async () => {
    const dir = buildFolder();
    // The bundler's own folder, and a copy whose file is gone (the bundler's manifest, removed after the build).
    mkdirSync(path.join(dir, ".vite"));
    writeFileSync(path.join(dir, ".vite", "manifest.json"), "{}");
    writeFileSync(path.join(dir, "assets", "gone.js.br"), zlib.brotliCompressSync(SCRIPT));
    const get = await serve(dir);
    writeFileSync(path.join(dir, "assets", "later.js"), SCRIPT);
    for (const urlPath of [
      "/.vite/manifest.json",
      "/assets/gone.js.br",
      "/assets/later.js",
      "/assets/entry-Ab12.js.br",
      "/assets/entry-Ab12.js.gz",
      "/index.html",
      "/INDEX.HTML",
      "/assets/../index.html",
      "/assets/%65ntry-Ab12.js",
      "/ASSETS/entry-Ab12.js",
      "//assets/entry-Ab12.js",
      "/assets",
      "/assets/",
    ]) {
      const res = await get(urlPath);
      expect(res.status, urlPath).toBe(404);
      expect(res.body.toString(), urlPath).toBe("not found");
    }
    expect((await get("/assets/entry-Ab12.js", {}, "POST")).status).toBe(404);
  });

  it("keep the Cache-Control an earlier step set: the back office's worker is never stored", async () => {
    const get = await serve(buildFolder());
    const worker = await get("/admin/sw.js", { "accept-encoding": "gzip" });
    expect(worker.status).toBe(200);
    expect(worker.headers["cache-control"]).toBe("no-store");
    expect(worker.headers["content-encoding"]).toBe("gzip");
    const icon = await get("/admin/icon.png", { "accept-encoding": "gzip, br" });
    expect(icon.headers["content-type"]).toBe("image/png");
    expect(icon.headers["content-encoding"]).toBeUndefined();
    expect(icon.headers.vary).toBeUndefined();
  });

  it("gzip a build's text made without copies once, in memory, and send no brotli", async () => {
    const get = await serve(buildFolder({ compressed: false }));
    const res = await get("/assets/entry-Ab12.js", { "accept-encoding": "gzip, br" });
    expect(res.headers["content-encoding"]).toBe("gzip");
    expect(zlib.gunzipSync(res.body).toString()).toBe(SCRIPT);
    expect((await get("/tiny.txt", { "accept-encoding": "gzip, br" })).headers["content-encoding"]).toBeUndefined();
  });
});
