// Each back-office screen loads only its own phrase books (docs/decisions/051). An owner who chose Kannada signs in
// from an English sign-in page (which loads no book), lands on Content (the frame's and content's books), moves in
// the page to Money (whose books were not loaded yet): each screen reads Kannada, with no hydration error. Money,
// opened once online, opens offline in Kannada too. The choice is the admin's own: a site of its own.
import type { Page } from "@playwright/test";
import { expect, test } from "@playwright/test";
import { expectStarted, mobile, signIn } from "./helpers";
import { OWN_PASSWORD, startOwnServer } from "./own-server";

test.use({ viewport: mobile });

let site: Awaited<ReturnType<typeof startOwnServer>>;
test.beforeAll(async () => {
  site = await startOwnServer();
});
test.afterAll(async () => {
  await site?.stop();
});

/** With SHOTS set to a folder, the screens as they were, to look at. */
async function shot(page: Page, name: string) {
  const dir = process.env.SHOTS;
  if (dir) await page.screenshot({ path: `${dir}/${name}.png`, fullPage: true });
}

/** Errors a page writes to its console: a page that starts in another language than it was rendered in says so. */
function consoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  page.on("pageerror", (error) => errors.push(error.message));
  return errors;
}

/** The Kannada phrase books the page fetched: each book a file named after its area, holding Kannada. */
function bookChunks(page: Page): Set<string> {
  const chunks = new Set<string>();
  page.on("response", async (response) => {
    const file = new URL(response.url()).pathname;
    if (!/^\/assets\/(frame|content|bookings|money)-[\w-]+\.js$/.test(file)) return;
    const body = await response.text().catch(() => "");
    if (/[\u0c80-\u0cff]/.test(body)) chunks.add(file);
  });
  return chunks;
}

/** Signs in on the (English) sign-in page, once it has started, and waits for the screen it leads to. */
async function signInTo(page: Page, to: string) {
  await page.goto(`/admin/login?redirect=${encodeURIComponent(to)}`);
  await expectStarted(page, "login");
  await signIn(page, { password: OWN_PASSWORD });
  await expect(page).toHaveURL(to);
}

test("signed in from an English page, a Kannada reader moves between screens that read other books", async ({
  browser,
}) => {
  test.setTimeout(180_000);
  // The owner chooses Kannada on Your account, from an English phone.
  const choosing = await browser.newContext({ baseURL: site.url, viewport: mobile, locale: "en-IN" });
  const first = await choosing.newPage();
  await signInTo(first, "/admin/account");
  await first.getByRole("radio", { name: "ಕನ್ನಡ" }).check();
  await first.getByRole("button", { name: "Save language" }).click();
  await expect(first.getByRole("status").filter({ hasText: "ಭಾಷೆ ಉಳಿಸಲಾಗಿದೆ." })).toBeVisible();
  await choosing.close();

  // Another English phone: the sign-in page is English and loads no book; the screen after it reads Kannada.
  const context = await browser.newContext({ baseURL: site.url, viewport: mobile, locale: "en-IN" });
  const page = await context.newPage();
  const errors = consoleErrors(page);
  const chunks = bookChunks(page);
  await signInTo(page, "/admin/content");
  await expect(page.locator("html")).toHaveAttribute("lang", "kn");
  await expect(page.getByRole("heading", { level: 1, name: "ವಿಷಯ" })).toBeVisible();
  await expect(page.getByText("ಪಬ್ಲಿಕ್ ಪುಟದಲ್ಲಿರುವ ಎಲ್ಲವೂ, ಪಟ್ಟಿ ಪಟ್ಟಿಯಾಗಿ.")).toBeVisible();
  await expect(page).toHaveTitle("ವಿಷಯ ನಿರ್ವಹಣೆ - Sagara Rides");
  // The frame's book and content's: not the two Money reads besides.
  await expect.poll(() => chunks.size).toBe(2);

  // In the page, to a screen that reads two more books: they load before it shows, so it shows in Kannada.
  await page.getByText("ಮೆನು", { exact: true }).click();
  await page.getByRole("navigation", { name: "ಬ್ಯಾಕ್ ಆಫೀಸ್ ಮೆನು" }).getByRole("link", { name: "ಹಣ" }).click();
  await expect(page).toHaveURL("/admin/money");
  await expect(page.getByRole("heading", { level: 2, name: "ಈಗ ಇಟ್ಟುಕೊಂಡ ಡೆಪಾಸಿಟ್‌ಗಳು" })).toBeVisible();
  await expect(page.getByText("ಇಂದು ಇನ್ನೂ ಏನೂ ಪಡೆದಿಲ್ಲ, ವಾಪಸ್ ಕೊಟ್ಟಿಲ್ಲ.")).toBeVisible();
  await expect(page).toHaveTitle("ಹಣ - Sagara Rides");
  await expect.poll(() => chunks.size).toBe(4);
  await shot(page, "money-kn-after-content");

  // Opened once online, Money opens offline in Kannada: the worker kept its answer and its books' files.
  await page.evaluate(() => navigator.serviceWorker.ready);
  await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
  await page.goto("/admin/money");
  await expect(page.getByRole("heading", { level: 2, name: "ಈಗ ಇಟ್ಟುಕೊಂಡ ಡೆಪಾಸಿಟ್‌ಗಳು" })).toBeVisible();
  const kept = () =>
    page.evaluate(async () => {
      for (const name of await caches.keys())
        if (name.startsWith("admin-data:") && (await (await caches.open(name)).match("/admin/money"))) return true;
      return false;
    });
  await expect.poll(kept).toBe(true);
  await context.setOffline(true);
  await page.goto("/admin/money");
  await expect(page.locator("html")).toHaveAttribute("lang", "kn");
  await expect(page.getByRole("heading", { level: 2, name: "ಈಗ ಇಟ್ಟುಕೊಂಡ ಡೆಪಾಸಿಟ್‌ಗಳು" })).toBeVisible();
  // Started: the offline bar is React's, and says so in Kannada.
  await expect(page.getByRole("status").filter({ hasText: "ಆಫ್‌ಲೈನ್" })).toBeVisible();
  await shot(page, "money-kn-offline");
  await context.setOffline(false);

  expect(errors.filter((e) => /hydrat|did not match|phrase books/i.test(e))).toEqual([]);
  await context.close();
});
