/**
 * Makes the preview picture of shared links (./preview-image.ts names it):
 * the hero, darkened on the left under the logo, the brand, the tagline and
 * the town. Made once per look, when the page is rendered with a brand or
 * hero it has not been made for, into DATA_DIR/images with the photos.
 */
import { existsSync } from "node:fs";
import { readdir, rename, rm } from "node:fs/promises";
import path from "node:path";
import sharp, { type OverlayOptions } from "sharp";
import { IMAGES_URL } from "~/images/limits";
import { PREVIEW_HEIGHT, PREVIEW_WIDTH, previewFileName, type PreviewInput } from "./preview-image";
import { escapeXml } from "./xml";

const PREVIEW_FILE = /^preview-[0-9a-f]{16}\.jpg$/;
const PHOTO_FILE = /^[0-9a-f]{16}-\d{1,4}\.jpg$/;

export function createPreviewImages({ imagesDir, publicDirs }: { imagesDir: string; publicDirs: string[] }) {
  /** The hero's file on disk: a photo's stored JPEG, or one of our drawings; never anything else. */
  function heroFile(src: string | null): string | null {
    if (!src) return null;
    if (src.startsWith(IMAGES_URL)) {
      const name = src.slice(IMAGES_URL.length);
      return PHOTO_FILE.test(name) ? path.join(imagesDir, name) : null;
    }
    for (const dir of publicDirs) {
      const file = path.resolve(dir, `.${src}`);
      if (file.startsWith(path.resolve(dir) + path.sep) && existsSync(file)) return file;
    }
    return null;
  }

  async function draw(input: PreviewInput, file: string) {
    const hero = heroFile(input.heroSrc);
    const canvas = hero
      ? sharp(hero, { limitInputPixels: 50_000_000 }).resize(PREVIEW_WIDTH, PREVIEW_HEIGHT, { fit: "cover" })
      : sharp({ create: { width: PREVIEW_WIDTH, height: PREVIEW_HEIGHT, channels: 3, background: "#0f4c5c" } });
    const logo = publicDirs.map((dir) => path.join(dir, "logo.svg")).find((f) => existsSync(f));
    const layers: OverlayOptions[] = [{ input: Buffer.from(words(input)), top: 0, left: 0 }];
    if (logo) layers.push({ input: await sharp(logo).resize(112, 112).png().toBuffer(), top: 64, left: 72 });
    const partial = path.join(imagesDir, `.${path.basename(file)}.part`);
    await canvas
      .composite(layers)
      .flatten({ background: "#0f4c5c" })
      .jpeg({ quality: 82, mozjpeg: true })
      .toFile(partial);
    await rename(partial, file);
  }

  /** The words, over a shade that keeps them readable on any picture. */
  function words({ brand, tagline, town }: PreviewInput): string {
    // Bold sans-serif letters are about 0.62 em wide: the brand fits in 1050 px.
    const size = Math.max(40, Math.min(88, Math.floor(1050 / (Math.max(brand.length, 1) * 0.62))));
    const font = "DejaVu Sans, Liberation Sans, Arial, Helvetica, sans-serif";
    return `<svg xmlns="http://www.w3.org/2000/svg" width="${PREVIEW_WIDTH}" height="${PREVIEW_HEIGHT}">
  <defs>
    <linearGradient id="shade" x1="0" y1="0" x2="1" y2="0">
      <stop offset="0" stop-color="#0a1e26" stop-opacity="0.9"/>
      <stop offset="0.6" stop-color="#0a1e26" stop-opacity="0.6"/>
      <stop offset="1" stop-color="#0a1e26" stop-opacity="0.1"/>
    </linearGradient>
  </defs>
  <rect width="100%" height="100%" fill="url(#shade)"/>
  <text x="72" y="330" font-family="${font}" font-weight="700" font-size="${size}" fill="#ffffff">${escapeXml(brand)}</text>
  <text x="72" y="400" font-family="${font}" font-size="40" fill="#fde7c7">${escapeXml(tagline)}</text>
  <rect x="72" y="450" width="96" height="6" rx="3" fill="#f4a259"/>
  <text x="72" y="520" font-family="${font}" font-weight="700" font-size="40" fill="#f4a259">${escapeXml(town)}</text>
</svg>`;
  }

  let making: Promise<void> = Promise.resolve();

  return {
    /**
     * Makes the preview for this look unless it is there, then removes the
     * previews of earlier looks. One at a time; a failure is logged and the
     * page is rendered anyway (a shared link then shows no picture).
     */
    ensure(input: PreviewInput): Promise<void> {
      const name = previewFileName(input);
      const file = path.join(imagesDir, name);
      making = making.then(async () => {
        if (existsSync(file)) return;
        try {
          await draw(input, file);
          const old = (await readdir(imagesDir)).filter((n) => PREVIEW_FILE.test(n) && n !== name);
          await Promise.all(old.map((n) => rm(path.join(imagesDir, n), { force: true })));
        } catch (error) {
          console.error(`Making the link preview picture failed:`, error);
        }
      });
      return making;
    },
  };
}
