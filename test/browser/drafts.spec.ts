// Drafts: what the owner types into a back-office form is kept in the browser as it is typed, offered back after a
// reload, a closed tab or a new sign-in, restored through the same checks and the same version check, and forgotten
// once saved, discarded or signed out.
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { cardHtml, expectStarted, mobile, openSignedIn, signIn, unique } from "./helpers";

test.use({ site: "editing", viewport: mobile });

const offer = (page: Page) => page.getByRole("region", { name: "Unsaved changes" });

/** The drafts this browser holds, by key. */
const drafts = (page: Page) =>
  page.evaluate(() => Object.keys(localStorage).filter((key) => key.startsWith("admin_draft:")));

async function expectPublicPage(page: Page, ok: (html: string) => boolean) {
  await expect.poll(async () => ok(await (await page.request.get("/")).text())).toBe(true);
}

test("type, reload, restore: the typed values come back and save", async ({ page, addItem }) => {
  const name = unique("Reload");
  const id = await addItem("taxis", { name, price: 15 });
  await openSignedIn(page, `/admin/content/taxis/${id}`);
  await expectStarted(page, "edit-taxis");
  await page.getByLabel("Price per unit").fill("19");
  await page.getByLabel("Description", { exact: true }).fill("Typed before the reload.");
  await expect.poll(() => drafts(page)).toEqual([`admin_draft:edit-taxis:${id}`]);

  await page.reload();
  await expect(offer(page)).toContainText(/You have unsaved changes from \d\d:\d\d\./);
  await expect(page.getByLabel("Price per unit")).toHaveValue("15");
  await offer(page).getByRole("button", { name: "Restore them" }).click();
  await expect(offer(page)).toHaveCount(0);
  await expect(page.getByLabel("Price per unit")).toHaveValue("19");
  await expect(page.getByLabel("Description", { exact: true })).toHaveValue("Typed before the reload.");
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(page.getByRole("status")).toContainText("Saved. The public page is updated.");
  await expectPublicPage(page, (html) => cardHtml(html, "taxis", id).includes("₹19"));
  // Saved: nothing is offered again.
  await expect.poll(() => drafts(page)).toEqual([]);
  await page.reload();
  await expect(page.getByLabel("Price per unit")).toHaveValue("19");
  await expect(offer(page)).toHaveCount(0);
});

test("type, close the tab, open a new one: the draft is offered there, and Discard forgets it", async ({
  page,
  addItem,
}) => {
  const name = unique("Closed tab");
  const id = await addItem("taxis", { name, price: 15 });
  await openSignedIn(page, `/admin/content/taxis/${id}`);
  await expectStarted(page, "edit-taxis");
  await page.getByLabel("Name", { exact: true }).fill(`${name} typed`);
  await expect.poll(() => drafts(page)).toHaveLength(1);
  const context = page.context();
  await page.close();

  const again = await context.newPage();
  await again.goto(`/admin/content/taxis/${id}`);
  await expect(offer(again)).toBeVisible();
  await offer(again).getByRole("button", { name: "Restore them" }).click();
  await expect(again.getByLabel("Name", { exact: true })).toHaveValue(`${name} typed`);

  // Typed back to what is saved, then reloaded and discarded: nothing is kept.
  await again.getByLabel("Name", { exact: true }).fill(`${name} typed again`);
  await again.reload();
  await offer(again).getByRole("button", { name: "Discard" }).click();
  await expect(offer(again)).toHaveCount(0);
  await expect(again.getByLabel("Name", { exact: true })).toHaveValue(name);
  await expect.poll(() => drafts(again)).toEqual([]);
  await again.reload();
  await expect(again.getByLabel("Name", { exact: true })).toHaveValue(name);
  await expect(offer(again)).toHaveCount(0);
});

test("a restored draft of an older version shows the conflict panel and writes over nothing", async ({
  page,
  browser,
  addItem,
}) => {
  const name = unique("Stale draft");
  const id = await addItem("taxis", { name, price: 15 });
  await openSignedIn(page, `/admin/content/taxis/${id}`);
  await expectStarted(page, "edit-taxis");
  await page.getByLabel("Price per unit").fill("21");
  await expect.poll(() => drafts(page)).toHaveLength(1);

  // Someone else, in another browser, saves a newer version meanwhile.
  const elsewhere = await browser.newContext({ baseURL: new URL(page.url()).origin, viewport: mobile });
  const other = await elsewhere.newPage();
  await openSignedIn(other, `/admin/content/taxis/${id}`);
  await expectStarted(other, "edit-taxis");
  await expect(offer(other)).toHaveCount(0);
  await other.getByLabel("Price per unit").fill("30");
  await other.getByRole("button", { name: "Save changes" }).click();
  await expect(other.getByRole("status")).toContainText("Saved.");
  await elsewhere.close();

  await page.reload();
  await expect(page.getByLabel("Price per unit")).toHaveValue("30");
  await offer(page).getByRole("button", { name: "Restore them" }).click();
  await expect(page.getByLabel("Price per unit")).toHaveValue("21");
  await page.getByRole("button", { name: "Save changes" }).click();
  const conflict = page.getByRole("alert").filter({ hasText: "Not saved" });
  await expect(conflict.getByRole("row", { name: /Price per unit.*₹30.*₹21/ })).toBeVisible();
  await expectPublicPage(page, (html) => cardHtml(html, "taxis", id).includes("₹30"));
  // Still the owner's until they choose: the draft stays.
  await expect.poll(() => drafts(page)).toHaveLength(1);
});

test("restored values are checked as typed ones are", async ({ page, addItem }) => {
  const name = unique("Checked");
  const id = await addItem("taxis", { name, price: 15 });
  await openSignedIn(page, `/admin/content/taxis/${id}`);
  await expectStarted(page, "edit-taxis");
  await page.getByLabel("Price per unit").fill("0");
  await expect.poll(() => drafts(page)).toHaveLength(1);
  await page.reload();
  await offer(page).getByRole("button", { name: "Restore them" }).click();
  await expect(page.getByLabel("Price per unit")).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByText(/Price must be a whole number of rupees above 0/)).toBeVisible();
});

test("a session that ended keeps the draft for the next sign-in; Sign out clears every draft", async ({
  page,
  addItem,
}) => {
  const name = unique("Signed out");
  const id = await addItem("taxis", { name, price: 15 });
  await openSignedIn(page, `/admin/content/taxis/${id}`);
  await expectStarted(page, "edit-taxis");
  await page.getByLabel("Price per unit").fill("23");
  await expect.poll(() => drafts(page)).toHaveLength(1);

  await page.context().clearCookies();
  await page.reload();
  await expect(page).toHaveURL(/\/admin\/login/);
  await signIn(page);
  await expect(page).toHaveURL(`/admin/content/taxis/${id}`);
  await expect(offer(page)).toBeVisible();
  await expect.poll(() => drafts(page)).toHaveLength(1);

  await page.getByText("Menu", { exact: true }).click();
  await page.locator(".admin-menu-panel").getByRole("button", { name: "Logout" }).click();
  await expect(page).toHaveURL(/\/admin\/login/);
  await expect.poll(() => drafts(page)).toEqual([]);
});

test.describe(() => {
  // The settings are every item's: a site of its own.
  test.use({ site: "own" });

  test("a settings section keeps its draft too", async ({ page }) => {
    await openSignedIn(page, "/admin/settings");
    await expectStarted(page, "settings-contact");
    const contact = page.getByRole("region", { name: "Contact and hours", exact: true });
    const saved = await contact.getByLabel("Email").inputValue();
    await contact.getByLabel("Email").fill("desk@sagara.example");
    await expect.poll(() => drafts(page)).toEqual(["admin_draft:settings-contact"]);
    await page.reload();
    await expect(contact.getByLabel("Email")).toHaveValue(saved);
    await offer(page).getByRole("button", { name: "Restore them" }).click();
    await expect(contact.getByLabel("Email")).toHaveValue("desk@sagara.example");
    await contact.getByRole("button", { name: "Save Contact and hours" }).click();
    await expect(contact.getByRole("status")).toContainText("Saved.");
    await expect.poll(() => drafts(page)).toEqual([]);
  });

  test("an image's description keeps its draft too", async ({ page }) => {
    await openSignedIn(page, "/admin/images");
    const card = page.locator("#image-art-bikes-honda-dio");
    const description = card.getByLabel("Description of art-bikes-honda-dio");
    await expectStarted(page, "alt-art-bikes-honda-dio");
    await description.fill("The Honda Dio, drawn in the shop's colours");
    await expect.poll(() => drafts(page)).toEqual(["admin_draft:alt-art-bikes-honda-dio"]);
    await page.reload();
    await expect(description).toHaveValue("Illustration of the Honda Dio");
    await card.getByRole("region", { name: "Unsaved changes" }).getByRole("button", { name: "Restore them" }).click();
    await expect(description).toHaveValue("The Honda Dio, drawn in the shop's colours");
    await card.getByRole("button", { name: "Save the description of art-bikes-honda-dio" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Description saved" })).toBeVisible();
    await expect.poll(() => drafts(page)).toEqual([]);
    await page.reload();
    await expect(description).toHaveValue("The Honda Dio, drawn in the shop's colours");
    await expect(offer(page)).toHaveCount(0);
  });
});

test.describe(() => {
  // The page's scripts are held back by the test's own route, which a service worker would bypass.
  test.use({ serviceWorkers: "block" });

  test("typing while the form starts on a slow phone keeps exactly what was typed, as a draft, and saves it", async ({
    page,
    addItem,
  }) => {
    const name = unique("Slow start");
    const id = await addItem("bikes", { name });
    await openSignedIn(page, "/admin/dashboard");
    // A cheap phone: the CPU six times slower, and the page's scripts arriving only once typing has begun.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: 6 });
    let typing!: () => void;
    const begun = new Promise<void>((resolve) => (typing = resolve));
    await page.route("**/assets/*.js", async (route) => {
      await begun;
      await route.fallback();
    });
    await page.goto(`/admin/content/bikes/${id}`, { waitUntil: "commit" });
    const field = page.getByLabel("Description", { exact: true });
    const typed = "Typed on the way to the shop, before the page had started.";
    await field.fill("Typed on the way");
    typing();
    await field.pressSequentially(" to the shop, before the page had started.");
    await expect(field).toHaveValue(typed);
    await expectStarted(page, "edit-bikes");
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: 1 });
    await expect(field).toHaveValue(typed);
    // The form counts it as typed: it is kept as a draft like any typing.
    await expect.poll(() => drafts(page)).toEqual([`admin_draft:edit-bikes:${id}`]);
    await page.getByRole("button", { name: "Save changes" }).click();
    await expect(page.getByRole("status")).toContainText("Saved. The public page is updated.");
    await expectPublicPage(page, (html) => cardHtml(html, "bikes", id).includes(typed));
    await expect.poll(() => drafts(page)).toEqual([]);
  });
});
