import { existsSync, writeFileSync } from "node:fs";
import { request as httpRequest } from "node:http";
import path from "node:path";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { addPhoto } from "../support/photo-row";
import { seededStore } from "../support/temp-db";
import { startSite } from "../support/server-build";

/** A GET with the path sent exactly as written (fetch would tidy "..").  */
function rawGet(url: string, rawPath: string) {
  return new Promise<{ status: number; headers: Record<string, unknown>; body: string }>((resolve, reject) => {
    const { hostname, port } = new URL(url);
    const req = httpRequest({ hostname, port, path: rawPath, method: "GET" }, (res) => {
      let body = "";
      res.on("data", (c) => (body += c));
      res.on("end", () => resolve({ status: res.statusCode!, headers: res.headers, body }));
    });
    req.on("error", reject);
    req.end();
  });
}

const pixel = sharp({ create: { width: 8, height: 8, channels: 3, background: "#123456" } });

/** The three files of one width of a photo, as the pipeline writes them. */
async function writeVariants(dir: string, base: string, width = 320) {
  writeFileSync(path.join(dir, `${base}-${width}.avif`), await pixel.clone().avif().toBuffer());
  writeFileSync(path.join(dir, `${base}-${width}.webp`), await pixel.clone().webp().toBuffer());
  writeFileSync(path.join(dir, `${base}-${width}.jpg`), await pixel.clone().jpeg().toBuffer());
}

/** A photo in the library (at 320 px only) with its files. */
async function siteWithFiles() {
  const { db, dataDir, store } = seededStore();
  const site = await startSite(db);
  const photo = addPhoto(store, "0123456789abcdef", "A photo", { widths: [320] });
  await writeVariants(site.images.dir, photo.fileBase!);
  return { ...site, dataDir, base: photo.fileBase!, photo };
}

describe("serving /images", () => {
  it("a Range past a photo's end answers 416 with its length, a Range inside it 206", async () => {
    const { url, base } = await siteWithFiles();
    const file = `${url}/images/${base}-320.jpg`;
    const size = (await (await fetch(file)).arrayBuffer()).byteLength;
    const past = await fetch(file, { headers: { Range: `bytes=${size + 10}-${size + 20}` } });
    expect(past.status).toBe(416);
    expect(past.headers.get("content-range")).toBe(`bytes */${size}`);
    const inside = await fetch(file, { headers: { Range: "bytes=0-9" } });
    expect(inside.status).toBe(206);
    expect((await inside.arrayBuffer()).byteLength).toBe(10);
  });

  it("serves each variant with its type, nosniff and a year's immutable caching", async () => {
    const { url, base } = await siteWithFiles();
    for (const [ext, type] of [
      ["avif", "image/avif"],
      ["webp", "image/webp"],
      ["jpg", "image/jpeg"],
    ]) {
      const res = await fetch(`${url}/images/${base}-320.${ext}`);
      expect(res.status, ext).toBe(200);
      expect(res.headers.get("content-type"), ext).toBe(type);
      expect(res.headers.get("cache-control"), ext).toBe("public, max-age=31536000, immutable");
      expect(res.headers.get("x-content-type-options"), ext).toBe("nosniff");
      expect((await res.arrayBuffer()).byteLength).toBeGreaterThan(0);
    }
    const head = await fetch(`${url}/images/${base}-320.jpg`, { method: "HEAD" });
    expect(head.status).toBe(200);
  });

  it("answers 404 for anything else: no listing, no other file, no way out of the folder", async () => {
    const { url, base, dataDir } = await siteWithFiles();
    writeFileSync(path.join(dataDir, "images", "notes.txt"), "private");
    for (const rawPath of [
      "/images/",
      "/images",
      "/images/notes.txt",
      `/images/${base}-320.png`,
      `/images/${base}-320.jpg.svg`,
      "/images/ffffffffffffffff-320.jpg",
      "/images/../site.db",
      "/images/..%2fsite.db",
      "/images/%2e%2e/site.db",
      "/images/..%5csite.db",
      `/images/${base}-320.jpg%00.txt`,
      `/images/.${base}-320.jpg`,
    ]) {
      const res = await rawGet(url, rawPath);
      expect(res.status, rawPath).toBe(404);
      expect(res.body, rawPath).not.toContain("SQLite");
      expect(res.body, rawPath).not.toContain("private");
    }
  });

  it("is not a way to write", async () => {
    const { url, base } = await siteWithFiles();
    const res = await fetch(`${url}/images/${base}-320.jpg`, { method: "PUT", body: "x", headers: { origin: url } });
    expect(res.status).toBe(405);
    expect(res.headers.get("allow")).toBe("GET, HEAD");
    expect((await fetch(`${url}/images/${base}-320.jpg`)).status).toBe(200);
  });

  it("never serves a file the library does not list, even when it is in the folder", async () => {
    const { url, base, images } = await siteWithFiles();
    // What a crash between writing the files and recording the photo leaves: files with no entry.
    await writeVariants(images.dir, "fedcba9876543210");
    // A width the entry does not list.
    await writeVariants(images.dir, base, 480);
    for (const name of ["fedcba9876543210-320.jpg", "fedcba9876543210-320.avif", `${base}-480.webp`]) {
      expect(existsSync(path.join(images.dir, name)), name).toBe(true);
      const res = await fetch(`${url}/images/${name}`);
      expect(res.status, name).toBe(404);
      expect(res.headers.get("cache-control"), name).toBe("no-store");
    }
    expect((await fetch(`${url}/images/${base}-320.jpg`)).status).toBe(200);
  });

  it("stops serving a photo put in the Trash, and serves it again once restored", async () => {
    const { url, base, photo, images } = await siteWithFiles();
    const actor = { actor: "test" };
    const trashed = images.remove(photo.id, photo.version, actor);
    expect(trashed.ok).toBe(true);
    for (const ext of ["avif", "webp", "jpg"]) {
      const res = await fetch(`${url}/images/${base}-320.${ext}`);
      expect(res.status, ext).toBe(404);
      expect(res.headers.get("cache-control"), ext).toBe("no-store");
    }
    // The Trash on the Images screen shows its blurred preview instead of a file that is no longer served.
    expect(images.trash()[0]!.thumb).toMatch(/^data:image\//);
    images.restore(photo.id, photo.version + 1, actor);
    expect((await fetch(`${url}/images/${base}-320.jpg`)).status).toBe(200);
  });
});
