// Compresses pages with Zopfli, off the main thread (server/smallest-gzip.ts).
import { parentPort } from "node:worker_threads";
import { gzipAsync } from "@gfx/zopfli";

parentPort.on("message", async ({ id, body }) => {
  try {
    const gzip = await gzipAsync(body, { numiterations: 1 });
    parentPort.postMessage({ id, gzip }, [gzip.buffer]);
  } catch (error) {
    parentPort.postMessage({ id, error: String(error) });
  }
});
