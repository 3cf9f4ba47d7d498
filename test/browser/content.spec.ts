import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import {
  cardHtml,
  desktop,
  expectNoAxeViolations,
  expectStarted,
  horizontalOverflow,
  mobile,
  narrow,
  openSignedIn,
  unique,
} from "./helpers";

// These tests change content, so they run against the editing site, never the one the public-page tests read, and
// each changes only items it adds itself. A test about a whole list (its order, an item's place in it) has a site of
// its own.
test.use({ site: "editing", viewport: mobile });

/** The public page's card for one item, as a visitor sees it. */
async function publicCard(page: Page, name: string) {
  await page.goto("/");
  return page.locator(".card").filter({ has: page.getByRole("heading", { name, exact: true }) });
}

/** The public page's HTML, until it satisfies `ok` (the page re-renders within a second of a save). */
async function expectPublicPage(page: Page, ok: (html: string) => boolean) {
  await expect.poll(async () => ok(await (await page.request.get("/")).text())).toBe(true);
}

test.describe("editing a list item", () => {
  test("change a bike's price and see it on the public page", async ({ page, addItem }) => {
    const name = unique("Classic");
    const id = await addItem("bikes", { name, price: 1200 });
    await openSignedIn(page, "/admin/content/bikes");
    await page.getByRole("link", { name: `Edit ${name}` }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(name);
    await page.getByLabel("Price per day").fill("1300");
    await page.getByRole("button", { name: "Save changes" }).click();
    await expect(page.getByRole("status")).toContainText("Saved. The public page is updated.");
    await expect(page.getByRole("link", { name: "See it on the site" })).toHaveAttribute("href", `/#bikes--${id}`);
    await expectPublicPage(page, (html) => cardHtml(html, "bikes", id).includes("₹1,300"));
    const card = await publicCard(page, name);
    await expect(card.locator(".price-amount")).toHaveText("₹1,300");
    // The link lands on the bike's own card.
    await page.goto(`/#bikes--${id}`);
    await expect(page.locator(`#bikes--${id}`)).toBeInViewport();
    await expect(page.locator(`#bikes--${id}`)).toContainText(name);
  });

  test("a bad price gets its message next to the field, keeps the rest of the input and changes nothing", async ({
    page,
  }) => {
    await openSignedIn(page, "/admin/content/bikes/suzuki-access-125");
    await page.getByLabel("Description", { exact: true }).fill("A new description the operator typed.");
    const price = page.getByLabel("Price per day");
    await price.fill("-5");
    await page.getByRole("button", { name: "Save changes" }).click();
    await expect(price).toHaveAttribute("aria-invalid", "true");
    const describedBy = (await price.getAttribute("aria-describedby"))!;
    const messageId = describedBy.split(" ").find((id) => id.endsWith("-error"))!;
    await expect(page.locator(`[id="${messageId}"]`)).toHaveText("Price must be a whole number of rupees above 0");
    await expect(price).toBeFocused();
    await expect(page.getByLabel("Description", { exact: true })).toHaveValue("A new description the operator typed.");
    const card = await publicCard(page, "Suzuki Access 125");
    await expect(card.locator(".price-amount")).toHaveText("₹650");
  });

  test("a stale edit in a second page is refused, shown beside the newer one, and applied on top in one step", async ({
    page,
    addItem,
  }) => {
    const name = unique("Sporty");
    const id = await addItem("bikes", { name, badge: "SPORTY", price: 800 });
    await openSignedIn(page, `/admin/content/bikes/${id}`);
    const other = await page.context().newPage();
    // Once started, the page loads its item again (the back office's gate): the version it then shows is the one it
    // saves against, so the other page saves only after that.
    const started = other.waitForResponse((r) => r.url().includes(".data?_routes=content-edit"));
    await other.goto(`/admin/content/bikes/${id}`);
    await started;
    await expect(other.getByLabel("Badge", { exact: true })).toHaveValue("SPORTY");

    await page.getByLabel("Price per day").fill("850");
    await page.getByRole("button", { name: "Save changes" }).click();
    await expect(page.getByRole("status")).toContainText("Saved.");

    await other.getByLabel("Badge", { exact: true }).fill("FAST");
    await other.getByRole("button", { name: "Save changes" }).click();
    const conflict = other.getByRole("alert").filter({ hasText: "Not saved" });
    await expect(conflict).toContainText("admin changed this bike first");
    await expect(conflict.getByRole("row", { name: /Price per day.*₹850.*₹800/ })).toBeVisible();
    await expect(conflict.getByRole("row", { name: /Badge.*SPORTY.*FAST/ })).toBeVisible();
    await expectPublicPage(page, (html) => cardHtml(html, "bikes", id).includes("SPORTY"));

    await other.getByRole("button", { name: "Apply my changes on top of theirs" }).click();
    await expect(other.getByRole("status")).toContainText("Saved. The public page is updated.");
    await expect(other.getByLabel("Badge", { exact: true })).toHaveValue("FAST");
    await expect(other.getByLabel("Price per day")).toHaveValue("850");
    await expectPublicPage(page, (html) => cardHtml(html, "bikes", id).includes(">FAST<"));
    const card = await publicCard(page, name);
    await expect(card.locator(".badge")).toHaveText("FAST");
    await expect(card.locator(".price-amount")).toHaveText("₹850");
  });

  test("after a save, Back goes to the list, not to the same form again", async ({ page, addItem }) => {
    const name = unique("Back");
    const id = await addItem("taxis", { name, price: 15 });
    await openSignedIn(page, "/admin/content/taxis");
    await page.getByRole("link", { name: `Edit ${name}` }).click();
    await expect(page).toHaveURL(`/admin/content/taxis/${id}`);
    await page.getByLabel("Price per unit").fill("17");
    await page.getByRole("button", { name: "Save changes" }).click();
    await expect(page.getByRole("status")).toContainText("Saved. The public page is updated.");
    await expect(page).toHaveURL(`/admin/content/taxis/${id}`);
    await page.goBack();
    await expect(page).toHaveURL("/admin/content/taxis");
    await expect(page.getByRole("link", { name: `Edit ${name}` })).toBeVisible();
  });

  test("leaving a form with unsaved edits asks first", async ({ page }) => {
    await openSignedIn(page, "/admin/content/requirements");
    await page.getByRole("link", { name: "Edit Helmet is compulsory" }).click();
    await page.getByLabel("Requirement", { exact: true }).fill("Helmet is compulsory for rider and pillion");
    await page.getByRole("link", { name: "← Requirements" }).click();
    const dialog = page.getByRole("dialog", { name: "Leave without saving?" });
    await expect(dialog).toBeVisible();
    await dialog.getByRole("button", { name: "Stay and keep editing" }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByLabel("Requirement", { exact: true })).toHaveValue(
      "Helmet is compulsory for rider and pillion",
    );
    await page.getByRole("link", { name: "← Requirements" }).click();
    await dialog.getByRole("button", { name: "Leave without saving" }).click();
    await expect(page).toHaveURL("/admin/content/requirements");
    await expectPublicPage(page, (html) => html.includes("Helmet is compulsory<") && !html.includes("pillion"));
  });

  test("the Back button with unsaved edits asks first", async ({ page }) => {
    await openSignedIn(page, "/admin/content/fines");
    await page.getByRole("link", { name: "Edit Riding without a helmet" }).click();
    await expect(page).toHaveURL("/admin/content/fines/riding-without-a-helmet");
    await page.getByLabel("Offence", { exact: true }).fill("Riding without a helmet, rider or pillion");
    await page.evaluate(() => history.back());
    const dialog = page.getByRole("dialog", { name: "Leave without saving?" });
    await expect(dialog).toBeVisible();
    await dialog.getByRole("button", { name: "Stay and keep editing" }).click();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL("/admin/content/fines/riding-without-a-helmet");
    await expect(page.getByLabel("Offence", { exact: true })).toHaveValue("Riding without a helmet, rider or pillion");
    await page.evaluate(() => history.back());
    await dialog.getByRole("button", { name: "Leave without saving" }).click();
    await expect(page).toHaveURL("/admin/content/fines");
    await expect(page.getByRole("button", { name: "Hide Riding without a helmet" })).toBeVisible();
    await expectPublicPage(page, (html) => !html.includes("rider or pillion"));
  });

  test("closing the tab with unsaved edits asks the browser to confirm", async ({ page }) => {
    await openSignedIn(page, "/admin/content/landmarks");
    await page.getByRole("link", { name: "Edit Temple" }).click();
    await page.getByLabel("Distance", { exact: true }).click();
    await page.keyboard.type(" (by road)");
    const asked = page.waitForEvent("dialog");
    await page.close({ runBeforeUnload: true });
    const dialog = await asked;
    expect(dialog.type()).toBe("beforeunload");
    // Leaving closes the tab; staying would leave a page with a pending close for the teardown to trip on.
    const closed = page.waitForEvent("close");
    await dialog.accept();
    await closed;
  });
});

test.describe("hiding, moving, deleting and restoring", () => {
  test("hide and show a bike", async ({ page, addItem }) => {
    const name = unique("Dio");
    await addItem("bikes", { name });
    await openSignedIn(page, "/admin/content/bikes");
    await expectPublicPage(page, (html) => html.includes(name));
    await page.getByRole("button", { name: `Hide ${name}` }).click();
    await expect(page.getByRole("button", { name: `Show ${name}` })).toBeVisible();
    await expect(page.getByRole("status")).toContainText(`${name} is hidden from the public page.`);
    await expectPublicPage(page, (html) => !html.includes(name));
    await page.getByRole("button", { name: `Show ${name}` }).click();
    await expect(page.getByRole("button", { name: `Hide ${name}` })).toBeVisible();
    await expectPublicPage(page, (html) => html.includes(name));
  });

  test("a new bike starts with no empty rows, so filling its fields is enough to add it", async ({ page }) => {
    const name = unique("TVS Jupiter");
    await openSignedIn(page, "/admin/content/bikes");
    await page.getByRole("link", { name: "Add bike" }).click();
    await expect(page.getByRole("textbox", { name: /^Feature/ })).toHaveCount(0);
    await page.getByLabel("Name", { exact: true }).fill(name);
    // Stars come from customers' reviews only: the owner has no rating to type.
    await expect(page.getByLabel("Rating")).toHaveCount(0);
    await page.getByLabel("Description", { exact: true }).fill("A roomy scooter for two with a big boot.");
    await page.getByLabel("Price per day").fill("550");
    // No picture is chosen for the owner: the newest upload must not end up on the card unnoticed.
    const picture = page.getByLabel("Image", { exact: true });
    await expect(picture).toHaveValue("");
    await page.getByRole("button", { name: "Add bike" }).click();
    await expect(page.getByText("Choose an image from the library")).toBeVisible();
    await expect(picture).toHaveAttribute("aria-invalid", "true");
    await picture.selectOption({ label: "Illustration of the Honda Activa" });
    // The phone keyboard's Go key saves, rather than pressing the first row button of the form.
    await page.getByLabel("Price per day").press("Enter");
    await expect(page.getByRole("status")).toContainText("Saved. The public page is updated.");
    await expectPublicPage(page, (html) => html.includes(name));
  });

  test("Undo after a delete from the edit page says the item is back", async ({ page, addItem }) => {
    const name = unique("Clinic");
    const id = await addItem("landmarks", { name });
    await openSignedIn(page, `/admin/content/landmarks/${id}`);
    await page.getByRole("button", { name: `Delete ${name}` }).click();
    await expect(page).toHaveURL(/\/admin\/content\/landmarks$/);
    await expect(page.getByRole("status")).toContainText(`${name} is in the Trash and off the public page.`);
    await page.getByRole("button", { name: "Undo" }).click();
    await expect(page.getByRole("status")).toContainText(`${name} is back in the list.`);
    await expect(page.locator(".admin-item-title").filter({ hasText: name })).toHaveCount(1);
    await expect(page.getByRole("status")).not.toContainText("in the Trash");
  });

  test("delete forever and empty the Trash ask first", async ({ page }) => {
    const text = unique("Temporary policy to delete");
    await openSignedIn(page, "/admin/content/policies/new");
    await page.getByLabel("Policy", { exact: true }).fill(text);
    await page.getByRole("button", { name: "Add policy" }).click();
    await expect(page.getByRole("status")).toContainText("Saved.");
    await page.getByRole("button", { name: `Delete ${text}` }).click();
    await expect(page).toHaveURL(/\/admin\/content\/policies$/);
    await expect(page.getByRole("status")).toContainText(`${text} is in the Trash`);
    await page.goto("/admin/trash");
    const ask = page.getByText(`Delete ${text} for good?`);
    await expect(ask).toBeHidden();
    await page.getByLabel(`Delete forever: ${text}`).click();
    await expect(ask).toBeVisible();
    await page.getByRole("button", { name: `Yes, delete ${text} forever` }).click();
    await expect(page.getByRole("status")).toContainText(`${text} is deleted for good.`);
    await expect(page.getByRole("button", { name: `Restore ${text}` })).toHaveCount(0);
  });

  test("restore an old version from History", async ({ page, addItem }) => {
    const first = unique("Small damages are charged on assessment");
    const changed = first.replace("on assessment", "at cost");
    const id = await addItem("policies", { text: first });
    await openSignedIn(page, "/admin/content/policies");
    await page.getByRole("link", { name: `Edit ${first}` }).click();
    await expect(page).toHaveURL(`/admin/content/policies/${id}`);
    await page.getByLabel("Policy", { exact: true }).fill(changed);
    await page.getByRole("button", { name: "Save changes" }).click();
    await expect(page.getByRole("status")).toContainText("Saved.");
    await expectPublicPage(page, (html) => html.includes(changed));

    await page.getByRole("link", { name: /History/ }).click();
    await expect(page.getByText(`Policy ${first} → ${changed}`)).toBeVisible();
    await page.getByRole("button", { name: `Restore version 1 of ${changed}` }).click();
    await expect(page.getByRole("status")).toContainText("Restored version 1. The public page is updated.");
    await expect(page.locator(".admin-history-summary").first()).toContainText("Restored version 1");
    await expectPublicPage(page, (html) => html.includes(first) && !html.includes(changed));
  });

  test("every change is in Activity, in words, filterable by list", async ({ page, addItem }) => {
    const name = unique("Outstation");
    const id = await addItem("taxis", { name, price: 15 });
    await openSignedIn(page, `/admin/content/taxis/${id}`);
    await page.getByLabel("Price per unit").fill("16");
    await page.getByRole("button", { name: "Save changes" }).click();
    await expect(page.getByRole("status")).toContainText("Saved.");
    await page.goto("/admin/activity");
    await expect(page.getByText(`admin changed the price per unit of ${name} from ₹15 to ₹16`)).toBeVisible();
    await page.getByLabel("Show").selectOption("fines");
    await page.getByRole("button", { name: "Filter" }).click();
    await expect(page).toHaveURL(/list=fines/);
    await expect(page.getByText(name)).toHaveCount(0);
  });

  // These look at a whole list's order, or at an item's place in it, which any item added beside them would move:
  // each runs on a site of its own.
  test.describe(() => {
    test.use({ site: "own" });

    test("tapping ↑ twice on the same spot moves the same item up twice", async ({ page, addItem }) => {
      // Six at the end of the list, so there is page above them to scroll.
      const own = Array.from({ length: 6 }, (_, i) => unique(`Spot ${i + 1}`));
      for (const name of own) await addItem("landmarks", { name });
      await openSignedIn(page, "/admin/content/landmarks");
      const shown = async () =>
        (await page.locator(".admin-item-title").allTextContents()).filter((n) => own.includes(n));
      await expect.poll(shown).toEqual(own);
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      const last = own.at(-1)!;
      const box = (await page.getByRole("button", { name: `Move ${last} up` }).boundingBox())!;
      const spot = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
      const card = page.locator(".admin-item").filter({ hasText: last });

      await page.mouse.click(spot.x, spot.y);
      await expect.poll(shown).toEqual([...own.slice(0, 4), last, own[4]]);
      await expect(card).not.toHaveAttribute("aria-busy");
      // The same spot again: the finger has not moved, and neither has the item under it.
      await page.mouse.click(spot.x, spot.y);
      await expect.poll(shown).toEqual([...own.slice(0, 3), last, own[3], own[4]]);
      await expect(card).not.toHaveAttribute("aria-busy");
      await page.reload();
      await expect.poll(shown).toEqual([...own.slice(0, 3), last, own[3], own[4]]);
    });

    test("move a pickup point up, and the public page follows", async ({ page }) => {
      await openSignedIn(page, "/admin/content/pickup-points");
      const names = page.locator(".admin-item-title");
      await expect(names).toHaveText(["Temple Road", "Railway Station", "Beach Road"]);
      await page.getByRole("button", { name: "Move Beach Road up" }).click();
      await expect(names).toHaveText(["Temple Road", "Beach Road", "Railway Station"]);
      await expect(page.getByRole("button", { name: "Move Beach Road up" })).toBeEnabled();
      await page.getByRole("button", { name: "Move Beach Road up" }).click();
      await expect(names).toHaveText(["Beach Road", "Temple Road", "Railway Station"]);
      await expect(page.getByRole("button", { name: "Move Beach Road up" })).toBeDisabled();
      await expectPublicPage(page, (html) => {
        const at = (name: string) => html.indexOf(`</span>${name}</h3>`);
        return (
          at("Beach Road") > 0 && at("Beach Road") < at("Temple Road") && at("Temple Road") < at("Railway Station")
        );
      });
    });

    test("add an item, delete it, find it in the Trash and restore it", async ({ page }) => {
      await openSignedIn(page, "/admin/content/landmarks");
      await page.getByRole("link", { name: "Add landmark" }).click();
      await page.getByLabel("Landmark", { exact: true }).fill("Lighthouse");
      await page.getByLabel("Distance", { exact: true }).fill("3 km");
      await page.getByRole("button", { name: "Add landmark" }).click();
      await expect(page.getByRole("status")).toContainText("Saved. The public page is updated.");
      await expectPublicPage(page, (html) => html.includes("Lighthouse"));

      await page.getByRole("button", { name: "Delete Lighthouse" }).click();
      await expect(page).toHaveURL(/\/admin\/content\/landmarks/);
      await expect(page.getByRole("status")).toContainText("Lighthouse is in the Trash");
      await expectPublicPage(page, (html) => !html.includes("Lighthouse"));

      await page.goto("/admin/trash");
      await page.getByRole("button", { name: "Restore Lighthouse" }).click();
      await expect(page.getByRole("status")).toContainText("Lighthouse is back in its list");
      await expectPublicPage(page, (html) => html.includes("Lighthouse"));
      await page.goto("/admin/content/landmarks");
      await expect(page.locator(".admin-item-title").last()).toHaveText("Lighthouse");
    });

    test("by keyboard, Hide, Show and Move keep the focus on the item's buttons", async ({ page }) => {
      await openSignedIn(page, "/admin/content/requirements");
      const focused = () => page.evaluate(() => document.activeElement?.getAttribute("aria-label"));
      const names = page.locator(".admin-item-title");
      await page.getByRole("button", { name: "Hide Maximum 2 persons per bike" }).focus();
      await page.keyboard.press("Enter");
      await expect(page.getByRole("button", { name: "Show Maximum 2 persons per bike" })).toBeVisible();
      await expect.poll(focused).toBe("Show Maximum 2 persons per bike");
      // Done when the card is no longer busy: until then a press does nothing.
      const card = page.locator(".admin-item").filter({ hasText: "Maximum 2 persons per bike" });
      await expect(card).not.toHaveAttribute("aria-busy");
      await page.keyboard.press("Enter");
      await expect.poll(focused).toBe("Hide Maximum 2 persons per bike");
      await expect(page.getByRole("button", { name: "Hide Maximum 2 persons per bike" })).toBeEnabled();

      await expect(card).not.toHaveAttribute("aria-busy");
      await page.keyboard.press("Tab");
      await expect.poll(focused).toBe("Move Maximum 2 persons per bike up");
      await page.keyboard.press("Enter");
      await expect(names.nth(2)).toHaveText("Maximum 2 persons per bike");
      await expect.poll(focused).toBe("Move Maximum 2 persons per bike up");
      await expect(page.getByRole("button", { name: "Move Maximum 2 persons per bike up" })).not.toHaveAttribute(
        "aria-disabled",
      );
      // And back down to the bottom, where Move down has no way to go: focus stays on the card.
      await expect(card).not.toHaveAttribute("aria-busy");
      await page.keyboard.press("Tab");
      await expect.poll(focused).toBe("Move Maximum 2 persons per bike down");
      await page.keyboard.press("Enter");
      await expect(names.last()).toHaveText("Maximum 2 persons per bike");
      await expect.poll(focused).toBe("Move Maximum 2 persons per bike up");
    });

    test("Undo right after a delete brings the item back", async ({ page }) => {
      await openSignedIn(page, "/admin/content/fines");
      await page.getByRole("button", { name: "Delete Triple riding" }).click();
      await expect(page.getByRole("status")).toContainText("Triple riding is in the Trash");
      await page.getByRole("button", { name: "Undo" }).click();
      await expect(page.getByRole("status")).toContainText("Triple riding is back in the list.");
      await expect(page.locator(".admin-item-title").nth(1)).toHaveText("Triple riding");
    });
  });
});

test.describe("with JavaScript off", () => {
  test.use({ javaScriptEnabled: false });

  test("the same price edit works as a plain form post", async ({ page, addItem }) => {
    const name = unique("Sightseeing");
    const id = await addItem("taxis", { name, price: 15 });
    await openSignedIn(page, `/admin/content/taxis/${id}`);
    await page.getByLabel("Price per unit").fill("18");
    await page.getByRole("button", { name: "Save changes" }).click();
    await expect(page).toHaveURL(`/admin/content/taxis/${id}`);
    await expect(page.getByRole("status")).toContainText("Saved. The public page is updated.");
    await expectPublicPage(page, (html) => cardHtml(html, "taxis", id).includes("₹18"));
  });

  test("Enter in a field saves, as a phone's Go key does", async ({ page, addItem }) => {
    const name = unique("Go key");
    const id = await addItem("taxis", { name, price: 15 });
    // openSignedIn waits for the whole page: Enter sends the form as far as the browser has read it.
    await openSignedIn(page, `/admin/content/taxis/${id}`);
    await page.getByLabel("Price per unit").fill("18");
    // It saves, though the form's destination and feature rows have buttons of their own (↑, ↓, ×, Add) before Save.
    await page.getByLabel("Price per unit").press("Enter");
    await expect(page).toHaveURL(`/admin/content/taxis/${id}`);
    await expect(page.getByRole("status")).toContainText("Saved. The public page is updated.");
    await expectPublicPage(page, (html) => cardHtml(html, "taxis", id).includes("₹18"));
  });

  test("the server refuses bad values with messages next to the fields, and the first has focus", async ({ page }) => {
    await openSignedIn(page, "/admin/content/fines/late-return");
    await page.getByLabel("Offence", { exact: true }).fill("<b>Late</b> return");
    await page.getByLabel("Fine", { exact: true }).fill("0");
    await page.getByRole("button", { name: "Save changes" }).click();
    await expect(page.getByText("Offence must be plain text, without HTML tags")).toBeVisible();
    await expect(page.getByText("Fine must be a whole number of rupees above 0")).toBeVisible();
    await expect(page.getByLabel("Fine", { exact: true })).toHaveAttribute("aria-invalid", "true");
    await expect(page.getByLabel("Offence", { exact: true })).toBeFocused();
    await expect(page.getByLabel("Offence", { exact: true })).toHaveValue("<b>Late</b> return");
    await expectPublicPage(page, (html) => html.includes("Late return") && !html.includes("&lt;b&gt;"));
  });

  test("a new taxi service is added as a plain post, without touching its empty lists", async ({ page }) => {
    const name = unique("Night Ride");
    await openSignedIn(page, "/admin/content/taxis/new");
    await page.getByLabel("Name", { exact: true }).fill(name);
    await page.getByLabel("Description", { exact: true }).fill("A driver after dark, anywhere in town.");
    await page.getByLabel("Price per unit").fill("18");
    await page.getByLabel("Image", { exact: true }).selectOption({ label: "Illustration for Local Sightseeing" });
    await page.getByRole("button", { name: "Add taxi service" }).click();
    await expect(page.getByRole("status")).toContainText("Saved. The public page is updated.");
    await expectPublicPage(page, (html) => html.includes(name));
  });

  // Its own site: another test's landmark added between these three would take the move.
  test.describe(() => {
    test.use({ site: "own" });

    test("Move up and Move down work as plain posts, and the public page follows", async ({ page, addItem }) => {
      const stand = unique("Bus stand");
      const market = unique("Market");
      const fort = unique("Fort");
      for (const name of [stand, market, fort]) await addItem("landmarks", { name });
      await openSignedIn(page, "/admin/content/landmarks");
      const three = [stand, market, fort];
      const shown = async () =>
        (await page.locator(".admin-item-title").allTextContents()).filter((n) => three.includes(n));
      await expect.poll(shown).toEqual([stand, market, fort]);
      await page.getByRole("button", { name: `Move ${fort} up` }).click();
      await expect(page.getByRole("status")).toContainText(`${fort} moved up.`);
      await expect.poll(shown).toEqual([stand, fort, market]);
      const at = (html: string, name: string) => html.indexOf(`<span>${name}</span>`);
      await expectPublicPage(
        page,
        (html) => at(html, stand) > 0 && at(html, stand) < at(html, fort) && at(html, fort) < at(html, market),
      );
      await page.getByRole("button", { name: `Move ${fort} down` }).click();
      await expect(page.getByRole("status")).toContainText(`${fort} moved down.`);
      await expect.poll(shown).toEqual([stand, market, fort]);
      await expectPublicPage(
        page,
        (html) => at(html, stand) > 0 && at(html, stand) < at(html, market) && at(html, market) < at(html, fort),
      );
    });
  });

  test("hide, show and feature rows work as plain posts", async ({ page, addItem }) => {
    const author = unique("Lighthouse");
    await addItem("landmarks", { name: author });
    const point = unique("Harbour Road");
    // Two features, so the one added is the third.
    const pointId = await addItem("pickupPoints", { name: point, features: ["Walkable", "Morning pickups"] });
    await openSignedIn(page, "/admin/content/landmarks");
    await page.getByRole("button", { name: `Hide ${author}` }).click();
    await expect(page.getByRole("status")).toContainText(`${author} is hidden from the public page.`);
    // Dismissing needs the script: without it there is no button that would do nothing.
    await expect(page.getByRole("button", { name: "Dismiss" })).toHaveCount(0);
    await page.getByRole("button", { name: `Show ${author}` }).click();
    await expect(page.getByRole("status")).toContainText(`${author} is on the public page again.`);

    await page.goto(`/admin/content/pickup-points/${pointId}`);
    await page.getByRole("button", { name: "Add feature" }).click();
    // The page comes back at the row it added, not at its top.
    await expect(page).toHaveURL(/#edit-pickupPoints-features-row-3$/);
    await expect(page.getByLabel("Feature 3", { exact: true })).toBeInViewport();
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    await page.getByLabel("Feature 3", { exact: true }).fill("Parking nearby");
    await page.getByRole("button", { name: "Save changes" }).click();
    await expect(page.getByRole("status")).toContainText("Saved.");
    await expectPublicPage(page, (html) => cardHtml(html, "pickupPoints", pointId).includes("Parking nearby"));
  });
});

test.describe("on any screen", () => {
  const screens = [
    "/admin/content",
    "/admin/content/bikes",
    "/admin/content/bikes/hero-xtream-125r",
    "/admin/content/taxis/new",
    "/admin/content/reviews/anika-m/history",
    "/admin/trash",
    "/admin/activity",
  ];
  /** The other screens of the back office, for the size of their targets. */
  const otherScreens = [
    "/admin/dashboard",
    "/admin/images",
    "/admin/settings",
    "/admin/account",
    "/admin/content/bikes/new",
    "/admin/content/about/new",
    "/admin/reviews",
  ];

  test("nothing scrolls sideways at 360 px and every button, link and field is at least 44 × 44 px", async ({
    page,
  }) => {
    await page.setViewportSize(narrow);
    await openSignedIn(page, screens[0]!);
    for (const path of [...screens, ...otherScreens]) {
      await page.goto(path);
      expect(await horizontalOverflow(page), path).toBeLessThanOrEqual(0);
      const small = await page.evaluate(() =>
        [
          ...document.querySelectorAll(
            "main button, main a, main select, main textarea, main input:not([type=hidden]):not([type=radio]):not([type=checkbox]), .admin-bar a, .admin-bar button, .admin-bar summary",
          ),
        ]
          .filter((el) => (el as HTMLElement).offsetParent !== null)
          // A link inside a sentence is exempt (WCAG 2.5.8, inline targets).
          .filter((el) => {
            let block = el.parentElement;
            while (block && getComputedStyle(block).display.startsWith("inline")) block = block.parentElement;
            return !(el.tagName === "A" && block && block.textContent!.trim() !== el.textContent!.trim());
          })
          .filter((el) => {
            const r = el.getBoundingClientRect();
            return Math.round(r.height) < 44 || Math.round(r.width) < 44;
          })
          .map(
            (el) =>
              `${el.outerHTML.slice(0, 90)} ${Math.round(el.getBoundingClientRect().width)}×${Math.round(el.getBoundingClientRect().height)}`,
          ),
      );
      expect.soft(small, path).toEqual([]);
    }
  });

  test("on a phone, Save is held at the bottom of the screen once the form holds a change, not before", async ({
    page,
  }) => {
    await page.setViewportSize(mobile);
    await openSignedIn(page, "/admin/content/bikes/hero-xtream-125r");
    // The bar follows the form's own count of its changes, kept once its script has started.
    await expectStarted(page, "edit-bikes");
    const save = page.getByRole("button", { name: "Save changes" });
    // Unchanged, the bar is the form's last row, several screens down: it covers no field.
    await expect(save).not.toBeInViewport();
    await page.getByLabel("Name").fill("Hero Xtream 125R, typed");
    await expect(save).toBeInViewport();
    // Typed back as it was, nothing is left to save.
    await page.getByLabel("Name").fill("Hero Xtream 125R");
    await expect(save).not.toBeInViewport();

    // A field at the screen's bottom edge, typed in: the bar, now held there, does not cover it.
    const feature = page.getByLabel("Feature 1", { exact: true });
    await feature.evaluate((field) =>
      window.scrollBy(0, field.getBoundingClientRect().bottom - window.innerHeight + 8),
    );
    await feature.pressSequentially("!");
    await expect(save).toBeInViewport();
    await expect
      .poll(async () => {
        const [field, bar] = await Promise.all([feature.boundingBox(), save.locator("..").boundingBox()]);
        return field!.y + field!.height <= bar!.y;
      })
      .toBe(true);
  });

  for (const [name, viewport] of [
    ["mobile", mobile],
    ["desktop", desktop],
  ] as const) {
    test(`axe finds no violations on the editing screens at ${name} width`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await openSignedIn(page, screens[0]!);
      for (const path of screens) {
        await page.goto(path);
        await expectNoAxeViolations(page);
      }
    });
  }

  test("every list card shows its item's picture from the library", async ({ page }) => {
    for (const slug of ["bikes", "taxis", "pickup-points", "reviews"]) {
      if (slug === "bikes") await openSignedIn(page, `/admin/content/${slug}`);
      else await page.goto(`/admin/content/${slug}`);
      const pictures = page.locator(".admin-item img");
      await expect(pictures.first()).toBeVisible();
      for (const img of await pictures.all()) {
        // Pictures load as they come near the screen, and other tests' items make the lists long.
        await img.scrollIntoViewIfNeeded();
        await expect
          .poll(() => img.evaluate((i: HTMLImageElement) => i.complete && i.naturalWidth > 0), slug)
          .toBe(true);
      }
    }
  });

  test("the phone menu closes once a screen is chosen", async ({ page }) => {
    await openSignedIn(page, "/admin/content");
    await page.getByText("Menu", { exact: true }).click();
    const menu = page.getByRole("navigation", { name: "Back office menu" });
    await expect(menu).toBeVisible();
    await menu.getByRole("link", { name: "Settings" }).click();
    await expect(page).toHaveURL("/admin/settings");
    await expect(menu).toBeHidden();
  });

  test("a signed-out visitor gets the login page, not content", async ({ page }) => {
    await page.goto("/admin/content/bikes/honda-dio");
    await expect(page).toHaveURL("/admin/login?redirect=%2Fadmin%2Fcontent%2Fbikes%2Fhonda-dio");
  });
});
