/**
 * The production build the HTTP tests run, made again when its sources changed: vitest's global setup (once per
 * run, before any test file starts) and the browser tests' first server call it, so editing a route module and
 * running its test sees the edit without `npm run build`.
 *
 * The build remembers a fingerprint of its sources (each file's path, size and modification time) in
 * build/.sources; a different fingerprint, or none, builds again. A fingerprint rather than "newer than the build"
 * also notices a deleted file and a checkout that brings back an older one.
 */
import { createHash } from "node:crypto";
import { execFileSync } from "node:child_process";
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(fileURLToPath(import.meta.url), "../../..");
/** What `react-router build` reads: the app, its public files, and the files that configure the build. */
const SOURCES = [
  "app",
  "public",
  "react-router.config.ts",
  "vite.config.ts",
  "tsconfig.json",
  "package.json",
  "package-lock.json",
];
const STAMP = path.join(root, "build", ".sources");
/** Held while one run builds, so a second run in this checkout waits for that build instead of racing it. */
const LOCK = path.join(root, "node_modules", ".cache", "test-build.lock");

function* files(at: string): Generator<string> {
  if (!existsSync(at)) return;
  if (!statSync(at).isDirectory()) return yield at;
  for (const entry of readdirSync(at).sort()) yield* files(path.join(at, entry));
}

function fingerprint() {
  const hash = createHash("sha256");
  for (const source of SOURCES)
    for (const file of files(path.join(root, source))) {
      const { size, mtimeMs } = statSync(file);
      hash.update(`${path.relative(root, file)}\0${size}\0${mtimeMs}\n`);
    }
  return hash.digest("hex");
}

const upToDate = (sources: string) =>
  existsSync(path.join(root, "build/server/index.js")) && existsSync(STAMP) && readFileSync(STAMP, "utf8") === sources;

/** Whether the process that wrote the lock still runs; a lock left by a killed run is taken over. */
function lockHeld() {
  try {
    process.kill(Number(readFileSync(path.join(LOCK, "pid"), "utf8")), 0);
    return true;
  } catch {
    // No process id yet: held if it was taken a moment ago (its taker writes the id next).
    const taken = statSync(LOCK, { throwIfNoEntry: false });
    return !!taken && !existsSync(path.join(LOCK, "pid")) && Date.now() - taken.mtimeMs < 5_000;
  }
}

async function takeLock() {
  mkdirSync(path.dirname(LOCK), { recursive: true });
  for (;;) {
    try {
      mkdirSync(LOCK);
      writeFileSync(path.join(LOCK, "pid"), String(process.pid));
      return;
    } catch {
      // Another run builds: look again until its lock is gone.
      if (!lockHeld()) rmSync(LOCK, { recursive: true, force: true });
      else await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
}

/** Builds the app unless build/ was made from the sources as they are now. */
export async function buildIfStale() {
  if (upToDate(fingerprint())) return;
  await takeLock();
  try {
    const sources = fingerprint();
    if (upToDate(sources)) return;
    console.log("Building the app: its sources changed since the last build.");
    try {
      // Vitest sets NODE_ENV=test, and a build under it would bundle React's development code: the tests must run
      // the build `npm start` runs.
      execFileSync(path.join(root, "node_modules/.bin/react-router"), ["build"], {
        cwd: root,
        stdio: "pipe",
        env: { ...process.env, NODE_ENV: "production" },
      });
    } catch (error) {
      const { stdout = "", stderr = "" } = error as { stdout?: Buffer; stderr?: Buffer };
      throw new Error(`react-router build failed:\n${stdout}${stderr}`, { cause: error });
    }
    writeFileSync(STAMP, sources);
  } finally {
    rmSync(LOCK, { recursive: true, force: true });
  }
}

/** vitest's global setup. */
export default async function setup() {
  await buildIfStale();
}

// `node --import tsx test/support/fresh-build.ts`: the browser tests' first server builds this way.
if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) await buildIfStale();
