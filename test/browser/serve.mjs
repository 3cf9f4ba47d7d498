// The server the browser tests run against: the production build and its bundled
// server, with its own empty data directory so every run starts from the sample content.
import { spawn } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import bundle from "../../scripts/server-bundle.json" with { type: "json" };

const dataDir = process.env.DATA_DIR || mkdtempSync(path.join(tmpdir(), "site-e2e-"));
const server = spawn(process.execPath, [bundle.entry], {
  stdio: "inherit",
  env: { ...process.env, NODE_ENV: "production", DATA_DIR: dataDir },
});
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => server.kill(signal));
server.on("exit", (code) => process.exit(code ?? 0));
