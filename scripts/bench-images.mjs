// npm run bench:images: a 12 MP and a 24 MP photo-like JPEG uploaded to the
// production server and made into every variant; prints the wall time of
// each upload (the first includes starting the image process) and the peak
// memory (VmHWM) of the image process and of the web server. A benchmark: it
// prints figures and never fails on them.
import { readFileSync } from "node:fs";
import os from "node:os";
import { photoLike } from "./photo-like.mjs";
import { signIn, uploadPhoto } from "./site-client.mjs";
import { spawnSite } from "./spawn-site.mjs";
import { waitFor } from "./wait-for.mjs";

const port = Number(process.env.PERF_PORT ?? 3412);
const url = `http://127.0.0.1:${port}/`;
const password = "bench-images-password";
const runs = Number(process.env.BENCH_RUNS ?? 3);

const { server } = spawnSite({
  port,
  env: { ADMIN_USERNAME: "admin", ADMIN_PASSWORD: password },
  prefix: "site-bench-images-",
});
process.on("exit", () => server.kill());

/** Current and peak resident memory of a process, in MB (Linux). */
function memoryOf(pid) {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  const kb = (field) => Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status)?.[1] ?? 0);
  return { rss: Math.round(kb("VmRSS") / 1024), peak: Math.round(kb("VmHWM") / 1024) };
}

/** The image process the server starts for uploads (a child of the server). */
function imageProcessPid() {
  const children = readFileSync(`/proc/${server.pid}/task/${server.pid}/children`, "utf8").trim().split(/\s+/);
  return children
    .map(Number)
    .find((pid) => pid && readFileSync(`/proc/${pid}/cmdline`, "utf8").includes("worker.server"));
}

try {
  await waitFor(url);
  const cookie = await signIn(url, "admin", password);
  await fetch(url); // the page rendered at least once
  const start = memoryOf(server.pid);
  console.log(`\nImages: upload and every variant on ${os.cpus().length} × ${os.cpus()[0]?.model.trim()}`);
  console.log(
    `  load average before: ${os
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(", ")}`,
  );
  console.log(`  web server after start: RSS ${start.rss} MB (peak ${start.peak} MB)`);
  for (const [label, width, height] of [
    ["12 MP", 4000, 3000],
    ["24 MP", 6000, 4000],
  ]) {
    const times = [];
    let image;
    for (let i = 0; i < runs; i++) {
      const bytes = await photoLike(width, height, i);
      const started = performance.now();
      image = await uploadPhoto(url, cookie, { name: `bench-${label.replace(" ", "")}-${i}.jpg`, bytes });
      times.push(performance.now() - started);
    }
    const web = memoryOf(server.pid);
    const worker = memoryOf(imageProcessPid());
    const sorted = [...times].sort((a, b) => a - b);
    console.log(
      `  ${label} (${width} × ${height}, JPEG): ${times.map((t) => `${(t / 1000).toFixed(2)} s`).join(", ")}; ` +
        `median ${(sorted[Math.floor(sorted.length / 2)] / 1000).toFixed(2)} s; ` +
        `${image.widths.length * 3} files, ${Math.round(image.bytes / 1024)} KB`,
    );
    console.log(`    image process peak RSS ${worker.peak} MB; web server RSS ${web.rss} MB (peak ${web.peak} MB)`);
  }
} finally {
  server.kill();
}
