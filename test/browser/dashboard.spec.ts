import type { Browser, Page } from "@playwright/test";
import { listKinds } from "../../app/content/lists";
import { addDays } from "../../app/booking/dates";
import { sampleContent } from "../../app/content/sample";
import { expect, test } from "./fixtures";
import { desktop, expectNoAxeViolations, mobile } from "./helpers";
import { offSeason } from "../support/off-season";

const USERNAME = "admin";
const PASSWORD = "test-only-password-4821";
// Headless Chromium calls itself HeadlessChrome, which is rightly not counted: the tourist uses a phone.
const PHONE =
  "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Mobile Safari/537.36";

let visitors = 0;
/** A tourist's phone; each with its own address (through the proxy the site trusts), so none shares a rate limit. */
/** The sample's site address: the pings' (they are absolute, as HTML wants). */
const SITE_ADDRESS = sampleContent.settings.siteUrl;

async function touristPage(browser: Browser, { javaScript }: { javaScript: boolean }) {
  visitors++;
  const context = await browser.newContext({
    viewport: mobile,
    userAgent: PHONE,
    javaScriptEnabled: javaScript,
    extraHTTPHeaders: { "x-forwarded-for": `198.51.100.${visitors + (test.info().workerIndex % 2) * 100}` },
    // Pings go to the site's own address (the sample's), which its policy allows where the page is read there.
    bypassCSP: true,
  });
  await context.route("https://wa.me/**", (route) =>
    route.fulfill({ status: 200, contentType: "text/html", body: "<title>Chat</title>" }),
  );
  // The test's server stands in for the site's address, as its DNS would: a ping reaches it from its own page.
  await context.route(`${SITE_ADDRESS}/book/count?**`, async (route) => {
    const ping = route.request();
    const at = new URL(ping.url());
    const headers: Record<string, string> = { ...(await ping.allHeaders()), "sec-fetch-site": "same-origin" };
    delete headers.origin;
    const answer = await context.request.post(`${new URL(headers["ping-from"]!).origin}${at.pathname}${at.search}`, {
      headers,
      data: ping.postData() ?? "",
    });
    await route.fulfill({ response: answer });
  });
  const page = await context.newPage();
  await page.goto("/");
  return page;
}

async function signIn(page: Page) {
  await page.goto("/admin/login");
  await page.getByLabel("Username").fill(USERNAME);
  await page.getByLabel("Password").fill(PASSWORD);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL("/admin/dashboard");
}

/** The "By item" row of one item on the dashboard: its Today, 7 days and 30 days. */
function itemRow(page: Page, name: string) {
  return page
    .getByRole("region", { name: "By item" })
    .getByRole("row")
    .filter({ has: page.getByRole("rowheader", { name: new RegExp(`^${name}`) }) });
}

test.describe("counts reaching the dashboard", () => {
  // Each test expects its own taps and nothing else on the dashboard: a site of its own.
  test.use({ site: "own" });

  test("a booking link tapped without JavaScript is counted by its ping", async ({ browser, page }) => {
    const tourist = await touristPage(browser, { javaScript: false });
    const card = tourist.locator("#bikes .card").filter({ hasText: "Hero Xtream 125R" });
    const ping = tourist
      .context()
      .waitForEvent("requestfinished", (r) => r.url().endsWith("/book/count?kind=bike-link&item=hero-xtream-125r"));
    const chat = tourist.context().waitForEvent("page");
    await card.getByRole("link", { name: /Book Now/ }).click();
    const sent = await ping;
    expect(sent.method()).toBe("POST");
    expect(sent.headers()["content-type"]).toBe("text/ping");
    expect((await sent.response())!.status()).toBe(204);
    await chat;
    await tourist.context().close();

    await signIn(page);
    await expect(itemRow(page, "Hero Xtream 125R").getByRole("cell")).toHaveText(["1", "1", "1"]);
  });

  test("with JavaScript the page sends one beacon instead, never a ping as well", async ({ browser, page }) => {
    const tourist = await touristPage(browser, { javaScript: true });
    const link = tourist.locator("#bikes .card").filter({ hasText: "Yamaha FZS" }).getByRole("link", { name: /Book/ });
    // The script takes the pings away at the first touch, which comes before any link is followed.
    await tourist.locator("h1").click();
    await expect(link).not.toHaveAttribute("ping");
    const beacon = tourist
      .context()
      .waitForEvent("requestfinished", (r) => r.url().endsWith("/book/count?kind=bike-link&item=yamaha-fzs"));
    await link.click();
    expect((await (await beacon).response())!.status()).toBe(204);
    await tourist.context().close();

    await signIn(page);
    await expect(itemRow(page, "Yamaha FZS").getByRole("cell")).toHaveText(["1", "1", "1"]);
  });

  test("a tourist's dated request for the Royal Enfield Classic is on the open dashboard a moment later", async ({
    browser,
    page,
  }) => {
    await signIn(page);
    const tourist = await touristPage(browser, { javaScript: false });
    const today = (await tourist.locator("#bikes input[name=pickup]").first().getAttribute("min"))!;
    const card = tourist.locator("#bikes .card").filter({ hasText: "Royal Enfield Classic" });
    await card.getByText("Choose dates").click();
    const start = offSeason(today, 2, 4);
    await card.getByLabel("Pickup date").fill(addDays(today, start));
    await card.getByLabel("Return date").fill(addDays(today, start + 3));
    await card.getByLabel("Pickup point").selectOption({ label: "Railway Station" });
    await card.getByRole("button", { name: "Continue in chat" }).click();
    await tourist.waitForURL(/^https:\/\/wa\.me\//);
    expect(new URL(tourist.url()).searchParams.get("text")).toContain("(3 days: ₹1,200 × 3 = ₹3,600 rent");
    await tourist.context().close();

    // No reload: the dashboard left open takes the new figures itself, within a pulse or two.
    const ranking = page.getByRole("region", { name: "Most requested bikes" });
    await expect(ranking.getByRole("listitem").filter({ hasText: "Royal Enfield Classic" })).toContainText(
      "1 request, 1 with dates",
      { timeout: 30_000 },
    );
    await expect(page.getByRole("status").filter({ hasText: /new booking request/ })).toContainText(/today\.$/);
    const todayCard = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: "Today" }) });
    await expect(todayCard.getByRole("definition").last()).not.toHaveText("0");
  });
});

test.describe("the dashboard's layout", () => {
  test.beforeEach(async ({ request }) => {
    // At least one request, so the chart and the tables are there to be looked at.
    const res = await request.post("/book/count?kind=directions", {
      headers: { "user-agent": PHONE, "x-forwarded-for": `203.0.113.${test.info().workerIndex + 1}` },
    });
    expect(res.status()).toBe(204);
  });

  test("at 390 px it reads as cards: nothing scrolls sideways, targets are 44 px", async ({ page }) => {
    await page.setViewportSize(mobile);
    await signIn(page);
    await expect(page.getByRole("heading", { name: "Booking requests" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Requests per day, last 30 days" })).toBeVisible();
    // The chart's figures are in a table for screen readers.
    await expect(
      page.getByRole("table", { name: "Booking requests per day, last 30 days" }).getByRole("row"),
    ).toHaveCount(31);
    expect(await page.evaluate(() => document.documentElement.scrollWidth - innerWidth)).toBeLessThanOrEqual(0);
    const small = await page
      .locator("main a:visible, main button:visible, main summary:visible")
      .evaluateAll((els) =>
        els
          .map((el) => ({ html: el.outerHTML.slice(0, 60), ...el.getBoundingClientRect().toJSON() }))
          .filter((r) => Math.round(r.height) < 44),
      );
    expect(small).toEqual([]);
    // By item: each item a card, its figures under their own labels rather than in columns.
    const byItem = page.getByRole("region", { name: "By item" });
    const firstRow = byItem.getByRole("row").nth(1);
    await expect(firstRow.getByRole("cell").first()).toHaveCSS("display", "flex");
    expect(
      await firstRow
        .getByRole("cell")
        .first()
        .evaluate((td) => getComputedStyle(td, "::before").content),
    ).toBe('"Today"');
    // Every list of the page, each a tile that opens it.
    const lists = page.getByRole("region", { name: "On the public page" }).getByRole("link");
    await expect(lists).toHaveCount(listKinds.length);
    await lists.filter({ hasText: "Nearby landmarks" }).click();
    await expect(page).toHaveURL(/\/admin\/content\/landmarks$/);
  });

  for (const [name, viewport] of [
    ["mobile", mobile],
    ["desktop", desktop],
  ] as const) {
    test(`is axe-clean at ${name} width`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await signIn(page);
      await expect(page.getByRole("heading", { name: "Booking requests" })).toBeVisible();
      await expectNoAxeViolations(page);
    });
  }
});
