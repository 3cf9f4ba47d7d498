// npm run perf: build, serve, and run Lighthouse 12 (mobile) on the home page, then
// once each on its Hindi and Kannada versions (/hi/, /kn/), then on the back
// office's Content screen, signed in; then the back office's first visit (the sign-in page, then
// Bookings) on a site with five years of bookings: its compressed JavaScript, and Lighthouse on
// Bookings, signed in.
//   -- --runs 5    Lighthouse on / five times in a row: each run, then the median and worst of each figure
//   -- --trace     also where the main thread's time goes (Chromium's trace, load and scroll)
//   -- --photos    first upload a photo-like picture for every card, avatar and the hero (through the
//                  upload route, put in place by a content import), then also measure the image bytes
//                  above the fold on a 390 px phone
//   -- --no-build  use the build that is there
//   -- --back-office   only the back office's first visit and Lighthouse on its Bookings screen
//   -- --against URL   a baseline measured in the same run: the home page of another running site (an
//                  earlier build, say) audited and traced alternately with this one; prints the ratios
// A benchmark: it prints figures and never fails on them.
import { execFileSync, execSync } from "node:child_process";
import { mkdirSync, writeFileSync } from "node:fs";
import { gzipSync } from "node:zlib";
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
import { seedHistory } from "./bench-book.mjs";
import { signIn } from "./site-client.mjs";

const args = process.argv.slice(2);
const option = (name) => {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1] : undefined;
};
const runs = Math.max(1, Number(option("--runs") ?? 1));
const photos = args.includes("--photos");
const backOfficeOnly = args.includes("--back-office");
const against = option("--against");
const port = Number(process.env.PERF_PORT ?? 3310);
const url = `http://127.0.0.1:${port}/`;
const username = "admin";
const password = "perf-only-password-2231";
const outDir = "perf-report";

if (!args.includes("--no-build")) execSync("npm run build --silent", { stdio: "inherit" });

const { server, dataDir } = spawnSite({
  port,
  env: { ADMIN_USERNAME: username, ADMIN_PASSWORD: password },
  stdio: ["ignore", "pipe", "inherit"],
  prefix: "site-perf-",
});
// The back office's own site: five years of returned bookings, the book an owner has after five seasons.
const books = spawnSite({
  port: port + 1,
  env: { ADMIN_USERNAME: username, ADMIN_PASSWORD: password },
  prefix: "site-perf-books-",
});
// Two servers starting at once on a busy machine: up to two minutes each.
await Promise.all([waitFor(url, 120), waitFor(books.url, 120)]);
const seededBookings = seedHistory(books.dataDir, "returned");
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
  if (!backOfficeOnly) {
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
  }

  // The back office on a cheap phone: a first visit, the sign-in page then Bookings, on five years of bookings.
  console.log(
    `\nThe back office's first visit, ${books.url}admin/login then /admin/bookings (${seededBookings} bookings)`,
  );
  const visit = await firstVisitScripts(books.url);
  for (const s of visit.scripts) console.log(`  ${String(s.gzip).padStart(7)} B gzip  ${s.path}`);
  console.log(
    `  JavaScript: ${kb(visit.gzip)} gzip in ${visit.scripts.length} files (${kb(visit.raw)} uncompressed, ` +
      `${kb(visit.sent)} as sent): ${visit.gzip <= 150 * 1024 ? "met" : "NOT met"} (goal ≤ 150 KB)`,
  );
  // A phone set to Kannada: the same visit with the back office's Kannada phrases.
  const kannada = await firstVisitScripts(books.url, "kn");
  const added = kannada.scripts.filter((s) => !visit.scripts.some((v) => v.path === s.path));
  console.log(
    `  in Kannada (Accept-Language: kn): ${kb(kannada.gzip)} gzip in ${kannada.scripts.length} files` +
      (added.length ? `, more than in English: ${added.map((s) => `${s.path} ${s.gzip} B`).join(", ")}` : ""),
  );
  // The day a person signs in: the same pages, with the sign-in form typed into (its check is fetched then).
  const typed = await firstVisitScripts(books.url, "en", { typed: true });
  const fetched = typed.scripts.filter((s) => !visit.scripts.some((v) => v.path === s.path));
  console.log(
    `  signed in by typing into the form: ${kb(typed.gzip)} gzip in ${typed.scripts.length} files` +
      (fetched.length
        ? `, fetched as the form was used: ${fetched.map((s) => `${s.path} ${s.gzip} B`).join(", ")}`
        : ""),
  );
  const bookings = new URL("/admin/bookings", books.url).href;
  await signInThroughTheForm(chrome.port, books.url);
  const booked = await audit(bookings, "admin-bookings", { disableStorageReset: true });
  if (new URL(booked.finalDisplayedUrl).pathname !== "/admin/bookings") {
    console.log(`  /admin/bookings: not measured, the browser ended at ${booked.finalDisplayedUrl}`);
  } else {
    const f = figuresOf(booked);
    console.log(`Lighthouse, mobile, ${bookings}, signed in | load ${loadavg()[0].toFixed(1)}`);
    console.log(`  ${line(f)}: ${f.performance >= 0.9 ? "met" : "NOT met"} (goal ≥ 0.90)`);
    printDetails(booked);
  }
  console.log(`\n  full reports: ${outDir}/`);
} finally {
  await chrome.kill();
  server.kill();
  books.server.kill();
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

async function signInThroughTheForm(debuggingPort, site = url) {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${debuggingPort}`);
  const context = browser.contexts()[0];
  const page = await context.newPage();
  await page.goto(new URL("/admin/login", site).href);
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

/**
 * Every script a fresh phone loads on the sign-in page and then on Bookings
 * (signed in between, without the Dashboard the form leads to): each file once,
 * its size gzip'd (level 9, what a server sends at least) and as the site sent it.
 * Each page is counted once, after hydration, the browser has been idle with no
 * script on its way, so a script imported lazily as the screen starts is counted
 * too; one loaded only when a field is used (the phone check) is not part of the
 * visit. (Not Playwright's "networkidle": the sign-in page's session question
 * stays open in its eyes.) `language`: the
 * phone's (Accept-Language), which the back office follows.
 */
async function firstVisitScripts(site, language = "en", { typed = false } = {}) {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH || chromiumSettings.executablePath,
    args: chromiumSettings.args,
  });
  try {
    const context = await browser.newContext({
      viewport: { width: 390, height: 844 },
      serviceWorkers: "block",
      locale: language,
      extraHTTPHeaders: { "Accept-Language": language },
    });
    const seen = new Map();
    let loading = 0;
    context.on("request", (request) => {
      if (request.resourceType() === "script") loading++;
    });
    for (const done of ["requestfinished", "requestfailed"]) {
      context.on(done, (request) => {
        if (request.resourceType() === "script") loading--;
      });
    }
    context.on("response", (response) => {
      if (response.request().resourceType() !== "script" || seen.has(response.url())) return;
      seen.set(
        response.url(),
        Promise.all([response.body(), response.request().sizes()]).then(([body, sizes]) => ({
          path: new URL(response.url()).pathname,
          raw: body.length,
          gzip: gzipSync(body, { level: 9 }).length,
          sent: sizes.responseBodySize,
        })),
      );
    });
    const page = await context.newPage();
    // Loaded, and its code run: React Router holds the route's module once the page is hydrated.
    const hydrated = (route) =>
      page.waitForFunction((id) => Boolean(window.__reactRouterRouteModules?.[id]), route, { timeout: 120_000 });
    // Settled: the browser idle twice in a row with no script on its way and none asked for in between.
    const settled = async () => {
      for (let quiet = 0, known = seen.size; quiet < 2;) {
        await page.evaluate(() => new Promise((done) => requestIdleCallback(() => done(), { timeout: 2000 })));
        quiet = loading === 0 && seen.size === known ? quiet + 1 : 0;
        known = seen.size;
      }
    };
    await page.goto(new URL("/admin/login?redirect=%2Fadmin%2Fbookings", site).href);
    await hydrated("routes/admin/login");
    await settled();
    if (typed) {
      // As a person signs in: typed into the form, sent, and taken on to Bookings by the sign-in itself.
      await page.locator("input[name=username]").fill(username);
      await page.locator("input[name=password]").fill(password);
      await page.locator("form#login button[type=submit]").click();
      await page.waitForURL((u) => u.pathname === "/admin/bookings", { timeout: 120_000 });
    } else {
      // The pages as they load: signed in beside the page, then Bookings opened.
      const [name, value] = (await signIn(site, username, password)).split(/=(.*)/);
      await context.addCookies([{ name, value, url: site }]);
      await page.goto(new URL("/admin/bookings", site).href);
    }
    await hydrated("routes/admin/bookings");
    await settled();
    if (new URL(page.url()).pathname !== "/admin/bookings") throw new Error(`Bookings not reached: ${page.url()}`);
    const scripts = await Promise.all(seen.values());
    const sum = (k) => scripts.reduce((n, s) => n + s[k], 0);
    return { scripts, gzip: sum("gzip"), raw: sum("raw"), sent: sum("sent") };
  } finally {
    await browser.close();
  }
}
