// The phone check is not part of a screen's first load: a phone field's first use brings it, and a number left
// before it arrived is checked once it is there (docs/decisions/050-phone-check-on-use.md).
import { expect, test } from "./fixtures";
import { expectStarted, mobile, openSignedIn } from "./helpers";

const WRONG = "Write the phone number with digits, like +91 90000 12345";
/** The phone check's own file (libphonenumber and India's metadata), not the small module that loads it. */
const PHONE_CHECK = /\/assets\/phone-(?!check-)[\w-]+\.js$/;

test.use({ site: "editing", viewport: mobile });

test("Add a booking checks a phone when it is left, with the check loaded only once the field is used", async ({
  page,
}) => {
  const phoneCheck: string[] = [];
  page.on("request", (r) => {
    if (PHONE_CHECK.test(r.url())) phoneCheck.push(r.url());
  });
  await openSignedIn(page, "/admin/bookings");
  await expectStarted(page, "add");
  const phone = page.locator("#new-booking").getByLabel("Phone (optional)");
  expect(phoneCheck).toEqual([]);

  await phone.fill("12345");
  await phone.press("Tab");
  await expect(phone).toHaveAttribute("aria-invalid", "true");
  await expect(page.locator("#new-booking")).toContainText(WRONG);
  expect(phoneCheck).toHaveLength(1);

  await phone.fill("090000 12345");
  await expect(phone).not.toHaveAttribute("aria-invalid", "true");
  await expect(page.locator("#new-booking")).not.toContainText(WRONG);
});

test.describe(() => {
  // Held back on its way: the service worker's fetches are out of the page's reach.
  test.use({ serviceWorkers: "block" });

  test("a number left before the check arrived is checked when it arrives", async ({ page }) => {
    let arrive = () => {};
    const held = new Promise<void>((resolve) => (arrive = resolve));
    await page.route(PHONE_CHECK, async (route) => {
      await held;
      await route.continue();
    });
    await openSignedIn(page, "/admin/bookings");
    await expectStarted(page, "add");
    const phone = page.locator("#new-booking").getByLabel("Phone (optional)");
    const add = page.locator("#new-booking").getByRole("button", { name: "Add the booking" });

    await phone.fill("12345");
    await phone.press("Tab");
    await expect(add).toBeFocused();
    // Left, and not refused: the browser cannot tell yet (the server would).
    await expect(phone).not.toHaveAttribute("aria-invalid", "true");

    arrive();
    await expect(phone).toHaveAttribute("aria-invalid", "true");
    await expect(page.locator("#new-booking")).toContainText(WRONG);
  });
});
