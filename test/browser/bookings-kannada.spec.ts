// A counter helper whose phone is set to Kannada: joins, signs in, sees the book in Kannada, confirms a tourist's
// request, hands the bike over, and is refused a return in the future beside its day, in Kannada. The owner's
// Activity, on an English phone, says the same steps in English.
import type { Browser, Page } from "@playwright/test";
import { addDays } from "../../app/booking/dates";
import { expect, test } from "./fixtures";
import { expectNoAxeViolations, horizontalOverflow, mobile, openSignedIn } from "./helpers";

// Headless Chromium calls itself HeadlessChrome, whose requests are rightly not kept: the tourist uses a phone.
const PHONE =
  "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Mobile Safari/537.36";
const CLASSIC = "Royal Enfield Classic";
const RAVI = { username: "ravi", password: "ravi-reads-kannada" };
const CHAT = /Reference: (SR-[2-9A-HJ-NP-Z]{4})\. My booking page:/;

test.use({ site: "own", viewport: mobile });

/** With SHOTS set to a folder, the screens as they were, to look at. */
async function shot(page: Page, name: string) {
  const dir = process.env.SHOTS;
  if (dir) await page.screenshot({ path: `${dir}/${name}.png`, fullPage: true });
}

/** A tourist asks for the Classic from tomorrow, through the chat: its reference, and today at the shop. */
async function touristAsks(browser: Browser, baseURL: string) {
  const context = await browser.newContext({ baseURL, viewport: mobile, userAgent: PHONE });
  await context.route("https://wa.me/**", (route) =>
    route.fulfill({ status: 200, contentType: "text/html", body: "<title>Chat</title>" }),
  );
  const page = await context.newPage();
  await page.goto("/");
  const today = (await page.locator("#bikes input[name=pickup]").first().getAttribute("min"))!;
  const card = page.locator("#bikes .card").filter({ has: page.getByRole("heading", { name: CLASSIC, exact: true }) });
  await card.getByText("Choose dates").click();
  // A tourist's pickup is ahead of today: tomorrow, for three days, from the station.
  await card.getByLabel("Pickup date").fill(addDays(today, 1));
  await card.getByLabel("Return date").fill(addDays(today, 4));
  await card.getByLabel("Pickup point").selectOption({ label: "Railway Station" });
  await card.getByRole("button", { name: "Continue in chat" }).click();
  await page.waitForURL(/^https:\/\/wa\.me\//);
  const reference = CHAT.exec(new URL(page.url()).searchParams.get("text") ?? "")?.[1];
  await context.close();
  expect(reference).toBeDefined();
  return { reference: reference!, today };
}

test("a counter helper on a Kannada phone confirms a booking and is refused a return in the future in Kannada", async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(240_000);
  // The owner invites a counter helper.
  await openSignedIn(page, "/admin/settings/people");
  await page.getByLabel("What they may do").selectOption("counter");
  await page.getByRole("button", { name: "Make an invitation link" }).click();
  const link = new URL(await page.getByRole("textbox", { name: "Invitation link" }).inputValue()).pathname;
  const { reference, today } = await touristAsks(browser, baseURL!);

  // Ravi's phone is set to Kannada. He joins and signs in (the fields by their names: the words follow the phone).
  const ravi = await (await browser.newContext({ baseURL: baseURL!, viewport: mobile, locale: "kn-IN" })).newPage();
  await ravi.goto(link);
  await ravi.locator('input[name="username"]').fill(RAVI.username);
  await ravi.locator('input[name="newPassword"]').fill(RAVI.password);
  await ravi.locator('input[name="confirmPassword"]').fill(RAVI.password);
  await ravi.locator('main button[type="submit"]').click();
  await expect(ravi.locator('main a[href="/admin/login"]')).toBeVisible();
  await ravi.goto("/admin/login");
  await ravi.locator('input[name="username"]').fill(RAVI.username);
  await ravi.locator('input[name="password"]').fill(RAVI.password);
  await ravi.locator('main button[type="submit"]').click();
  await expect(ravi).toHaveURL(/\/admin\/bookings$/);

  // The book in Kannada: its heading, its title, the request's card.
  await expect(ravi.locator("html")).toHaveAttribute("lang", "kn");
  await expect(ravi.getByRole("heading", { level: 1 })).toHaveText("ಬುಕಿಂಗ್‌ಗಳು");
  await expect(ravi).toHaveTitle(/^ಬುಕಿಂಗ್‌ಗಳು - /);
  const card = ravi.locator(`li[id="${reference}"]`);
  await expect(card).toContainText("ಸಾಧ್ಯ: ಆಗ ಒಂದು ವಾಹನ ಖಾಲಿ ಇದೆ.");
  await expect(card.getByText("ವಿನಂತಿ", { exact: true })).toBeVisible();
  expect(await horizontalOverflow(ravi)).toBe(0);
  await expectNoAxeViolations(ravi);
  await shot(ravi, "kn-1-bookings");

  // He confirms it: said in Kannada, on its vehicle.
  await card.getByRole("button", { name: `${reference} ದೃಢೀಕರಿಸಿ` }).click();
  const said = ravi.locator(".admin-status").first();
  await expect(said).toContainText(`${reference} ಬುಕ್ ಆಯಿತು, ವಾಹನ KA-47-H-1041.`);

  // The tourist comes a day early: he hands the bike over now, its start moved here, with a full tank and the terms'
  // requirements checked.
  await ravi.goto(`/admin/bookings/${reference}`);
  await expect(ravi.getByRole("heading", { level: 2, name: "ಮುಂದಿನ ಹಂತ" })).toBeVisible();
  await ravi.locator("summary", { hasText: /^ವಾಹನ ಕೊಡಿ…$/ }).click();
  const out = ravi.locator(`form[id="pick-up-${reference}"]`);
  await out.getByLabel(/^ಮುಂಚಿತ ಪಿಕಪ್/).check();
  await out.getByRole("radio", { name: "ಫುಲ್" }).check();
  // The terms' requirements as the owner wrote them in Kannada.
  await expect(out.locator(".booking-checklist")).toContainText("ಮಾನ್ಯ ಡ್ರೈವಿಂಗ್ ಲೈಸೆನ್ಸ್ ಕಡ್ಡಾಯ");
  for (const box of await out.locator('input[name="checklist"]').all()) await box.check();
  await out.getByRole("group", { name: "ಡೆಪಾಸಿಟ್ ಪಾವತಿ ವಿಧಾನ" }).getByRole("radio", { name: "ನಗದು" }).check();
  await out.getByRole("button", { name: `${reference} ವಾಹನ ಕೊಡಿ` }).click();
  await expect(said).toContainText(`${reference} ಹೊರಗೆ ಹೋಯಿತು, ವಾಹನ KA-47-H-1041.`);

  // A return written for tomorrow: refused beside its day, in Kannada, and the bike stays out.
  const back = ravi.locator(`form[id="return-${reference}"]`);
  if ((await ravi.locator("details#check-in").getAttribute("open")) === null)
    await ravi.locator("summary", { hasText: /^ವಾಪಸ್ ಬಂತು…$/ }).click();
  const day = back.getByLabel(`${reference} ಬುಕಿಂಗ್‌ನ ವಾಪಸಾತಿ ದಿನ`, { exact: true });
  await day.fill(addDays(today, 1));
  await back.getByLabel(`${reference} ಬುಕಿಂಗ್‌ನ ವಾಪಸಾತಿ ಸಮಯ`, { exact: true }).fill("10:00");
  await back.getByRole("radio", { name: "¾" }).check();
  await back.getByRole("button", { name: `${reference} ವಾಪಸ್ ಬಂತು ಎಂದು ದಾಖಲಿಸಿ` }).click();
  await expect(day).toHaveAttribute("aria-invalid", "true");
  const why = ravi.locator(`[id="${(await day.getAttribute("aria-describedby"))!.split(" ").at(-1)}"]`);
  await expect(why).toHaveText("ವಾಪಸಾತಿ ಮುಂದಿನ ಸಮಯದಲ್ಲಿ ಇರಲು ಸಾಧ್ಯವಿಲ್ಲ. ಈಗಿನ ಸಮಯಕ್ಕೆ ದಿನ ಮತ್ತು ಸಮಯ ಖಾಲಿ ಬಿಡಿ.");
  await expect(back).toHaveClass(/booking-refused/);
  await expect(ravi.locator(".admin-tag").first()).toHaveText("ಹೊರಗಿದೆ");
  await expectNoAxeViolations(ravi);
  await shot(ravi, "kn-2-return-refused");

  // The owner's Activity, on an English phone, says what Ravi did, in English.
  await page.goto("/admin/activity?list=booking");
  await expect(page.getByText(`ravi confirmed the booking ${reference} on KA-47-H-1041`)).toBeVisible();
  await expect(page.getByText(new RegExp(`ravi handed over the booking ${reference}`))).toBeVisible();
});
