/**
 * Reads a multipart upload as it streams in, with busboy: each file goes
 * straight to a temporary file (hashed on the way), never into memory. A
 * file over MAX_FILE_BYTES stops being written at the limit and the rest of
 * it is skipped as it arrives; an eleventh file ends the reading of files.
 * Whatever goes wrong, the rest of the body is read and dropped, so the
 * sender always gets an answer rather than a closed connection.
 */
import { createHash, randomUUID } from "node:crypto";
import { createWriteStream } from "node:fs";
import { rm } from "node:fs/promises";
import path from "node:path";
import { Readable, Transform } from "node:stream";
import { pipeline } from "node:stream/promises";
import type { ReadableStream as WebReadableStream } from "node:stream/web";
import busboy from "busboy";
import { MAX_FILE_BYTES, MAX_FILES } from "./limits";
import type { RefusalCode } from "./refusals";

export interface ReceivedFile {
  /** The name the browser gave, cleaned for showing: only for the operator's eyes. */
  name: string;
  /** Where it waits to be processed (removed by whoever processes it). */
  path: string;
  bytes: number;
  sha256: string;
  /** It was larger than MAX_FILE_BYTES: what was kept is only its start. */
  tooBig: boolean;
}

export type Received =
  | { ok: true; files: ReceivedFile[]; fields: Record<string, string> }
  | { ok: false; code: RefusalCode; status: number };

// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/;
const EVERY_CONTROL = new RegExp(CONTROL.source, "g");

/** A file name as the browser sent it, made safe to show and to store: no path, no control characters. */
function cleanName(raw: string | undefined): string {
  const base = (raw ?? "").split(/[\\/]/).pop() ?? "";
  const clean = base.replace(EVERY_CONTROL, "").trim();
  return clean.slice(0, 120) || "photo";
}

/** Feeds the body to the parser; settles when the parser is done or either fails. */
function parse(source: Readable, parser: busboy.Busboy) {
  return new Promise<void>((resolve, reject) => {
    parser.on("close", resolve);
    parser.on("error", reject);
    source.on("error", reject);
    source.pipe(parser);
  });
}

/** Whether a request carries files at all (a form of fields or a probe does not). */
export const isMultipart = (request: Request) =>
  /^multipart\/form-data\s*;/i.test(request.headers.get("content-type") ?? "") && Boolean(request.body);

export async function receiveUpload(request: Request, incomingDir: string): Promise<Received> {
  const contentType = request.headers.get("content-type") ?? "";
  if (!isMultipart(request)) {
    return { ok: false, code: "not-multipart", status: 415 };
  }
  let parser: busboy.Busboy;
  try {
    parser = busboy({
      headers: { "content-type": contentType },
      // Browsers send a file's name as raw UTF-8 ("फोटो.jpg"); busboy's default would read it as latin1.
      defParamCharset: "utf8",
      limits: { fileSize: MAX_FILE_BYTES, files: MAX_FILES, fields: 10, fieldSize: 4096, parts: MAX_FILES + 10 },
    });
  } catch {
    return { ok: false, code: "not-multipart", status: 415 };
  }

  const files: ReceivedFile[] = [];
  const fields: Record<string, string> = {};
  const writes: Promise<void>[] = [];
  let refusal: { code: RefusalCode; status: number } | null = null;

  parser.on("file", (_field, stream, info) => {
    // A file input left empty still sends a part, with no name and no bytes.
    if (refusal || !info.filename) {
      stream.resume();
      return;
    }
    // Sent percent-encoded (filename*=UTF-8''…), a control character gets past the header parser: the same rule.
    if (CONTROL.test(info.filename)) {
      refusal = { code: "bad-name", status: 400 };
      stream.resume();
      return;
    }
    const file: ReceivedFile = {
      name: cleanName(info.filename),
      path: path.join(incomingDir, `${randomUUID()}.upload`),
      bytes: 0,
      sha256: "",
      tooBig: false,
    };
    files.push(file);
    const hash = createHash("sha256");
    stream.on("limit", () => (file.tooBig = true));
    const count = new Transform({
      transform(chunk: Buffer, _encoding, done) {
        file.bytes += chunk.length;
        hash.update(chunk);
        done(null, chunk);
      },
    });
    writes.push(
      pipeline(stream, count, createWriteStream(file.path, { flags: "wx", mode: 0o600 })).then(() => {
        file.sha256 = hash.digest("hex");
      }),
    );
  });
  parser.on("field", (name, value, info) => {
    if (!info.valueTruncated) fields[name] = value;
  });
  parser.on("filesLimit", () => (refusal ??= { code: "too-many-files", status: 413 }));
  parser.on("partsLimit", () => (refusal ??= { code: "too-many-files", status: 413 }));
  parser.on("fieldsLimit", () => (refusal ??= { code: "malformed", status: 400 }));

  const source = Readable.fromWeb(request.body as WebReadableStream<Uint8Array>);
  const removeAll = () => Promise.all(files.map((f) => rm(f.path, { force: true })));
  try {
    await parse(source, parser);
    await Promise.all(writes);
  } catch (error) {
    // Not pipeline(): it would destroy the request's body, and with it the connection the answer goes back on.
    source.unpipe(parser);
    source.on("error", () => {}).resume();
    await Promise.allSettled(writes);
    await removeAll();
    // busboy's words for a part header it cannot read: in practice a control character in a file's name.
    const code = (error as Error).message === "Malformed part header" ? "bad-name" : "malformed";
    return { ok: false, code, status: 400 };
  }
  if (refusal) {
    await removeAll();
    return { ok: false, ...(refusal as { code: RefusalCode; status: number }) };
  }
  if (files.length === 0) return { ok: false, code: "no-files", status: 400 };
  return { ok: true, files, fields };
}
