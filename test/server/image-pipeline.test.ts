import { mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { fileBaseFor } from "~/images/folders.server";
import { processImage } from "~/images/pipeline.server";
import { ImageRefused, refusals } from "~/images/refusals";
import { hiddenMarkup, sniff } from "~/images/sniff.server";
import {
  bombPng,
  gif,
  heicHeader,
  htmlPage,
  metadataLeft,
  photoJpeg,
  polyglotJpeg,
  sidewaysJpegWithGps,
  svgWithScript,
  transparentPng,
  truncatedJpeg,
} from "../support/image-fixtures";
import { tempDataDir } from "../support/temp-db";

/** Processes `bytes` as the upload would, into a fresh folder. */
async function run(bytes: Buffer, format: "jpeg" | "png" = "jpeg") {
  const dir = tempDataDir();
  const input = path.join(dir, "input.upload");
  writeFileSync(input, bytes);
  const out = path.join(dir, "images");
  mkdirSync(out);
  const made = await processImage(input, { format, sourceHash: "a".repeat(64), dir: out });
  const files = readdirSync(out);
  return { made, out, files, read: (name: string) => readFileSync(path.join(out, name)) };
}

async function refusalOf(promise: Promise<unknown>) {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ImageRefused);
  return error as ImageRefused;
}

describe("what a file is, by its bytes", () => {
  it("knows JPEG, PNG, WebP and AVIF by their magic numbers, whatever the file is called", async () => {
    const pixel = sharp({ create: { width: 8, height: 8, channels: 3, background: "#345" } });
    expect(await sniff(await pixel.clone().jpeg().toBuffer())).toEqual({ ok: true, format: "jpeg" });
    expect(await sniff(await pixel.clone().png().toBuffer())).toEqual({ ok: true, format: "png" });
    expect(await sniff(await pixel.clone().webp().toBuffer())).toEqual({ ok: true, format: "webp" });
    expect(await sniff(await pixel.clone().avif().toBuffer())).toEqual({ ok: true, format: "avif" });
    expect(await sniff(heicHeader)).toEqual({ ok: true, format: "heic" });
  });

  it("refuses SVG, HTML, PDF, GIF and unknown bytes, each for what it is", async () => {
    expect(await sniff(svgWithScript)).toEqual({ ok: false, code: "svg" });
    expect(await sniff(Buffer.from("\uFEFF  <svg xmlns='http://www.w3.org/2000/svg'/>"))).toEqual({
      ok: false,
      code: "svg",
    });
    expect(await sniff(htmlPage)).toEqual({ ok: false, code: "html" });
    expect(await sniff(Buffer.from("%PDF-1.7\n…"))).toEqual({ ok: false, code: "pdf" });
    expect(await sniff(await gif())).toEqual({ ok: false, code: "other-format", detail: "GIF" });
    expect(await sniff(Buffer.from("just some text"))).toEqual({ ok: false, code: "unknown" });
    expect(await sniff(Buffer.alloc(0))).toEqual({ ok: false, code: "empty" });
  });

  it("finds web page code hidden in a picture, and none in an honest photo", async () => {
    expect(hiddenMarkup(await polyglotJpeg())).toBe("<script>");
    expect(hiddenMarkup(await photoJpeg(1200, 900))).toBeNull();
    expect(hiddenMarkup(await sidewaysJpegWithGps())).toBeNull();
  });
});

describe("the pipeline", { timeout: 60_000 }, () => {
  it("turns a sideways phone photo upright and keeps none of its EXIF, GPS included", async () => {
    const input = await sidewaysJpegWithGps(1200, 800);
    expect(await metadataLeft(input)).toMatchObject({ exif: true, orientation: 6 });
    const { made, files, read } = await run(input);
    // Shown upright it is 800 × 1200: every width it reaches, and its own, never enlarged.
    expect(made).toMatchObject({ width: 800, height: 1200, widths: [320, 480, 640, 800] });
    expect(files).toHaveLength(4 * 3);
    for (const name of files) {
      const file = read(name);
      expect(await metadataLeft(file), name).toEqual({
        exif: false,
        icc: false,
        xmp: false,
        iptc: false,
        orientation: undefined,
      });
      expect(file.includes(Buffer.from("PhoneMaker")), name).toBe(false);
    }
    // Upright: the left (red) half of the stored picture is now on top.
    const jpeg = read(files.find((f) => f.endsWith("-800.jpg"))!);
    const { data, info } = await sharp(jpeg).raw().toBuffer({ resolveWithObject: true });
    expect([info.width, info.height]).toEqual([800, 1200]);
    const at = (x: number, y: number) => [...data.subarray((y * info.width + x) * 3, (y * info.width + x) * 3 + 3)];
    expect(at(400, 100)[0]).toBeGreaterThan(200);
    expect(at(400, 100)[2]).toBeLessThan(60);
    expect(at(400, 1100)[2]).toBeGreaterThan(200);
  });

  it("stores each width as AVIF, WebP and JPEG in sRGB, named by content, with a preview under 1 KB", async () => {
    const input = await photoJpeg(2400, 1600, { p3: true });
    expect((await sharp(input).metadata()).icc).toBeTruthy();
    const { made, files, read } = await run(input);
    expect(made.widths).toEqual([320, 480, 640, 960, 1280, 1600]);
    expect(made.fileBase).toBe(fileBaseFor("a".repeat(64)));
    expect(made.fileBase).toMatch(/^[0-9a-f]{16}$/);
    const expected = made.widths.flatMap((w) => ["avif", "webp", "jpg"].map((ext) => `${made.fileBase}-${w}.${ext}`));
    expect(files.sort()).toEqual(expected.sort());
    for (const name of files) {
      const meta = await sharp(read(name)).metadata();
      expect(meta.format, name).toBe(name.endsWith(".avif") ? "heif" : name.endsWith(".webp") ? "webp" : "jpeg");
      expect(meta.space, name).toBe("srgb");
      expect(meta.icc, name).toBeUndefined();
      expect(meta.width, name).toBe(Number(/-(\d+)\./.exec(name)![1]));
    }
    expect(made.bytes).toBe(files.reduce((sum, name) => sum + read(name).length, 0));
    expect(made.placeholder).toMatch(/^data:image\/webp;base64,[A-Za-z0-9+/=]+$/);
    expect(made.placeholder!.length).toBeLessThanOrEqual(1024);
  });

  it("keeps a PNG's transparency in AVIF and WebP, puts the JPEG on white, and gives it no preview", async () => {
    const { made, files, read } = await run(await transparentPng(800, 600), "png");
    expect(made.placeholder).toBeNull();
    const webp = await sharp(read(files.find((f) => f.endsWith("-800.webp"))!)).metadata();
    expect(webp.hasAlpha).toBe(true);
    expect((await sharp(read(files.find((f) => f.endsWith("-800.avif"))!)).metadata()).hasAlpha).toBe(true);
    const jpeg = await sharp(read(files.find((f) => f.endsWith("-800.jpg"))!))
      .raw()
      .toBuffer({ resolveWithObject: true });
    const right = (100 * jpeg.info.width + 700) * 3;
    expect([...jpeg.data.subarray(right, right + 3)].every((v) => v > 245)).toBe(true);
  });

  it("refuses a 20000 × 20000 decompression bomb from its header, before decoding it", async () => {
    const refused = await refusalOf(run(await bombPng(), "png"));
    expect(refused.code).toBe("too-many-pixels");
    expect(refusals["too-many-pixels"]("bomb.png", refused.detail)).toBe(
      "bomb.png is 20000 × 20000 pixels (400 MP), more than the 50 megapixels this site takes. Send the photo as the phone's camera took it, or a smaller copy.",
    );
  });

  it("refuses a truncated JPEG and leaves no file behind", async () => {
    const dir = tempDataDir();
    const input = path.join(dir, "cut.upload");
    writeFileSync(input, await truncatedJpeg());
    const refused = await refusalOf(processImage(input, { format: "jpeg", sourceHash: "b".repeat(64), dir }));
    expect(refused.code).toBe("truncated");
    expect(readdirSync(dir)).toEqual(["cut.upload"]);
  });

  it("refuses bytes that are not the picture they claim to be", async () => {
    const dir = tempDataDir();
    const input = path.join(dir, "fake.upload");
    writeFileSync(input, await transparentPng(40, 30));
    expect((await refusalOf(processImage(input, { format: "jpeg", sourceHash: "c".repeat(64), dir }))).code).toBe(
      "corrupt",
    );
  });
});
