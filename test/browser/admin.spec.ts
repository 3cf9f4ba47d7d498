import type { Page } from "@playwright/test";
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { expect, test } from "./fixtures";
import { ADMIN, desktop, expectNoAxeViolations, expectStarted, mobile, signIn } from "./helpers";

const USERNAME = ADMIN.username;
const PASSWORD = ADMIN.password;
const HOUR = 3_600_000;

function storage(page: Page) {
  return page.evaluate(() => {
    const read = (s: Storage) => ({
      token: s.getItem("auth_token"),
      user: s.getItem("auth_user"),
      expiry: s.getItem("auth_expiry"),
    });
    return { local: read(localStorage), session: read(sessionStorage) };
  });
}

test.describe("sign-in", () => {
  test("with JavaScript: session storage holds the contract for 24 hours", async ({ page }) => {
    await page.goto("/admin");
    await expect(page).toHaveURL("/admin/login");
    await expect(page).toHaveTitle("Admin Login - Sagara Rides");
    const before = Date.now();
    await signIn(page);
    await expect(page).toHaveURL("/admin/dashboard");
    await expect(page).toHaveTitle("Admin Dashboard - Sagara Rides");
    // A click before the login page's script has started posts the form without it: the page then writes the storage
    // on its way to the dashboard, after the address already says so.
    await expect.poll(async () => (await storage(page)).session.token).toBeTruthy();
    const after = Date.now();
    const s = await storage(page);
    expect(s.local).toEqual({ token: null, user: null, expiry: null });
    expect(s.session.token).toBeTruthy();
    const user = JSON.parse(s.session.user!);
    expect(user).toMatchObject({ username: USERNAME, role: "owner" });
    expect(typeof user.id).toBe("string");
    expect(typeof user.email).toBe("string");
    expect(typeof user.lastLogin).toBe("string");
    // 24 hours from the moment of signing in, which lies between these two.
    expect(Date.parse(s.session.expiry!)).toBeGreaterThanOrEqual(before + 24 * HOUR);
    expect(Date.parse(s.session.expiry!)).toBeLessThanOrEqual(after + 24 * HOUR);
  });

  test("remember me keeps the session in localStorage for 7 days", async ({ page }) => {
    await page.goto("/admin/login");
    const before = Date.now();
    await signIn(page, { remember: true });
    await expect(page).toHaveURL("/admin/dashboard");
    await expect.poll(async () => (await storage(page)).local.token).toBeTruthy();
    const after = Date.now();
    const s = await storage(page);
    expect(s.session).toEqual({ token: null, user: null, expiry: null });
    expect(Date.parse(s.local.expiry!)).toBeGreaterThanOrEqual(before + 168 * HOUR);
    expect(Date.parse(s.local.expiry!)).toBeLessThanOrEqual(after + 168 * HOUR);
    const cookie = (await page.context().cookies()).find((c) => c.name === "session")!;
    expect(cookie.httpOnly).toBe(true);
    expect(cookie.sameSite).toBe("Lax");
    expect(cookie.expires).toBeGreaterThan(Date.now() / 1000 + 167 * 3600);
  });

  test("the storage token is only a handle: as a cookie it grants nothing", async ({ page, request }) => {
    await page.goto("/admin/login");
    await signIn(page);
    await expect(page).toHaveURL("/admin/dashboard");
    await expect.poll(async () => (await storage(page)).session.token).toBeTruthy();
    const { session } = await storage(page);
    const res = await request.get("/admin/dashboard.data", {
      headers: { cookie: `session=${session.token}`, authorization: `Bearer ${session.token}` },
      maxRedirects: 0,
    });
    expect(await res.text()).not.toContain("Honda Dio");
    expect(await res.text()).toContain("/admin/login");
  });

  test.describe(() => {
    // Wrong passwords count against the admin and the address, towards a lockout: a site of its own.
    test.use({ site: "own" });

    test("wrong credentials show the catalogue's message, cleared on edit", async ({ page }) => {
      await page.goto("/admin/login");
      await signIn(page, { password: "not-the-password" });
      await expect(page.getByRole("alert")).toHaveText("Invalid username or password");
      await page.getByLabel("Password").fill("x");
      await expect(page.getByText("Invalid username or password")).toHaveCount(0);
    });
  });

  test("redirect is honoured after sign-in", async ({ page }) => {
    await page.goto("/admin/settings");
    await expect(page).toHaveURL("/admin/login?redirect=%2Fadmin%2Fsettings");
    await signIn(page);
    await expect(page).toHaveURL("/admin/settings");
    await expect(page).toHaveTitle("Settings - Sagara Rides");
  });

  for (const foreign of ["https://evil.example/admin", "//evil.example/admin", "/not-admin"]) {
    test(`a foreign redirect (${foreign}) goes to the dashboard instead`, async ({ page }) => {
      await page.goto(`/admin/login?redirect=${encodeURIComponent(foreign)}`);
      await signIn(page);
      await expect(page).toHaveURL("/admin/dashboard");
    });
  }

  test("a signed-in admin opening the login page goes to the dashboard", async ({ page }) => {
    await page.goto("/admin/login");
    await signIn(page);
    await expect(page).toHaveURL("/admin/dashboard");
    await page.goto("/admin/login");
    await expect(page).toHaveURL("/admin/dashboard");
  });
});

test.describe("with JavaScript off", () => {
  test.use({ javaScriptEnabled: false });

  test("the login form signs in as a plain form post, and logout works", async ({ page }) => {
    await page.goto("/admin/login?redirect=%2Fadmin%2Fcontent");
    await signIn(page);
    await expect(page).toHaveURL("/admin/content");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Content");
    await page.goto("/admin/dashboard");
    await expect(page.getByRole("heading", { name: "On the public page" })).toBeVisible();
    await page.getByRole("button", { name: "Logout" }).first().click();
    await expect(page).toHaveURL("/admin/login");
    await page.goto("/admin/dashboard");
    await expect(page).toHaveURL(/\/admin\/login\?redirect=/);
  });

  test.describe(() => {
    // Wrong passwords count against the admin and the address, towards a lockout: a site of its own.
    test.use({ site: "own" });

    test("wrong credentials show the message", async ({ page }) => {
      await page.goto("/admin/login");
      await signIn(page, { password: "wrong-password" });
      await expect(page.getByText("Invalid username or password")).toBeVisible();
    });
  });
});

test.describe("restoring and gating", () => {
  test("a remembered session survives a reload and a new tab", async ({ page, context }) => {
    await page.goto("/admin/login");
    await signIn(page, { remember: true });
    await expect(page).toHaveURL("/admin/dashboard");
    await page.reload();
    await expect(page).toHaveURL("/admin/dashboard");
    const tab = await context.newPage();
    await tab.goto("/admin/images");
    await expect(tab).toHaveURL("/admin/images");
    await expect(tab.getByRole("heading", { level: 1 })).toHaveText("Images");
  });

  test("a per-tab session reaches a new tab through the server and lands where it was going", async ({
    page,
    context,
  }) => {
    await page.goto("/admin/login");
    await signIn(page);
    await expect(page).toHaveURL("/admin/dashboard");
    const tab = await context.newPage();
    await tab.goto("/admin/content");
    await expect(tab).toHaveURL("/admin/content");
    await expect.poll(async () => (await storage(tab)).session.token).toBeTruthy();
    await expect(tab).toHaveURL("/admin/content");
  });

  test("forged storage gets nowhere and is cleared", async ({ page }) => {
    await page.goto("/admin/login");
    await page.evaluate(() => {
      localStorage.setItem("auth_token", "forged");
      localStorage.setItem(
        "auth_user",
        JSON.stringify({ id: "1", username: "admin", email: "", role: "owner", lastLogin: null }),
      );
      localStorage.setItem("auth_expiry", new Date(Date.now() + 86_400_000).toISOString());
    });
    await page.goto("/admin/dashboard");
    await expect(page).toHaveURL("/admin/login?redirect=%2Fadmin%2Fdashboard");
    await expect(page.getByRole("button", { name: "Sign in" })).toBeVisible();
    await expect.poll(async () => (await storage(page)).local.token).toBeNull();
  });

  test("expired storage is cleared and the gate sends the visitor to sign in", async ({ page }) => {
    await page.goto("/admin/login");
    await page.evaluate(() => {
      sessionStorage.setItem("auth_token", "old");
      sessionStorage.setItem(
        "auth_user",
        JSON.stringify({ id: "1", username: "admin", email: "", role: "owner", lastLogin: null }),
      );
      sessionStorage.setItem("auth_expiry", new Date(Date.now() - 1000).toISOString());
    });
    await page.goto("/admin/settings");
    await expect(page).toHaveURL("/admin/login?redirect=%2Fadmin%2Fsettings");
    await expect.poll(async () => (await storage(page)).session.token).toBeNull();
  });

  test("with a live server session, expired storage is replaced by what the server says", async ({ page }) => {
    await page.goto("/admin/login");
    await signIn(page);
    await expect(page).toHaveURL("/admin/dashboard");
    await page.evaluate(() => sessionStorage.setItem("auth_expiry", new Date(Date.now() - 1000).toISOString()));
    await page.getByRole("navigation", { name: "Back office" }).getByRole("link", { name: "Settings" }).click();
    await expect(page).toHaveURL("/admin/settings");
    await expect
      .poll(async () => Date.parse((await storage(page)).session.expiry ?? "0"))
      .toBeGreaterThan(Date.now() + 23 * HOUR);
  });

  test("logout ends the session; the old cookie replayed gets nowhere", async ({ page, request }) => {
    await page.setViewportSize(desktop);
    await page.goto("/admin/login");
    await signIn(page, { remember: true });
    await expect(page).toHaveURL("/admin/dashboard");
    const cookie = (await page.context().cookies()).find((c) => c.name === "session")!;
    await page.getByRole("button", { name: "Logout" }).first().click();
    await expect(page).toHaveURL("/admin/login");
    const s = await storage(page);
    expect(s.local.token).toBeNull();
    expect(s.session.token).toBeNull();
    expect((await page.context().cookies()).find((c) => c.name === "session")).toBeUndefined();
    const replay = await request.get("/admin/dashboard", {
      headers: { cookie: `session=${cookie.value}` },
      maxRedirects: 0,
    });
    expect(replay.status()).toBe(302);
    expect(replay.headers().location).toBe("/admin/login?redirect=%2Fadmin%2Fdashboard");
  });
});

test.describe("the shell", () => {
  test("dashboard shows true figures; each screen of the menu has its title", async ({ page }) => {
    await page.goto("/admin/login");
    await signIn(page);
    const lists = page.getByRole("region", { name: "On the public page" });
    await expect(lists.getByRole("link", { name: "Bikes 6 shown", exact: true })).toBeVisible();
    await expect(lists.getByRole("link", { name: "Taxi services 3 shown", exact: true })).toBeVisible();
    await expect(lists.getByRole("link", { name: "Pickup points 3 shown", exact: true })).toBeVisible();
    await expect(lists.getByRole("link", { name: "Fines 4 shown", exact: true })).toBeVisible();
    await expect(page.getByText("system created the site with the sample content")).toBeVisible();
    for (const [name, title] of [
      ["Content", "Content Management"],
      ["Images", "Image Management"],
      ["Settings", "Settings"],
    ] as const) {
      await page.getByRole("navigation", { name: "Back office" }).getByRole("link", { name }).click();
      await expect(page).toHaveTitle(`${title} - Sagara Rides`);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(name);
    }
    await page.getByRole("navigation", { name: "Back office" }).getByRole("link", { name: "Content" }).click();
    for (const list of [
      "Bikes",
      "Taxi services",
      "Pickup points",
      "Reviews",
      "Requirements",
      "Fines",
      "Policies",
      "Nearby landmarks",
    ]) {
      await expect(page.getByRole("heading", { level: 2, name: list })).toBeVisible();
    }
  });

  test("on a phone the navigation is in a menu", async ({ page }) => {
    await page.setViewportSize(mobile);
    await page.goto("/admin/login");
    await signIn(page);
    await expect(page.getByRole("navigation", { name: "Back office", exact: true })).toBeHidden();
    await page.getByText("Menu", { exact: true }).click();
    await page.getByRole("navigation", { name: "Back office menu" }).getByRole("link", { name: "Settings" }).click();
    await expect(page).toHaveURL("/admin/settings");
    // The new screen has started (its forms are the app's), so the menu's closing on the way there is over.
    await expectStarted(page, "settings-contact");
    await expect(page.getByRole("navigation", { name: "Back office menu" })).toBeHidden();
    // Escape closes it too, and the keyboard stays on its button.
    await page.getByText("Menu", { exact: true }).click();
    await expect(page.getByRole("navigation", { name: "Back office menu" })).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(page.getByRole("navigation", { name: "Back office menu" })).toBeHidden();
    await expect(page.getByText("Menu", { exact: true })).toBeFocused();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
  });

  for (const [name, viewport] of [
    ["mobile", mobile],
    ["desktop", desktop],
  ] as const) {
    test(`axe finds no violations on the login page and the shell at ${name} width`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await page.goto("/admin/login");
      await expectNoAxeViolations(page);
      await signIn(page);
      await expect(page).toHaveURL("/admin/dashboard");
      await expectNoAxeViolations(page);
      await page.goto("/admin/content");
      await expectNoAxeViolations(page);
    });
  }
});

test("no admin password or hash is anywhere in the client build", () => {
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const full = path.join(dir, name);
      if (statSync(full).isDirectory()) walk(full);
      else files.push(full);
    }
  };
  walk("build/client");
  for (const file of files) {
    const text = readFileSync(file, "latin1");
    expect(text, file).not.toContain(PASSWORD);
    expect(text, file).not.toContain("$argon2");
    expect(text, file).not.toMatch(/password_hash|passwordHash/);
  }
});
