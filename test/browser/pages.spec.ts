// About Us, Privacy Policy and FAQ from the footer, and a review from a
// customer's phone to the home page, at 390 px, as a new user tries them.
import { test, expect } from "./fixtures";
import { expectNoAxeViolations, horizontalOverflow, mobile, openSignedIn, unique } from "./helpers";

test.use({ viewport: mobile });

test.describe("the footer's Quick Links", () => {
  for (const [link, path, heading] of [
    ["About Us", "/about", "About Us"],
    ["Privacy Policy", "/privacy", "Privacy Policy"],
    ["FAQ", "/faq", "Frequently Asked Questions"],
  ] as const) {
    test(`${link} opens its page, which fits a phone, is axe-clean and leads back home`, async ({ page }) => {
      await page.goto("/");
      await page.getByRole("navigation", { name: "Quick Links" }).getByRole("link", { name: link }).click();
      await expect(page).toHaveURL(path);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading);
      expect(await horizontalOverflow(page)).toBe(0);
      await expectNoAxeViolations(page);
      await page
        .getByRole("navigation", { name: "Quick Links" })
        .getByRole("link", { name: "Terms & Conditions" })
        .click();
      await expect(page).toHaveURL("/#terms");
      await expect(page.locator("#terms")).toBeInViewport();
    });
  }
});

test.describe("the owner's FAQ", () => {
  test.use({ site: "editing" });

  test("an answer the owner adds is on /faq, formatted", async ({ page }) => {
    const question = unique("Can I ride to Goa?");
    await openSignedIn(page, "/admin/content/faq/new");
    await page.getByLabel("Question", { exact: true }).fill(question);
    await page
      .getByLabel("Answer", { exact: true })
      .fill("**Yes**, with our papers.\n\n- Ask a day before\n- Carry your licence");
    await page.getByRole("button", { name: "Add question" }).click();
    await expect(page.getByRole("status")).toContainText("Saved.");
    await expect.poll(async () => (await (await page.request.get("/faq")).text()).includes(question)).toBe(true);
    await page.goto("/faq");
    const answer = page.getByRole("region", { name: question });
    await expect(answer.locator("strong")).toHaveText("Yes");
    await expect(answer.getByRole("listitem")).toHaveText(["Ask a day before", "Carry your licence"]);
  });

  test("a link to anywhere but the web, a phone or an email gets its message next to the field", async ({ page }) => {
    await openSignedIn(page, "/admin/content/faq/new");
    await page.getByLabel("Question", { exact: true }).fill(unique("Is fuel included?"));
    await page.getByLabel("Answer", { exact: true }).fill("[Tap here](javascript:alert(1))");
    await page.getByRole("button", { name: "Add question" }).click();
    await expect(page.getByText('the link to "javascript:alert(1" must start with https://')).toBeVisible();
  });
});

test.describe("a review from a customer", () => {
  // The new review leads the home page's reviews: a site of its own, so no other test sees it.
  test.use({ site: "own" });

  test("posted from a one-time link without JavaScript, shown by the owner, and first on the home page", async ({
    page,
    browser,
    baseURL,
  }) => {
    // Two browsers and a site of its own on a busy machine.
    test.slow();
    await openSignedIn(page, "/admin/reviews");
    await page.getByRole("button", { name: "Create a review link" }).click();
    const link = await page.getByRole("textbox", { name: "Review link" }).inputValue();
    expect(link).toMatch(/\/review\/[\w-]{43}$/);
    await expect(page.getByRole("img", { name: "QR code of the review link" })).toBeVisible();
    await expectNoAxeViolations(page);
    // Opening the link uses nothing up: the review page, read by axe (which needs a script of its own).
    await page.goto(new URL(link).pathname);
    await expect(page).toHaveTitle(/^Write a review - /);
    expect(await horizontalOverflow(page)).toBe(0);
    await expectNoAxeViolations(page);

    const phone = await browser.newContext({ baseURL, viewport: mobile, javaScriptEnabled: false });
    const customer = await phone.newPage();
    await customer.goto(new URL(link).pathname);
    // The fifth star, tapped as on a phone.
    await customer.locator("label", { hasText: "5 stars" }).click();
    await expect(customer.getByRole("radio", { name: "5 stars" })).toBeChecked();
    await customer.getByLabel("Your review").fill("The Classic 350 ran beautifully all the way to Jog Falls.");
    await customer.getByLabel("The name to show").fill("Mira T.");
    await customer.getByRole("button", { name: "Send my review" }).click();
    await expect(customer.getByRole("heading", { level: 1 })).toHaveText("Thank you!");
    // The link works once.
    await customer.goto(new URL(link).pathname);
    await expect(customer.getByRole("heading", { level: 1 })).toHaveText("This review link has been used");
    await phone.close();

    await page.goto("/admin/reviews");
    await expect(page.getByRole("heading", { name: "Waiting for you (1)" })).toBeVisible();
    await page.getByRole("button", { name: "Show on the page for Mira T." }).click();
    await expect(page.getByText("Mira T.'s review is on the home page now.")).toBeVisible();
    // The page is rendered again within a second of the change: a state to wait for, not a time to assert.
    await expect.poll(async () => (await (await page.request.get("/")).text()).includes("Mira T.")).toBe(true);
    await page.goto("/");
    const first = page.locator("#reviews .testimonial").first();
    await expect(first.locator(".testimonial-author")).toHaveText("Mira T.");
    await expect(first.getByRole("img", { name: "5 out of 5" })).toBeVisible();
  });
});
