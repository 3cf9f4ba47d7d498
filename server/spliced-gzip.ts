/**
 * A gzip body with a few fresh bytes spliced in per answer (a page's CSP
 * nonce), without compressing anything per request.
 *
 * The page is compressed once, in pieces cut where the nonce goes. Each piece
 * is raw deflate ending on a byte boundary (a sync flush), compressed with
 * everything before it as its dictionary, each nonce's place filled with a
 * byte that occurs nowhere in the page (0xFF never occurs in UTF-8): the
 * compressor refers back across pieces but never into a nonce. The nonce goes
 * in between as a stored (uncompressed) deflate block. Per answer, the whole
 * body is copied from a template, the nonce written into its places, and the
 * gzip trailer's CRC-32 worked out from the nonce alone (a CRC is linear in
 * the bytes it covers, so the nonce's share comes from a table made once).
 * Brotli has no such seams (its back-references depend on the whole stream
 * before them), so these pages are sent as gzip.
 */
import zlib from "node:zlib";

/** gzip's fixed ten-byte header: deflate, no name, no time, made on Unix (as zlib writes it). */
const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 0x08, 0x00, 0, 0, 0, 0, 0x00, 0x03]);
/** A deflate window: the farthest back a piece may refer. */
const WINDOW = 32 * 1024;

export interface SplicedGzip {
  /** The whole body with `gap` (bytes, or a string of one-byte characters) in each place, gzip-compressed. */
  gzip(gap: Gap): Buffer;
  /** The whole body with `gap` in each place, as it is. */
  identity(gap: Gap): Buffer;
  /** Every answer is as long as every other (the gap's length is fixed). */
  gzipLength: number;
  identityLength: number;
}

/** What goes in the gaps: bytes, or a string of one-byte characters (a nonce's base64), written as latin1. */
type Gap = Buffer | string;

/** A body with blanks: `template` holds `filler` at each of `places`. */
interface Template {
  template: Buffer;
  places: number[];
}

/** `pieces` are the body around its gaps: a gap goes between each two pieces, every gap `gapLength` bytes long. */
export function splicedGzip(pieces: Buffer[], gapLength: number): SplicedGzip {
  if (gapLength < 1 || gapLength > 0xffff) throw new Error("A gap must be 1 to 65,535 bytes long");
  const fillerByte = absentByte(pieces);
  const filler = Buffer.alloc(gapLength, fillerByte);
  const plain = joined(pieces, filler);

  // A stored block: BFINAL 0, BTYPE 00 (one byte, padded), LEN and its complement, little-endian.
  const stored = Buffer.from([0x00, gapLength & 0xff, gapLength >> 8, ~gapLength & 0xff, (~gapLength >> 8) & 0xff]);
  let before = 0;
  const deflated = pieces.map((piece, i) => {
    const last = i === pieces.length - 1;
    const dictionary = plain.template.subarray(Math.max(0, before - WINDOW), before);
    before += piece.length + gapLength;
    const block = zlib.deflateRawSync(piece, {
      level: 9,
      ...(dictionary.length ? { dictionary } : {}),
      // A non-final, byte-aligned end, so the stored block can follow; the last piece ends the stream.
      finishFlush: last ? zlib.constants.Z_FINISH : zlib.constants.Z_SYNC_FLUSH,
    });
    return last ? block : Buffer.concat([block, stored]);
  });
  const trailer = Buffer.alloc(8);
  trailer.writeUInt32LE(plain.template.length >>> 0, 4);
  const packed = joined([Buffer.concat([GZIP_HEADER, deflated[0]!]), ...deflated.slice(1)], filler);
  const gz: Template = { template: Buffer.concat([packed.template, trailer]), places: packed.places };
  const crcOf = crcWithGap(plain, fillerByte, gapLength);

  /** The template copied, the gap written in its first place and copied to the others. */
  const filled = ({ template, places }: Template, gap: Gap) => {
    if (gap.length !== gapLength) throw new Error(`A gap of ${gap.length} bytes where ${gapLength} belong`);
    const body = Buffer.allocUnsafe(template.length);
    template.copy(body);
    const first = places[0]!;
    if (typeof gap === "string") body.write(gap, first, gapLength, "latin1");
    else gap.copy(body, first);
    for (let i = 1; i < places.length; i++) body.copyWithin(places[i]!, first, first + gapLength);
    return { body, first };
  };
  const identity = (gap: Gap) => filled(plain, gap).body;
  const gzip = (gap: Gap) => {
    const { body, first } = filled(gz, gap);
    body.writeUInt32LE(crcOf(body, first), body.length - 8);
    return body;
  };

  // Checked once, here, rather than trusted: the spliced stream must read back as the page.
  for (const probe of [Buffer.alloc(gapLength, 0x41), Buffer.from(Array.from({ length: gapLength }, (_, i) => i))]) {
    if (!zlib.gunzipSync(gzip(probe)).equals(identity(probe)))
      throw new Error("A spliced gzip body does not read back");
  }
  return { gzip, identity, gzipLength: gz.template.length, identityLength: plain.template.length };
}

/** The parts with `filler` between each two, and where each filler starts. */
function joined(parts: Buffer[], filler: Buffer): Template {
  const places: number[] = [];
  const all: Buffer[] = [];
  let at = 0;
  parts.forEach((part, i) => {
    all.push(part);
    at += part.length;
    if (i === parts.length - 1) return;
    places.push(at);
    all.push(filler);
    at += filler.length;
  });
  return { template: Buffer.concat(all), places };
}

/**
 * The CRC-32 of the page with `gap` in its places, from a table: the CRC of
 * a fixed-length message is the CRC of the template XOR a share that is
 * linear in the bytes that differ, so each gap offset and byte value has its
 * share worked out once (the same gap goes in every place).
 */
function crcWithGap({ template, places }: Template, fillerByte: number, gapLength: number) {
  const base = zlib.crc32(template);
  const zeros = Buffer.alloc(template.length);
  const zeroCrc = zlib.crc32(zeros);
  // The share of one bit at one offset of every place.
  const bit = (offset: number, b: number) => {
    for (const at of places) zeros[at + offset] = 1 << b;
    const share = zlib.crc32(zeros) ^ zeroCrc;
    for (const at of places) zeros[at + offset] = 0;
    return share;
  };
  const table = new Int32Array(gapLength * 256);
  for (let offset = 0; offset < gapLength; offset++) {
    const bits = Array.from({ length: 8 }, (_, b) => bit(offset, b));
    for (let value = 1; value < 256; value++) {
      let share = 0;
      for (let b = 0; b < 8; b++) if (value & (1 << b)) share ^= bits[b]!;
      table[offset * 256 + value] = share;
    }
  }
  /** The CRC with the gap found in `bytes` at `at`. */
  return (bytes: Buffer, at: number) => {
    let crc = base;
    for (let offset = 0; offset < gapLength; offset++) {
      crc ^= table[offset * 256 + (bytes[at + offset]! ^ fillerByte)]!;
    }
    return crc >>> 0;
  };
}

function absentByte(pieces: Buffer[]): number {
  const seen = new Uint8Array(256);
  for (const piece of pieces) for (const byte of piece) seen[byte] = 1;
  for (let byte = 0xff; byte >= 0; byte--) if (!seen[byte]) return byte;
  throw new Error("Every byte value occurs in the page: nothing can mark a gap");
}
