// The analytics script, end to end in a real browser: a local server stands
// in for the provider, the site runs with its own data directory (so the
// shared test server's page is not changed under the other tests), and the
// page's Content-Security-Policy is what the browser enforces.
import http from "node:http";
import type { AddressInfo } from "node:net";
import { expect, test, type Page } from "@playwright/test";
import { openContentStore } from "~/store.server";
import { OWN_PASSWORD, startOwnServer } from "./own-server";

/** The provider's public address; the browser's requests to it are carried to the stand-in. */
const PROVIDER = "https://analytics.example";

/** The provider's script: it reports the page view to its own origin, as such scripts do. */
const SCRIPT = `(function () {
  var origin = new URL(document.currentScript.src).origin;
  var sent = navigator.sendBeacon(origin + "/beacon", JSON.stringify({ page: location.pathname }));
  document.documentElement.dataset.analytics = sent ? "beacon-sent" : "beacon-refused";
})();`;

let standIn: http.Server;
let standInUrl = "";
const seen: string[] = [];
let site: Awaited<ReturnType<typeof startOwnServer>>;
let siteUrl = "";

test.beforeAll(async () => {
  standIn = http.createServer((req, res) => {
    seen.push(`${req.method} ${req.url}`);
    if (req.url === "/script.js") {
      res.writeHead(200, { "content-type": "text/javascript" }).end(SCRIPT);
    } else {
      req.resume();
      req.on("end", () => res.writeHead(204).end());
    }
  });
  await new Promise<void>((resolve) => standIn.listen(0, "127.0.0.1", resolve));
  standInUrl = `http://127.0.0.1:${(standIn.address() as AddressInfo).port}`;

  // The setting, saved through the store into the data directory the site will use.
  site = await startOwnServer((db) => {
    const store = openContentStore(db);
    const saved = store.saveSection(
      "analytics",
      { analyticsScriptUrl: `${PROVIDER}/script.js` },
      store.section("analytics").version,
      { actor: "test" },
    );
    expect(saved.ok).toBe(true);
  });
  siteUrl = site.url;
});

test.afterAll(async () => {
  await site?.stop();
  await new Promise<void>((resolve) => standIn.close(() => resolve()));
});

/** Carries the browser's requests for the provider to the stand-in, and records policy refusals. */
async function withProvider(page: Page) {
  await page.route(`${PROVIDER}/**`, async (route) => {
    const url = new URL(route.request().url());
    const response = await route.fetch({ url: `${standInUrl}${url.pathname}${url.search}` });
    await route.fulfill({ response });
  });
  await page.addInitScript(() => {
    (window as unknown as { blocked: string[] }).blocked = [];
    document.addEventListener("securitypolicyviolation", (e) =>
      (window as unknown as { blocked: string[] }).blocked.push(`${e.effectiveDirective} ${e.blockedURI}`),
    );
  });
}

test("the public page loads the analytics script and its beacon reaches the provider", async ({ page }) => {
  await withProvider(page);
  const response = await page.goto(`${siteUrl}/`);
  const policy = response!.headers()["content-security-policy"]!;
  expect(policy).toContain(`script-src 'self' ${PROVIDER};`);
  expect(policy).toContain(`connect-src 'self' ${PROVIDER};`);
  await expect(page.locator("html")).toHaveAttribute("data-analytics", "beacon-sent");
  await expect.poll(() => seen).toEqual(expect.arrayContaining(["GET /script.js", "POST /beacon"]));
  expect(await page.evaluate(() => (window as unknown as { blocked: string[] }).blocked)).toEqual([]);
});

test("the back office allows the provider nothing", async ({ page }) => {
  await withProvider(page);
  await page.goto(`${siteUrl}/admin/login`);
  await page.getByLabel("Username").fill("admin");
  await page.getByLabel("Password").fill(OWN_PASSWORD);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(`${siteUrl}/admin/dashboard`);
  const response = await page.reload();
  expect(response!.headers()["content-security-policy"]).not.toContain("analytics.example");
  const outcome = await page.evaluate(
    (provider) =>
      fetch(`${provider}/admin-probe`, { method: "POST", mode: "no-cors", body: "x" }).then(
        () => "sent",
        () => "refused",
      ),
    PROVIDER,
  );
  expect(outcome).toBe("refused");
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { blocked: string[] }).blocked))
    .toContain(`connect-src ${PROVIDER}/admin-probe`);
  expect(seen).not.toContain("POST /admin-probe");
});
