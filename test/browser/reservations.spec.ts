import type { Browser, Page } from "@playwright/test";
import { addDays } from "../../app/booking/dates";
import { weekdayDate } from "../../app/content/format";
import { offSeason } from "../support/off-season";
import { expect, test } from "./fixtures";
import { chatMessage, horizontalOverflow, mobile, openSignedIn } from "./helpers";

// Headless Chromium calls itself HeadlessChrome, whose requests are rightly not kept: the tourist uses a phone.
const PHONE =
  "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Mobile Safari/537.36";
const CLASSIC = "Royal Enfield Classic";

let visitors = 0;
/** A tourist's phone at 390 px, with or without JavaScript, each with an address of its own. */
async function tourist(browser: Browser, baseURL: string, javaScript: boolean) {
  visitors++;
  const context = await browser.newContext({
    baseURL,
    viewport: mobile,
    userAgent: PHONE,
    javaScriptEnabled: javaScript,
    extraHTTPHeaders: { "x-forwarded-for": `198.51.100.${visitors + (test.info().workerIndex % 2) * 100}` },
  });
  await context.route("https://wa.me/**", (route) =>
    route.fulfill({ status: 200, contentType: "text/html", body: "<title>Chat</title>" }),
  );
  const page = await context.newPage();
  await page.goto("/");
  return page;
}

/** Today at the shop, as the page has it. */
async function shopToday(page: Page) {
  const min = await page.locator("#bikes input[name=pickup]").first().getAttribute("min");
  return min!;
}

async function chooseClassicDates(page: Page, pickup: string, back: string) {
  const card = page.locator("#bikes .card").filter({ has: page.getByRole("heading", { name: CLASSIC, exact: true }) });
  await card.getByText("Choose dates").click();
  await card.getByLabel("Pickup date").fill(pickup);
  await card.getByLabel("Return date").fill(back);
  await card.getByLabel("Pickup point").selectOption({ label: "Railway Station" });
  return card;
}

const REFERENCE = /Reference: (SR-[2-9A-HJ-NP-Z]{4})\. My booking page: (https:\/\/\S+)$/;

for (const javaScript of [true, false]) {
  test.describe(`a tourist asks, the owner confirms, the next tourist is told (${javaScript ? "with" : "without"} JavaScript)`, () => {
    // The book is every test's subject: a site of its own.
    test.use({ site: "own", viewport: mobile });

    test("free, confirmed from the inbox, then booked with the day it is free again; back two hours late is ₹300", async ({
      browser,
      page,
      baseURL,
    }) => {
      const first = await tourist(browser, baseURL!, javaScript);
      const today = await shopToday(first);
      const start = offSeason(today, 2, 4);
      const pickup = addDays(today, start);
      const back = addDays(today, start + 3);
      const card = await chooseClassicDates(first, pickup, back);
      if (javaScript) await expect(card.locator("output")).toContainText("Free on those dates.");
      await card.getByRole("button", { name: "Continue in chat" }).click();
      await first.waitForURL(/^https:\/\/wa\.me\//);
      const [, reference, address] = REFERENCE.exec(chatMessage(first.url())!) ?? [];
      expect(reference).toBeDefined();
      // The chat carries the tourist's page, which says "requested" until the owner confirms.
      const own = await (
        await browser.newContext({ baseURL: baseURL!, viewport: mobile, javaScriptEnabled: javaScript })
      ).newPage();
      await own.goto(new URL(address!).pathname);
      await expect(own.getByRole("heading", { level: 1 })).toHaveText(CLASSIC);
      await expect(own.getByRole("status")).toContainText("Requested: we confirm it in the chat.");
      expect(await horizontalOverflow(own)).toBe(0);
      await own.context().close();

      // The owner, on a phone too, finds it in the inbox and confirms it in one tap.
      await openSignedIn(page, "/admin/bookings");
      const request = page.locator(`#${reference}`);
      await expect(request).toContainText(CLASSIC);
      await expect(request).toContainText("Fits: a bike is free then.");
      await request.getByRole("button", { name: `Confirm ${reference}` }).click();
      await expect(page.getByRole("status").first()).toContainText(`${reference} is booked.`);
      expect(await horizontalOverflow(page)).toBe(0);
      // The tourist's page, to copy into the chat, says it is confirmed.
      const touristPage = await page.getByRole("link", { name: "its tourist's page" }).getAttribute("href");
      const confirmed = await (
        await browser.newContext({ baseURL: baseURL!, viewport: mobile, javaScriptEnabled: false })
      ).newPage();
      await confirmed.goto(touristPage!);
      await expect(confirmed.getByRole("heading", { level: 1 })).toHaveText(CLASSIC);
      await expect(confirmed.getByRole("status")).toContainText("Confirmed");
      expect(await horizontalOverflow(confirmed)).toBe(0);

      // The next tourist picks overlapping dates and is told from when it is free.
      const second = await tourist(browser, baseURL!, javaScript);
      const secondCard = await chooseClassicDates(second, addDays(pickup, 1), addDays(pickup, 2));
      const again = `It is free again from ${weekdayDate(back)}.`;
      if (javaScript) {
        await expect(secondCard.locator("output")).toContainText("Booked on those dates.");
        await expect(secondCard.locator("output")).toContainText(again);
      } else {
        await secondCard.getByRole("button", { name: "Continue in chat" }).click();
        await expect(second.locator("p.request-problem")).toContainText(again);
        // Still free to ask: the same form sends it on.
        await second.getByRole("button", { name: "Continue in chat" }).click();
        await second.waitForURL(/^https:\/\/wa\.me\//);
        expect(chatMessage(second.url())).toMatch(REFERENCE);
      }

      // Picked up on time, back two hours after the return time.
      const booking = page.locator(`#${reference}`);
      await booking.getByRole("button", { name: `Picked up ${reference}` }).click();
      await expect(page.getByRole("status").first()).toContainText(`${reference} is out.`);
      await page.locator(`#${reference}`).getByText("Returned…").click();
      await page.getByLabel("Returned day").fill(back);
      await page.getByLabel(`Returned time of ${reference}`).fill("12:00");
      await page.getByRole("button", { name: `Mark ${reference} returned` }).click();
      await expect(page.getByRole("status").first()).toContainText("charge a late fee of ₹300");
    });
  });
}
