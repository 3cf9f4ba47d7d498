import { expect, test, type BrowserContext, type Locator, type Page } from "@playwright/test";
import { addDays } from "../../app/booking/dates";
import { weekdayDate } from "../../app/content/format";
import { chatMessage, desktop, expectNoAxeViolations, mobile } from "./helpers";
import { nextDayOfYear, offSeason } from "../support/off-season";

const DEPOSIT = "₹2,000 deposit, returned at drop-off, or keep one original ID with us";
/** What the live estimate ends with on this site, whose book is empty. */
const FREE = ". Free on those dates.";

/** The chat service is another site: its links are answered here, so following one is seen and goes nowhere. */
async function stubChat(context: BrowserContext) {
  await context.route("https://wa.me/**", (route) =>
    route.fulfill({ status: 200, contentType: "text/html", body: "<title>Chat</title>" }),
  );
}

/** Today at the shop, as the page has it: the earliest pickup date it offers. */
async function shopToday(page: Page) {
  const min = await page.locator("#bikes input[name=pickup]").first().getAttribute("min");
  expect(min).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  return min!;
}

const bikeCard = (page: Page, name: string) =>
  page.locator("#bikes .card").filter({ has: page.getByRole("heading", { name, exact: true }) });
const taxiCard = (page: Page, name: string) =>
  page.locator("#taxi .card").filter({ has: page.getByRole("heading", { name, exact: true }) });

async function chooseDates(card: Locator, pickup: string, back: string) {
  await card.getByText("Choose dates").click();
  await card.getByLabel("Pickup date").fill(pickup);
  await card.getByLabel("Return date").fill(back);
  await card.getByLabel("Pickup point").selectOption({ label: "Railway Station" });
}

/** Sends the Royal Enfield Classic's form from `from` to `to` days after today, from Railway Station. */
async function sendClassicDates(page: Page, from: number, to: number) {
  await page.goto("/");
  const today = await shopToday(page);
  const card = bikeCard(page, "Royal Enfield Classic");
  await chooseDates(card, addDays(today, from), addDays(today, to));
  const answer = page.waitForResponse((r) => r.url().endsWith("/book/bike") && r.request().method() === "POST");
  await card.getByRole("button", { name: "Continue in chat" }).click();
  return { today, status: (await answer).status() };
}

test.describe("choosing dates for a bike, without JavaScript", () => {
  test.use({ viewport: mobile, javaScriptEnabled: false });

  test("the chat opens with the dates, the days, the place and ₹3,600 with the deposit apart", async ({
    page,
    context,
  }) => {
    await stubChat(context);
    await page.goto("/");
    const start = offSeason(await shopToday(page), 2, 4);
    const { today, status } = await sendClassicDates(page, start, start + 3);
    expect(status).toBe(303);
    await page.waitForURL(/^https:\/\/wa\.me\//);
    // Headless Chromium names itself a bot: its request goes to the chat without being kept in the book.
    expect(chatMessage(page.url())).toBe(
      `Hi Sagara Rides, I'd like to rent the Royal Enfield Classic from ${weekdayDate(addDays(today, start))} to ${weekdayDate(addDays(today, start + 3))} (3 days: ₹1,200 × 3 = ₹3,600 rent + ${DEPOSIT}), picking up at Railway Station. Is it available?`,
    );
  });

  test("hours shorter than the bike's fewest come back beside the return time, the hours kept open", async ({
    page,
  }) => {
    await page.goto("/");
    const today = await shopToday(page);
    const card = bikeCard(page, "Royal Enfield Classic");
    const day = addDays(today, offSeason(today, 2, 2));
    await chooseDates(card, day, day);
    await card.getByText("By the hour: ₹250 an hour, at least 2 hours").click();
    await card.getByLabel("From").fill("10:00");
    await card.getByLabel("Until").fill("10:30");
    await card.getByRole("button", { name: "Continue in chat" }).click();
    const until = page.getByLabel("Until");
    await expect(until).toHaveAttribute("aria-invalid", "true");
    await expect(page.locator(`#${await until.getAttribute("aria-describedby")}`)).toHaveText(
      "The Royal Enfield Classic is rented for at least 2 hours.",
    );
    await expect(page.getByLabel("From")).toHaveValue("10:00");
  });

  test("a return before the pickup shows the form again with the message beside the field", async ({
    page,
    context,
  }) => {
    await stubChat(context);
    await page.goto("/");
    const start = offSeason(await shopToday(page), 2, 7);
    const { today, status } = await sendClassicDates(page, start + 3, start);
    expect(status).toBe(400);
    await expect(page).toHaveTitle("Rent a bike - Sagara Rides");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Rent the Royal Enfield Classic");
    await expect(page.getByRole("alert")).toContainText("Nothing has been sent yet.");
    const back = page.getByLabel("Return date");
    await expect(back).toHaveAccessibleDescription("The return date is before the pickup date.");
    await expect(page.getByLabel("Pickup point")).toHaveValue("railway-station");

    await back.fill(addDays(today, start + 6));
    await page.getByRole("button", { name: "Continue in chat" }).click();
    await page.waitForURL(/^https:\/\/wa\.me\//);
    expect(chatMessage(page.url())).toContain(
      `(3 days: ₹1,200 × 3 = ₹3,600 rent + ${DEPOSIT}), picking up at Railway Station`,
    );
  });

  test("the taxi card shows the one-way fare of each listed destination", async ({ page }) => {
    await page.goto("/");
    const fares = taxiCard(page, "Airport Transfer").getByRole("table", { name: "One-way fares" });
    await expect(fares.getByRole("row", { name: "Goa Airport 150 km ₹2,250" })).toBeVisible();
    await expect(fares.getByRole("row", { name: "Hubballi Airport 165 km ₹2,475" })).toBeVisible();
    await expect(taxiCard(page, "Local Sightseeing").getByRole("table")).toHaveCount(0);
  });
});

test.describe("the booking forms with the page's script", () => {
  test.use({ viewport: mobile });

  test("the total updates as the dates change", async ({ page }) => {
    await page.goto("/");
    const today = await shopToday(page);
    const card = bikeCard(page, "Royal Enfield Classic");
    const estimate = card.locator("output");
    const start = offSeason(today, 2, 6);
    await card.getByText("Choose dates").click();
    await expect(estimate).toHaveText("₹1,200 a day. The estimated total goes in your message.");
    await card.getByLabel("Pickup date").fill(addDays(today, start));
    await card.getByLabel("Return date").fill(addDays(today, start + 3));
    await expect(estimate).toHaveText(`3 days: ₹1,200 × 3 = ₹3,600 rent + ${DEPOSIT}${FREE}`);
    await card.getByLabel("Return date").fill(addDays(today, start + 5));
    await expect(estimate).toHaveText(`5 days: ₹1,200 × 5 = ₹6,000 rent + ${DEPOSIT}${FREE}`);
    await card.getByLabel("Return date").fill(addDays(today, start));
    await expect(estimate).toHaveText(`1 day: ₹1,200 × 1 = ₹1,200 rent + ${DEPOSIT}${FREE}`);
    await card.getByLabel("Pickup date").fill(addDays(today, start + 1));
    await expect(estimate).toHaveText("The return date is before the pickup date.");
    await expect(card.getByLabel("Return date")).toHaveAttribute("min", addDays(today, start + 1));
  });

  test("a few hours on one day: the times under the hourly price, priced by the hour, in the chat", async ({
    page,
    context,
  }) => {
    await stubChat(context);
    await page.goto("/");
    const today = await shopToday(page);
    const card = bikeCard(page, "Royal Enfield Classic");
    const estimate = card.locator("output");
    const day = addDays(today, offSeason(today, 2, 2));
    await chooseDates(card, day, day);
    await card.getByText("By the hour: ₹250 an hour, at least 2 hours").click();
    await card.getByLabel("From").fill("10:00");
    await card.getByLabel("Until").fill("11:00");
    await expect(estimate).toHaveText("The Royal Enfield Classic is rented for at least 2 hours.");
    await card.getByLabel("Until").fill("13:00");
    await expect(estimate).toHaveText(`3 hours: ₹250 an hour × 3 = ₹750 rent + ${DEPOSIT}${FREE}`);
    await card.getByRole("button", { name: "Continue in chat" }).click();
    await page.waitForURL(/^https:\/\/wa\.me\//);
    expect(chatMessage(page.url())).toBe(
      `Hi Sagara Rides, I'd like to rent the Royal Enfield Classic on ${weekdayDate(day)}, from 10:00 to 13:00 (3 hours: ₹250 an hour × 3 = ₹750 rent + ${DEPOSIT}), picking up at Railway Station. Is it available?`,
    );
  });

  test("the taxi form shows the fare and the chat opens with it", async ({ page, context }) => {
    await stubChat(context);
    await page.goto("/");
    const today = await shopToday(page);
    const card = taxiCard(page, "Airport Transfer");
    await card.getByText("Choose date and time").click();
    await card.getByLabel("Where should we pick you up?").fill("Hotel Sea View");
    await card.getByLabel("Where to?").selectOption({ label: "Goa Airport, 150 km, ₹2,250" });
    await expect(card.locator("output")).toHaveText("About ₹2,250 one-way.");
    await card.getByLabel("Date", { exact: true }).fill(addDays(today, 4));
    await card.getByLabel("Pickup time").fill("06:30");
    await card.getByLabel("People").fill("2");
    await card.getByRole("button", { name: "Continue in chat" }).click();
    await page.waitForURL(/^https:\/\/wa\.me\//);
    expect(chatMessage(page.url())).toBe(
      `Hi Sagara Rides, I'd like to book Airport Transfer from Hotel Sea View to Goa Airport (150 km), about ₹2,250 one-way, on ${weekdayDate(addDays(today, 4))} at 06:30 for 2 people. Is a car available?`,
    );
  });

  test("the card's plain booking link and Book Now stay as they were beside the form", async ({ page }) => {
    await page.goto("/");
    const card = bikeCard(page, "Royal Enfield Classic");
    expect(chatMessage(await card.getByRole("link", { name: /Book Now/ }).getAttribute("href"))).toBe(
      "Hi Sagara Rides, I'd like to book the Royal Enfield Classic (₹1,200/day). Is it free for my dates?",
    );
  });
});

test.describe("calling", () => {
  test.use({ viewport: mobile });

  test("a Call button is in the first screen at 390 px, and in the drawer", async ({ page }) => {
    await page.goto("/");
    const heroCall = page.locator(".hero").getByRole("link", { name: "Call +91 90000 12345" });
    await expect(heroCall).toHaveAttribute("href", "tel:+919000012345");
    await expect(heroCall).toBeInViewport();
    const box = (await heroCall.boundingBox())!;
    expect(box.y + box.height).toBeLessThanOrEqual(mobile.height);
    await page.getByRole("button", { name: "Menu", exact: true }).click();
    const drawerCall = page.locator("#menu").getByRole("link", { name: "Call +91 90000 12345" });
    await expect(drawerCall).toBeVisible();
    await expect(drawerCall).toHaveAttribute("href", "tel:+919000012345");
  });
});

test.describe("the Need a Website? button", () => {
  for (const width of [390, 1280, 1536, 1920]) {
    test(`never covers a link, button or field at any scroll position, ${width} px wide`, async ({ page }) => {
      await page.setViewportSize({ width, height: width < 800 ? 844 : 900 });
      await page.emulateMedia({ reducedMotion: "reduce" });
      await page.goto("/");
      await expect(page.getByRole("link", { name: "Need a Website?" })).toBeAttached();
      // Open every booking form, so their fields and buttons are checked too.
      await page.locator("details").evaluateAll((all) => all.forEach((d) => d.setAttribute("open", "")));
      const result = await page.evaluate(() => {
        const promo = document.querySelector<HTMLElement>(".promo-button")!;
        const targets = [
          ...document.querySelectorAll<HTMLElement>("a, button, summary, input, select, textarea, iframe"),
        ].filter((el) => el !== promo && el.getClientRects().length > 0);
        const covered = new Set<string>();
        let positions = 0;
        const last = document.documentElement.scrollHeight - innerHeight;
        for (let y = 0; y <= last + 10; y += 10) {
          window.scrollTo({ top: Math.min(y, last), behavior: "instant" });
          positions++;
          const p = promo.getBoundingClientRect();
          if (p.bottom <= 0 || p.top >= innerHeight) continue;
          for (const el of targets) {
            const r = el.getBoundingClientRect();
            const left = Math.max(r.left, p.left);
            const right = Math.min(r.right, p.right);
            const top = Math.max(r.top, p.top, 0);
            const bottom = Math.min(r.bottom, p.bottom, innerHeight);
            if (right <= left || bottom <= top) continue;
            // Whatever is on top at these points is what a tap would hit.
            const points = [
              [(left + right) / 2, (top + bottom) / 2],
              [left + 1, top + 1],
              [right - 1, top + 1],
              [left + 1, bottom - 1],
              [right - 1, bottom - 1],
            ];
            if (points.some(([x, yy]) => promo.contains(document.elementFromPoint(x!, yy!)))) {
              covered.add(`${el.tagName} "${(el.textContent ?? "").trim().slice(0, 30)}" at scroll ${y}`);
            }
          }
        }
        return { positions, covered: [...covered] };
      });
      expect(result.positions).toBeGreaterThan(100);
      expect(result.covered).toEqual([]);
    });
  }
});

test.describe("the booking page a form lands on", () => {
  for (const [name, viewport] of [
    ["mobile", mobile],
    ["desktop", desktop],
  ] as const) {
    test(`is axe-clean and fits the screen at ${name} width`, async ({ page }) => {
      await page.setViewportSize(viewport);
      const res = await page.goto("/book/taxi?taxi=nope&to=x&date=2020-01-01&time=25:00&people=40");
      expect(res!.status()).toBe(400);
      await expectNoAxeViolations(page);
      expect(await page.evaluate(() => document.documentElement.scrollWidth - innerWidth)).toBeLessThanOrEqual(0);
    });
  }

  test("the home page with every booking form open is axe-clean at 390 px", async ({ page }) => {
    await page.setViewportSize(mobile);
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.goto("/");
    await page.locator("details").evaluateAll((all) => all.forEach((d) => d.setAttribute("open", "")));
    await expectNoAxeViolations(page);
  });
});

test.describe("dates across the peak season's last day, at 390 px", () => {
  test.use({ viewport: mobile });
  const TOTAL = `3 days: ₹1,500 × 2 + ₹1,200 × 1 = ₹4,200 rent + ${DEPOSIT}`;

  /** The next 4 January after today: two peak days, then a normal one. */
  const fourthOfJanuary = (today: string) => nextDayOfYear(today, "01-04");

  test("with the page's script, the card's form shows the breakdown and the chat carries it", async ({
    page,
    context,
  }) => {
    await stubChat(context);
    await page.goto("/");
    const pickup = fourthOfJanuary(await shopToday(page));
    const card = bikeCard(page, "Royal Enfield Classic");
    await chooseDates(card, pickup, addDays(pickup, 3));
    await expect(card.locator("output")).toHaveText(`${TOTAL}${FREE}`);
    await card.getByRole("button", { name: "Continue in chat" }).click();
    await page.waitForURL(/^https:\/\/wa\.me\//);
    expect(chatMessage(page.url())).toContain(`(${TOTAL}), picking up at Railway Station`);
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });

    test("the form's answer page shows the breakdown, and the chat carries it", async ({ page, context }) => {
      await stubChat(context);
      await page.goto("/");
      const pickup = fourthOfJanuary(await shopToday(page));
      // The form's answer before a pickup point is chosen (the page a shared link opens).
      const query = new URLSearchParams({ bike: "royal-enfield-classic", pickup, return: addDays(pickup, 3) });
      await page.goto(`/book/bike?${query}`);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Rent the Royal Enfield Classic");
      await expect(page.locator("output")).toHaveText(TOTAL);
      await page.getByLabel("Pickup point").selectOption({ label: "Railway Station" });
      await page.getByRole("button", { name: "Continue in chat" }).click();
      await page.waitForURL(/^https:\/\/wa\.me\//);
      expect(chatMessage(page.url())).toContain(`(${TOTAL}), picking up at Railway Station`);
    });
  });
});
