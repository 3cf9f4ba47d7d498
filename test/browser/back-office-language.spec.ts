// A phone set to Kannada signs in and reads the back office in Kannada, its offline bar too; choosing English on
// Your account turns the back office English after the page loads again. The choice is the admin's own, so the test
// runs on a site of its own.
import { expect, test } from "@playwright/test";
import { expectNoAxeViolations, horizontalOverflow, mobile, narrow } from "./helpers";
import { OWN_PASSWORD, startOwnServer } from "./own-server";

test.use({ viewport: mobile });

let site: Awaited<ReturnType<typeof startOwnServer>>;
test.beforeAll(async () => {
  site = await startOwnServer();
});
test.afterAll(async () => {
  await site?.stop();
});

test("a phone in Kannada signs in to a Kannada back office, and chooses English on Your account", async ({
  browser,
}) => {
  const context = await browser.newContext({ baseURL: site.url, viewport: mobile, locale: "kn-IN" });
  const page = await context.newPage();
  // A page that starts in another language than it was rendered in says so in the console.
  const mismatches: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error" && /hydrat|did not match/i.test(message.text())) mismatches.push(message.text());
  });

  await page.goto("/admin/login");
  await expect(page.locator("html")).toHaveAttribute("lang", "kn");
  await expect(page).toHaveTitle("ಅಡ್ಮಿನ್ ಲಾಗಿನ್ - Sagara Rides");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("ಅಡ್ಮಿನ್ ಲಾಗಿನ್");
  await page.getByLabel("ಬಳಕೆದಾರ ಹೆಸರು").fill("admin");
  await page.getByLabel("ಪಾಸ್‌ವರ್ಡ್").fill(OWN_PASSWORD);
  await page.getByRole("button", { name: "ಸೈನ್ ಇನ್" }).click();
  await expect(page).toHaveURL("/admin/dashboard");

  // The frame in Kannada, with the line that says why and where to change it.
  await expect(page.locator("html")).toHaveAttribute("lang", "kn");
  await expect(page.getByText("ಮೆನು", { exact: true })).toBeVisible();
  const notice = page.getByText("ನಿಮ್ಮ ಫೋನಿನ ಭಾಷೆ ಕನ್ನಡ, ಹಾಗಾಗಿ ಅದೇ ಭಾಷೆಯಲ್ಲಿ ತೋರಿಸಲಾಗಿದೆ.");
  await expect(notice).toBeVisible();

  // The offline bar in Kannada, and gone again when the connection is back.
  const offline = page.getByRole("status").filter({ hasText: "ಆಫ್‌ಲೈನ್: ಇಂಟರ್ನೆಟ್ ಬಂದಾಗ ಬದಲಾವಣೆಗಳನ್ನು ಕಳುಹಿಸಲಾಗುತ್ತದೆ" });
  await context.setOffline(true);
  await expect(offline).toBeVisible();
  await context.setOffline(false);
  await expect(offline).toHaveCount(0);

  // The menu leads to Your account, where the language is chosen.
  await page.getByText("ಮೆನು", { exact: true }).click();
  await page.getByRole("navigation", { name: "ಬ್ಯಾಕ್ ಆಫೀಸ್ ಮೆನು" }).getByRole("link", { name: "ಖಾತೆ" }).click();
  await expect(page).toHaveURL("/admin/account");
  await expect(page).toHaveTitle("ಖಾತೆ - Sagara Rides");
  const language = page.getByRole("region", { name: "ಬ್ಯಾಕ್ ಆಫೀಸ್‌ನ ಭಾಷೆ" });
  await expect(language.getByRole("radio", { name: "ಈ ಫೋನಿನಂತೆ (ಕನ್ನಡ)" })).toBeChecked();
  await expectNoAxeViolations(page);
  for (const viewport of [narrow, mobile]) {
    await page.setViewportSize(viewport);
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
  }

  await language.getByRole("radio", { name: "English" }).check();
  await language.getByRole("button", { name: "ಭಾಷೆ ಉಳಿಸಿ" }).click();
  // The document loads again, in English, and the new choice is the one marked.
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Account");
  await expect(page.getByRole("status").filter({ hasText: "The language is saved." })).toBeVisible();
  await expect(page.getByRole("radio", { name: "English" })).toBeChecked();
  await expect(page.getByText("Menu", { exact: true })).toBeVisible();
  await expect(page.getByText("your phone's language")).toHaveCount(0);

  // Another screen, reached in the page: English too.
  await page.getByText("Menu", { exact: true }).click();
  await page.getByRole("navigation", { name: "Back office menu" }).getByRole("link", { name: "Bookings" }).click();
  await expect(page).toHaveURL("/admin/bookings");
  await expect(page.getByText("Menu", { exact: true })).toBeVisible();
  expect(mismatches).toEqual([]);
  await context.close();
});
