// npm run bench:compression: what streaming compression leaves in a process's
// memory. 200 responses of a 110 KB page compressed at once, ten times each, for
// ten rounds, with a full collection after each round; each encoding in a fresh
// process. Why the pages rendered per request are gzipped and not brotli'd
// (server/compress-rendered.ts). A benchmark: it prints figures and never fails.
import { execFileSync } from "node:child_process";
import { fileURLToPath } from "node:url";
import zlib from "node:zlib";

const [, , kind] = process.argv;

if (!kind) {
  const self = fileURLToPath(import.meta.url);
  for (const encoding of ["gzip", "br", "br-window-18"]) {
    process.stdout.write(execFileSync(process.execPath, ["--expose-gc", self, encoding], { encoding: "utf8" }));
  }
} else {
  const page = Buffer.from(
    Array.from({ length: 2000 }, (_, i) => `<p class="line">Line ${i} of the page, with a few words.</p>`).join(""),
  );
  const streamOf = () =>
    kind === "gzip"
      ? zlib.createGzip()
      : zlib.createBrotliCompress({
          params: {
            // What Express's compression middleware uses.
            [zlib.constants.BROTLI_PARAM_QUALITY]: 4,
            ...(kind === "br-window-18" ? { [zlib.constants.BROTLI_PARAM_LGWIN]: 18 } : {}),
          },
        });
  const one = () =>
    new Promise((resolve) => {
      const stream = streamOf();
      stream.on("data", () => {});
      stream.on("end", resolve);
      // Written in pieces, as a response is.
      for (let i = 0; i < page.length; i += 16384) stream.write(page.subarray(i, i + 16384));
      stream.end();
    });
  const mb = () => Math.round(process.memoryUsage().rss / 1e6);
  const rounds = [mb()];
  for (let round = 0; round < 10; round++) {
    await Promise.all(
      Array.from({ length: 200 }, async () => {
        for (let i = 0; i < 10; i++) await one();
      }),
    );
    globalThis.gc();
    rounds.push(mb());
  }
  console.log(
    `${kind.padEnd(13)} RSS by round, MB: ${rounds.join(" → ")} (×${(rounds.at(-1) / rounds[0]).toFixed(1)})`,
  );
}
