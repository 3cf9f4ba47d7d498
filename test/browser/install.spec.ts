// The back office installs on the owner's phone as an app of its own; the public page stays a plain page.
import { expect, test } from "./fixtures";
import { mobile, openSignedIn } from "./helpers";

test.use({ viewport: mobile });

test("the back office links a complete manifest: its name, icons of 192 and 512 px, the dashboard, standalone", async ({
  page,
  request,
}) => {
  await openSignedIn(page, "/admin/dashboard");
  const href = await page.locator('link[rel="manifest"]').getAttribute("href");
  expect(href).toBe("/admin/manifest.webmanifest");
  // Fetched as a browser fetches a manifest: without the session's cookie.
  const res = await request.get(href!);
  expect(res.status()).toBe(200);
  expect(res.headers()["content-type"]).toContain("application/manifest+json");
  const manifest = await res.json();
  expect(manifest).toMatchObject({
    name: "Sagara Rides back office",
    short_name: "Sagara Rides",
    start_url: "/admin/dashboard",
    scope: "/admin/",
    display: "standalone",
  });
  expect(manifest.icons.map((i: { sizes: string }) => i.sizes)).toEqual(["192x192", "512x512"]);
  for (const icon of manifest.icons as { src: string; sizes: string; type: string }[]) {
    const image = await request.get(icon.src);
    expect(image.status(), icon.src).toBe(200);
    expect(image.headers()["content-type"]).toBe(icon.type);
    // The PNG's own size is the one the manifest says (width and height from its IHDR chunk).
    const bytes = await image.body();
    expect(`${bytes.readUInt32BE(16)}x${bytes.readUInt32BE(20)}`).toBe(icon.sizes);
  }
});

test("the public page links no manifest and registers no service worker", async ({ page }) => {
  await page.goto("/");
  await expect(page.locator('link[rel="manifest"]')).toHaveCount(0);
  expect(await page.evaluate(async () => (await navigator.serviceWorker.getRegistrations()).length)).toBe(0);
});
