// A form's check is fetched when the form is first used, not with its screen: the sign-in page and Bookings load
// without a schema; a form sent before its check arrived waits for it, so what it refuses never leaves the browser
// (docs/decisions/052-form-checks-on-use.md).
import { expect, test } from "./fixtures";
import { addDays } from "../../app/booking/dates";
import { ADMIN, expectStarted, mobile, openSignedIn } from "./helpers";

/** The files a form's check comes in: the book's forms, and the sign-in form's schema. */
const BOOKING_CHECK = /\/assets\/form-checks-[\w-]+\.js$/;
const LOGIN_CHECK = /\/assets\/login-schema-[\w-]+\.js$/;

test.use({ site: "editing", viewport: mobile, serviceWorkers: "block" });

/** Holds every request for `files` until the returned function is called. */
async function holdBack(page: import("@playwright/test").Page, files: RegExp) {
  let arrive = () => {};
  const held = new Promise<void>((resolve) => (arrive = resolve));
  await page.route(files, async (route) => {
    await held;
    await route.continue();
  });
  return arrive;
}

test("Bookings loads without its forms' check; Add sent before it arrived waits for it, then refuses in place", async ({
  page,
}) => {
  const asked: string[] = [];
  const posts: string[] = [];
  page.on("request", (r) => {
    if (BOOKING_CHECK.test(r.url())) asked.push(r.url());
    if (r.method() === "POST" && new URL(r.url()).pathname.startsWith("/admin/bookings")) posts.push(r.url());
  });
  const arrive = await holdBack(page, BOOKING_CHECK);
  await openSignedIn(page, "/admin/bookings");
  await expectStarted(page, "add");
  // Started, every form on the screen drawn with its fields' attributes from the server, and no check asked for.
  const add = page.locator("#new-booking");
  await expect(add.getByLabel("Pickup day")).toHaveAttribute("required", "");
  expect(asked).toEqual([]);

  // The day the form starts with, taken away: the first use asks for the check.
  await add.getByLabel("Pickup day").fill("");
  await expect.poll(() => asked.length).toBe(1);
  await add.getByRole("button", { name: "Add the booking" }).click();
  // The send waits for the check: nothing is posted yet.
  expect(posts).toEqual([]);

  arrive();
  await expect(add.getByLabel("Pickup day")).toHaveAttribute("aria-invalid", "true");
  await expect(add).toContainText("Choose a day");
  expect(posts).toEqual([]);
});

test("the sign-in page fetches its check when typed into; a field checked before it came is not a send", async ({
  page,
}) => {
  const asked: string[] = [];
  const posts: string[] = [];
  page.on("request", (r) => {
    if (LOGIN_CHECK.test(r.url())) asked.push(r.url());
    if (r.method() === "POST") posts.push(r.url());
  });
  const arrive = await holdBack(page, LOGIN_CHECK);
  await page.goto("/admin/login");
  await expectStarted(page, "login");
  await expect(page.getByLabel("Username")).toHaveAttribute("required", "");
  expect(asked).toEqual([]);

  // When the check arrives, the fields already left are announced as typed again (not by a person).
  await page.evaluate(() =>
    document.addEventListener("input", (event) => {
      const field = event.target as HTMLInputElement;
      if (!event.isTrusted && field.name === "username") field.dataset.checkedAgain = "yes";
    }),
  );
  await page.getByLabel("Username").fill(ADMIN.username);
  await expect.poll(() => asked.length).toBe(1);
  // Leaving the username asks Conform to check it, by a submit of its own, while the check is still on its way.
  await page.getByLabel("Password").fill(ADMIN.password);
  arrive();
  await expect(page.getByLabel("Username")).toHaveAttribute("data-checked-again", "yes");
  // The form is right, yet that submit was a field's check: nothing is sent.
  await expect(page.getByRole("button", { name: "Sign in" })).toBeEnabled();
  expect(posts).toEqual([]);
  await page.getByLabel("Password").fill("");
  await page.getByLabel("Password").press("Tab");
  await expect(page.locator("#login")).toContainText("Enter your password");
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByLabel("Password")).toBeFocused();
  // Nothing was sent: not the field's check once the check arrived, not the empty password.
  expect(posts).toEqual([]);
  await expect(page).toHaveURL(/\/admin\/login$/);
});

test.describe("a press inside a confirmation, made before its check arrived", () => {
  // Cancels a booking: every test's subject is the book, so a site of its own.
  test.use({ site: "own" });

  test("says it waits, is not made once the confirmation is closed, and made once when pressed twice", async ({
    page,
  }) => {
    const posts: string[] = [];
    page.on("request", (r) => {
      if (r.method() === "POST" && new URL(r.url()).pathname.startsWith("/admin/bookings/")) posts.push(r.url());
    });
    await openSignedIn(page, "/admin/bookings");
    await expectStarted(page, "add");
    const today = await page.locator('#new-booking input[name="from"]').inputValue();
    const add = page.locator("#new-booking");
    await add.getByLabel("Bike").selectOption({ label: "Honda Dio" });
    await add.getByLabel("Pickup day").fill(addDays(today, 20));
    await add.getByLabel("Return day").fill(addDays(today, 22));
    await add.getByRole("button", { name: "Add the booking" }).click();
    const said = page.locator(".admin-status").first();
    await expect(said).toContainText("is booked on");
    const ref = /(SR-[2-9A-HJ-NP-Z]{4})/.exec((await said.textContent())!)![1]!;

    // The booking's screen, opened afresh, with its forms' check held back.
    let arrive = await holdBack(page, BOOKING_CHECK);
    await page.goto(`/admin/bookings/${ref}`);
    const cancel = page.locator("details.admin-confirm").filter({ has: page.getByLabel(`Cancel ${ref}`) });
    const form = cancel.locator("form");
    await expectStarted(page, `cancel-${ref}`);
    await cancel.getByLabel(`Cancel ${ref}`).click();
    const pressed = cancel.getByRole("button", { name: `Yes, cancel ${ref}` });
    await pressed.click();
    await expect(form).toHaveAttribute("aria-busy", "true");
    // The button pressed is ringed while it waits, its colours kept.
    await expect(pressed).toHaveAttribute("data-waiting", "");
    await expect(pressed).toHaveCSS("opacity", "1");
    // Taken back: the confirmation closed before the check came, and opened again only to read it.
    await cancel.getByLabel(`Cancel ${ref}`).click();
    await expect(cancel).not.toHaveAttribute("open", "");
    await cancel.getByLabel(`Cancel ${ref}`).click();
    await expect(cancel).toHaveAttribute("open", "");
    await expect(pressed).not.toHaveAttribute("data-waiting");
    arrive();
    await expect(form).not.toHaveAttribute("aria-busy");
    expect(posts).toEqual([]);
    await page.reload();
    await expect(cancel.getByLabel(`Cancel ${ref}`)).toBeVisible();

    // Pressed twice while the check is on its way: made once, when it comes.
    await page.unrouteAll();
    arrive = await holdBack(page, BOOKING_CHECK);
    await page.reload();
    await expectStarted(page, `cancel-${ref}`);
    await cancel.getByLabel(`Cancel ${ref}`).click();
    const yes = cancel.getByRole("button", { name: `Yes, cancel ${ref}` });
    await yes.click();
    await expect(form).toHaveAttribute("aria-busy", "true");
    await yes.click();
    arrive();
    await expect(page.locator(".admin-status").first()).toContainText(ref);
    await expect(cancel).toHaveCount(0);
    expect(posts).toHaveLength(1);
  });
});
