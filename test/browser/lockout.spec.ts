// The lockout protects the owner (OWASP device cookies), in a real browser.
// It locks the admin out for unknown browsers, so it runs on a site of its own.
import { expect, test, type Page } from "@playwright/test";
import { OWN_PASSWORD, startOwnServer } from "./own-server";

let site: Awaited<ReturnType<typeof startOwnServer>>;
test.beforeAll(async () => {
  site = await startOwnServer();
});
test.afterAll(async () => {
  await site?.stop();
});

async function signIn(page: Page, password = OWN_PASSWORD) {
  await page.goto(`${site.url}/admin/login`);
  await page.getByLabel("Username").fill("admin");
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Sign in" }).click();
}

test("while someone hammers the login with wrong passwords, the owner's browser still signs in and an unknown one is refused", async ({
  browser,
}) => {
  const owner = await browser.newContext();
  const ownersPhone = await owner.newPage();
  await signIn(ownersPhone);
  await expect(ownersPhone).toHaveURL(`${site.url}/admin/dashboard`);
  const device = (await owner.cookies()).find((c) => c.name === "device")!;
  expect(device).toMatchObject({ httpOnly: true, sameSite: "Lax", path: "/" });
  expect(device.expires).toBeGreaterThan(Date.now() / 1000 + 364 * 86_400);
  await ownersPhone.getByRole("button", { name: "Logout" }).first().click();
  await expect(ownersPhone).toHaveURL(`${site.url}/admin/login`);

  // Someone else, from the same address: seven wrong passwords for the admin.
  for (let i = 0; i < 7; i++) {
    const res = await fetch(`${site.url}/admin/login`, {
      method: "POST",
      body: new URLSearchParams({ username: "admin", password: `guess-${i}` }),
      redirect: "manual",
    });
    expect([401, 429]).toContain(res.status);
  }

  const stranger = await (await browser.newContext()).newPage();
  await signIn(stranger);
  await expect(stranger.getByRole("alert")).toContainText(
    /Too many failed attempts\. Please wait \d+ minutes? and try again\./,
  );
  await expect(stranger).toHaveURL(`${site.url}/admin/login`);

  await signIn(ownersPhone);
  await expect(ownersPhone).toHaveURL(`${site.url}/admin/dashboard`);
});
