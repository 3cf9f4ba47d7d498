// npm run perf: build, serve, and run Lighthouse 12 (mobile) on the home page, then
// once each on its Hindi and Kannada versions (/hi/, /kn/), then on the back
// office's Content screen, signed in.
//   -- --runs 5    Lighthouse on / five times in a row: each run, then the median and worst of each figure
//   -- --trace     also where the main thread's time goes (Chromium's trace, load and scroll)
//   -- --photos    first upload a photo-like picture for every card, avatar and the hero (through the
//                  upload route, put in place by a content import), then also measure the image bytes
//                  above the fold on a 390 px phone
//   -- --no-build  use the build that is there
//   -- --against URL   a baseline measured in the same run: the home page of another running site (an
//                  earlier build, say) audited and traced alternately with this one; prints the ratios
// A benchmark: it prints figures and never fails on them.
import { execFileSync, execSync } from "node:child_process";
import { mkdirSync, writeFileSync } from "node:fs";
import { loadavg } from "node:os";
import path from "node:path";
import lighthouse from "lighthouse";
import * as chromeLauncher from "chrome-launcher";
import { chromium } from "@playwright/test";
import chromiumSettings from "./chromium.json" with { type: "json" };
import { waitFor } from "./wait-for.mjs";
import { photosOnEveryCard, pageWeight } from "./perf-photos.mjs";
import { printTrace, traceMainThread } from "./perf-trace.mjs";
import { spawnSite } from "./spawn-site.mjs";

const args = process.argv.slice(2);
const option = (name) => {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1] : undefined;
};
const runs = Math.max(1, Number(option("--runs") ?? 1));
const photos = args.includes("--photos");
const against = option("--against");
const port = Number(process.env.PERF_PORT ?? 3310);
const url = `http://127.0.0.1:${port}/`;
const username = "admin";
const password = "perf-only-password-2231";
const outDir = "perf-report";

if (!args.includes("--no-build")) execSync("npx react-router build", { stdio: "inherit" });

const { server, dataDir } = spawnSite({
  port,
  env: { ADMIN_USERNAME: username, ADMIN_PASSWORD: password },
  stdio: ["ignore", "pipe", "inherit"],
  prefix: "site-perf-",
});
await waitFor(url);
if (photos) {
  const content = (cliArgs, input) =>
    execFileSync(process.execPath, ["--import", "tsx", "scripts/content.ts", ...cliArgs], {
      env: { ...process.env, DATA_DIR: dataDir },
      input,
      encoding: "utf8",
    });
  await photosOnEveryCard({ url, username, password, content });
}

const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROMIUM_PATH || chromiumSettings.executablePath,
  chromeFlags: ["--headless=new", ...chromiumSettings.args],
});
mkdirSync(outDir, { recursive: true });
try {
  // Other work on the machine starves the page's main thread: the load average is printed with each run.
  console.log(
    `\nLighthouse, mobile, ${url}${photos ? " (a photo on every card)" : ""}, ${runs} run(s); load average ${loadavg()[0].toFixed(1)}`,
  );
  const home = [];
  const baseline = [];
  for (let run = 1; run <= runs; run++) {
    const lhr = await audit(url, `home-${run}`);
    const figures = figuresOf(lhr);
    home.push(figures);
    console.log(`  run ${run}: ${line(figures)} | load ${loadavg()[0].toFixed(1)}`);
    if (against) {
      const base = figuresOf(await audit(against, `baseline-${run}`));
      baseline.push(base);
      console.log(`  baseline ${run}: ${line(base)} | load ${loadavg()[0].toFixed(1)}`);
    }
    if (run === runs) printDetails(lhr);
  }
  if (runs > 1) {
    console.log(`  median: ${line(summary(home, median))}`);
    console.log(`  worst:  ${line(summary(home, worst))}`);
    const finished = home.filter((f) => !Number.isNaN(f.performance));
    const good = finished.filter((f) => f.performance >= 0.98).length;
    const unfinished = runs - finished.length;
    console.log(
      `  performance ≥ 0.98 in ${good} of ${finished.length} finished runs` +
        (unfinished ? ` (${unfinished} not finished by Lighthouse, left out of the median and worst)` : ""),
    );
  }
  if (against) {
    const [mine, base] = [summary(home, median), summary(baseline, median)];
    console.log(`  baseline median: ${line(base)}`);
    const ratio = (k) => (base[k] ? (mine[k] / base[k]).toFixed(2) : "–");
    console.log(
      `  ratios of the medians, this / baseline: performance ${ratio("performance")}, TBT ${ratio("tbt")}, ` +
        `LCP ${ratio("lcp")}, HTML bytes ${ratio("html")}`,
    );
  }
  const weight = await pageWeight(url);
  console.log(
    `  home page HTML: ${weight.htmlBrotli} bytes brotli, ${weight.htmlGzip} gzip (${weight.htmlBytes} uncompressed); ` +
      `images above the fold on a 390 × 844 phone (DPR 3): ${weight.aboveTheFold.map((i) => `${i.url} ${i.bytes} B`).join(", ") || "none"}, ` +
      `${weight.aboveTheFoldBytes} bytes in all`,
  );

  // The same page in Hindi and Kannada: one run each, with its scores and its weight.
  for (const lang of ["hi", "kn"]) {
    const translated = new URL(`/${lang}/`, url).href;
    const lhr = await audit(translated, `home-${lang}`);
    console.log(`\nLighthouse, mobile, ${translated}`);
    console.log(`  ${line(figuresOf(lhr))} | load ${loadavg()[0].toFixed(1)}`);
    printDetails(lhr);
    const { htmlBrotli, htmlGzip, htmlBytes } = await pageWeight(translated);
    console.log(`  HTML: ${htmlBrotli} bytes brotli, ${htmlGzip} gzip (${htmlBytes} uncompressed)`);
  }

  if (args.includes("--trace")) {
    // Alternately with the baseline, five of each, medians: one trace says little on a shared machine.
    const traces = { mine: [], base: [] };
    for (let i = 0; i < (against ? 5 : 1); i++) {
      traces.mine.push(await traceMainThread(url));
      if (against) traces.base.push(await traceMainThread(against));
    }
    const middle = (list) => list.sort((a, b) => a.busy - b.busy)[list.length >> 1];
    printTrace(middle(traces.mine));
    if (against) {
      const [m, b] = [middle(traces.mine), middle(traces.base)];
      console.log("  baseline:");
      printTrace(b);
      const style = (t) => t.totals["Style & Layout"];
      console.log(
        `  ratios, this / baseline: main thread busy ${(m.busy / b.busy).toFixed(2)}, ` +
          `style & layout ${(style(m) / style(b)).toFixed(2)}`,
      );
    }
  }

  // The back office as the owner sees it: signed in (remember me) in the same browser profile.
  const admin = new URL("/admin/content", url).href;
  await signInThroughTheForm(chrome.port);
  const lhr = await audit(admin, "admin-content", { disableStorageReset: true });
  if (new URL(lhr.finalDisplayedUrl).pathname !== "/admin/content") {
    console.log(`\n/admin/content: not measured, the browser ended at ${lhr.finalDisplayedUrl}`);
  } else {
    const f = figuresOf(lhr);
    console.log(`\nLighthouse, mobile, ${admin}, signed in`);
    console.log(`  ${line(f)}`);
    printDetails(lhr);
  }
  console.log(`\n  full reports: ${outDir}/`);
} finally {
  await chrome.kill();
  server.kill();
}

async function audit(target, name, settings = {}) {
  const result = await lighthouse(target, {
    port: chrome.port,
    output: "html",
    logLevel: "error",
    onlyCategories: ["performance", "accessibility", "best-practices", "seo"],
    ...settings,
  });
  writeFileSync(path.join(outDir, `${name}.html`), result.report);
  const lhr = result.lhr;
  if (lhr.runtimeError) console.log(`  ${name}: Lighthouse could not finish: ${lhr.runtimeError.message}`);
  return lhr;
}

function figuresOf(lhr) {
  const score = (id) => lhr.categories[id]?.score ?? NaN;
  const value = (id) => lhr.audits[id]?.numericValue ?? NaN;
  const bytes = { html: 0, css: 0, script: 0, images: 0, other: 0 };
  for (const item of lhr.audits["network-requests"]?.details?.items ?? []) {
    const kind = { Document: "html", Stylesheet: "css", Script: "script", Image: "images" }[item.resourceType];
    bytes[kind ?? "other"] += item.transferSize ?? 0;
  }
  return {
    performance: score("performance"),
    accessibility: score("accessibility"),
    bestPractices: score("best-practices"),
    seo: score("seo"),
    fcp: value("first-contentful-paint"),
    lcp: value("largest-contentful-paint"),
    tbt: value("total-blocking-time"),
    cls: value("cumulative-layout-shift"),
    ...bytes,
  };
}

function s(ms) {
  return `${(ms / 1000).toFixed(1)} s`;
}
function kb(b) {
  return `${(b / 1024).toFixed(1)} KB`;
}
function line(f) {
  return (
    `performance ${f.performance.toFixed(2)}, accessibility ${f.accessibility.toFixed(2)}, ` +
    `best practices ${f.bestPractices.toFixed(2)}, SEO ${f.seo.toFixed(2)} | FCP ${s(f.fcp)}, LCP ${s(f.lcp)}, ` +
    `TBT ${Math.round(f.tbt)} ms, CLS ${f.cls.toFixed(3)} | sent: HTML ${kb(f.html)}, CSS ${kb(f.css)}, ` +
    `script ${kb(f.script)}, images ${kb(f.images)}, other ${kb(f.other)}`
  );
}

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}
function summary(all, pick) {
  // Scores: higher is better; times, shifts and bytes: lower is better. A run Lighthouse could not finish has no figures.
  const higher = (k) => ["performance", "accessibility", "bestPractices", "seo"].includes(k);
  const finished = all.filter((f) => !Number.isNaN(f.performance));
  const of = (k) =>
    finished.length
      ? pick(
          finished.map((f) => f[k]),
          higher(k),
        )
      : NaN;
  return Object.fromEntries(Object.keys(all[0]).map((k) => [k, of(k)]));
}
function worst(values, higher) {
  return higher ? Math.min(...values) : Math.max(...values);
}

function printDetails(lhr) {
  for (const [id, category] of Object.entries(lhr.categories)) {
    const failing = category.auditRefs
      .map((ref) => lhr.audits[ref.id])
      .filter(
        (a) =>
          a.score !== null && a.score < 1 && !["informative", "manual", "notApplicable"].includes(a.scoreDisplayMode),
      );
    if (failing.length) console.log(`  ${id} below 1: ${failing.map((a) => a.id).join(", ")}`);
  }
}

async function signInThroughTheForm(debuggingPort) {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${debuggingPort}`);
  const context = browser.contexts()[0];
  const page = await context.newPage();
  await page.goto(new URL("/admin/login", url).href);
  await page.getByLabel("Username").fill(username);
  await page.getByLabel("Password").fill(password);
  await page.getByLabel("Remember me for 7 days").check();
  await page.getByRole("button", { name: /sign in|log in|login/i }).click();
  await page.waitForURL(/\/admin\/dashboard/);
  // Signed in, but measured as a first visit: nothing of the back office's code in the cache.
  await (await context.newCDPSession(page)).send("Network.clearBrowserCache");
  await page.close();
  await browser.close();
}
