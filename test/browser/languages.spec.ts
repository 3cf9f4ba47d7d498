import type { Page } from "@playwright/test";
import { addDays } from "../../app/booking/dates";
import { offSeason } from "../support/off-season";
import { expect, test } from "./fixtures";
import { chatMessage, expectNoAxeViolations, mobile, openSignedIn } from "./helpers";

/** A phone's browser: the book keeps requests from people, not from headless browsers. */
const PHONE =
  "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Mobile Safari/537.36";

/** Scrolls a section to the top, under the header, as its link does, and waits until it is there. */
async function readSection(page: Page, id: string) {
  await page.evaluate((id) => document.getElementById(id)!.scrollIntoView(), id);
  await page.waitForFunction((id) => Math.abs(document.getElementById(id)!.getBoundingClientRect().top - 100) < 4, id);
}

test.describe("the public site in Hindi and Kannada, on a phone", () => {
  test.use({ viewport: mobile, reducedMotion: "reduce" });

  test("switching language from the drawer keeps the section being read", async ({ page }) => {
    await page.goto("/");
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await readSection(page, "taxi");
    await page.getByRole("button", { name: "Menu" }).click();
    await page.getByRole("dialog", { name: "Menu" }).getByRole("link", { name: "हिन्दी" }).click();
    await expect(page).toHaveURL("/hi/#taxi");
    await expect(page.locator("html")).toHaveAttribute("lang", "hi");
    await expect(page.locator("#taxi-title")).toHaveText("हमारी टैक्सी सेवाएँ");
    await expect(page.locator("#taxi-title")).toBeInViewport();

    // Further down, on to Kannada from the Hindi page's drawer.
    await readSection(page, "pickup");
    await page.getByRole("button", { name: "मेन्यू" }).click();
    await page.getByRole("dialog", { name: "मेन्यू" }).getByRole("link", { name: "ಕನ್ನಡ" }).click();
    await expect(page).toHaveURL("/kn/#pickup");
    await expect(page.locator("#pickup-title")).toHaveText("ಪಿಕಪ್ ಸ್ಥಳಗಳು");
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });

    test("the switch is a plain link to the other language's page", async ({ page }) => {
      await page.goto("/kn/");
      await page.getByRole("button", { name: "ಮೆನು" }).click();
      await page.getByRole("dialog", { name: "ಮೆನು" }).getByRole("link", { name: "English" }).click();
      await expect(page).toHaveURL("/");
      await expect(page.locator("#bikes-title")).toHaveText("Our Elite Bikes");
    });
  });

  for (const lang of ["hi", "kn"]) {
    test(`axe finds nothing on /${lang}/, with every booking form open`, async ({ page }) => {
      await page.goto(`/${lang}/`);
      await expectNoAxeViolations(page);
      await page.locator("details").evaluateAll((all) => all.forEach((d) => d.setAttribute("open", "")));
      await expectNoAxeViolations(page);
    });
  }

  test("a browser that prefers Hindi is never sent to the Hindi page", async ({ browser }) => {
    const context = await browser.newContext({ locale: "hi-IN", viewport: mobile });
    const page = await context.newPage();
    await page.goto("/");
    await expect(page).toHaveURL("/");
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await expect(page.locator('.header-lang a[hreflang="hi"], .drawer-lang a[hreflang="hi"]')).toHaveCount(2);
    await context.close();
  });

  test.describe("on a site of its own", () => {
    test.use({ site: "own" });

    test("without JavaScript, a taxi from /kn/ says where to pick up, and the chat's booking page says requested in Kannada", async ({
      browser,
      baseURL,
    }) => {
      const context = await browser.newContext({
        baseURL,
        viewport: mobile,
        userAgent: PHONE,
        javaScriptEnabled: false,
      });
      await context.route("https://wa.me/**", (route) =>
        route.fulfill({ status: 200, contentType: "text/html", body: "<title>Chat</title>" }),
      );
      const page = await context.newPage();
      await page.goto("/kn/");
      const today = (await page.locator("#bikes input[name=pickup]").first().getAttribute("min"))!;
      const card = page.locator("#taxi .card").filter({ has: page.getByRole("heading", { name: "ಏರ್ಪೋರ್ಟ್ ಟ್ಯಾಕ್ಸಿ" }) });
      await card.locator("summary").click();
      await card.getByLabel("ನಿಮ್ಮನ್ನು ಎಲ್ಲಿಂದ ಕರೆದುಕೊಂಡು ಹೋಗಬೇಕು?").fill("ಹೋಟೆಲ್ ಸಾಗರ");
      await card.locator("select[name=to]").selectOption({ index: 1 });
      await card.locator("input[name=date]").fill(addDays(today, 4));
      await card.locator("input[name=time]").fill("06:30");
      await card.locator("input[name=people]").fill("2");
      await card.locator("button[type=submit]").click();
      await page.waitForURL(/^https:\/\/wa\.me\//);
      const message = chatMessage(page.url())!;
      expect(message).toContain("ಪಿಕಪ್ ಜಾಗ: ಹೋಟೆಲ್ ಸಾಗರ.");
      const address = /ನನ್ನ ಬುಕಿಂಗ್ ಪುಟ: (https:\/\/\S+)$/.exec(message)?.[1];
      expect(address).toMatch(/\/kn\/b\/SR-/);
      const own = await context.newPage();
      await own.goto(new URL(address!).pathname);
      await expect(own.getByRole("status")).toContainText("ವಿನಂತಿ ಬಂದಿದೆ: ನಾವು ಚಾಟ್‌ನಲ್ಲಿ ಖಚಿತಪಡಿಸುತ್ತೇವೆ.");
      await context.close();
    });

    test("a tourist books the Honda Activa from /hi/ and the chat opens in Hindi with the reference and the total", async ({
      browser,
      baseURL,
    }) => {
      const context = await browser.newContext({ baseURL, viewport: mobile, userAgent: PHONE });
      // The chat service is another site: its links are answered here, so following one is seen and goes nowhere.
      await context.route("https://wa.me/**", (route) =>
        route.fulfill({ status: 200, contentType: "text/html", body: "<title>Chat</title>" }),
      );
      const page = await context.newPage();
      await page.goto("/hi/");
      const today = (await page.locator("#bikes input[name=pickup]").first().getAttribute("min"))!;
      const start = offSeason(today, 2, 4);
      const card = page
        .locator("#bikes .card")
        .filter({ has: page.getByRole("heading", { name: "Honda Activa", exact: true }) });
      await expect(card.getByRole("link", { name: /^बुक करें/ })).toBeVisible();
      await card.getByText("तारीख चुनें").click();
      await card.getByLabel("लेने की तारीख").fill(addDays(today, start));
      await card.getByLabel("लौटाने की तारीख").fill(addDays(today, start + 3));
      await expect(card.locator("output")).toContainText("3 दिन: ₹500 × 3 = ₹1,500");
      await card.getByLabel("पिकअप पॉइंट").selectOption({ label: "रेलवे स्टेशन" });
      await card.getByRole("button", { name: "चैट में आगे बढ़ें" }).click();
      await page.waitForURL(/^https:\/\/wa\.me\//);
      const message = chatMessage(page.url())!;
      expect(message).toMatch(/^नमस्ते Sagara Rides, मुझे Honda Activa /);
      expect(message).toContain("3 दिन: ₹500 × 3 = ₹1,500");
      const reference = /रेफ़रेंस: (SR-[2-9A-HJ-NP-Z]{4})। मेरी बुकिंग का पेज: https:\/\/\S+\/hi\/b\/SR-/.exec(message)?.[1];
      expect(reference).toBeDefined();

      // The owner confirms it in English; the page to send back is the tourist's, in Hindi.
      const owner = await context.newPage();
      await openSignedIn(owner, "/admin/bookings");
      const request = owner.locator(`#${reference}`);
      await expect(request).toContainText("Asked in Hindi");
      await request.getByRole("button", { name: `Confirm ${reference}` }).click();
      await expect(owner.getByRole("status").first()).toContainText(`${reference} is booked on KA-47-H-102`);
      const touristPage = await owner.getByRole("link", { name: "Its page for the tourist" }).getAttribute("href");
      const path = new URL(touristPage!).pathname;
      expect(path).toMatch(new RegExp(`^/hi/b/${reference}-`));
      await page.goto(path);
      await expect(page.locator("html")).toHaveAttribute("lang", "hi");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Honda Activa");
      await expect(page.getByRole("status")).toHaveText("पक्का: इन तारीखों के लिए बाइक आपकी है।");
      await expect(page.locator(".booking-facts")).toContainText("₹500 × 3 = ₹1,500");
      await expect(page.getByRole("heading", { name: "शर्तें" })).toBeVisible();
      await expectNoAxeViolations(page);
      await context.close();
    });

    test("the owner writes a Kannada description on a phone and it is on /kn/ a moment later", async ({
      page,
      browser,
      baseURL,
    }) => {
      await openSignedIn(page, "/admin/content/bikes/royal-enfield-classic");
      await page.getByText("Kannada (ಕನ್ನಡ)").click();
      const kannada = "ಕಡಲ ತೀರದ ರಸ್ತೆಗಳಿಗೆ ಹಳೆಯ ಶೈಲಿಯ ಗಟ್ಟಿಮುಟ್ಟಾದ ಬೈಕ್.";
      await page.getByLabel("Description in Kannada").fill(kannada);
      await page.getByRole("button", { name: "Save changes" }).click();
      await expect(page.getByRole("status")).toContainText("Saved");

      const tourist = await browser.newPage({ viewport: mobile, baseURL });
      const card = tourist.locator("#bikes--royal-enfield-classic .card-text");
      await expect(async () => {
        await tourist.goto("/kn/");
        await expect(card).toHaveText(kannada, { timeout: 100 });
      }).toPass();
      // The English and Hindi pages keep the English description.
      await tourist.goto("/hi/");
      await expect(card).not.toHaveText(kannada);
      await tourist.close();
    });
  });
});
