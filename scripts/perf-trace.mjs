// For `npm run perf -- --trace`: where the main thread's time goes while a
// slow phone loads the page, read from Chromium's own trace (what the
// performance panel shows): Lighthouse's 4× CPU slowdown, a Moto G class
// viewport, the first two seconds (what total blocking time covers).
import { chromium } from "@playwright/test";
import chromiumSettings from "./chromium.json" with { type: "json" };

/** Trace event names grouped the way the performance panel groups them. */
const groups = {
  "Style & Layout": ["UpdateLayoutTree", "Layout", "RecalculateStyles"],
  "Parse HTML & CSS": ["ParseHTML", "ParseAuthorStyleSheet"],
  Script: ["EvaluateScript", "FunctionCall", "TimerFire", "FireAnimationFrame", "EventDispatch", "v8.compile"],
  "Paint & composite": ["Paint", "PrePaint", "Layerize", "UpdateLayer", "Commit"],
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
    await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, Math.max(0, 2000 - performance.now()))));
    // The mark names the page's main thread in the trace.
    await page.evaluate(() => performance.mark("traced"));
    const trace = JSON.parse((await browser.stopTracing()).toString("utf8"));
    return summarise(trace.traceEvents ?? trace);
  } finally {
    await browser.close();
  }
}

/** Milliseconds covered by these events, counting time covered by nested or overlapping ones once. */
function covered(list) {
  const spans = list.map((e) => [e.ts, e.ts + (e.dur ?? 0)]).sort((a, b) => a[0] - b[0]);
  let total = 0;
  let end = -Infinity;
  for (const [from, to] of spans) {
    if (to <= end) continue;
    total += to - Math.max(from, end);
    end = to;
  }
  return total / 1000;
}

/** Totals per group on the page's main thread, and its long tasks (over 50 ms) with what took most of each. */
function summarise(events) {
  const mark = events.find((e) => e.name === "traced");
  const onMain = events.filter((e) => mark && e.pid === mark.pid && e.tid === mark.tid && e.ph === "X");
  const totals = {};
  for (const [group, names] of Object.entries(groups)) {
    totals[group] = covered(onMain.filter((e) => names.includes(e.name)));
  }
  const tasks = onMain.filter((e) => e.name === "RunTask");
  const longTasks = tasks
    .filter((e) => e.dur > 50_000)
    .map((task) => {
      const inside = onMain.filter((e) => e !== task && e.ts >= task.ts && e.ts + e.dur <= task.ts + task.dur);
      const byGroup = Object.entries(groups).map(([group, names]) => [
        group,
        covered(inside.filter((e) => names.includes(e.name))),
      ]);
      const [group, ms] = byGroup.sort((a, b) => b[1] - a[1])[0];
      return { ms: task.dur / 1000, mostly: `${group} ${ms.toFixed(0)} ms` };
    });
  return {
    totals,
    busy: covered(tasks),
    longTasks,
    blocking: longTasks.reduce((sum, t) => sum + t.ms - 50, 0),
  };
}

export function printTrace({ totals, busy, longTasks, blocking }) {
  const parts = Object.entries(totals).map(([group, total]) => `${group} ${total.toFixed(0)} ms`);
  console.log(`  main thread while loading, 4× slower CPU (Chromium's trace): ${busy.toFixed(0)} ms busy`);
  console.log(`    ${parts.join(", ")}`);
  console.log(
    `    long tasks: ${longTasks.length}${longTasks.length ? ` (${longTasks.map((t) => `${t.ms.toFixed(0)} ms, mostly ${t.mostly}`).join("; ")})` : ""}, ` +
      `${blocking.toFixed(0)} ms over 50 ms`,
  );
}
