// npm run bench: GET / on the production server beside a raw node:http server
// sending the same bytes from memory, measured in the same run. Prints figures;
// never fails on them.
import { execSync, spawn } from "node:child_process";
import { existsSync, mkdtempSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import { waitFor } from "./wait-for.mjs";

const duration = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
const sitePort = 3410;
const rawPort = 3411;
const headers = { "accept-encoding": "br, gzip" };

if (!existsSync("build/server/index.js")) execSync("npx react-router build", { stdio: "inherit" });

const dataDir = mkdtempSync(path.join(os.tmpdir(), "site-bench-"));
const site = spawn(process.execPath, ["--import", "tsx", "server/main.ts"], {
  env: { ...process.env, NODE_ENV: "production", PORT: String(sitePort), HOST: "127.0.0.1", DATA_DIR: dataDir },
  stdio: ["ignore", "ignore", "inherit"],
});
const children = [site];
process.on("exit", () => children.forEach((c) => c.kill()));

try {
  const siteUrl = `http://127.0.0.1:${sitePort}/`;
  await waitFor(siteUrl);
  const sample = await fetch(siteUrl, { headers });
  const body = Buffer.from(await sample.arrayBuffer());
  // The raw server answers with the same encoded bytes and the same headers.
  const encoded = execSync(
    `node -e "process.stdout.write(require('zlib').brotliCompressSync(require('fs').readFileSync(0)))"`,
    { input: body },
  );
  const sent = {};
  for (const name of ["content-type", "cache-control", "vary", "etag", "content-encoding"])
    sent[name] = sample.headers.get(name);
  const raw = spawn(
    process.execPath,
    [
      "-e",
      `const body = Buffer.from(process.argv[1], "base64"); const headers = JSON.parse(process.argv[2]);
       require("node:http").createServer((req, res) => { res.writeHead(200, { ...headers, "content-length": body.length }); res.end(body); })
         .listen(${rawPort}, "127.0.0.1");`,
      encoded.toString("base64"),
      JSON.stringify(sent),
    ],
    { stdio: "inherit" },
  );
  children.push(raw);
  await waitFor(`http://127.0.0.1:${rawPort}/`);

  const measure = (url) =>
    new Promise((resolve, reject) =>
      autocannon({ url, connections, duration, headers }, (err, result) => (err ? reject(err) : resolve(result))),
    );
  // Warm both up, then measure each in turn.
  await measure(siteUrl).catch(() => {});
  const siteResult = await measure(siteUrl);
  const rawResult = await measure(`http://127.0.0.1:${rawPort}/`);

  const cpu = os.cpus()[0]?.model ?? "unknown CPU";
  console.log(`\nGET / for ${duration} s with ${connections} connections, brotli body of ${encoded.length} bytes`);
  console.log(
    `machine: ${os.cpus().length} × ${cpu}, ${(os.totalmem() / 2 ** 30).toFixed(0)} GiB, Node ${process.version}`,
  );
  const row = (name, r) =>
    console.log(
      `  ${name.padEnd(22)} ${r.requests.average.toFixed(0).padStart(7)} req/s   p99 ${String(r.latency.p99).padStart(4)} ms   errors ${r.errors + r.non2xx}`,
    );
  row("site (Express + cache)", siteResult);
  row("raw node:http", rawResult);
  console.log(
    `  ratio site/raw: ${(siteResult.requests.average / rawResult.requests.average).toFixed(2)}× (goal ≥ 0.5×)`,
  );
} finally {
  children.forEach((c) => c.kill());
}
