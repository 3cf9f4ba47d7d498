// The owner's Account screen on a phone: the Sessions list and changing the
// password. Both end sessions, so they run on a site of their own, one after
// another (the password change ends every session but the owner's).
import { expect, test, type Browser, type Page } from "@playwright/test";
import { expectNoAxeViolations, expectStarted, horizontalOverflow, mobile, narrow } from "./helpers";
import { OWN_PASSWORD, startOwnServer } from "./own-server";

test.use({ viewport: mobile });
test.describe.configure({ mode: "serial" });

/** A phone the owner might lose: it names itself Chrome 130 on Android 14. */
const PHONE =
  "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Mobile Safari/537.36";
const NEW_PASSWORD = "tide-lantern-cashew-ferry";

let site: Awaited<ReturnType<typeof startOwnServer>>;
test.beforeAll(async () => {
  site = await startOwnServer();
});
test.afterAll(async () => {
  await site?.stop();
});

/** A browser of its own (its own cookies), signed in, on `path`. */
async function signedIn(browser: Browser, { path = "/admin/account", userAgent = "", password = OWN_PASSWORD } = {}) {
  const context = await browser.newContext({
    baseURL: site.url,
    viewport: mobile,
    ...(userAgent ? { userAgent } : {}),
  });
  const page = await context.newPage();
  await page.goto(`/admin/login?redirect=${encodeURIComponent(path)}`);
  await page.getByLabel("Username").fill("admin");
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(path);
  return page;
}

/** Whether a page's browser is still signed in: the server decides, at the next navigation. */
async function expectSignedOut(page: Page) {
  await page.goto("/admin/dashboard");
  await expect(page).toHaveURL("/admin/login?redirect=%2Fadmin%2Fdashboard");
}

test("the Account screen is in the menu, axe-clean and fits a phone", async ({ browser }) => {
  const page = await signedIn(browser, { path: "/admin/dashboard" });
  await page.getByText("Menu", { exact: true }).click();
  await page.getByRole("navigation", { name: "Back office menu" }).getByRole("link", { name: "Account" }).click();
  await expect(page).toHaveURL("/admin/account");
  await expect(page).toHaveTitle("Account - Sagara Rides");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Account");
  const sessions = page.getByRole("region", { name: "Sessions" });
  await expect(sessions.getByRole("listitem").filter({ hasText: "This browser" })).toContainText(/Chrome \d+ on Linux/);
  await expectNoAxeViolations(page);
  for (const viewport of [narrow, mobile]) {
    await page.setViewportSize(viewport);
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
  }
  await page.context().close();
});

test("signing out a lost phone from the Sessions list ends its session", async ({ browser }) => {
  const phone = await signedIn(browser, { path: "/admin/dashboard", userAgent: PHONE });
  const owner = await signedIn(browser);
  const sessions = owner.getByRole("region", { name: "Sessions" });
  const row = sessions.getByRole("listitem").filter({ hasText: "Chrome 130 on Android 14" });
  await expect(row).toContainText("127.0.0.x");
  await expect(row).toContainText("Signed in");
  await expect(row).toContainText("Last seen");
  await expect(row).not.toContainText("This browser");

  await sessions.getByRole("button", { name: "Sign out Chrome 130 on Android 14" }).click();
  await expect(owner.getByRole("status")).toContainText("Signed out. That browser needs the password to get back in.");
  await expect(sessions.getByText("Chrome 130 on Android 14")).toHaveCount(0);
  await expectSignedOut(phone);
  // The owner's own browser is still in.
  await owner.goto("/admin/dashboard");
  await expect(owner).toHaveURL("/admin/dashboard");
  await phone.context().close();
  await owner.context().close();
});

test("sign out everywhere else, as a plain form post without JavaScript, keeps only this browser", async ({
  browser,
}) => {
  const phone = await signedIn(browser, { path: "/admin/dashboard", userAgent: PHONE });
  const context = await browser.newContext({ baseURL: site.url, viewport: mobile, javaScriptEnabled: false });
  const owner = await context.newPage();
  await owner.goto("/admin/login?redirect=%2Fadmin%2Faccount");
  await owner.getByLabel("Username").fill("admin");
  await owner.getByLabel("Password").fill(OWN_PASSWORD);
  await owner.getByRole("button", { name: "Sign in" }).click();
  await expect(owner).toHaveURL("/admin/account");
  // The address changes as the page starts arriving: count the sessions once it has been read whole.
  await owner.waitForLoadState("domcontentloaded");
  const sessions = owner.getByRole("region", { name: "Sessions" });
  const others = (await sessions.getByRole("listitem").count()) - 1;
  expect(others).toBeGreaterThanOrEqual(1);

  await sessions.getByRole("button", { name: "Sign out everywhere else" }).click();
  await expect(owner.getByRole("status")).toContainText(
    `Signed out everywhere else (${others} other session${others === 1 ? "" : "s"}).`,
  );
  await expect(sessions.getByRole("listitem")).toHaveCount(1);
  await expect(sessions.getByRole("listitem")).toContainText("This browser");
  await expectSignedOut(phone);
  await phone.context().close();
  await context.close();
});

test("a wrong current password changes nothing, with the message next to the field", async ({ browser }) => {
  const owner = await signedIn(browser);
  await expectStarted(owner, "change-password");
  const form = owner.getByRole("region", { name: "Change password" });
  await form.getByLabel("Current password").fill("not-the-password-at-all");
  await form.getByLabel("New password", { exact: true }).fill(NEW_PASSWORD);
  await form.getByLabel("New password again").fill(NEW_PASSWORD);
  await form.getByRole("button", { name: "Change password" }).click();
  const current = form.getByLabel("Current password");
  await expect(current).toHaveAttribute("aria-invalid", "true");
  await expect(form.getByText("That is not your current password")).toBeVisible();
  await expect(current).toBeFocused();

  // What the rules refuse is said before anything is sent.
  await form.getByLabel("New password", { exact: true }).fill("Sagara Rides 2025");
  await form.getByLabel("New password", { exact: true }).blur();
  await expect(form.getByText("Choose a password that is not the business name")).toBeVisible();
  await expectNoAxeViolations(owner);
  await owner.context().close();
});

test("changing the password signs out the other session and keeps this one", async ({ browser }) => {
  const other = await signedIn(browser, { path: "/admin/dashboard", userAgent: PHONE });
  const owner = await signedIn(browser);
  const sessions = owner.getByRole("region", { name: "Sessions" });
  // Earlier tests' browsers are still signed in too, and tests running beside this one sign in and out:
  // how many others end is counted by the server tests; here, at least the phone's.
  await expect(sessions.getByRole("listitem").nth(1)).toBeVisible();
  const form = owner.getByRole("region", { name: "Change password" });
  await form.getByLabel("Current password").fill(OWN_PASSWORD);
  await form.getByLabel("New password", { exact: true }).fill(NEW_PASSWORD);
  await form.getByLabel("New password again").fill(NEW_PASSWORD);
  await form.getByRole("button", { name: "Change password" }).click();

  await expect(owner.getByRole("status")).toContainText(
    /Password changed\. Signed out everywhere else \(\d+ other sessions?\); this browser stays signed in\./,
  );
  await expect(form.getByLabel("Current password")).toHaveValue("");
  await expect(sessions.getByRole("listitem")).toHaveCount(1);
  await expect(sessions.getByText("Only this browser is signed in.")).toBeVisible();
  await expectSignedOut(other);
  await owner.goto("/admin/dashboard");
  await expect(owner).toHaveURL("/admin/dashboard");

  // The old password no longer opens the door; the new one does.
  await other.getByLabel("Username").fill("admin");
  await other.getByLabel("Password").fill(OWN_PASSWORD);
  await other.getByRole("button", { name: "Sign in" }).click();
  await expect(other.getByRole("alert")).toHaveText("Invalid username or password");
  await other.getByLabel("Password").fill(NEW_PASSWORD);
  await other.getByRole("button", { name: "Sign in" }).click();
  await expect(other).toHaveURL("/admin/dashboard");
  await other.context().close();
  await owner.context().close();
});
