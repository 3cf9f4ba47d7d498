/**
 * Runs the pipeline in a child process (./worker.server.ts), one photo at a
 * time. The child is started on the first upload and ended after a quiet
 * minute, so the memory image encoding needs is held only while uploads come
 * in; a photo that takes too long ends the child and is refused.
 */
import { fork, type ChildProcess } from "node:child_process";
import { fileURLToPath } from "node:url";
import type { ProcessedImage } from "./pipeline.server";
import { ImageRefused, type RefusalCode } from "./refusals";
import type { AcceptedFormat } from "./sniff.server";
import type { VariantFormat } from "./limits";

export interface Job {
  id: number;
  file: string;
  format: AcceptedFormat;
  sourceHash: string;
  dir: string;
  /** A private photo's own widths, formats and file name (./pipeline.server.ts); the library's by default. */
  widths?: readonly number[];
  formats?: readonly VariantFormat[];
  fileBase?: string;
}

export type JobAnswer =
  { id: number; ok: true; made: ProcessedImage } | { id: number; ok: false; code: RefusalCode; detail?: string };

const workerFile = fileURLToPath(new URL("./worker.server.ts", import.meta.url));

export interface ProcessorOptions {
  /** A photo still not done after this is refused (and its process ended). */
  timeoutMs?: number;
  /** The process ends after this long without work. */
  idleMs?: number;
}

/** Runs one task after another, in the order they were queued. */
export function oneAtATime() {
  let tail: Promise<unknown> = Promise.resolve();
  return <T>(task: () => Promise<T>): Promise<T> => {
    const run = tail.then(task, task);
    tail = run.catch(() => {});
    return run;
  };
}

export function createProcessor({ timeoutMs = 120_000, idleMs = 60_000 }: ProcessorOptions = {}) {
  let child: ChildProcess | null = null;
  let idleTimer: NodeJS.Timeout | null = null;
  let nextId = 1;
  const queue = oneAtATime();

  function start(): ChildProcess {
    const started = fork(workerFile, [], {
      execArgv: ["--import", "tsx"],
      // Fewer malloc arenas: libvips' and the encoders' memory is reused instead of spread (measured: about half the peak).
      env: { ...process.env, MALLOC_ARENA_MAX: process.env.MALLOC_ARENA_MAX ?? "2" },
      serialization: "advanced",
      stdio: ["ignore", "inherit", "inherit", "ipc"],
    });
    started.on("exit", () => {
      if (child === started) child = null;
    });
    return started;
  }

  function stop() {
    if (idleTimer) clearTimeout(idleTimer);
    idleTimer = null;
    const ending = child;
    child = null;
    if (ending?.connected) ending.disconnect();
    ending?.kill();
  }

  function run(job: Omit<Job, "id">): Promise<ProcessedImage> {
    if (idleTimer) clearTimeout(idleTimer);
    const worker = (child ??= start());
    const id = nextId++;
    return new Promise<ProcessedImage>((resolve, reject) => {
      const done = () => {
        clearTimeout(timer);
        worker.off("message", onMessage);
        worker.off("exit", onExit);
        idleTimer = setTimeout(stop, idleMs);
        idleTimer.unref();
      };
      const onMessage = (answer: JobAnswer) => {
        if (answer.id !== id) return;
        done();
        if (answer.ok) resolve(answer.made);
        else reject(new ImageRefused(answer.code, answer.detail));
      };
      const onExit = () => {
        done();
        reject(new ImageRefused("failed", "the image process ended"));
      };
      const timer = setTimeout(() => {
        stop();
        onExit();
      }, timeoutMs);
      worker.on("message", onMessage);
      worker.on("exit", onExit);
      worker.send({ ...job, id });
    });
  }

  return {
    /** Makes a photo's variants; refuses (ImageRefused) what cannot be read. One at a time. */
    process: (job: Omit<Job, "id">) => queue(() => run(job)),
    /** Ends the child process (the server is stopping). */
    stop,
  };
}
