// npm start: build once if there is no build, then run the production server (bundled by the build).
import { spawn } from "node:child_process";
import bundle from "./server-bundle.json" with { type: "json" };
import { buildIfMissing } from "./spawn-site.mjs";

buildIfMissing();
const server = spawn(process.execPath, [bundle.entry], {
  stdio: "inherit",
  env: { NODE_ENV: "production", ...process.env },
});
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => server.kill(signal));
server.on("exit", (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
