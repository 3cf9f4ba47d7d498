/**
 * The gzip body with a nonce spliced in per answer: whatever the gap holds,
 * any gzip reader reads back the page with that gap, CRC and length checked.
 */
import { randomBytes } from "node:crypto";
import { gunzipSync, gzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { splicedGzip } from "../../server/spliced-gzip";

const nonce = () => Buffer.from(randomBytes(16).toString("base64"), "latin1");
const page = (gap: Buffer, pieces: Buffer[]) =>
  Buffer.concat(pieces.flatMap((p, i) => (i < pieces.length - 1 ? [p, gap] : [p])));

describe("a gzip body spliced around a nonce", () => {
  it("reads back as the page with each fresh nonce, and is about as small as the page compressed whole", () => {
    const chunk = '<link rel="modulepreload" href="/assets/chunk-X.js" nonce="';
    const pieces = [Buffer.from(`<!DOCTYPE html><head>${chunk}`)];
    for (let i = 0; i < 15; i++) pieces.push(Buffer.from(`"/>${chunk.replace("X", String(i))}`));
    pieces.push(Buffer.from(`"/></head><body>${"<p>Sagara Rides · ₹1,000 a day</p>".repeat(40)}</body></html>`));
    const body = splicedGzip(pieces, 24);
    for (let i = 0; i < 50; i++) {
      const gap = nonce();
      const gz = body.gzip(gap);
      expect(gz.length).toBe(body.gzipLength);
      expect(gunzipSync(gz).equals(page(gap, pieces))).toBe(true);
      expect(body.identity(gap).equals(page(gap, pieces))).toBe(true);
    }
    // Back-references reach across the pieces: not 17 pages compressed apart.
    const whole = gzipSync(page(nonce(), pieces), { level: 9 }).length;
    expect(body.gzipLength).toBeLessThan(whole + 17 * 24 + 17 * 40);
  });

  it("keeps gaps apart from the page's own bytes, whatever bytes the page holds", () => {
    // Every byte but one, in the pieces: the one left out marks the gaps.
    const everything = Buffer.from(Array.from({ length: 255 }, (_, i) => i));
    const pieces = [everything, Buffer.concat([everything, everything]), everything];
    const body = splicedGzip(pieces, 3);
    for (const gap of [Buffer.from([255, 255, 255]), Buffer.from([0, 1, 2]), Buffer.from("abc")]) {
      expect(gunzipSync(body.gzip(gap)).equals(page(gap, pieces))).toBe(true);
    }
    expect(() => splicedGzip([Buffer.from(Array.from({ length: 256 }, (_, i) => i)), everything], 3)).toThrow(
      /Every byte value/,
    );
  });

  it("refuses a gap of another length", () => {
    const body = splicedGzip([Buffer.from("a"), Buffer.from("b")], 24);
    expect(() => body.gzip(Buffer.alloc(23))).toThrow(/23 bytes where 24 belong/);
  });
});
