// For `npm run perf -- --trace`: where the main thread's time goes while a
// slow phone loads the page and scrolls through it, read from Chromium's own
// trace (what the performance panel shows). Lighthouse's 4× CPU slowdown, a
// Moto G class viewport; the page is scrolled to the bottom a screen at a time.
import { chromium } from "@playwright/test";
import chromiumSettings from "./chromium.json" with { type: "json" };

/** Trace event names grouped the way the performance panel groups them. */
const groups = {
  "Style & Layout": ["UpdateLayoutTree", "Layout", "RecalculateStyles", "ScheduleStyleRecalculation"],
  "Parse HTML & CSS": ["ParseHTML", "ParseAuthorStyleSheet"],
  Script: ["EvaluateScript", "FunctionCall", "TimerFire", "FireAnimationFrame", "EventDispatch", "v8.compile"],
  "Paint & composite": ["Paint", "PrePaint", "Layerize", "UpdateLayer", "RasterTask", "Commit"],
};

export async function traceMainThread(url, { cpuSlowdown = 4 } = {}) {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH || chromiumSettings.executablePath,
    args: chromiumSettings.args,
  });
  try {
    const context = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75 });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: cpuSlowdown });
    await browser.startTracing(page, {
      categories: ["devtools.timeline", "disabled-by-default-devtools.timeline", "blink.user_timing"],
    });
    await page.goto(url, { waitUntil: "load" });
    // The page's first two seconds are what Lighthouse's blocking time measures; then the scroll.
    await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, Math.max(0, 2000 - performance.now()))));
    await page.evaluate(() => performance.mark("scroll-start"));
    // A screen at a time, each after the frame that showed the last one.
    for (;;) {
      const more = await page.evaluate(
        () =>
          new Promise((resolve) => {
            const before = scrollY;
            scrollBy(0, innerHeight * 0.8);
            requestAnimationFrame(() => requestAnimationFrame(() => resolve(scrollY > before)));
          }),
      );
      if (!more) break;
    }
    const trace = JSON.parse((await browser.stopTracing()).toString("utf8"));
    return summarise(trace.traceEvents ?? trace);
  } finally {
    await browser.close();
  }
}

/** Totals per group on the page's main thread, for the load and for the scroll, and the long tasks (over 50 ms). */
function summarise(events) {
  // The renderer main thread that parsed the page (not a blank start page's).
  const parser = events.find((e) => e.name === "ParseHTML" && e.args?.beginData?.url?.startsWith("http"));
  const onMain = events.filter((e) => parser && e.pid === parser.pid && e.tid === parser.tid && e.ph === "X");
  const mark = events.find((e) => e.name === "scroll-start");
  const phases = {
    load: onMain.filter((e) => !mark || e.ts < mark.ts),
    scroll: onMain.filter((e) => mark && e.ts >= mark.ts),
  };
  return Object.fromEntries(Object.entries(phases).map(([phase, list]) => [phase, phaseSummary(list)]));
}

function phaseSummary(onMain) {
  const ms = (us) => us / 1000;
  const totals = {};
  for (const [group, names] of Object.entries(groups)) {
    totals[group] = ms(onMain.filter((e) => names.includes(e.name)).reduce((sum, e) => sum + (e.dur ?? 0), 0));
  }
  const tasks = onMain.filter((e) => e.name === "RunTask");
  // Each long task with what took most of it.
  const longTasks = tasks
    .filter((e) => e.dur > 50_000)
    .map((task) => {
      const inside = onMain.filter((e) => e !== task && e.ts >= task.ts && e.ts + e.dur <= task.ts + task.dur);
      const byName = {};
      for (const e of inside) if (e.dur > 0) byName[e.name] = (byName[e.name] ?? 0) + e.dur;
      const top = Object.entries(byName).sort((a, b) => b[1] - a[1])[0];
      return { ms: ms(task.dur), mostly: top ? `${top[0]} ${ms(top[1]).toFixed(0)} ms` : "?" };
    });
  return {
    totals,
    busy: ms(tasks.reduce((sum, e) => sum + (e.dur ?? 0), 0)),
    longTasks,
    blocking: longTasks.reduce((sum, t) => sum + t.ms - 50, 0),
  };
}

export function printTrace(trace) {
  console.log(`  main thread, 4× slower CPU (Chromium's trace):`);
  for (const [phase, { totals, busy, longTasks, blocking }] of Object.entries(trace)) {
    const what = phase === "load" ? "loading (first 2 s)" : "scrolling to the bottom";
    const parts = Object.entries(totals).map(([group, total]) => `${group} ${total.toFixed(0)} ms`);
    console.log(`    ${what}: ${busy.toFixed(0)} ms busy: ${parts.join(", ")}`);
    console.log(
      `      long tasks: ${longTasks.length}${longTasks.length ? ` (${longTasks.map((t) => `${t.ms.toFixed(0)} ms, mostly ${t.mostly}`).join("; ")})` : ""}, ` +
        `${blocking.toFixed(0)} ms blocking`,
    );
  }
}
