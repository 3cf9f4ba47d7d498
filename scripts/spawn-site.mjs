// The production server (as `npm run build` bundled it) on its own port and a
// fresh data directory, for the measuring scripts. Answers the child process, its URL and the directory.
import { execSync, spawn } from "node:child_process";
import { existsSync, mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import bundle from "./server-bundle.json" with { type: "json" };

/** Builds the app and its server unless a build is there (`npm run build` makes it again after changes). */
export function buildIfMissing() {
  if (existsSync("build/server/index.js") && existsSync(bundle.entry)) return;
  console.log("No build yet: building first (npm run build rebuilds after changes).");
  execSync("npm run build --silent", { stdio: "inherit" });
}

export function spawnSite({
  port,
  env = {},
  stdio = ["ignore", "ignore", "inherit"],
  prefix = "site-measure-",
  nodeArgs = [],
}) {
  buildIfMissing();
  const dataDir = mkdtempSync(path.join(tmpdir(), prefix));
  const server = spawn(process.execPath, [...nodeArgs, bundle.entry], {
    env: { ...process.env, NODE_ENV: "production", PORT: String(port), HOST: "127.0.0.1", DATA_DIR: dataDir, ...env },
    stdio,
  });
  return { server, dataDir, url: `http://127.0.0.1:${port}/` };
}
