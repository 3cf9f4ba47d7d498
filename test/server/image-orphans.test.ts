import { existsSync, mkdirSync, utimesSync, writeFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { imagesDir } from "~/images/folders.server";
import { createImageService } from "~/images/service.server";
import { addPhoto } from "../support/photo-row";
import { seededStore, stopBeforeClosing } from "../support/temp-db";

const HOUR_AGO = new Date(Date.now() - 60 * 60 * 1000);

/** Writes files into the images folder, last changed at `when`. */
function put(dir: string, names: string[], when = new Date()) {
  for (const name of names) {
    writeFileSync(path.join(dir, name), "bytes");
    utimesSync(path.join(dir, name), when, when);
  }
}

const variants = (base: string, width: number) => ["avif", "webp", "jpg"].map((ext) => `${base}-${width}.${ext}`);

async function until(done: () => boolean) {
  while (!done()) await new Promise((r) => setTimeout(r, 20));
}

describe("image files without a library entry", () => {
  it("are removed at start-up once past the grace period; files the library lists, and everything else, stay", async () => {
    const { store, library, dataDir } = seededStore();
    const dir = imagesDir(dataDir);
    mkdirSync(dir, { recursive: true });
    const listed = addPhoto(store, "aaaa000000000001", "Listed", { widths: [320] });
    const trashed = addPhoto(store, "bbbb000000000002", "Trashed", { widths: [320] });
    library.remove(trashed.id, trashed.version, { actor: "test" });
    // What `kill -9` during processing leaves: variants written, no entry recorded.
    const crashed = variants("cccc000000000003", 320);
    // A width the listed photo does not have.
    const strayWidth = variants(listed.fileBase!, 480);
    // Someone else's files, and the link preview the server draws, are not the sweep's business.
    const others = ["preview-0123456789abcdef.jpg", "notes.txt"];
    const kept = [...variants(listed.fileBase!, 320), ...variants(trashed.fileBase!, 320), ...others];
    put(dir, [...crashed, ...strayWidth, ...kept], HOUR_AGO);
    // An upload finishing right now in another process: its entry is not written yet.
    const fresh = variants("dddd000000000004", 320);
    put(dir, fresh);

    const service = createImageService({ store, dataDir });
    stopBeforeClosing(async () => service.stop());

    for (const name of [...crashed, ...strayWidth]) expect(existsSync(path.join(dir, name)), name).toBe(false);
    for (const name of [...kept, ...fresh]) expect(existsSync(path.join(dir, name)), name).toBe(true);
  });

  it("are swept again once the grace period has passed, so what a crash left just before the start goes too", async () => {
    const { store, dataDir } = seededStore();
    const dir = imagesDir(dataDir);
    mkdirSync(dir, { recursive: true });
    const fresh = variants("dddd000000000004", 640);
    put(dir, fresh);
    const service = createImageService({ store, dataDir, orphanGraceMs: 500 });
    stopBeforeClosing(async () => service.stop());
    await until(() => fresh.every((name) => !existsSync(path.join(dir, name))));
  });
});
