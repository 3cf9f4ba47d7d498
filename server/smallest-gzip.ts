/**
 * Gzip at its smallest, for the pages held in memory: Zopfli writes ordinary
 * gzip that every client reads, 4–5 % smaller than zlib's level 9, at about a
 * hundred times the work. A page is compressed once per content change, so
 * the work is paid once; it runs in a worker thread, never holding up an
 * answer. If the worker fails, zlib's gzip is used: a page is never missing.
 */
import { Worker } from "node:worker_threads";
import { promisify } from "node:util";
import zlib from "node:zlib";

const zlibGzip = promisify(zlib.gzip);

type Reply = { id: number; gzip?: Uint8Array; error?: string };

let worker: Worker | null = null;
let nextId = 0;
const waiting = new Map<number, { resolve: (gzip: Buffer) => void; reject: (error: Error) => void }>();

function theWorker(): Worker {
  if (worker) return worker;
  const made = new Worker(new URL("./zopfli-worker.mjs", import.meta.url));
  made.on("message", ({ id, gzip, error }: Reply) => {
    const job = waiting.get(id);
    waiting.delete(id);
    if (!waiting.size) made.unref();
    if (gzip) job?.resolve(Buffer.from(gzip.buffer, gzip.byteOffset, gzip.byteLength));
    else job?.reject(new Error(error));
  });
  // Failed, or ended without saying why: the pages waiting get zlib's gzip, and the next asks a new worker.
  const gone = (error: Error) => {
    for (const job of waiting.values()) job.reject(error);
    waiting.clear();
    if (worker === made) worker = null;
  };
  made.on("error", gone);
  made.on("exit", (code) => gone(new Error(`Zopfli's worker ended (${code})`)));
  // It keeps the process alive only while a page waits for it: a server stopping, or a test run ending, does not
  // wait for an idle worker. After the listeners: adding a "message" listener refs the worker again.
  made.unref();
  worker = made;
  return made;
}

export async function smallestGzip(body: Buffer): Promise<Buffer> {
  try {
    return await new Promise<Buffer>((resolve, reject) => {
      const id = nextId++;
      waiting.set(id, { resolve, reject });
      const zopfli = theWorker();
      zopfli.ref();
      zopfli.postMessage({ id, body });
    });
  } catch {
    return zlibGzip(body, { level: 9 });
  }
}
