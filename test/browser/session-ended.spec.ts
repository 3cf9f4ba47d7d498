// A session that ends while the owner types costs them a password, never their words: with JavaScript, the save asks
// for the password in a dialog on the same screen, signs in and sends the same save, version check included.
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { ADMIN, cardHtml, expectStarted, mobile, openSignedIn, signIn, unique } from "./helpers";

test.use({ site: "editing", viewport: mobile });

async function expectPublicPage(page: Page, ok: (html: string) => boolean) {
  await expect.poll(async () => ok(await (await page.request.get("/")).text())).toBe(true);
}

/** Ends this browser's session on the server, as an expiry or a Sign out elsewhere would. */
async function endSessionOnServer(page: Page) {
  const origin = new URL(page.url()).origin;
  const cookie = (await page.context().cookies()).find((c) => c.name === "session")!;
  expect(cookie, "a session cookie").toBeTruthy();
  // Signed out through the server's own logout, with the browser's cookie, by a request the page does not see.
  const res = await page.request.post("/admin/logout", { form: {}, headers: { origin }, maxRedirects: 0 });
  expect(res.status()).toBe(302);
  await page.context().addCookies([cookie]);
  expect((await page.request.get("/admin/session")).status()).toBe(401);
}

test("a save after the session ended asks for the password in a dialog and completes the same save", async ({
  page,
  addItem,
}) => {
  const name = unique("Dialog");
  const id = await addItem("taxis", { name, price: 15 });
  await openSignedIn(page, `/admin/content/taxis/${id}`);
  await expectStarted(page, "edit-taxis");
  await page.getByLabel("Price per unit").fill("27");
  await page.getByLabel("Description", { exact: true }).fill("Typed while the session ran out.");
  await endSessionOnServer(page);

  await page.getByRole("button", { name: "Save changes" }).click();
  const dialog = page.getByRole("dialog", { name: "Sign in to save" });
  await expect(dialog).toBeVisible();
  await expect(page).toHaveURL(`/admin/content/taxis/${id}`);

  // A wrong password: said so, and nothing is sent.
  await dialog.getByLabel("Password").fill("not-the-password-1234");
  await dialog.getByRole("button", { name: "Sign in and save" }).click();
  await expect(dialog.getByRole("alert")).toHaveText("Invalid username or password");
  await expect(dialog.getByLabel("Password")).toHaveValue("");

  await dialog.getByLabel("Password").fill(ADMIN.password);
  await dialog.getByRole("button", { name: "Sign in and save" }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole("status")).toContainText("Saved. The public page is updated.");
  await expect(page.getByLabel("Price per unit")).toHaveValue("27");
  await expect(page.getByLabel("Description", { exact: true })).toHaveValue("Typed while the session ran out.");
  await expectPublicPage(page, (html) => cardHtml(html, "taxis", id).includes("₹27"));
});

test("the same save keeps its version check: a newer version saved meanwhile shows the conflict panel", async ({
  page,
  browser,
  addItem,
}) => {
  const name = unique("Dialog stale");
  const id = await addItem("taxis", { name, price: 15 });
  await openSignedIn(page, `/admin/content/taxis/${id}`);
  await expectStarted(page, "edit-taxis");
  await page.getByLabel("Price per unit").fill("28");
  await endSessionOnServer(page);

  const elsewhere = await browser.newContext({ baseURL: new URL(page.url()).origin, viewport: mobile });
  const other = await elsewhere.newPage();
  await openSignedIn(other, `/admin/content/taxis/${id}`);
  await expectStarted(other, "edit-taxis");
  await other.getByLabel("Price per unit").fill("31");
  await other.getByRole("button", { name: "Save changes" }).click();
  await expect(other.getByRole("status")).toContainText("Saved.");
  await elsewhere.close();

  await page.getByRole("button", { name: "Save changes" }).click();
  const dialog = page.getByRole("dialog", { name: "Sign in to save" });
  await dialog.getByLabel("Password").fill(ADMIN.password);
  await dialog.getByRole("button", { name: "Sign in and save" }).click();
  const conflict = page.getByRole("alert").filter({ hasText: "Not saved" });
  await expect(conflict.getByRole("row", { name: /Price per unit.*₹31.*₹28/ })).toBeVisible();
  await expectPublicPage(page, (html) => cardHtml(html, "taxis", id).includes("₹31"));
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the login page keeps the posted change, and after signing in it is ready to save", async ({
    page,
    addItem,
  }) => {
    const name = unique("Kept");
    const id = await addItem("taxis", { name, price: 15 });
    await openSignedIn(page, `/admin/content/taxis/${id}`);
    await page.getByLabel("Price per unit").fill("26");
    await page.getByLabel("Description", { exact: true }).fill("Typed while signed out, without a script.");
    await endSessionOnServer(page);

    await page.getByRole("button", { name: "Save changes" }).click();
    await expect(page).toHaveURL(/\/admin\/login\?redirect=%2Fadmin%2Fkept&kept$/);
    await expect(page.getByRole("status")).toContainText("It is kept here for an hour");
    await expectPublicPage(page, (html) => cardHtml(html, "taxis", id).includes("₹15"));

    await signIn(page);
    await expect(page).toHaveURL("/admin/kept");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Ready to save");
    await expect(page.getByText(`Your change to the taxi service ${name}`)).toBeVisible();
    await expect(page.getByText("Typed while signed out, without a script.")).toBeVisible();
    // In the form's words: a list's rows as the form names them, the picture by its description.
    await expect(page.getByText("Destination 1", { exact: true })).toBeVisible();
    await expect(page.getByText("Illustration for Local Sightseeing", { exact: true })).toBeVisible();
    await expect(page.getByText("art-taxis-local-sightseeing")).toHaveCount(0);
    // Nothing is applied until the owner says so.
    await expectPublicPage(page, (html) => cardHtml(html, "taxis", id).includes("₹15"));
    await page.getByRole("button", { name: "Save it" }).click();
    await expect(page).toHaveURL(`/admin/content/taxis/${id}`);
    await expect(page.getByRole("status")).toContainText("Saved. The public page is updated.");
    await expect(page.getByLabel("Price per unit")).toHaveValue("26");
    await expectPublicPage(page, (html) => cardHtml(html, "taxis", id).includes("₹26"));
    // Saved: kept no longer.
    await page.goto("/admin/kept");
    await expect(page.getByText("Nothing is waiting to be saved")).toBeVisible();
  });
});
