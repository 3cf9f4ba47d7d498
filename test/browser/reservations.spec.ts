import type { Browser, Page } from "@playwright/test";
import { addDays } from "../../app/booking/dates";
import { weekdayDate } from "../../app/content/format";
import { offSeason } from "../support/off-season";
import { expect, test } from "./fixtures";
import { chatMessage, expectStarted, horizontalOverflow, mobile, openSignedIn } from "./helpers";

// Headless Chromium calls itself HeadlessChrome, whose requests are rightly not kept: the tourist uses a phone.
const PHONE =
  "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Mobile Safari/537.36";
const CLASSIC = "Royal Enfield Classic";
/** The sample Royal Enfield Classic's one vehicle. */
const ENFIELD = "KA-47-H-1041";

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

const REFERENCE = /(SR-[2-9A-HJ-NP-Z]{4})/;

/** What the back office says after a step: its status line, once. */
const said = (page: Page) => page.locator(".admin-status").first();

/** Opens a step's form (a closed group) unless the screen opened it already. */
async function openStep(page: Page, summary: string) {
  const exactly = new RegExp(`^${summary.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}$`);
  const group = page.locator("details").filter({ has: page.locator("summary", { hasText: exactly }) });
  if ((await group.getAttribute("open")) === null) await group.locator("summary").click();
}

/** The chat message ends with the reference and the tourist's page. */
const CHAT = /Reference: (SR-[2-9A-HJ-NP-Z]{4})\. My booking page: (https:\/\/\S+)$/;

for (const javaScript of [true, false]) {
  test.describe(`the book, from the chat to the return (${javaScript ? "with" : "without"} JavaScript)`, () => {
    // The book is every test's subject: a site of its own.
    test.use({ site: "own", viewport: mobile, javaScriptEnabled: javaScript });

    test("a request confirmed on its vehicle; the next tourist is told it is booked; a pickup ten days early is refused with why", async ({
      browser,
      page,
      baseURL,
    }) => {
      const first = await tourist(browser, baseURL!, javaScript);
      const today = await shopToday(first);
      const start = offSeason(today, 10, 4);
      const pickup = addDays(today, start);
      const back = addDays(today, start + 3);
      const card = await chooseClassicDates(first, pickup, back);
      if (javaScript) await expect(card.locator("output")).toContainText("Free on those dates.");
      await card.getByRole("button", { name: "Continue in chat" }).click();
      await first.waitForURL(/^https:\/\/wa\.me\//);
      const [, reference, address] = CHAT.exec(chatMessage(first.url())!) ?? [];
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

      // The owner, on a phone too, finds it in the inbox and confirms it in one tap: on the bike's vehicle.
      await openSignedIn(page, "/admin/bookings");
      const request = page.locator(`li[id="${reference}"]`);
      await expect(request).toContainText(CLASSIC);
      await expect(request).toContainText("Fits: a vehicle is free then.");
      await request.getByRole("button", { name: `Confirm ${reference}` }).click();
      await expect(said(page)).toContainText(`${reference} is booked on ${ENFIELD}.`);
      expect(await horizontalOverflow(page)).toBe(0);
      // The tourist's page says it is confirmed.
      const touristPage = await said(page).getByRole("link", { name: "Its page for the tourist" }).getAttribute("href");
      const confirmed = await (await browser.newContext({ viewport: mobile, javaScriptEnabled: false })).newPage();
      await confirmed.goto(touristPage!.replace(/^https?:\/\/[^/]+/, baseURL!));
      await expect(confirmed.getByRole("heading", { level: 1 })).toHaveText(CLASSIC);
      await expect(confirmed.getByRole("status")).toContainText("Confirmed");

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
      }

      // Handed over today, ten days and more before its day: refused beside the day, with what to do.
      await page.goto(`/admin/bookings/${reference}`);
      await expect(page.getByRole("heading", { level: 1 })).toContainText(reference!);
      await openStep(page, "Hand over…");
      await page.getByLabel(`Picked up day of ${reference}`).fill(today);
      await page.getByLabel(`Time picked up of ${reference}`).fill("00:01");
      await page.getByRole("radio", { name: "Full" }).check();
      for (const box of await page.locator('input[name="checklist"]').all()) await box.check();
      await page.getByRole("group", { name: "Deposit paid by" }).getByRole("radio", { name: "Cash" }).check();
      await page.getByRole("button", { name: `Hand over ${reference}` }).click();
      const day = page.getByLabel(`Picked up day of ${reference}`);
      await expect(day).toHaveAttribute("aria-invalid", "true");
      await expect(page.locator(`[id="pick-up-${reference}"]`)).toContainText("Tick “Early pickup”");
      await expect(page.locator(`[id="pick-up-${reference}"]`)).toHaveClass(/booking-refused/);
      expect(await horizontalOverflow(page)).toBe(0);
      await page.goto(`/admin/bookings/${reference}`);
      await expect(page.getByText("Confirmed", { exact: true })).toBeVisible();
    });

    test("back two hours late: ₹300 charged, the deposit given back, found under Past, and its review link stays on its screen", async ({
      page,
    }) => {
      await openSignedIn(page, "/admin/bookings");
      const today = await page.locator('#new-booking input[name="from"]').inputValue();
      // A walk-in from three days ago, added now.
      const add = page.locator("#new-booking");
      await add.getByLabel("Bike").selectOption({ label: "Honda Dio" });
      await add.getByLabel("Pickup day").fill(addDays(today, -3));
      await add.getByLabel("Return day").fill(addDays(today, -1));
      await add.getByRole("button", { name: "Add the booking" }).click();
      await expect(said(page)).toContainText("is booked on KA-47-H-101");
      const reference = REFERENCE.exec((await said(page).textContent())!)![1]!;

      // Not picked up on its day: the Bookings screen leads to its screen for the handover.
      await page.goto("/admin/bookings");
      await page.getByRole("link", { name: `Hand over ${reference}…` }).click();
      await expect(page.getByRole("heading", { level: 1 })).toContainText(reference);
      await openStep(page, "Hand over…");
      const out = page.locator(`form[id="pick-up-${reference}"]`);
      await out.getByLabel(`Picked up day of ${reference}`).fill(addDays(today, -3));
      await out.getByLabel(`Time picked up of ${reference}`).fill("10:00");
      await out.getByRole("radio", { name: "Full" }).check();
      for (const box of await out.locator('input[name="checklist"]').all()) await box.check();
      await out.getByLabel("Deposit taken").fill("1000");
      await out.getByRole("radio", { name: "UPI" }).check();
      await out.getByRole("button", { name: `Hand over ${reference}` }).click();
      await expect(said(page)).toContainText(`${reference} is out on KA-47-H-101`);
      await openStep(page, "Returned…");
      const back = page.locator(`form[id="return-${reference}"]`);
      await back.getByLabel(`Returned day of ${reference}`).fill(addDays(today, -1));
      await back.getByLabel(`Time returned of ${reference}`).fill("12:00");
      await back.getByRole("radio", { name: "Full" }).check();
      await back.getByRole("button", { name: `Mark ${reference} returned` }).click();
      await expect(said(page)).toContainText(`${reference} is back 2 h late; a late fee of ₹300 is charged.`);
      // The deposit pays the late fee; the rest goes back.
      await openStep(page, "Deposit returned…");
      const settle = page.locator(`form[id="settle-${reference}"]`);
      await expect(settle.getByLabel("Keep for the late fee")).toHaveValue("300");
      await settle.getByRole("radio", { name: "Cash" }).check();
      await settle.getByRole("button", { name: `Deposit returned for ${reference}` }).click();
      await expect(said(page)).toContainText(`The deposit of ${reference} is settled: ₹300 kept, ₹700 given back.`);
      await expect(page.locator("#money")).toContainText("₹0");

      // The review link made from it is on its screen, with its QR code, every time it is opened.
      await page
        .getByRole("button", { name: `Make a review link for ${reference}` })
        .first()
        .click();
      const link = page.locator("#review-link-url");
      await expect(link).toHaveValue(/\/review\/[\w-]{43}$/);
      const url = await link.inputValue();
      await page.goto("/admin/bookings/past");
      await page.getByLabel("Reference, name or phone").fill(reference);
      await page.getByRole("button", { name: "Search" }).click();
      const found = page.locator(".booking-card").filter({ hasText: reference });
      await expect(found).toContainText("Owes ₹");
      await expect(found).toContainText("Returned");
      await found.getByRole("link", { name: new RegExp(reference) }).click();
      await expect(page.locator("#review-link-url")).toHaveValue(url);
      await expect(page.locator(".admin-qr svg")).toBeVisible();
      expect(await horizontalOverflow(page)).toBe(0);
    });
  });
}

test.describe("the bikes' vehicles", () => {
  test.use({ site: "own", viewport: mobile });

  test("a bike a booking holds cannot be deleted, an insurance ending in five days is on the dashboard, and the calendar reads on a phone", async ({
    page,
  }) => {
    await openSignedIn(page, "/admin/bookings");
    const today = await page.locator('#new-booking input[name="from"]').inputValue();
    const add = page.locator("#new-booking");
    await add.getByLabel("Bike").selectOption({ label: CLASSIC });
    await add.getByLabel("Pickup day").fill(addDays(today, 2));
    await add.getByLabel("Return day").fill(addDays(today, 4));
    await add.getByRole("button", { name: "Add the booking" }).click();
    await expect(said(page)).toContainText(`is booked on ${ENFIELD}.`);
    const reference = REFERENCE.exec((await said(page).textContent())!)![1]!;

    // Deleting the Royal Enfield is refused, naming that booking.
    await page.goto("/admin/content/bikes");
    await page.getByRole("button", { name: `Delete ${CLASSIC}` }).click();
    await expect(said(page)).toContainText(`${CLASSIC} cannot be deleted while bookings ahead have it: ${reference}`);
    await expect(page.getByRole("link", { name: CLASSIC, exact: true })).toBeVisible();

    // Its insurance ends in five days: the dashboard says so.
    await page.goto("/admin/vehicles");
    await page.getByRole("link", { name: ENFIELD }).click();
    await expectStarted(page, "vehicle");
    await page.getByLabel("Insurance").fill(addDays(today, 5));
    await page.getByRole("button", { name: "Save" }).click();
    await expect(said(page)).toContainText("Saved.");
    await page.goto("/admin/dashboard");
    await expect(page.locator("#fleet-title").locator("..")).toContainText(
      `${ENFIELD} (${CLASSIC}): insurance ends in 5 days`,
    );

    // The calendar at 390 px: bikes' names whole, the month named, every day a target of 44 × 44 at least.
    await page.goto("/admin/bookings/calendar");
    const names = page.locator(".calendar-model th");
    await expect(names.filter({ hasText: CLASSIC })).toBeVisible();
    for (const th of await names.all()) {
      expect(await th.evaluate((e) => e.scrollWidth <= e.clientWidth)).toBe(true);
    }
    await expect(page.locator(".calendar-months-week th").first()).toHaveText(/^[A-Z][a-z]+ \d{4}$/);
    const sizes = await page
      .locator(".calendar td a")
      .evaluateAll((links) =>
        links
          .filter((a) => a.getBoundingClientRect().width > 0)
          .map((a) => [a.getBoundingClientRect().width, a.getBoundingClientRect().height]),
      );
    expect(sizes.length).toBeGreaterThanOrEqual(7 * 10);
    for (const [w, h] of sizes) {
      expect(w).toBeGreaterThanOrEqual(44);
      expect(h).toBeGreaterThanOrEqual(44);
    }
    expect(await horizontalOverflow(page)).toBe(0);
    await expect(page.locator('[aria-current="date"]')).toBeVisible();
    await page
      .getByRole("link", { name: new RegExp(`^${CLASSIC} ${ENFIELD}, .*: ${reference}$`) })
      .first()
      .click();
    await expect(page.getByRole("heading", { level: 1 })).toContainText(reference);
  });
});
