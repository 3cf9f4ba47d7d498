/**
 * The image library as the back office uses it: its rows (written through
 * the content store's writer) plus the files in DATA_DIR/images. Uploads are read with
 * their own limits, checked by their bytes, processed one at a time, and
 * every file of every upload (refused ones too) is in the audit log.
 */
import { randomUUID } from "node:crypto";
import { lstatSync, mkdirSync, readdirSync, rmSync } from "node:fs";
import { readFile, readdir, rm } from "node:fs/promises";
import path from "node:path";
import type { ContentStore } from "~/content/store.server";
import { slugify } from "~/content/store/lists.server";
import type { WriteOptions, WriteResult } from "~/content/store/transaction.server";
import { MAX_UPLOAD_BYTES } from "./limits";
import { receiveUpload, type Received, type ReceivedFile } from "./multipart.server";
import type { ProcessedImage } from "./pipeline.server";
import { createProcessor, oneAtATime, type ProcessorOptions } from "./processor.server";
import { ImageRefused, refusals, type RefusalCode } from "./refusals";
import {
  fileBaseFor,
  imagesDir,
  incomingDir,
  ORPHAN_GRACE_MS,
  PARTIAL_FILE,
  parseVariantFile,
  VARIANT_FILE,
} from "./folders.server";
import { createImageLibrary } from "./library.server";
import { altTextSchema } from "./schema";
import { hiddenMarkup, sniff, SNIFF_BYTES } from "./sniff.server";
import type { UploadOutcome } from "./types";

export type { UploadOutcome };

/** An id that reads like the file it came from: "img-2034-3fa9c2". */
function idFor(name: string, sha256: string): string {
  const stem = slugify(name.replace(/\.[^.]*$/, ""))
    .slice(0, 40)
    .replace(/-+$/, "");
  return `${stem === "item" ? "photo" : stem}-${sha256.slice(0, 6)}`;
}

export type ImageService = ReturnType<typeof createImageService>;

/** The link preview picture, which the server draws itself (app/seo/preview-image.ts names it). */
const PREVIEW_FILE = /^preview-[0-9a-f]{16}\.jpg$/;

export function createImageService({
  store,
  dataDir,
  processor: processorOptions,
  orphanGraceMs = ORPHAN_GRACE_MS,
}: {
  store: ContentStore;
  dataDir: string;
  processor?: ProcessorOptions;
  /** Variant files no entry lists are removed once unchanged this long (see ORPHAN_GRACE_MS). */
  orphanGraceMs?: number;
}) {
  const dir = imagesDir(dataDir);
  const incoming = incomingDir(dataDir);
  mkdirSync(dir, { recursive: true, mode: 0o755 });
  rmSync(incoming, { recursive: true, force: true });
  mkdirSync(incoming, { recursive: true, mode: 0o700 });
  for (const name of readdirSync(dir)) if (PARTIAL_FILE.test(name)) rmSync(path.join(dir, name), { force: true });
  const library = createImageLibrary(store.writer);
  const queue = oneAtATime();
  const processor = createProcessor(processorOptions);

  /**
   * Removes variant files no library entry lists (what a process ended
   * between writing a photo's files and recording it leaves behind), once
   * unchanged for the grace period, so an upload under way keeps its files.
   */
  function sweepOrphans() {
    const listed = library.variantFiles();
    const before = Date.now() - orphanGraceMs;
    let removed = 0;
    for (const name of readdirSync(dir)) {
      if (!VARIANT_FILE.test(name) || listed.has(name)) continue;
      const file = path.join(dir, name);
      try {
        if (lstatSync(file).mtimeMs > before) continue;
        rmSync(file, { force: true });
        removed++;
      } catch {
        // Gone already (deleted for good meanwhile).
      }
    }
    if (removed) console.log(`Removed ${removed} image file(s) no library entry lists, left by an interrupted upload.`);
  }

  // At start-up, and once more after the grace period: a crash just before this start may have left fresh files.
  sweepOrphans();
  const laterSweep = setTimeout(() => {
    try {
      sweepOrphans();
    } catch (error) {
      console.error("Removing image files no library entry lists failed:", error);
    }
  }, orphanGraceMs);
  laterSweep.unref();

  /** Removes the files of photos deleted for good, unless an entry still names them. */
  async function removeFiles(fileBases: string[]) {
    const kept = library.fileBasesInUse(fileBases);
    const gone = fileBases.filter((b) => !kept.has(b));
    if (gone.length === 0) return;
    const names = await readdir(dir);
    await Promise.all(
      names.filter((n) => gone.some((b) => n.startsWith(`${b}-`))).map((n) => rm(path.join(dir, n), { force: true })),
    );
  }

  /** One received file: checked, processed, recorded; its temporary file removed whatever happens. */
  async function handleFile(file: ReceivedFile, { actor, batch, alt }: WriteOptions & { batch: string; alt: string }) {
    const note = (code: RefusalCode, detail?: string) =>
      library.noteUpload({ name: file.name, code, message: refusals[code](file.name, detail) }, { actor, batch });
    try {
      if (file.tooBig) return note("too-big");
      if (file.bytes === 0) return note("empty");
      const bytes = await readFile(file.path);
      const sniffed = await sniff(bytes.subarray(0, SNIFF_BYTES));
      if (!sniffed.ok) return note(sniffed.code, sniffed.detail);
      const markup = hiddenMarkup(bytes);
      if (markup) return note("polyglot", markup);

      const existing = library.findBySource(file.sha256);
      if (existing) {
        // The same photo again: one entry. Sent again after deleting it means it is wanted back.
        let entry = existing;
        if (entry.deletedAt) {
          const back = library.restore(entry.id, entry.version, { actor, batch });
          if (back.ok) entry = back.value;
        }
        // Sent with a description from a content form: kept when the entry has none, so it can be chosen at once.
        if (alt && !entry.alt.trim()) library.setAlt(entry.id, { alt }, entry.version, { actor });
        library.noteUpload(
          { name: file.name, code: "duplicate", message: "Already in the library", imageId: existing.id },
          { actor, batch },
        );
        return;
      }
      const made = await processor.process({ file: file.path, format: sniffed.format, sourceHash: file.sha256, dir });
      const added = library.add(
        {
          ...made,
          id: idFor(file.name, file.sha256),
          alt,
          originalName: file.name,
          originalBytes: file.bytes,
          sourceHash: file.sha256,
        },
        { actor, batch },
      );
      if (!added.ok) {
        await removeFiles([made.fileBase]);
        note("failed");
      }
    } catch (error) {
      // The image process may have ended part way: nothing it wrote for this photo stays.
      await removeFiles([fileBaseFor(file.sha256)]);
      if (error instanceof ImageRefused && error.code !== "failed") return note(error.code, error.detail);
      console.error(`Processing the upload ${file.name} failed:`, error instanceof ImageRefused ? error.detail : error);
      note("failed");
    } finally {
      await rm(file.path, { force: true });
    }
  }

  /** Removes the files of images that stayed in the Trash past their time. */
  function purgeExpired() {
    const bases = library.purgeExpired();
    if (bases.length) void removeFiles(bases);
  }

  return {
    /** The folder the variants are in (served at /images/). */
    dir,

    /**
     * Whether /images/<name> may be answered with that file: a variant of a
     * photo in the library (not in its Trash), or the link preview picture.
     * A file in the folder that no entry lists is never served.
     */
    serves(name: string): boolean {
      if (PREVIEW_FILE.test(name)) return true;
      const variant = parseVariantFile(name);
      return variant !== null && library.servesVariant(variant.fileBase, variant.width);
    },

    /**
     * Receives a multipart/form-data upload (files in any field, usually
     * "photos"; an optional "alt" applies when there is one file) and adds
     * each photo to the library. Files are processed one at a time, across
     * all uploads, so the page keeps its speed.
     */
    async upload(request: Request, { actor }: WriteOptions): Promise<UploadOutcome> {
      const batch = randomUUID();
      const refuseAll = (code: RefusalCode, status: number, detail = ""): UploadOutcome => {
        const message = refusals[code](detail);
        library.noteUpload({ name: "", code, message }, { actor, batch });
        return { status, batch, results: [], refused: { code, message } };
      };
      const length = request.headers.get("content-length");
      if (length === null || !/^\d+$/.test(length)) return refuseAll("length-required", 411);
      if (Number(length) > MAX_UPLOAD_BYTES) return refuseAll("request-too-large", 413);

      const received = await receiveUpload(request, incoming);
      if (!received.ok) return refuseAll(received.code, received.status);
      const { files, fields } = received;
      let alt = "";
      if (fields.alt?.trim()) {
        const parsed = altTextSchema.safeParse({ alt: fields.alt });
        if (!parsed.success) {
          await Promise.all(files.map((f) => rm(f.path, { force: true })));
          return refuseAll("bad-alt", 400, parsed.error.issues[0]!.message);
        }
        if (files.length === 1) alt = parsed.data.alt;
      }
      for (const file of files) await queue(() => handleFile(file, { actor, batch, alt }));
      const results = library.uploadResults(batch);
      return { status: results.some((r) => r.ok) ? 200 : 422, batch, results };
    },

    /**
     * Receives a multipart upload of private photos (a handover's) with the
     * library's limits: the files wait in the incoming folder for
     * `processPrivate`, which removes each.
     */
    async receivePrivate(request: Request): Promise<Received> {
      const length = request.headers.get("content-length");
      if (length === null || !/^\d+$/.test(length)) return { ok: false, code: "length-required", status: 411 };
      if (Number(length) > MAX_UPLOAD_BYTES) return { ok: false, code: "request-too-large", status: 413 };
      return receiveUpload(request, incoming);
    },

    /**
     * One private photo: checked by its bytes like any upload, then
     * re-encoded without any metadata (GPS included) into `dir` under a random
     * name, at `widths` as JPEG, in the library's queue (one photo at a time).
     * Never in the library, never served from /images/. Its temporary file is
     * removed whatever happens; on a refusal nothing it wrote stays.
     */
    async processPrivate(
      file: ReceivedFile,
      { dir: into, widths }: { dir: string; widths: readonly number[] },
    ): Promise<{ ok: true; made: ProcessedImage } | { ok: false; code: RefusalCode; message: string }> {
      const refused = (code: RefusalCode, detail?: string) => ({
        ok: false as const,
        code,
        message: refusals[code](file.name, detail),
      });
      try {
        if (file.tooBig) return refused("too-big");
        if (file.bytes === 0) return refused("empty");
        const bytes = await readFile(file.path);
        const sniffed = await sniff(bytes.subarray(0, SNIFF_BYTES));
        if (!sniffed.ok) return refused(sniffed.code, sniffed.detail);
        const markup = hiddenMarkup(bytes);
        if (markup) return refused("polyglot", markup);
        const made = await queue(() =>
          processor.process({
            file: file.path,
            format: sniffed.format,
            sourceHash: file.sha256,
            dir: into,
            widths,
            formats: ["jpeg"],
            fileBase: randomUUID().replaceAll("-", "").slice(0, 16),
          }),
        );
        return { ok: true, made };
      } catch (error) {
        if (error instanceof ImageRefused && error.code !== "failed") return refused(error.code, error.detail);
        console.error(
          `Processing the private photo ${file.name} failed:`,
          error instanceof ImageRefused ? error.detail : error,
        );
        return refused("failed");
      } finally {
        await rm(file.path, { force: true });
      }
    },

    /** A received file that will not be processed: its temporary file goes. */
    discard: (file: ReceivedFile) => rm(file.path, { force: true }),

    /** Each file of one upload, as it turned out (for the screen a plain form post is sent back to). */
    uploadResults: (batch: string) => library.uploadResults(batch),

    list: library.list,
    get: library.get,
    pickerOptions: library.pickerOptions,
    setAlt: library.setAlt,
    remove: library.remove,
    restore: (id: string, baseVersion: number, options: WriteOptions) => library.restore(id, baseVersion, options),

    /** The library's Trash (what stayed past its 30 days is left out until the timer deletes it). */
    trash: library.trash,

    /** Deletes an image in the Trash for good, with its files. */
    async deleteForever(id: string, baseVersion: number, options: WriteOptions): Promise<WriteResult<{ id: string }>> {
      const result = library.deleteForever(id, baseVersion, options);
      if (!result.ok) return result;
      await removeFiles(result.value.fileBases);
      return { ok: true, value: { id } };
    },

    purgeExpired,

    /** Ends the image process and the timer (the server is stopping). */
    stop() {
      clearTimeout(laterSweep);
      processor.stop();
    },
  };
}
