import { expect, test, type Page } from "@playwright/test";
import { mobile } from "./helpers";

const drawer = (page: Page) => page.locator("#menu");
const hamburger = (page: Page) => page.getByRole("button", { name: "Menu", exact: true });

async function openDrawer(page: Page) {
  await hamburger(page).click();
  await expect(drawer(page)).toBeVisible();
}

async function isScrollLocked(page: Page) {
  return page.evaluate(() => getComputedStyle(document.documentElement).overflow === "hidden");
}

test.describe("mobile drawer", () => {
  test.use({ viewport: mobile });

  test.beforeEach(async ({ page }) => {
    await page.goto("/");
    await expect(drawer(page)).toBeHidden();
  });

  test("the hamburger opens it with the four links and their subtitles", async ({ page }) => {
    await openDrawer(page);
    const links = drawer(page).getByRole("link");
    await expect(links.nth(0)).toContainText("Our Bikes");
    await expect(links.nth(0)).toContainText("Premium bikes for rent");
    await expect(links.nth(1)).toContainText("Taxi Services");
    await expect(links.nth(1)).toContainText("Reliable taxi rides");
    await expect(links.nth(2)).toContainText("Pickup Points");
    await expect(links.nth(2)).toContainText("Convenient locations");
    await expect(links.nth(3)).toContainText("Contact");
    await expect(links.nth(3)).toContainText("Get in touch");
  });

  test("locks page scrolling while open and unlocks when closed", async ({ page }) => {
    expect(await isScrollLocked(page)).toBe(false);
    await openDrawer(page);
    expect(await isScrollLocked(page)).toBe(true);
    const before = await page.evaluate(() => window.scrollY);
    await page.mouse.move(20, 700);
    await page.mouse.wheel(0, 800);
    // A wheel scroll starts within a frame or two: after ten rendered frames the page would have moved.
    await page.evaluate(
      () =>
        new Promise<void>((resolve) => {
          let frames = 0;
          const tick = () => (++frames >= 10 ? resolve() : requestAnimationFrame(tick));
          requestAnimationFrame(tick);
        }),
    );
    expect(await page.evaluate(() => window.scrollY)).toBe(before);
    await page.keyboard.press("Escape");
    await expect(drawer(page)).toBeHidden();
    expect(await isScrollLocked(page)).toBe(false);
  });

  test("the close button closes it", async ({ page }) => {
    await openDrawer(page);
    await page.getByRole("button", { name: "Close menu" }).click();
    await expect(drawer(page)).toBeHidden();
  });

  test("a tap on the overlay closes it", async ({ page }) => {
    await openDrawer(page);
    await page.mouse.click(20, 400); // left of the drawer, on the dimmed page
    await expect(drawer(page)).toBeHidden();
  });

  test("Escape closes it", async ({ page }) => {
    await openDrawer(page);
    await page.keyboard.press("Escape");
    await expect(drawer(page)).toBeHidden();
  });

  test("the hamburger toggles it", async ({ page }) => {
    await openDrawer(page);
    // The open drawer covers the button's spot only in part; the keyboard path toggles it too.
    await hamburger(page).focus();
    await page.keyboard.press("Enter");
    await expect(drawer(page)).toBeHidden();
  });

  test("following a link closes it and goes to the section", async ({ page }) => {
    await openDrawer(page);
    await drawer(page)
      .getByRole("link", { name: /Taxi Services/ })
      .click();
    await expect(drawer(page)).toBeHidden();
    await expect(page).toHaveURL(/#taxi$/);
    expect(await isScrollLocked(page)).toBe(false);
    await expect
      .poll(() => page.evaluate(() => Math.round(document.getElementById("taxi")!.getBoundingClientRect().top)))
      .toBe(100);
  });
});

test.describe("anchor navigation", () => {
  test("lands each section 100 px below the top, clear of the fixed header", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto("/");
    for (const [name, id] of [
      ["Our Bikes", "bikes"],
      ["Taxi Services", "taxi"],
      ["Pickup Points", "pickup"],
    ] as const) {
      await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name }).click();
      await expect(page).toHaveURL(new RegExp(`#${id}$`));
      await expect
        .poll(() =>
          page.evaluate((target) => Math.round(document.getElementById(target)!.getBoundingClientRect().top), id),
        )
        .toBe(100);
    }
  });

  test("scrolls smoothly, and instantly under reduced motion", async ({ page }) => {
    await page.goto("/");
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).scrollBehavior)).toBe("smooth");
    await page.emulateMedia({ reducedMotion: "reduce" });
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).scrollBehavior)).toBe("auto");
  });

  test("the browser keeps the saved scroll position on back", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.goto("/");
    await page.evaluate(() => window.scrollTo(0, 1500));
    await expect.poll(() => page.evaluate(() => Math.round(window.scrollY))).toBe(1500);
    await page.goto("/somewhere-else");
    await page.goBack();
    await expect.poll(() => page.evaluate(() => Math.round(window.scrollY))).toBe(1500);
  });
});

test.describe("scroll reveal", () => {
  test("reveals sections as they enter the view", async ({ page }) => {
    await page.goto("/");
    const lastCard = page.locator("#pickup .card").last();
    await expect(lastCard).toHaveClass(/reveal-wait/);
    await expect(lastCard).not.toHaveClass(/is-visible/);
    await lastCard.scrollIntoViewIfNeeded();
    await expect(lastCard).toHaveClass(/is-visible/);
    await expect.poll(() => lastCard.evaluate((el) => getComputedStyle(el).opacity)).toBe("1");
  });

  test("what is in view at the start is never hidden", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 1600 });
    await page.goto("/");
    await expect(page.locator("#pickup .card").last()).toHaveClass(/reveal-wait/);
    await expect(page.locator("#bikes .section-head")).toBeInViewport();
    await expect(page.locator("#bikes .section-head")).not.toHaveClass(/reveal-wait/);
  });

  test("nothing animates or hides under reduced motion", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.goto("/");
    await expect(page.locator(".reveal-wait")).toHaveCount(0);
    const hidden = await page
      .locator(".reveal, .stagger > *")
      .evaluateAll((els) => els.filter((el) => getComputedStyle(el).opacity !== "1").length);
    expect(hidden).toBe(0);
  });
});

test.describe("with JavaScript off", () => {
  test.use({ javaScriptEnabled: false, viewport: mobile });

  test("everything is visible, the drawer opens and closes, and anchors work", async ({ page }) => {
    await page.goto("/");
    const hidden = await page
      .locator(".reveal, .stagger > *")
      .evaluateAll((els) => els.filter((el) => getComputedStyle(el).opacity !== "1").length);
    expect(hidden).toBe(0);

    await hamburger(page).click();
    await expect(drawer(page)).toBeVisible();
    await page.getByRole("button", { name: "Close menu" }).click();
    await expect(drawer(page)).toBeHidden();

    await hamburger(page).click();
    await page.keyboard.press("Escape");
    await expect(drawer(page)).toBeHidden();

    await page.getByRole("link", { name: "Rent a Bike" }).click();
    await expect(page).toHaveURL(/#bikes$/);
    await expect
      .poll(() => page.evaluate(() => Math.round(document.getElementById("bikes")!.getBoundingClientRect().top)))
      .toBe(100);
    await expect(page.locator("#location iframe")).toHaveAttribute("src", /maps/);
  });
  test("a link in the drawer closes it, to a section of this page and to another page", async ({ page }) => {
    const sectionTop = (id: string) =>
      page.evaluate((target) => Math.round(document.getElementById(target)!.getBoundingClientRect().top), id);
    await page.goto("/");
    for (const [name, id] of [
      [/Taxi Services/, "taxi"],
      [/Pickup Points/, "pickup"],
      // The section it is already at: closed again, and there.
      [/Pickup Points/, "pickup"],
    ] as const) {
      await openDrawer(page);
      await drawer(page).getByRole("link", { name }).click();
      await expect(page).toHaveURL(new RegExp(`/#${id}$`));
      await expect(drawer(page)).toBeHidden();
      expect(await isScrollLocked(page)).toBe(false);
      await expect.poll(() => sectionTop(id)).toBe(100);
    }
    // Another page: the drawer's language link, and from the FAQ back to a section of the home page.
    await openDrawer(page);
    await drawer(page).getByRole("link", { name: "हिन्दी" }).click();
    await expect(page).toHaveURL(/\/hi\/$/);
    await expect(drawer(page)).toBeHidden();
    await page.goto("/faq");
    await openDrawer(page);
    await drawer(page)
      .getByRole("link", { name: /Our Bikes/ })
      .click();
    await expect(page).toHaveURL(/\/#bikes$/);
    await expect(drawer(page)).toBeHidden();
    await expect.poll(() => sectionTop("bikes")).toBe(100);
  });
});
