/**
 * The handover and the money, tried as a new user would on phones (390 px),
 * with and without JavaScript: the tourist agrees to the terms in Kannada on
 * their booking's page; the owner checks the Royal Enfield out with 4,210
 * km, half a tank, a photo of the left side and a driving licence held; the
 * tourist pays the rent by UPI from a payment request and a ₹2,000 deposit
 * in cash; the bike comes back two hours late with a new scratch; the owner
 * keeps ₹300 late fee and ₹500 for the scratch and returns ₹1,200; the
 * tourist's page shows receipt No. 1 with every amount; the Money screen
 * shows no deposit held; the month's report shows the Royal Enfield's days,
 * revenue and utilisation; the CSV opens with every amount.
 * SHOTS=dir keeps a screenshot of each screen there.
 */
import type { Browser, Page } from "@playwright/test";
import { addDays } from "../../app/booking/dates";
import { photoJpeg } from "../support/image-fixtures";
import { expect, test } from "./fixtures";
import { expectNoAxeViolations, horizontalOverflow, mobile, openSignedIn } from "./helpers";

const CLASSIC = "Royal Enfield Classic";
const REFERENCE = /(SR-[2-9A-HJ-NP-Z]{4})/;

/** What the back office says after a step: its status line, once. */
const said = (page: Page) => page.locator(".admin-status").first();

async function openStep(page: Page, summary: string) {
  const exactly = new RegExp(`^${summary.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}$`);
  const group = page.locator("details").filter({ has: page.locator("summary", { hasText: exactly }) });
  if ((await group.first().getAttribute("open")) === null) await group.first().locator("summary").click();
}

/** axe runs in the page, so on a copy of what the tourist sees opened with JavaScript (the page itself runs none). */
async function axeOf(browser: Browser, url: string) {
  const context = await browser.newContext({ viewport: mobile, javaScriptEnabled: true });
  const copy = await context.newPage();
  await copy.goto(url);
  await expectNoAxeViolations(copy);
  await context.close();
}

async function shot(page: Page, name: string) {
  const dir = process.env.SHOTS;
  if (dir) await page.screenshot({ path: `${dir}/${name}.png`, fullPage: true });
}

for (const javaScript of [true, false]) {
  test.describe(`handover and money (${javaScript ? "with" : "without"} JavaScript)`, () => {
    // The money of the whole book is the subject: a site of its own.
    test.use({ site: "own", viewport: mobile, javaScriptEnabled: javaScript });

    test("agreed in Kannada, out with 4,210 km, paid by UPI, back late with a scratch, the deposit settled, receipt No. 1", async ({
      page,
      browser,
    }) => {
      test.setTimeout(180_000);
      const js = javaScript ? "js" : "nojs";
      // The shop's business UPI ID.
      await openSignedIn(page, "/admin/settings");
      const settings = page.getByRole("region", { name: "Bookings and returns", exact: true });
      await settings.getByLabel("Business UPI ID").fill("sagararides@okaxis");
      await settings.getByRole("button", { name: "Save Bookings and returns" }).click();
      await expect(settings.getByRole("status")).toContainText("Saved");

      // A Royal Enfield for yesterday and today, added for a tourist who asked by phone.
      await page.goto("/admin/bookings");
      const today = await page.locator('#new-booking input[name="from"]').inputValue();
      const add = page.locator("#new-booking");
      await add.getByLabel("Bike").selectOption({ label: CLASSIC });
      await add.getByLabel("Pickup day").fill(addDays(today, -3));
      await add.getByLabel("Return day").fill(addDays(today, -1));
      await add.getByLabel("Name (optional)").fill("ಅನಿತಾ ರಾವ್");
      await add.getByLabel("Phone (optional)").fill("+91 98450 11111");
      await add.getByRole("button", { name: "Add the booking" }).click();
      await expect(said(page)).toContainText("is booked on KA-47-H-1041");
      const reference = REFERENCE.exec((await said(page).textContent())!)![1]!;
      await page.goto(`/admin/bookings/${reference}`);
      await expect(page.locator("#agreement")).toContainText("Not agreed to the terms yet");
      const agreeLink = await page.getByRole("link", { name: "open the agreement on this phone" }).getAttribute("href");
      // Two days at the price the page asks for those days (a season may change it): what is owed now.
      const rentText = (await page.locator("#money dd.booking-figure").first().textContent())!;
      const rent = Number(rentText.replace(/[₹,]/g, ""));
      expect(rent).toBeGreaterThanOrEqual(2000);
      const inr = (n: number) => `₹${n.toLocaleString("en-IN")}`;

      // The tourist agrees in Kannada on their own phone, without JavaScript, as the page is plain HTML.
      const phone = await (await browser.newContext({ viewport: mobile, javaScriptEnabled: false })).newPage();
      const address = new URL(agreeLink!).pathname.replace(/^\/(hi|kn)\//, "/").replace(/\/agree$/, "");
      await phone.goto(`/kn${address}`);
      await expect(phone.locator("#agree").getByRole("heading", { name: "ನಿಯಮಗಳಿಗೆ ಒಪ್ಪಿಗೆ ನೀಡಿ" })).toBeVisible();
      await phone.getByRole("link", { name: "ನಿಯಮಗಳನ್ನು ಓದಿ ಒಪ್ಪಿಗೆ ನೀಡಿ" }).click();
      const agreement = phone.locator("form.booking-agree");
      await expect(phone.getByRole("heading", { level: 1 })).toHaveText("ನಿಯಮಗಳಿಗೆ ಒಪ್ಪಿಗೆ ನೀಡಿ");
      await axeOf(browser, phone.url());
      // Sent without the box ticked: said beside it, in Kannada, and nothing is kept.
      await agreement.getByLabel("ನಿಮ್ಮ ಹೆಸರು").fill("ಅನಿತಾ ರಾವ್");
      await agreement.getByLabel("ಡ್ರೈವಿಂಗ್ ಲೈಸೆನ್ಸ್ ನಂಬರ್").fill("KA01 20230001234");
      await agreement.getByRole("button", { name: "ನಾನು ಒಪ್ಪುತ್ತೇನೆ" }).click();
      await expect(phone.locator("#agree-check-error")).toHaveText("ನಿಯಮಗಳಿಗೆ ಒಪ್ಪಲು ಬಾಕ್ಸ್ ಅನ್ನು ಟಿಕ್ ಮಾಡಿ");
      await expect(phone.getByLabel("ನಿಮ್ಮ ಹೆಸರು")).toHaveValue("ಅನಿತಾ ರಾವ್");
      await phone.getByRole("checkbox").check();
      await phone.getByRole("button", { name: "ನಾನು ಒಪ್ಪುತ್ತೇನೆ" }).click();
      await expect(phone.locator("#agree [role=status]")).toContainText("ನೀವು ನಿಯಮಗಳಿಗೆ ಒಪ್ಪಿಗೆ ನೀಡಿದ ಸಮಯ");
      expect(await horizontalOverflow(phone)).toBe(0);
      await axeOf(browser, phone.url());
      await shot(phone, `${js}-1-tourist-agreed-kn`);

      // The owner sees it agreed, and sends the payment request for the rent by chat.
      await page.reload();
      await expect(page.locator("#agreement")).toContainText("Agreed at");
      await expect(page.locator("#agreement")).toContainText("in Kannada");
      const request = page.locator(".booking-upi-request");
      await expect(request.getByRole("heading")).toHaveText(`UPI payment request: ${rentText}`);
      const chat = await request.getByRole("link", { name: /Send the payment request/ }).getAttribute("href");
      const message = new URL(chat!).searchParams.get("text")!;
      expect(message).toContain(rentText);
      expect(message).toContain("sagararides@okaxis");
      await shot(page, `${js}-2-owner-before-handover`);
      // The tourist's page asks for the same by UPI, a link and a QR code.
      await phone.goto(`/kn${address}`);
      await expect(phone.locator(".booking-upi a.btn")).toHaveAttribute(
        "href",
        `upi://pay?pa=sagararides@okaxis&pn=Sagara%20Rides&am=${rent}.00&cu=INR&tn=${reference}`,
      );
      // Paid: the owner marks it received.
      await page.getByRole("button", { name: `${rentText} received by UPI` }).click();
      await expect(said(page)).toContainText(`The payment for ${reference} is written.`);
      await expect(said(page)).toContainText("Its receipt is No. 1.");

      // A photo of the left side, from the phone's camera.
      await page.getByLabel("What they show").selectOption("Left side");
      await page.getByLabel("Photos", { exact: true }).setInputFiles({
        name: "IMG_2041.jpg",
        mimeType: "image/jpeg",
        buffer: await photoJpeg(1600, 1200),
      });
      await page.getByRole("button", { name: `Send the photos of ${reference}` }).click();
      await expect(said(page)).toContainText(`A photo is added to ${reference}.`);
      const photo = page.getByRole("img", { name: "Left side, at pickup" });
      await expect(photo).toBeVisible();
      // Visible as soon as it is laid out; loaded once the browser has its bytes, which a busy machine takes a while for.
      await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);

      // Check-out: 4,210 km, half a tank, a driving licence held, the terms checked, ₹2,000 deposit in cash.
      await openStep(page, "Hand over…");
      const out = page.locator(`form[id="pick-up-${reference}"]`);
      await out.getByLabel(`Picked up day of ${reference}`).fill(addDays(today, -3));
      await out.getByLabel(`Time picked up of ${reference}`).fill("10:00");
      await out.getByLabel(`Odometer, km at the pickup of ${reference}`).fill("4210");
      await out.getByRole("radio", { name: "½" }).check();
      await out.getByRole("radio", { name: "Driving licence" }).check();
      await out.getByLabel("Its last four letters or digits").fill("1234");
      await out.getByLabel("The original is kept at the shop").check();
      for (const box of await out.locator('input[name="checklist"]').all()) await box.check();
      await out.getByLabel("Deposit taken").fill("2000");
      await out.getByRole("group", { name: "Deposit paid by" }).getByRole("radio", { name: "Cash" }).check();
      await shot(page, `${js}-3-check-out-form`);
      await out.getByRole("button", { name: `Hand over ${reference}` }).click();
      await expect(said(page)).toContainText(`${reference} is out on KA-47-H-1041.`);
      await expect(said(page)).toContainText("A deposit of ₹2,000 is held.");

      // Back two hours late with a new scratch: ₹500.
      await openStep(page, "Returned…");
      const back = page.locator(`form[id="return-${reference}"]`);
      await back.getByLabel(`Returned day of ${reference}`).fill(addDays(today, -1));
      await back.getByLabel(`Time returned of ${reference}`).fill("12:00");
      await back.getByLabel(`Odometer, km at the return of ${reference}`).fill("4355");
      await back.getByRole("radio", { name: "¼" }).check();
      await back.getByLabel("New damage").fill("A scratch on the left side panel");
      await back.getByLabel("Charge for the damage").fill("500");
      await back.getByRole("button", { name: `Mark ${reference} returned` }).click();
      await expect(said(page)).toContainText(
        `${reference} is back 2 h late; a late fee of ₹300 and ₹500 for the damage are charged. The tourist owes ₹800; a deposit of ₹2,000 is held.`,
      );
      // The return beside the pickup.
      const table = page.locator(".booking-handover-table");
      await expect(table.getByRole("row", { name: /Odometer/ })).toContainText("4,210 km");
      await expect(table.getByRole("row", { name: /Odometer/ })).toContainText("4,355 km (+145 km)");
      await expect(table.getByRole("row", { name: /Fuel/ })).toContainText("½");
      await expect(table.getByRole("row", { name: /Kept as security/ })).toContainText(
        "Driving licence ending 1234, original held",
      );

      // Settled in one press: ₹300 and ₹500 kept, ₹1,200 given back in cash.
      await openStep(page, "Deposit returned…");
      const settle = page.locator(`form[id="settle-${reference}"]`);
      await expect(settle.getByLabel("Keep for the late fee")).toHaveValue("300");
      await expect(settle.getByLabel("Keep for damage")).toHaveValue("500");
      await settle.getByRole("radio", { name: "Cash" }).check();
      await shot(page, `${js}-4-settle`);
      await settle.getByRole("button", { name: `Deposit returned for ${reference}` }).click();
      await expect(said(page)).toContainText(
        `The deposit of ${reference} is settled: ₹800 kept, ₹1,200 given back. Nothing is owed either way.`,
      );
      await expect(page.locator(".booking-balance")).toHaveText("Settled");
      expect(await horizontalOverflow(page)).toBe(0);
      // The back office is a hydrated app: axe runs where JavaScript does.
      if (javaScript) await expectNoAxeViolations(page);
      await shot(page, `${js}-5-owner-settled`);

      // The tourist's page: receipt No. 1, every amount, in Kannada.
      await phone.goto(`/kn${address}`);
      expect(await horizontalOverflow(phone)).toBe(0);
      await phone.getByRole("link", { name: /ರಸೀದಿ ಸಂಖ್ಯೆ 1/ }).click();
      const receipt = phone.locator("main");
      await expect(receipt.getByRole("heading", { level: 1 })).toHaveText("ರಸೀದಿ ಸಂಖ್ಯೆ 1");
      for (const amount of [inr(rent), "₹300", "₹500", inr(rent + 800), "₹2,000", "₹800", "₹1,200"])
        await expect(receipt).toContainText(amount);
      await expect(receipt).toContainText("SAC 9973");
      await expect(receipt).toContainText("ಲೆಕ್ಕ ಮುಗಿದಿದೆ");
      expect(await horizontalOverflow(phone)).toBe(0);
      await axeOf(browser, phone.url());
      await shot(phone, `${js}-6-receipt-kn`);
      // Printed on an 80 mm roll (72 mm printed: 272 px) and on A4: nothing wider than the paper.
      await phone.emulateMedia({ media: "print" });
      for (const width of [272, 718]) {
        await phone.setViewportSize({ width, height: 1000 });
        expect(await horizontalOverflow(phone), `printed ${width} px wide`).toBe(0);
        await expect(phone.locator(".receipt-lang")).toBeHidden();
      }
      await phone.emulateMedia({ media: "screen" });
      await phone.setViewportSize(mobile);

      // The Money screen: no deposit held; today's takings are the cash given back… on its day.
      await page.goto("/admin/money");
      await expect(page.locator("#held-title").locator("..")).toContainText("No deposit is held now.");
      await expect(page.locator("#owed-title").locator("..")).toContainText("Nobody owes anything");
      expect(await horizontalOverflow(page)).toBe(0);
      if (javaScript) await expectNoAxeViolations(page);
      await shot(page, `${js}-7-money`);

      // The month's report: the Royal Enfield's days, revenue and utilisation, each a chart with its table.
      const pickup = addDays(today, -3);
      const month = pickup.slice(0, 7);
      // Its two days, or the one of them in the pickup's month when the month ended in between.
      const days = addDays(today, -2).startsWith(month) ? 2 : 1;
      await page.goto(`/admin/reports?period=${month}`);
      const charts = page.locator("#charts-title").locator("..");
      const figure = (title: string) =>
        charts.getByRole("table", { name: `${title}, by bike` }).getByRole("row", { name: new RegExp(CLASSIC) });
      await expect(figure("Revenue")).toContainText(inr(rent + 800));
      await expect(figure("Days rented")).toContainText(String(days));
      await expect(figure("Utilisation")).toContainText(/\d+ %/);
      await expect(charts.locator("svg").first()).toBeVisible();
      expect(await horizontalOverflow(page)).toBe(0);
      if (javaScript) await expectNoAxeViolations(page);
      await shot(page, `${js}-8-report`);

      // The CSV for the accountant opens with every amount.
      const csv = await page.request.get(`/admin/reports/bookings.csv?period=${month}`);
      const bytes = await csv.body();
      expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
      const row = bytes
        .toString("utf8")
        .split("\r\n")
        .find((l) => l.startsWith(reference))!;
      expect(row).toContain("ಅನಿತಾ ರಾವ್");
      expect(row.split(",").slice(-7)).toEqual([rent + 800, rent, 2000, 800, 1200, 0, 0].map(String));
    });
  });
}
