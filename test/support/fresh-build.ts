/**
 * The production build the HTTP tests run, made again when its sources changed: vitest's global setup (once per
 * run, before any test file starts) and the browser tests' first server call it, so editing a route module and
 * running its test sees the edit without `npm run build`.
 *
 * Each part of the build remembers a fingerprint of its sources (each file's path, size and modification time) in
 * a stamp beside it; a different fingerprint, or none, builds it again. A fingerprint rather than "newer than the build"
 * also notices a deleted file and a checkout that brings back an older one.
 */
import { createHash } from "node:crypto";
import { execFileSync } from "node:child_process";
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import bundle from "../../scripts/server-bundle.json" with { type: "json" };

const root = path.resolve(fileURLToPath(import.meta.url), "../../..");
/** What both parts of the build read besides their own sources. */
const SETUP = ["tsconfig.json", "package.json", "package-lock.json"];

/**
 * The two parts of `npm run build`, each made again when its own sources changed: the app (`react-router build`:
 * the app, its public files, the files that configure it) and the server bundled with the modules of the app it
 * imports (scripts/build-server.mjs, well under a second), so a change to the server alone does not build the app.
 */
const PARTS = [
  {
    name: "the app",
    sources: ["app", "public", "react-router.config.ts", "vite.config.ts", ...SETUP],
    output: "build/server/index.js",
    stamp: "build/.sources",
    command: [path.join(root, "node_modules/.bin/react-router"), "build"],
  },
  {
    name: "the server",
    sources: ["app", "server", "scripts/build-server.mjs", "scripts/server-bundle.json", ...SETUP],
    output: bundle.entry,
    stamp: `${path.dirname(bundle.entry)}/.sources`,
    command: [process.execPath, "scripts/build-server.mjs"],
  },
] as const;
type Part = (typeof PARTS)[number];

/** Held while one run builds, so a second run in this checkout waits for that build instead of racing it. */
const LOCK = path.join(root, "node_modules", ".cache", "test-build.lock");

function* files(at: string): Generator<string> {
  if (!existsSync(at)) return;
  if (!statSync(at).isDirectory()) return yield at;
  for (const entry of readdirSync(at).sort()) yield* files(path.join(at, entry));
}

function fingerprint(part: Part) {
  const hash = createHash("sha256");
  for (const source of part.sources)
    for (const file of files(path.join(root, source))) {
      const { size, mtimeMs } = statSync(file);
      hash.update(`${path.relative(root, file)}\0${size}\0${mtimeMs}\n`);
    }
  return hash.digest("hex");
}

const upToDate = (part: Part, sources: string) =>
  existsSync(path.join(root, part.output)) &&
  existsSync(path.join(root, part.stamp)) &&
  readFileSync(path.join(root, part.stamp), "utf8") === sources;

const stale = () => PARTS.filter((part) => !upToDate(part, fingerprint(part)));

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

/** Builds each part of the build unless it was made from its sources as they are now. */
export async function buildIfStale() {
  if (stale().length === 0) return;
  await takeLock();
  try {
    // In order, each looked at in its turn: the app's build empties the whole of build/, the server's bundle too.
    for (const part of PARTS) {
      const sources = fingerprint(part);
      if (upToDate(part, sources)) continue;
      console.log(`Building ${part.name}: its sources changed since the last build.`);
      const [command, ...args] = part.command;
      try {
        // Vitest sets NODE_ENV=test, and a build under it would bundle React's development code: the tests must run
        // the build `npm start` runs.
        execFileSync(command, args, { cwd: root, stdio: "pipe", env: { ...process.env, NODE_ENV: "production" } });
      } catch (error) {
        const { stdout = "", stderr = "" } = error as { stdout?: Buffer; stderr?: Buffer };
        throw new Error(`Building ${part.name} failed:\n${stdout}${stderr}`, { cause: error });
      }
      writeFileSync(path.join(root, part.stamp), sources);
    }
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
