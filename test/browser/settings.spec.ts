// The Settings screen on a phone: each section saves on its own, the public
// page follows, bad input and stale saves change nothing. Settings are shared
// by every item of the page (the phone number is on every card), so each test
// runs on a site of its own; each still puts back what it changed, through the
// section's History, which is tested that way.
import type { APIResponse, Browser, Page, Route } from "@playwright/test";
import { expect, test } from "./fixtures";
import {
  expectNoAxeViolations,
  expectStarted,
  horizontalOverflow,
  mobile,
  narrow,
  openSignedIn,
  signIn,
} from "./helpers";

test.use({ site: "own", viewport: mobile });

const SAMPLE_CHAT = "919000012345";
/** The Need a Website? button's own number: not the business's. */
const PROMO_CHAT = "919000054321";

const hrefs = (html: string, pattern: RegExp) =>
  [...html.matchAll(/href="([^"]+)"/g)].map((m) => m[1]!.replaceAll("&amp;", "&")).filter((h) => pattern.test(h));

/** The public page's HTML once it satisfies `ok` (it re-renders within a second of a save). */
async function publicPage(page: Page, ok: (html: string) => boolean) {
  let html = "";
  await expect.poll(async () => ok((html = await (await page.request.get("/")).text()))).toBe(true);
  return html;
}

const section = (page: Page, title: string) => page.getByRole("region", { name: title, exact: true });

/** The Settings screen, signed in and started: what is typed from here on is seen as it is typed. */
async function openSettings(page: Page) {
  await openSignedIn(page, "/admin/settings");
  await expectStarted(page, "settings-contact");
}

/**
 * Puts a section back as the sample had it: version 1 in its History. The
 * History is opened by its address: an edit a test left unsaved is kept and
 * comes back on the Settings screen, whose links then ask before leaving.
 */
async function restoreSample(page: Page, title: string) {
  await page.goto("/admin/settings");
  const history = await section(page, title)
    .getByRole("link", { name: `History of ${title}` })
    .getAttribute("href");
  await page.goto(history!);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`History of ${title}`);
  await page.getByRole("button", { name: `Restore version 1 of ${title}` }).click();
  await expect(page.getByRole("status")).toContainText("Restored version 1. The public page is updated.");
}

/** Every call and chat link of the business on the public page (the promo has a number of its own). */
function businessLinks(html: string) {
  return {
    calls: hrefs(html, /^tel:/),
    chats: hrefs(html, /^https:\/\/wa\.me\//).filter((h) => !h.startsWith(`https://wa.me/${PROMO_CHAT}?`)),
  };
}

test("the owner changes the phone number, and every call and chat link of the page changes", async ({ page }) => {
  const before = businessLinks(await (await page.request.get("/")).text());
  expect(before.calls.length).toBeGreaterThan(0);
  expect(before.chats.length).toBeGreaterThan(5);

  await openSettings(page);
  await expect(page).toHaveTitle("Settings - Sagara Rides");
  const contact = section(page, "Contact and hours");
  // The links the page will make, beside the fields, follow what is typed.
  await expect(contact.getByRole("link", { name: "tel:+919000012345" })).toBeVisible();
  await contact.getByLabel("Phone for calls").fill("098450 12345");
  await expect(contact.getByRole("link", { name: "tel:+919845012345" })).toBeVisible();
  await contact.getByLabel("Chat number").fill("+91 98450 12345");
  await expect(
    contact.getByRole("link", { name: /^https:\/\/wa\.me\/919845012345\?text=Hi%20Sagara%20Rides/ }),
  ).toBeVisible();
  await contact.getByRole("button", { name: "Save Contact and hours" }).click();

  await expect(contact.getByRole("status")).toContainText("Saved. The public page is updated.");
  await expect(contact.getByRole("link", { name: "See it on the site" })).toHaveAttribute("href", "/#contact");
  // Stored as normalised, and shown as people write it.
  await expect(contact.getByLabel("Phone for calls")).toHaveValue("+91 98450 12345");
  await expect(contact.getByLabel("Chat number")).toHaveValue("+91 98450 12345");

  const after = businessLinks(await publicPage(page, (html) => html.includes("919845012345")));
  expect(after.calls.length).toBe(before.calls.length);
  expect(new Set(after.calls)).toEqual(new Set(["tel:+919845012345"]));
  expect(after.chats.length).toBe(before.chats.length);
  for (const link of after.chats) expect(link).toMatch(/^https:\/\/wa\.me\/919845012345\?text=/);

  await restoreSample(page, "Contact and hours");
  await publicPage(page, (html) => html.includes(SAMPLE_CHAT) && !html.includes("919845012345"));
});

test("turns the Need a Website? button off and on", async ({ page }) => {
  await openSettings(page);
  const promo = section(page, "Need a Website? button");
  const shown = promo.getByLabel("Show the Need a Website? button");
  await expect(shown).toBeChecked();
  await shown.uncheck();
  await promo.getByRole("button", { name: "Save Need a Website? button" }).click();
  await expect(promo.getByRole("status")).toContainText("Saved. The public page is updated.");
  await expect(shown).not.toBeChecked();
  await publicPage(page, (html) => !html.includes("Need a Website?"));

  await shown.check();
  await promo.getByRole("button", { name: "Save Need a Website? button" }).click();
  await publicPage(page, (html) => html.includes("Need a Website?") && html.includes(`https://wa.me/${PROMO_CHAT}?`));
  await expect(shown).toBeChecked();
});

test("a bad phone number gets its message next to the field, keeps the rest of the input and changes nothing", async ({
  page,
}) => {
  await openSettings(page);
  const contact = section(page, "Contact and hours");
  await contact.getByLabel("Address", { exact: true }).fill("Opposite the bus stand, Gokarna");
  const phone = contact.getByLabel("Phone for calls");
  await phone.fill("12345");
  await contact.getByRole("button", { name: "Save Contact and hours" }).click();

  await expect(phone).toHaveAttribute("aria-invalid", "true");
  const messageId = (await phone.getAttribute("aria-describedby"))!.split(" ").find((id) => id.endsWith("-error"))!;
  await expect(page.locator(`[id="${messageId}"]`)).toHaveText(
    "Phone number must be a real phone number, like +91 90000 12345 or 090000 12345",
  );
  await expect(phone).toBeFocused();
  // No link is made of a number that is not one.
  await expect(contact.getByText("Shown once there is a real phone number.")).toBeVisible();
  await expect(contact.getByLabel("Address", { exact: true })).toHaveValue("Opposite the bus stand, Gokarna");
  await expect(contact.getByText("Saved.")).toHaveCount(0);
  await expectNoAxeViolations(page);

  const html = await (await page.request.get("/")).text();
  expect(new Set(hrefs(html, /^tel:/))).toEqual(new Set(["tel:+919000012345"]));
  expect(html).not.toContain("Opposite the bus stand");
});

test("a stale save from a second page is refused, shown beside the newer one, and applied on top in one step", async ({
  page,
}) => {
  await openSettings(page);
  const other = await page.context().newPage();
  // Once started, the screen loads the settings again (the back office's gate): the versions it then shows are the
  // ones it saves against, so the first page saves only after that.
  const started = other.waitForResponse((r) => r.url().includes(".data?_routes=routes%2Fadmin%2Fsettings"));
  await other.goto("/admin/settings");
  await started;
  const mine = section(page, "Search and sharing");
  const theirs = section(other, "Search and sharing");

  await mine
    .getByLabel("Description", { exact: true })
    .fill("Scooters, motorcycles and taxis in Gokarna, booked in one message.");
  await mine.getByRole("button", { name: "Save Search and sharing" }).click();
  await expect(mine.getByRole("status")).toContainText("Saved.");

  await theirs.getByLabel("Site address").fill("https://rides.example/");
  await theirs.getByRole("button", { name: "Save Search and sharing" }).click();
  const conflict = theirs.getByRole("alert").filter({ hasText: "Not saved" });
  await expect(conflict).toContainText("admin changed this section first");
  await expect(
    conflict.getByRole("row", { name: /Description.*booked in one message.*Scooter and motorcycle/ }),
  ).toBeVisible();
  await expect(
    conflict.getByRole("row", { name: /Site address.*https:\/\/sagararides\.example.*https:\/\/rides\.example/ }),
  ).toBeVisible();
  await expectNoAxeViolations(other);
  expect(await horizontalOverflow(other)).toBeLessThanOrEqual(0);

  await theirs.getByRole("button", { name: "Apply my changes on top of theirs" }).click();
  await expect(theirs.getByRole("status")).toContainText("Saved. The public page is updated.");
  await expect(theirs.getByLabel("Site address")).toHaveValue("https://rides.example");
  await expect(theirs.getByLabel("Description", { exact: true })).toHaveValue(
    "Scooters, motorcycles and taxis in Gokarna, booked in one message.",
  );
  await other.close();
  await restoreSample(page, "Search and sharing");
});

async function pageWithoutJavaScript(browser: Browser, baseURL: string | undefined) {
  const context = await browser.newContext({ baseURL, viewport: mobile, javaScriptEnabled: false });
  return context.newPage();
}

test("without JavaScript, Enter in a field (a phone's Go key) saves its section", async ({ browser, baseURL }) => {
  const page = await pageWithoutJavaScript(browser, baseURL);
  await page.goto("/admin/login?redirect=%2Fadmin%2Fsettings");
  await signIn(page);
  await expect(page).toHaveURL("/admin/settings");
  // Enter sends the form as far as the browser has read it: the whole page first.
  await page.waitForLoadState("domcontentloaded");
  const contact = section(page, "Contact and hours");
  // The section's opening-hours rows have buttons of their own (↑, ↓, ×, Add) before its Save.
  await contact.getByLabel("Email").fill("desk@sagara.example");
  await contact.getByLabel("Email").press("Enter");
  await expect(page).toHaveURL("/admin/settings#contact");
  await expect(section(page, "Contact and hours").getByRole("status")).toContainText("Saved.");
  await expect(section(page, "Contact and hours").getByLabel("Email")).toHaveValue("desk@sagara.example");
  await page.context().close();
});

test("without JavaScript: the same save, a refusal with its message, and the History's restore", async ({
  browser,
  baseURL,
}) => {
  const page = await pageWithoutJavaScript(browser, baseURL);
  await page.goto("/admin/login?redirect=%2Fadmin%2Fsettings");
  await signIn(page);
  await expect(page).toHaveURL("/admin/settings");

  let contact = section(page, "Contact and hours");
  await contact.getByLabel("Phone for calls").fill("098450 54321");
  await contact.getByLabel("Chat number").fill("098450 54321");
  await contact.getByRole("button", { name: "Save Contact and hours" }).click();
  await expect(page).toHaveURL("/admin/settings#contact");
  contact = section(page, "Contact and hours");
  await expect(contact.getByRole("status")).toContainText("Saved. The public page is updated.");
  // The server renders the links from the saved values.
  await expect(contact.getByRole("link", { name: "tel:+919845054321" })).toBeVisible();
  const html = await publicPage(page, (h) => h.includes("919845054321"));
  expect(new Set(businessLinks(html).calls)).toEqual(new Set(["tel:+919845054321"]));

  const phone = contact.getByLabel("Phone for calls");
  await phone.fill("not a number");
  await contact.getByRole("button", { name: "Save Contact and hours" }).click();
  await expect(phone).toHaveAttribute("aria-invalid", "true");
  await expect(contact.getByText("Phone number must be a real phone number")).toBeVisible();
  await expect(phone).toBeFocused();
  await expect(phone).toHaveValue("not a number");

  await restoreSample(page, "Contact and hours");
  await publicPage(page, (h) => h.includes(SAMPLE_CHAT) && !h.includes("919845054321"));
  await page.context().close();
});

test.describe(() => {
  // It only looks: the public site will do.
  test.use({ site: "public" });

  test("the Settings screen and a section's History are axe-clean and fit a phone", async ({ page }) => {
    await openSettings(page);
    for (const viewport of [narrow, mobile]) {
      await page.setViewportSize(viewport);
      expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    }
    await expectNoAxeViolations(page);
    await section(page, "Map").getByRole("link", { name: "History of Map" }).click();
    await expect(page).toHaveTitle("History of Map - Settings - Sagara Rides");
    await expectNoAxeViolations(page);
    for (const viewport of [narrow, mobile]) {
      await page.setViewportSize(viewport);
      expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    }
  });
});

test("social links are added, reordered and removed like the rows of a list", async ({ page }) => {
  await openSettings(page);
  const social = section(page, "Social links");
  await social.getByRole("button", { name: "Remove social link 3" }).click();
  await expect(social.getByRole("group", { name: /^Social link \d$/ })).toHaveCount(2);
  await social.getByRole("button", { name: "Move social link 2 up" }).click();
  await expect(social.getByRole("group", { name: "Social link 1" }).getByLabel("Network")).toHaveValue("facebook");
  await social.getByRole("button", { name: "Add social link" }).click();
  const added = social.getByRole("group", { name: "Social link 3" });
  // A new row offers the network not used yet.
  await expect(added.getByLabel("Network")).toHaveValue("youtube");
  await added.getByLabel("Address", { exact: true }).fill("http://youtube.com/@shop");
  await social.getByRole("button", { name: "Save Social links" }).click();
  await expect(added.getByText("Social link must start with https:// (http:// is not secure)")).toBeVisible();
  await added.getByLabel("Address", { exact: true }).fill("https://www.youtube.com/@sagararides.example");
  await social.getByRole("button", { name: "Save Social links" }).click();
  await expect(social.getByRole("status")).toContainText("Saved.");
  const html = await publicPage(page, (h) => h.indexOf("facebook.com") < h.indexOf("instagram.com"));
  expect(html).toContain("https://www.youtube.com/@sagararides.example");
  await restoreSample(page, "Social links");
  await publicPage(page, (h) => h.indexOf("instagram.com") < h.indexOf("facebook.com"));
});

test("Save pressed again while the first press's session check is out saves once, what the form holds", async ({
  page,
  context,
}) => {
  await openSettings(page);
  const social = section(page, "Social links");
  // Every save first asks the server whether the session stands; these answers wait until the test lets them go.
  // (The back office's service worker fetches it: the context's routes see that, the page's do not.)
  const checks: Route[] = [];
  let checked: () => void;
  const firstCheck = new Promise<void>((resolve) => (checked = resolve));
  await context.route("**/admin/session", (route) => {
    checks.push(route);
    checked();
  });
  // The first save's answer is held once the server has written it: a second save sent meanwhile meets version 2.
  const posts: { route: Route; answer: APIResponse }[] = [];
  let answered: () => void;
  const firstAnswered = new Promise<void>((resolve) => (answered = resolve));
  await page.route("**/admin/settings*", async (route) => {
    if (route.request().method() !== "POST") return route.continue();
    const answer = await route.fetch({ maxRedirects: 0 });
    posts.push({ route, answer });
    if (posts.length === 1) answered();
    else await route.fulfill({ response: answer });
  });

  const address = social.getByRole("group", { name: "Social link 1" }).getByLabel("Address", { exact: true });
  await address.fill("http://www.instagram.com/sagararides.shop");
  await social.getByRole("button", { name: "Save Social links" }).click();
  await firstCheck;
  // Leaving the field shows the mistake at once, before the press's check is back: the owner corrects it and
  // presses again.
  await expect(social.getByText("Social link must start with https:// (http:// is not secure)")).toBeVisible();
  await address.fill("https://www.instagram.com/sagararides.shop");
  await social.getByRole("button", { name: "Save Social links" }).click();

  await checks[0]!.continue();
  await firstAnswered;
  // The second press was the same save: it asked nothing of its own.
  expect(checks).toHaveLength(1);
  // Enter, while that save is on its way (a press can land before its Save turns to "Saving…"): its check comes
  // back while the save is still unanswered, and sends nothing more.
  const secondChecked = page.waitForResponse((r) => new URL(r.url()).pathname === "/admin/session");
  await address.press("Enter");
  await expect.poll(() => checks.length).toBe(2);
  await checks[1]!.continue();
  await secondChecked;
  // The page's own tasks run once more (the check's answer handled), still before the save is answered.
  await page.evaluate(() => new Promise((resolve) => setTimeout(resolve)));
  await posts[0]!.route.fulfill({ response: posts[0]!.answer });
  await expect(social.getByRole("status")).toContainText("Saved.");
  await expect(page.getByRole("alert").filter({ hasText: "Not saved" })).toHaveCount(0);
  expect(posts).toHaveLength(1);
});

test("unsaved edits in one section survive another section's save, and leaving the screen asks first", async ({
  page,
}) => {
  await openSettings(page);
  const footer = section(page, "Footer");
  await footer.getByLabel("Copyright holder").fill("Sagara Rides and family");
  const seo = section(page, "Search and sharing");
  await seo.getByLabel("Description", { exact: true }).fill("Bikes and taxis in Gokarna.");
  await seo.getByRole("button", { name: "Save Search and sharing" }).click();
  await expect(seo.getByRole("status")).toContainText("Saved. The public page is updated.");
  await expect(footer.getByLabel("Copyright holder")).toHaveValue("Sagara Rides and family");

  const dialog = page.getByRole("dialog", { name: "Leave without saving?" });
  await page.getByText("Menu", { exact: true }).click();
  await page.getByRole("navigation", { name: "Back office menu" }).getByRole("link", { name: "Account" }).click();
  await expect(dialog).toBeVisible();
  await dialog.getByRole("button", { name: "Stay and keep editing" }).click();
  await expect(page).toHaveURL(/\/admin\/settings/);
  await expect(footer.getByLabel("Copyright holder")).toHaveValue("Sagara Rides and family");

  await seo.getByRole("link", { name: "History of Search and sharing" }).click();
  await dialog.getByRole("button", { name: "Leave without saving" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("History of Search and sharing");
  await restoreSample(page, "Search and sharing");
  expect(await (await page.request.get("/")).text()).not.toContain("Sagara Rides and family");
});
