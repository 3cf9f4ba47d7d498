import { expect, test } from "@playwright/test";
import { photoJpeg, sidewaysJpegWithGps } from "../support/image-fixtures";
import { editingSite, expectNoAxeViolations, horizontalOverflow, mobile, openSignedIn } from "./helpers";

// These tests add to the library and change a bike, so they use the editing site.
test.use({ baseURL: editingSite, viewport: mobile });

test.describe("a photo from the owner's phone", () => {
  test("uploaded with its alt text, put on a bike's card, shown on / as <picture>, listed where it is used", async ({
    page,
  }) => {
    await openSignedIn(page, "/admin/images");
    const alt = "The Hero Xtream 125R parked by the beach";
    // The upload endpoint, as the Images screen's form will call it (the form itself comes with the screen).
    const upload = await page.request.post("/admin/images/upload", {
      headers: { accept: "application/json" },
      multipart: {
        alt,
        photos: { name: "IMG_4471.jpg", mimeType: "image/jpeg", buffer: await photoJpeg(2400, 1600) },
      },
    });
    expect(upload.status()).toBe(200);
    const result = (await upload.json()).results[0];
    expect(result).toMatchObject({ ok: true, image: { alt, kind: "photo" } });

    await page.goto("/admin/content/bikes/hero-xtream-125r");
    await page.getByLabel("Image").selectOption({ label: alt });
    await page.getByRole("button", { name: "Save changes" }).click();
    await expect(page.getByRole("status")).toContainText("Saved. The public page is updated.");

    await expect
      .poll(async () => (await (await page.request.get("/")).text()).includes(result.image.fileBase))
      .toBe(true);
    await page.goto("/");
    const card = page.locator(".card").filter({ has: page.getByRole("heading", { name: "Hero Xtream 125R" }) });
    const picture = card.locator("picture");
    await expect(picture.locator('source[type="image/avif"]')).toHaveAttribute(
      "srcset",
      /\/images\/[0-9a-f]{16}-320\.avif 320w/,
    );
    await expect(picture.locator('source[type="image/webp"]')).toHaveCount(1);
    const img = picture.locator("img");
    await expect(img).toHaveAttribute("alt", alt);
    await expect(img).toHaveAttribute("loading", "lazy");
    await expect(img).toHaveAttribute("width", "1600");
    await img.scrollIntoViewIfNeeded();
    // The browser chose the AVIF at a width that fits a 390 px screen, and it loaded.
    await expect.poll(() => img.evaluate((i: HTMLImageElement) => i.complete && i.naturalWidth > 0)).toBe(true);
    const chosen = await img.evaluate((i: HTMLImageElement) => i.currentSrc);
    expect(chosen).toMatch(/\/images\/[0-9a-f]{16}-(320|480|640|960)\.avif$/);
    const file = await page.request.get(chosen);
    expect(file.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");

    await page.goto("/admin/images");
    const entry = page.locator(".admin-image").filter({ hasText: alt });
    await expect(entry.getByRole("list", { name: /Where .* is used/ })).toHaveText("Hero Xtream 125R · bike");
    expect(await horizontalOverflow(page)).toBe(0);
    await expectNoAxeViolations(page);
  });

  test("a sideways photo with a GPS position is stored upright, without any of it", async ({ page }) => {
    await openSignedIn(page, "/admin/images");
    const upload = await page.request.post("/admin/images/upload", {
      headers: { accept: "application/json" },
      multipart: {
        photos: { name: "sideways.jpg", mimeType: "image/jpeg", buffer: await sidewaysJpegWithGps(1200, 800) },
      },
    });
    const { image } = (await upload.json()).results[0];
    expect([image.width, image.height]).toEqual([800, 1200]);
    const jpeg = await page.request.get(`/images/${image.fileBase}-800.jpg`);
    const bytes = await jpeg.body();
    expect(bytes.includes(Buffer.from("Exif"))).toBe(false);
    expect(bytes.includes(Buffer.from("PhoneMaker"))).toBe(false);
  });

  test("an SVG with a script is refused with its reason, as a plain form post too", async ({ page }) => {
    await openSignedIn(page, "/admin/images");
    const res = await page.request.post("/admin/images/upload", {
      multipart: {
        photos: {
          name: "logo.svg",
          mimeType: "image/svg+xml",
          buffer: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
        },
      },
    });
    expect(res.url()).toMatch(/\/admin\/images\?upload=/);
    await page.goto(res.url());
    await expect(page.getByText("logo.svg is an SVG drawing. SVG files can carry scripts")).toBeVisible();
  });
});
