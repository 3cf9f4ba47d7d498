/**
 * Zopfli's worker (server/smallest-gzip.ts) keeps a process alive while a page waits for it, and never after: a
 * script that compressed a page ends by itself (the benchmark's site did not, with the worker's port left referenced).
 */
import { execFile } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { promisify } from "node:util";
import { gunzipSync } from "node:zlib";
import { expect, it, onTestFinished } from "vitest";

const run = promisify(execFile);

it("a process that gzipped two pages with Zopfli ends once they are made, with both readable", async () => {
  const dir = mkdtempSync(path.join(tmpdir(), "zopfli-"));
  onTestFinished(() => rmSync(dir, { recursive: true, force: true }));
  const module = pathToFileURL(path.resolve("server/smallest-gzip.ts")).href;
  // A script file, as the benchmark runs one (\`node -e\` ended even with the worker referenced).
  const script = path.join(dir, "compress.mts");
  writeFileSync(
    script,
    `import { smallestGzip } from ${JSON.stringify(module)};
    const pages = ["<p>Honda Activa</p>".repeat(500), "<p>TVS Jupiter</p>".repeat(400)];
    const made = await Promise.all(pages.map((page) => smallestGzip(Buffer.from(page))));
    console.log(JSON.stringify(made.map((gzip) => gzip.toString("base64"))));`,
  );
  // No timeout of its own: a process the worker keeps alive fails the test's.
  const { stdout } = await run(process.execPath, ["--import", "tsx", script]);
  const [first, second] = (JSON.parse(stdout) as string[]).map((b) => gunzipSync(Buffer.from(b, "base64")).toString());
  expect(first).toBe("<p>Honda Activa</p>".repeat(500));
  expect(second).toBe("<p>TVS Jupiter</p>".repeat(400));
});
