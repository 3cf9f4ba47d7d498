// The shop's people on two phones: the owner invites Ravi as counter staff, Ravi makes his account on his own
// phone, adds a booking, finds no Settings and is refused a price change posted by hand; the owner sees that Ravi
// did it, disables him, and Ravi's next tap lands on the sign-in page.
import type { Page } from "@playwright/test";
import { addDays } from "../../app/booking/dates";
import { expect, test } from "./fixtures";
import { expectNoAxeViolations, horizontalOverflow, mobile, openSignedIn } from "./helpers";

const CLASSIC = "Royal Enfield Classic";
const RAVI = { username: "ravi", password: "ravi-at-the-counter" };
const said = (page: Page) => page.locator(".admin-status").first();

test.use({ site: "own", viewport: mobile });

/** With SHOTS set to a folder, the screens as they were, to look at. */
async function shot(page: Page, name: string) {
  const dir = process.env.SHOTS;
  if (dir) await page.screenshot({ path: `${dir}/${name}.png`, fullPage: true });
}

test("the owner invites Ravi at the counter; Ravi books, cannot touch prices or settings, and is let go", async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(180_000);
  // The owner makes an invitation for the counter, shown as a link and a QR code.
  await openSignedIn(page, "/admin/settings/people");
  await page.getByLabel("What they may do").selectOption("counter");
  await page.getByRole("button", { name: "Make an invitation link" }).click();
  const invitation = page.getByRole("textbox", { name: "Invitation link" });
  await expect(invitation).toHaveValue(/\/admin\/join\/[A-Za-z0-9_-]{43}$/);
  await expect(page.locator(".admin-qr svg")).toBeVisible();
  await expectNoAxeViolations(page);
  await shot(page, "staff-1-invitation");
  const link = new URL(await invitation.inputValue()).pathname;

  // Ravi, on his own phone, chooses his username and password, then signs in.
  const ravi = await (await browser.newContext({ baseURL: baseURL!, viewport: mobile })).newPage();
  await ravi.goto(link);
  await expect(ravi.getByText("You are invited as Counter")).toBeVisible();
  await ravi.getByLabel("Username").fill(RAVI.username);
  await ravi.getByLabel("Password", { exact: true }).fill(RAVI.password);
  await ravi.getByLabel("Password again").fill(RAVI.password);
  await shot(ravi, "staff-2-join");
  await expectNoAxeViolations(ravi);
  await ravi.getByRole("button", { name: "Make my account" }).click();
  await expect(ravi.getByRole("status")).toContainText("Your account ravi is ready");
  await ravi.getByRole("link", { name: "Sign in" }).click();
  await ravi.getByLabel("Username").fill(RAVI.username);
  await ravi.getByLabel("Password").fill(RAVI.password);
  await ravi.getByRole("button", { name: "Sign in" }).click();
  // The counter starts at the bookings, not the shop's figures.
  await expect(ravi).toHaveURL(/\/admin\/bookings$/);
  const stored = await ravi.evaluate(() => sessionStorage.getItem("auth_user"));
  expect(JSON.parse(stored!)).toMatchObject({ username: "ravi", role: "counter" });

  // Ravi adds a booking for a tourist who asked at the counter: it is booked on a vehicle.
  const today = await ravi.locator('#new-booking input[name="from"]').inputValue();
  const add = ravi.locator("#new-booking");
  await add.getByLabel("Bike").selectOption({ label: CLASSIC });
  await add.getByLabel("Pickup day").fill(addDays(today, 20));
  await add.getByLabel("Return day").fill(addDays(today, 22));
  await add.getByLabel("Name (optional)").fill("Anita Rao");
  await add.getByRole("button", { name: "Add the booking" }).click();
  await expect(said(ravi)).toContainText("is booked on");
  const reference = /(SR-[2-9A-HJ-NP-Z]{4})/.exec((await said(ravi).textContent())!)![1]!;
  expect(await horizontalOverflow(ravi)).toBe(0);

  // His menu has no Settings, Money or Activity.
  await ravi.getByText("Menu", { exact: true }).click();
  await shot(ravi, "staff-3-counter-menu");
  const menu = ravi.getByRole("navigation", { name: "Back office menu" });
  await expect(menu.getByRole("link", { name: "Bookings" })).toBeVisible();
  for (const name of ["Settings", "Money", "Activity", "Dashboard"]) {
    await expect(menu.getByRole("link", { name })).toHaveCount(0);
  }
  await ravi.getByText("Menu", { exact: true }).click();

  // A price change posted by hand, with his session: 403, and the price stays.
  const origin = new URL(baseURL!).origin;
  const posted = await ravi.request.post("/admin/content/bikes/royal-enfield-classic", {
    form: { name: CLASSIC, price: "1", version: "1" },
    headers: { origin },
    maxRedirects: 0,
  });
  expect(posted.status()).toBe(403);
  await page.goto("/admin/content/bikes/royal-enfield-classic");
  await expect(page.locator('input[name="price"]')).toHaveValue("1200");
  // Settings, opened by its address, is refused with a page that says so.
  await ravi.goto("/admin/settings");
  await expect(ravi.getByRole("heading", { level: 1 })).toHaveText("Not for your account");
  await shot(ravi, "staff-4-refused");

  // The owner sees that Ravi made the booking.
  await page.goto(`/admin/bookings/${reference}`);
  await expect(page.getByText(/· ravi:/).first()).toBeVisible();

  // The owner disables Ravi; his next tap lands on the sign-in page.
  await page.goto("/admin/settings/people");
  await page.getByRole("button", { name: "Disable ravi" }).click();
  await expect(page.getByRole("status")).toContainText("The account is disabled");
  await expect(page.getByRole("button", { name: "Enable ravi" })).toBeVisible();
  await shot(page, "staff-5-people");
  await ravi.goto("/admin/bookings");
  await expect(ravi).toHaveURL(/\/admin\/login/);
  await ravi.context().close();
});

test("an invitation opened on a phone whose script has not run (or is off) makes the account all the same", async ({
  page,
  browser,
  baseURL,
}) => {
  await openSignedIn(page, "/admin/settings/people");
  await page.getByLabel("What they may do").selectOption("counter");
  await page.getByRole("button", { name: "Make an invitation link" }).click();
  const link = new URL(await page.getByRole("textbox", { name: "Invitation link" }).inputValue()).pathname;

  // The form is sent as the browser sends it: the page must let the browser say it comes from this site.
  const context = await browser.newContext({ baseURL: baseURL!, viewport: mobile, javaScriptEnabled: false });
  const ravi = await context.newPage();
  await ravi.goto(link);
  await ravi.getByLabel("Username").fill(RAVI.username);
  await ravi.getByLabel("Password", { exact: true }).fill(RAVI.password);
  await ravi.getByLabel("Password again").fill(RAVI.password);
  await ravi.getByRole("button", { name: "Make my account" }).click();
  await expect(ravi.getByRole("status")).toContainText("Your account ravi is ready");
  await context.close();
});
