// Screenshots of a running site for a person to look at:
//   node scripts/screenshots.mjs [baseUrl] [outDir] [path...]
// With ADMIN_PASSWORD (and ADMIN_USERNAME, default admin) set, it signs in first, for back-office screens.
import { chromium } from "@playwright/test";
import { mkdirSync } from "node:fs";
import chromiumSettings from "./chromium.json" with { type: "json" };

const [base = "http://localhost:3000", out = "/tmp/shots", ...paths] = process.argv.slice(2);
mkdirSync(out, { recursive: true });
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH || chromiumSettings.executablePath,
  args: chromiumSettings.args,
});
for (const [name, viewport] of [
  ["mobile", { width: 390, height: 844 }],
  ["desktop", { width: 1280, height: 800 }],
]) {
  const page = await browser.newPage({ viewport, reducedMotion: "reduce" });
  if (process.env.ADMIN_PASSWORD) {
    await page.goto(`${base}/admin/login`);
    await page.getByLabel("Username").fill(process.env.ADMIN_USERNAME || "admin");
    await page.getByLabel("Password").fill(process.env.ADMIN_PASSWORD);
    await page.getByRole("button", { name: "Sign in" }).click();
    await page.waitForURL(/\/admin\/(?!login)/);
  }
  for (const p of paths.length ? paths : ["/"]) {
    await page.goto(base + p, { waitUntil: "load" });
    const slug = p.replace(/\W+/g, "_") || "root";
    await page.screenshot({ path: `${out}/${slug}-${name}.png` });
    // Scroll through so lazy images load and reveals run, then shoot the whole page.
    await page.evaluate(async () => {
      for (let y = 0; y < document.body.scrollHeight; y += 600) {
        window.scrollTo(0, y);
        await new Promise((r) => setTimeout(r, 80));
      }
      window.scrollTo(0, 0);
    });
    await page.waitForLoadState("networkidle").catch(() => {});
    await page.screenshot({ path: `${out}/${slug}-${name}-full.png`, fullPage: true });
  }
  await page.close();
}
await browser.close();
console.log(`screenshots in ${out}`);
