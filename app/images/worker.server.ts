/**
 * The process that makes the variants (started by ./processor.server.ts).
 * Decoding files from strangers happens here, not in the web server: if a
 * decoder crashes or a file needs a lot of memory, the page keeps being
 * served, and the memory goes back to the system when this process ends.
 */
import { processImage } from "./pipeline.server";
import { ImageRefused } from "./refusals";
import type { Job, JobAnswer } from "./processor.server";

process.on("message", async (job: Job) => {
  let answer: JobAnswer;
  try {
    answer = { id: job.id, ok: true, made: await processImage(job.file, job) };
  } catch (error) {
    answer =
      error instanceof ImageRefused
        ? { id: job.id, ok: false, code: error.code, detail: error.detail }
        : { id: job.id, ok: false, code: "failed", detail: error instanceof Error ? error.message : String(error) };
  }
  process.send!(answer);
});

// Ends with the server.
process.on("disconnect", () => process.exit(0));
