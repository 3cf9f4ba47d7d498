import { expect, test, type Page } from "@playwright/test";
import {
  desktop,
  editingSite,
  expectNoAxeViolations,
  horizontalOverflow,
  mobile,
  narrow,
  openSignedIn,
} from "./helpers";

// These tests change content, so they run against the editing site, never the one the public-page tests read.
test.use({ baseURL: editingSite, viewport: mobile });

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
  test("change Royal Enfield Classic's price and see it on the public page", async ({ page }) => {
    await openSignedIn(page, "/admin/content/bikes");
    await page.getByRole("link", { name: "Edit Royal Enfield Classic" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Royal Enfield Classic");
    await page.getByLabel("Price per day").fill("1300");
    await page.getByRole("button", { name: "Save changes" }).click();
    await expect(page.getByRole("status")).toContainText("Saved. The public page is updated.");
    await expect(page.getByRole("link", { name: "See it on the site" })).toHaveAttribute(
      "href",
      "/#bikes--royal-enfield-classic",
    );
    await expectPublicPage(page, (html) => html.includes("₹1,300"));
    const card = await publicCard(page, "Royal Enfield Classic");
    await expect(card.locator(".price-amount")).toHaveText("₹1,300");
    // The link lands on the bike's own card.
    await page.goto("/#bikes--royal-enfield-classic");
    await expect(page.locator("#bikes--royal-enfield-classic")).toBeInViewport();
    await expect(page.locator("#bikes--royal-enfield-classic")).toContainText("Royal Enfield Classic");
  });

  test("a bad price gets its message next to the field, keeps the rest of the input and changes nothing", async ({
    page,
  }) => {
    await openSignedIn(page, "/admin/content/bikes/suzuki-access-125");
    await page.getByLabel("Description").fill("A new description the operator typed.");
    const price = page.getByLabel("Price per day");
    await price.fill("-5");
    await page.getByRole("button", { name: "Save changes" }).click();
    await expect(price).toHaveAttribute("aria-invalid", "true");
    const describedBy = (await price.getAttribute("aria-describedby"))!;
    const messageId = describedBy.split(" ").find((id) => id.endsWith("-error"))!;
    await expect(page.locator(`[id="${messageId}"]`)).toHaveText("Price must be a whole number of rupees above 0");
    await expect(price).toBeFocused();
    await expect(page.getByLabel("Description")).toHaveValue("A new description the operator typed.");
    const card = await publicCard(page, "Suzuki Access 125");
    await expect(card.locator(".price-amount")).toHaveText("₹650");
  });

  test("a stale edit in a second page is refused, shown beside the newer one, and applied on top in one step", async ({
    page,
  }) => {
    await openSignedIn(page, "/admin/content/bikes/yamaha-fzs");
    const other = await page.context().newPage();
    // Once started, the page loads its item again (the back office's gate): the version it then shows is the one it
    // saves against, so the other page saves only after that.
    const started = other.waitForResponse((r) => r.url().includes(".data?_routes=content-edit"));
    await other.goto("/admin/content/bikes/yamaha-fzs");
    await started;
    await expect(other.getByLabel("Badge")).toHaveValue("SPORTY");

    await page.getByLabel("Price per day").fill("850");
    await page.getByRole("button", { name: "Save changes" }).click();
    await expect(page.getByRole("status")).toContainText("Saved.");

    await other.getByLabel("Badge").fill("FAST");
    await other.getByRole("button", { name: "Save changes" }).click();
    const conflict = other.getByRole("alert").filter({ hasText: "Not saved" });
    await expect(conflict).toContainText("admin changed this bike first");
    await expect(conflict.getByRole("row", { name: /Price per day.*₹850.*₹800/ })).toBeVisible();
    await expect(conflict.getByRole("row", { name: /Badge.*SPORTY.*FAST/ })).toBeVisible();
    await expectPublicPage(page, (html) => html.includes("SPORTY"));

    await other.getByRole("button", { name: "Apply my changes on top of theirs" }).click();
    await expect(other.getByRole("status")).toContainText("Saved. The public page is updated.");
    await expect(other.getByLabel("Badge")).toHaveValue("FAST");
    await expect(other.getByLabel("Price per day")).toHaveValue("850");
    await expectPublicPage(page, (html) => html.includes(">FAST<"));
    const card = await publicCard(page, "Yamaha FZS");
    await expect(card.locator(".badge")).toHaveText("FAST");
    await expect(card.locator(".price-amount")).toHaveText("₹850");
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
    await page.getByLabel("Offence").fill("Riding without a helmet, rider or pillion");
    await page.evaluate(() => history.back());
    const dialog = page.getByRole("dialog", { name: "Leave without saving?" });
    await expect(dialog).toBeVisible();
    await dialog.getByRole("button", { name: "Stay and keep editing" }).click();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL("/admin/content/fines/riding-without-a-helmet");
    await expect(page.getByLabel("Offence")).toHaveValue("Riding without a helmet, rider or pillion");
    await page.evaluate(() => history.back());
    await dialog.getByRole("button", { name: "Leave without saving" }).click();
    await expect(page).toHaveURL("/admin/content/fines");
    await expect(page.getByRole("button", { name: "Hide Riding without a helmet" })).toBeVisible();
    await expectPublicPage(page, (html) => !html.includes("rider or pillion"));
  });

  test("closing the tab with unsaved edits asks the browser to confirm", async ({ page }) => {
    await openSignedIn(page, "/admin/content/landmarks");
    await page.getByRole("link", { name: "Edit Temple" }).click();
    await page.getByLabel("Distance").click();
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
  test("hide and show Honda Dio", async ({ page }) => {
    await openSignedIn(page, "/admin/content/bikes");
    await page.getByRole("button", { name: "Hide Honda Dio" }).click();
    await expect(page.getByRole("button", { name: "Show Honda Dio" })).toBeVisible();
    await expect(page.getByRole("status")).toContainText("Honda Dio is hidden from the public page.");
    await expectPublicPage(page, (html) => !html.includes("Honda Dio"));
    await page.getByRole("button", { name: "Show Honda Dio" }).click();
    await expect(page.getByRole("button", { name: "Hide Honda Dio" })).toBeVisible();
    await expectPublicPage(page, (html) => html.includes("Honda Dio"));
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
      return at("Beach Road") > 0 && at("Beach Road") < at("Temple Road") && at("Temple Road") < at("Railway Station");
    });
  });

  test("add an item, delete it, find it in the Trash and restore it", async ({ page }) => {
    await openSignedIn(page, "/admin/content/landmarks");
    await page.getByRole("link", { name: "Add landmark" }).click();
    await page.getByLabel("Landmark", { exact: true }).fill("Lighthouse");
    await page.getByLabel("Distance").fill("3 km");
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

  test("a new bike starts with no empty rows, so filling its fields is enough to add it", async ({ page }) => {
    await openSignedIn(page, "/admin/content/bikes");
    await page.getByRole("link", { name: "Add bike" }).click();
    await expect(page.getByRole("textbox", { name: /^Feature/ })).toHaveCount(0);
    await page.getByLabel("Name").fill("TVS Jupiter");
    await page.getByLabel("Rating").fill("4.6");
    await page.getByLabel("Description").fill("A roomy scooter for two with a big boot.");
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
    await expectPublicPage(page, (html) => html.includes("TVS Jupiter"));
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

  test("Undo after a delete from the edit page says the item is back", async ({ page }) => {
    await openSignedIn(page, "/admin/content/landmarks/hospital");
    await page.getByRole("button", { name: "Delete Hospital" }).click();
    await expect(page).toHaveURL(/\/admin\/content\/landmarks\?done=delete/);
    await expect(page.getByRole("status")).toContainText("Hospital is in the Trash and off the public page.");
    await page.getByRole("button", { name: "Undo" }).click();
    await expect(page.getByRole("status")).toContainText("Hospital is back in the list.");
    await expect(page.locator(".admin-item-title").filter({ hasText: "Hospital" })).toHaveCount(1);
    await expect(page.getByRole("status")).not.toContainText("in the Trash");
  });

  test("delete forever and empty the Trash ask first", async ({ page }) => {
    await openSignedIn(page, "/admin/content/policies/new");
    await page.getByLabel("Policy", { exact: true }).fill("Temporary policy to delete");
    await page.getByRole("button", { name: "Add policy" }).click();
    await expect(page.getByRole("status")).toContainText("Saved.");
    await page.getByRole("button", { name: "Delete Temporary policy to delete" }).click();
    await expect(page).toHaveURL(/\/admin\/content\/policies\?done=delete/);
    await page.goto("/admin/trash");
    const ask = page.getByText("Delete Temporary policy to delete for good?");
    await expect(ask).toBeHidden();
    await page.getByLabel("Delete forever: Temporary policy to delete").click();
    await expect(ask).toBeVisible();
    await page.getByRole("button", { name: "Yes, delete Temporary policy to delete forever" }).click();
    await expect(page.getByRole("status")).toContainText("Temporary policy to delete is deleted for good.");
    await expect(page.getByRole("button", { name: "Restore Temporary policy to delete" })).toHaveCount(0);
  });

  test("restore an old version from History", async ({ page }) => {
    await openSignedIn(page, "/admin/content/policies");
    await page.getByRole("link", { name: "Edit Small damages are charged on assessment" }).click();
    await page.getByLabel("Policy", { exact: true }).fill("Small damages are charged at cost");
    await page.getByRole("button", { name: "Save changes" }).click();
    await expect(page.getByRole("status")).toContainText("Saved.");
    await expectPublicPage(page, (html) => html.includes("charged at cost"));

    await page.getByRole("link", { name: /History/ }).click();
    await expect(
      page.getByText("Policy Small damages are charged on assessment → Small damages are charged at cost"),
    ).toBeVisible();
    await page.getByRole("button", { name: "Restore version 1 of Small damages are charged at cost" }).click();
    await expect(page.getByRole("status")).toContainText("Restored version 1. The public page is updated.");
    await expect(page.locator(".admin-history-summary").first()).toContainText("Restored version 1");
    await expectPublicPage(page, (html) => html.includes("charged on assessment") && !html.includes("charged at cost"));
  });

  test("every change is in Activity, in words, filterable by list", async ({ page }) => {
    await openSignedIn(page, "/admin/content/taxis/outstation-trips");
    await page.getByLabel("Price per unit").fill("16");
    await page.getByRole("button", { name: "Save changes" }).click();
    await expect(page.getByRole("status")).toContainText("Saved.");
    await page.goto("/admin/activity");
    await expect(page.getByText("admin changed the price per unit of Outstation Trips from ₹15 to ₹16")).toBeVisible();
    await page.getByLabel("Show").selectOption("fines");
    await page.getByRole("button", { name: "Filter" }).click();
    await expect(page).toHaveURL(/list=fines/);
    await expect(page.getByText("Outstation Trips")).toHaveCount(0);
  });
});

test.describe("with JavaScript off", () => {
  test.use({ javaScriptEnabled: false });

  test("the same price edit works as a plain form post", async ({ page }) => {
    await openSignedIn(page, "/admin/content/taxis/local-sightseeing");
    await page.getByLabel("Price per unit").fill("18");
    await page.getByRole("button", { name: "Save changes" }).click();
    await expect(page).toHaveURL("/admin/content/taxis/local-sightseeing?saved");
    await expect(page.getByRole("status")).toContainText("Saved. The public page is updated.");
    await expectPublicPage(page, (html) => html.includes("₹18"));
  });

  test("the server refuses bad values with messages next to the fields, and the first has focus", async ({ page }) => {
    await openSignedIn(page, "/admin/content/fines/late-return");
    await page.getByLabel("Offence").fill("<b>Late</b> return");
    await page.getByLabel("Fine", { exact: true }).fill("0");
    await page.getByRole("button", { name: "Save changes" }).click();
    await expect(page.getByText("Offence must be plain text, without HTML tags")).toBeVisible();
    await expect(page.getByText("Fine must be a whole number of rupees above 0")).toBeVisible();
    await expect(page.getByLabel("Fine", { exact: true })).toHaveAttribute("aria-invalid", "true");
    await expect(page.getByLabel("Offence")).toBeFocused();
    await expect(page.getByLabel("Offence")).toHaveValue("<b>Late</b> return");
    await expectPublicPage(page, (html) => html.includes("Late return") && !html.includes("&lt;b&gt;"));
  });

  test("a new taxi service is added as a plain post, without touching its empty lists", async ({ page }) => {
    await openSignedIn(page, "/admin/content/taxis/new");
    await page.getByLabel("Name").fill("Night Ride");
    await page.getByLabel("Rating").fill("4.5");
    await page.getByLabel("Description").fill("A driver after dark, anywhere in town.");
    await page.getByLabel("Price per unit").fill("18");
    await page.getByLabel("Image", { exact: true }).selectOption({ label: "Illustration for Local Sightseeing" });
    await page.getByRole("button", { name: "Add taxi service" }).click();
    await expect(page.getByRole("status")).toContainText("Saved. The public page is updated.");
    await expectPublicPage(page, (html) => html.includes("Night Ride"));
  });

  test("Move up and Move down work as plain posts, and the public page follows", async ({ page }) => {
    await openSignedIn(page, "/admin/content/landmarks");
    // Other tests may add landmarks: only the order of these three matters here.
    const three = ["Hospital", "Temple", "Beach"];
    const shown = async () =>
      (await page.locator(".admin-item-title").allTextContents()).filter((n) => three.includes(n));
    await expect.poll(shown).toEqual(["Hospital", "Temple", "Beach"]);
    await page.getByRole("button", { name: "Move Beach up" }).click();
    await expect(page.getByRole("status")).toContainText("Beach moved up.");
    await expect.poll(shown).toEqual(["Hospital", "Beach", "Temple"]);
    const order = (html: string) => ["Hospital", "Beach", "Temple"].map((n) => html.indexOf(`<span>${n}</span>`));
    await expectPublicPage(page, (html) => {
      const [hospital, beach, temple] = order(html);
      return hospital! > 0 && hospital! < beach! && beach! < temple!;
    });
    await page.getByRole("button", { name: "Move Beach down" }).click();
    await expect(page.getByRole("status")).toContainText("Beach moved down.");
    await expect.poll(shown).toEqual(["Hospital", "Temple", "Beach"]);
    await expectPublicPage(page, (html) => {
      const [hospital, beach, temple] = order(html);
      return hospital! > 0 && hospital! < temple! && temple! < beach!;
    });
  });

  test("hide, show and feature rows work as plain posts", async ({ page }) => {
    await openSignedIn(page, "/admin/content/reviews");
    await page.getByRole("button", { name: "Hide Priya S." }).click();
    await expect(page.getByRole("status")).toContainText("Priya S. is hidden from the public page.");
    // Dismissing needs the script: without it there is no button that would do nothing.
    await expect(page.getByRole("button", { name: "Dismiss" })).toHaveCount(0);
    await page.getByRole("button", { name: "Show Priya S." }).click();
    await expect(page.getByRole("status")).toContainText("Priya S. is on the public page again.");

    await page.goto("/admin/content/pickup-points/temple-road");
    await page.getByRole("button", { name: "Add feature" }).click();
    await page.getByLabel("Feature 3", { exact: true }).fill("Parking nearby");
    await page.getByRole("button", { name: "Save changes" }).click();
    await expect(page.getByRole("status")).toContainText("Saved.");
    await expectPublicPage(page, (html) => html.includes("Parking nearby"));
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
