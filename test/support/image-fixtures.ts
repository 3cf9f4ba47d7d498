/**
 * Pictures for the image tests, made here with sharp: honest and hostile ones.
 */
import { existsSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import sharp from "sharp";

/** A landscape picture, red on its left half and blue on its right. */
function redBlue(width: number, height: number) {
  return sharp({ create: { width, height, channels: 3, background: "#ff0000" } }).composite([
    { input: { create: { width: width / 2, height, channels: 3, background: "#0000ff" } }, left: width / 2, top: 0 },
  ]);
}

/**
 * A phone photo as phones send it: stored sideways with EXIF orientation 6
 * ("turn 90° clockwise to show"), the camera's make and the GPS position
 * where it was taken. Shown upright it is portrait, red on top.
 */
export async function sidewaysJpegWithGps(width = 1200, height = 800) {
  return redBlue(width, height)
    .jpeg({ quality: 90 })
    .withExif({
      IFD0: { Make: "PhoneMaker", Model: "Phone 12" },
      IFD3: { GPSLatitudeRef: "N", GPSLatitude: "14/1 32/1 55/1", GPSLongitudeRef: "E", GPSLongitude: "74/1 19/1 7/1" },
    })
    .withMetadata({ orientation: 6 })
    .toBuffer();
}

/** A photo-like JPEG (noise compresses like detail does), in Display P3 like many phones. */
export async function photoJpeg(width: number, height: number, { p3 = false } = {}) {
  const image = sharp({
    create: { width, height, channels: 3, background: "#808080", noise: { type: "gaussian", mean: 128, sigma: 30 } },
  })
    .blur(1.2)
    .jpeg({ quality: 85 });
  return (p3 ? image.withIccProfile("p3") : image).toBuffer();
}

/** A PNG whose right half is transparent. */
export async function transparentPng(width = 800, height = 600) {
  return sharp({ create: { width, height, channels: 4, background: { r: 20, g: 120, b: 90, alpha: 1 } } })
    .composite([
      {
        input: { create: { width: width / 2, height, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } } },
        left: width / 2,
        top: 0,
        blend: "source",
      },
    ])
    .png()
    .toBuffer();
}

/**
 * A decompression bomb: a 20000 × 20000 PNG (400 megapixels, 1.2 GB decoded)
 * in about 1 MB. Making one takes seconds, so test files share it.
 */
export async function bombPng() {
  const cached = path.join(tmpdir(), "sagara-test-bomb-20000.png");
  if (existsSync(cached)) return readFileSync(cached);
  const bomb = await sharp({
    create: { width: 20000, height: 20000, channels: 3, background: "#ffffff" },
    limitInputPixels: false,
  })
    .png({ compressionLevel: 9 })
    .toBuffer();
  const temp = `${cached}.${process.pid}`;
  writeFileSync(temp, bomb);
  renameSync(temp, cached);
  return bomb;
}

/** A JPEG cut off part way, as a dropped connection leaves it. */
export async function truncatedJpeg() {
  const whole = await photoJpeg(800, 600);
  return whole.subarray(0, Math.floor(whole.length * 0.6));
}

export const svgWithScript = Buffer.from(
  `<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg" width="100" height="100"><script>alert(document.cookie)</script><rect width="100" height="100"/></svg>`,
);

export const htmlPage = Buffer.from(
  `<!doctype html>\n<html><body><script>fetch("/admin/session").then(r => r.text()).then(alert)</script></body></html>`,
);

/** A real JPEG with a page hidden in a comment segment: a picture to an image decoder, a script to a browser. */
export async function polyglotJpeg() {
  const jpeg = await photoJpeg(400, 300);
  const payload = Buffer.from("*/<script>alert(1)</script>/*");
  const comment = Buffer.alloc(4);
  comment.writeUInt16BE(0xfffe, 0);
  comment.writeUInt16BE(payload.length + 2, 2);
  return Buffer.concat([jpeg.subarray(0, 2), comment, payload, jpeg.subarray(2)]);
}

/** The start of a HEIC file (an iPhone photo): its "ftyp" box names the brand. */
export const heicHeader = Buffer.concat([
  Buffer.from([0, 0, 0, 0x18]),
  Buffer.from("ftypheic"),
  Buffer.from([0, 0, 0, 0]),
  Buffer.from("mif1heic"),
  Buffer.alloc(64),
]);

/** A GIF: a real picture, but not a kind this site takes. */
export function gif() {
  return sharp({ create: { width: 40, height: 30, channels: 3, background: "#888" } })
    .gif()
    .toBuffer();
}

/** Does this file carry EXIF (the segment or box that holds GPS, camera and date)? */
export async function metadataLeft(file: Buffer) {
  const meta = await sharp(file).metadata();
  return {
    exif: Boolean(meta.exif) || file.includes(Buffer.from("Exif\0\0")),
    icc: Boolean(meta.icc),
    xmp: Boolean(meta.xmp),
    iptc: Boolean(meta.iptc),
    orientation: meta.orientation,
  };
}
