// The production server on its own port and a fresh data directory, for the
// measuring scripts. Answers the child process, its URL and the directory.
import { spawn } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

export function spawnSite({
  port,
  env = {},
  stdio = ["ignore", "ignore", "inherit"],
  prefix = "site-measure-",
  nodeArgs = [],
}) {
  const dataDir = mkdtempSync(path.join(tmpdir(), prefix));
  const server = spawn(process.execPath, [...nodeArgs, "--import", "tsx", "server/main.ts"], {
    env: { ...process.env, NODE_ENV: "production", PORT: String(port), HOST: "127.0.0.1", DATA_DIR: dataDir, ...env },
    stdio,
  });
  return { server, dataDir, url: `http://127.0.0.1:${port}/` };
}
