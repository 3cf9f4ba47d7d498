import type { Page } from "@playwright/test";
import { photoJpeg, sidewaysJpegWithGps } from "../support/image-fixtures";
import { expect, test } from "./fixtures";
import {
  cardHtml,
  expectNoAxeViolations,
  expectStarted,
  horizontalOverflow,
  mobile,
  narrow,
  openSignedIn,
  unique,
} from "./helpers";

// These tests add to the library and change bikes, so they use the editing site. Each changes only a bike it adds
// itself, and photos of its own (random noise: never the same bytes) with descriptions of their own.
test.use({ site: "editing", viewport: mobile });

const jpeg = async (name: string, width: number, height: number) => ({
  name,
  mimeType: "image/jpeg",
  buffer: await photoJpeg(width, height),
});

/** A status region (the screen has two: the upload's and the actions') saying this. */
/** The phone's way to another screen: the Menu, then Dashboard. */
async function goToDashboard(page: Page) {
  await page.getByText("Menu", { exact: true }).click();
  await page.getByRole("navigation", { name: "Back office menu" }).getByRole("link", { name: "Dashboard" }).click();
}

const said = (page: Page, text: string | RegExp) => page.getByRole("status").filter({ hasText: text });

/** The grid's card of the one photo whose thumbnail is this upload's. */
const cardOf = (page: Page, fileBase: string) =>
  page.locator(".admin-photo").filter({ has: page.locator(`img[src^="/images/${fileBase}-"]`) });

/** Sends the chosen photos from the Images screen's form and answers each photo's library entry as uploaded. */
async function uploadFromScreen(page: Page, files: Awaited<ReturnType<typeof jpeg>>[]) {
  const answers = files.map(() =>
    page.waitForResponse((r) => r.url().endsWith("/admin/images/upload") && r.request().method() === "POST"),
  );
  await page.getByLabel("Photos", { exact: true }).setInputFiles(files);
  await page.getByRole("button", { name: "Upload", exact: true }).click();
  const bodies = [];
  for (const answer of answers) bodies.push(await (await answer).json());
  return bodies.map((b) => b.results[0].image as { id: string; fileBase: string });
}

test.describe("a photo from the owner's phone, on the Images screen", () => {
  test("uploaded with progress, described in place, put on a bike's card, shown on / as <picture>; delete refused while used", async ({
    page,
    addItem,
  }) => {
    // Many steps, each waiting for a state, on a screen whose answers the back office's worker also keeps: a budget
    // for a busy machine, not a timing.
    test.slow();
    const bike = unique("Xtream");
    const bikeId = await addItem("bikes", { name: bike });
    await openSignedIn(page, "/admin/images");
    // The grid updates in place: this mark would be gone after a full reload.
    await page.evaluate(() => ((window as any).sameDocument = true));

    // Hold the upload until its progress has been seen: the bar and the words, announced.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/admin/images/upload", async (route) => {
      await held;
      await route.continue();
    });
    const answer = page.waitForResponse((r) => r.url().endsWith("/admin/images/upload"));
    await page.getByLabel("Photos", { exact: true }).setInputFiles([await jpeg("IMG_4471.jpg", 2400, 1600)]);
    await page.getByRole("button", { name: "Upload", exact: true }).click();
    await expect(page.getByRole("button", { name: "Uploading…" })).toBeDisabled();
    await expect(page.getByRole("progressbar")).toBeVisible();
    await expect(said(page, /(Sending|Processing) IMG_4471\.jpg…/)).toBeVisible();
    release();
    const { image } = (await (await answer).json()).results[0];
    await page.unroute("**/admin/images/upload");

    await expect(said(page, "The photo is in the library.")).toBeVisible();
    await expect(page.getByRole("list", { name: "What became of each photo" })).toHaveText(
      "IMG_4471.jpg: added. Write its description",
    );
    await expect(page.getByRole("progressbar")).toHaveCount(0);
    const card = cardOf(page, image.fileBase);
    await expect(card).toContainText("Needs a description");
    await expect(card).toContainText("Photo, 1600 × 1067");
    await expect(card).toContainText("Not used");
    expect(await page.evaluate(() => (window as any).sameDocument)).toBe(true);

    // The description, written in place: refused empty with its message next to it, then saved.
    const alt = unique("The bike parked by the beach");
    const description = card.getByLabel(`Description of ${image.id}`);
    await card.getByRole("button", { name: `Save the description of ${image.id}` }).click();
    await expect(card.getByText("Describe the picture in a few words, for visitors who cannot see it")).toBeVisible();
    await expect(description).toHaveAttribute("aria-invalid", "true");
    await description.fill(alt);
    await card.getByRole("button", { name: `Save the description of ${image.id}` }).click();
    await expect(said(page, `Description saved: “${alt}”.`)).toBeVisible();
    await expect(card).not.toContainText("Needs a description");

    await page.goto(`/admin/content/bikes/${bikeId}`);
    await expectStarted(page, "edit-bikes");
    await page.getByLabel("Image", { exact: true }).selectOption({ label: alt });
    await expect(page.locator(".admin-image-preview")).toHaveAttribute("src", `/images/${image.fileBase}-320.jpg`);
    await page.getByRole("button", { name: "Save changes" }).click();
    await expect(said(page, "Saved. The public page is updated.")).toBeVisible();

    await expect.poll(async () => (await (await page.request.get("/")).text()).includes(image.fileBase)).toBe(true);
    await page.goto("/");
    const bikeCard = page.locator(".card").filter({ has: page.getByRole("heading", { name: bike }) });
    const picture = bikeCard.locator("picture");
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

    // Where it is used, with a link to the bike; deleting it now is refused, naming the bike.
    await page.goto("/admin/images");
    // Started, so Delete is answered in place rather than by a reload the checks below could land in the middle of.
    await expectStarted(page, `alt-${image.id}`);
    const used = cardOf(page, image.fileBase);
    await expect(used.getByRole("list", { name: `Where ${image.id} is used` })).toHaveText(`${bike} · bike`);
    await expect(used.getByRole("link", { name: `${bike} · bike` })).toHaveAttribute(
      "href",
      `/admin/content/bikes/${bikeId}`,
    );
    await used.getByRole("button", { name: `Delete ${alt}` }).click();
    await expect(said(page, `This image is used by ${bike} · bike.`)).toBeVisible();
    await expect(used).toBeVisible();
    // The card is faded while the screen reads its data again after the answer: checked once it is done.
    await expect(used).not.toHaveAttribute("aria-busy", "true");
    expect(await horizontalOverflow(page)).toBe(0);
    await expectNoAxeViolations(page);
  });

  test("an unused photo goes to the Trash, comes back, and is deleted for good only when asked twice", async ({
    page,
  }) => {
    await openSignedIn(page, "/admin/images");
    const [image] = await uploadFromScreen(page, [await jpeg("spare.jpg", 1200, 900)]);
    const card = cardOf(page, image!.fileBase);
    const alt = unique("A spare photo of the shop's yard");
    await card.getByLabel(`Description of ${image!.id}`).fill(alt);
    await card.getByRole("button", { name: `Save the description of ${image!.id}` }).click();
    await expect(said(page, "Description saved")).toBeVisible();

    await card.getByRole("button", { name: `Delete ${alt}` }).click();
    await expect(said(page, `“${alt}” is in the Trash below.`)).toBeVisible();
    await expect(card).toHaveCount(0);
    const trash = page.getByRole("region", { name: "Deleted images" });
    await expect(trash.getByRole("heading", { name: alt })).toBeVisible();

    // Undo, from the message, puts it back at once.
    await page.getByRole("status").getByRole("button", { name: "Undo" }).click();
    await expect(said(page, `“${alt}” is back in the library.`)).toBeVisible();
    await expect(card).toBeVisible();
    await expect(trash.getByRole("heading", { name: alt })).toHaveCount(0);

    // Deleted again, restored from the Trash, deleted again, then for good.
    await card.getByRole("button", { name: `Delete ${alt}` }).click();
    await trash.getByRole("button", { name: `Restore ${alt}` }).click();
    await expect(said(page, `“${alt}” is back in the library.`)).toBeVisible();
    await card.getByRole("button", { name: `Delete ${alt}` }).click();
    await expect(trash.getByRole("heading", { name: alt })).toBeVisible();
    await expectNoAxeViolations(page);
    // Other tests' photos may be in the Trash too: this photo's own entry.
    const trashed = trash.getByRole("listitem").filter({ has: page.getByRole("heading", { name: alt }) });
    await trashed.getByText("Delete forever").click();
    await expect(trash.getByText(`Delete “${alt}” for good, with its files? This cannot be undone.`)).toBeVisible();
    await trashed.getByRole("button", { name: "Yes, delete it forever" }).click();
    await expect(said(page, `“${alt}” is deleted for good, with its files.`)).toBeVisible();
    await expect(trash.getByRole("heading", { name: alt })).toHaveCount(0);
    expect((await page.request.get(`/images/${image!.fileBase}-320.jpg`)).status()).toBe(404);
  });

  test("search by description finds a photo, and Show all comes back", async ({ page }) => {
    await openSignedIn(page, "/admin/images");
    await page.getByLabel("Search by description").fill("royal enfield");
    await page.getByRole("button", { name: "Search" }).click();
    await expect(page).toHaveURL("/admin/images?q=royal+enfield");
    await expect(page.getByText("1 image matches “royal enfield”.")).toBeVisible();
    await expect(page.locator(".admin-photo")).toHaveCount(1);
    await page.getByRole("link", { name: "Show all images" }).click();
    await expect(page.locator(".admin-photo").nth(1)).toBeVisible();
  });

  test("leaving with a description typed but not saved asks first", async ({ page }) => {
    await openSignedIn(page, "/admin/images?q=honda+dio");
    const description = page.getByLabel("Description of art-bikes-honda-dio");
    await description.fill("A red scooter, drawn");
    await goToDashboard(page);
    const dialog = page.getByRole("dialog", { name: "Leave without saving?" });
    await expect(dialog).toBeVisible();
    await dialog.getByRole("button", { name: "Stay and keep editing" }).click();
    await expect(page).toHaveURL("/admin/images?q=honda+dio");
    await expect(description).toHaveValue("A red scooter, drawn");
    await goToDashboard(page);
    await dialog.getByRole("button", { name: "Leave without saving" }).click();
    await expect(page).toHaveURL("/admin/dashboard");
  });

  test("more than ten photos at once are refused before any is sent", async ({ page }) => {
    await openSignedIn(page, "/admin/images");
    const eleven = await Promise.all(Array.from({ length: 11 }, (_, i) => jpeg(`p${i}.jpg`, 40, 30)));
    await page.getByLabel("Photos", { exact: true }).setInputFiles(eleven);
    await expect(
      page.getByText("At most 10 photos can be sent at a time. Nothing was added: send them in smaller groups."),
    ).toBeVisible();
    await expect(page.getByLabel("Photos", { exact: true })).toHaveAttribute("aria-invalid", "true");
  });

  for (const [name, viewport] of [
    ["360", narrow],
    ["390", mobile],
  ] as const) {
    test(`fits a ${name} px screen without scrolling sideways, with 44 px targets, and axe finds nothing`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport);
      await openSignedIn(page, "/admin/images");
      expect(await horizontalOverflow(page)).toBe(0);
      const columns = await page
        .locator(".admin-photo-grid")
        .evaluate((grid) => getComputedStyle(grid).gridTemplateColumns.split(" ").length);
      expect(columns).toBe(2);
      const small = await page.evaluate(() =>
        [...document.querySelectorAll("main button, main a.admin-button, main input:not([type=hidden]), main textarea")]
          .filter((el) => (el as HTMLElement).offsetParent !== null)
          .filter((el) => el.getBoundingClientRect().height < 44)
          .map((el) => el.outerHTML.slice(0, 80)),
      );
      expect(small).toEqual([]);
      await expectNoAxeViolations(page);
    });
  }

  test("shows more columns on a wide screen", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await openSignedIn(page, "/admin/images");
    const columns = await page
      .locator(".admin-photo-grid")
      .evaluate((grid) => getComputedStyle(grid).gridTemplateColumns.split(" ").length);
    expect(columns).toBeGreaterThanOrEqual(4);
    await expectNoAxeViolations(page);
  });
});

test.describe("a new photo from a bike's form", () => {
  test("is uploaded in place with its description and chosen, keeping what was typed in the form", async ({
    page,
    addItem,
  }) => {
    const bike = unique("Activa");
    const bikeId = await addItem("bikes", { name: bike });
    await openSignedIn(page, `/admin/content/bikes/${bikeId}`);
    await page.getByLabel("Price per day").fill("777");

    await page.getByText("Upload a new photo").click();
    await page.getByLabel("New photo").setInputFiles([await jpeg("activa.jpg", 1800, 1200)]);
    await page.getByRole("button", { name: "Upload and choose it" }).click();
    // Nothing is sent without a description: the picture could not be used.
    const description = page.getByLabel("What the photo shows");
    await expect(description).toHaveAttribute("aria-invalid", "true");
    await expect(page.getByText("Describe the picture in a few words, for visitors who cannot see it")).toBeVisible();
    await expect(description).toBeFocused();

    const alt = unique("The scooter outside the shop");
    await description.fill(alt);
    const answer = page.waitForResponse((r) => r.url().endsWith("/admin/images/upload"));
    await description.press("Enter");
    const { image } = (await (await answer).json()).results[0];
    await expect(said(page, "Uploaded; it is chosen as the image. Save to put it on the page.")).toBeVisible();
    await expect(page.getByLabel("Image", { exact: true })).toHaveValue(image.id);
    await expect(page.getByLabel("Image", { exact: true }).locator("option:checked")).toHaveText(alt);
    // The form was neither sent nor reloaded: the price typed before is still there, not yet saved.
    await expect(page).toHaveURL(`/admin/content/bikes/${bikeId}`);
    await expect(page.getByLabel("Price per day")).toHaveValue("777");
    expect(await horizontalOverflow(page)).toBe(0);
    // Looked at where the owner is, not under the sticky save bar (which would cover part of the picker).
    await page.getByLabel("Image", { exact: true }).evaluate((select) => select.scrollIntoView({ block: "center" }));
    await expectNoAxeViolations(page);

    await page.getByRole("button", { name: "Save changes" }).click();
    await expect(said(page, "Saved. The public page is updated.")).toBeVisible();
    await expect
      .poll(async () => {
        const html = await (await page.request.get("/")).text();
        const card = cardHtml(html, "bikes", bikeId);
        return card.includes(image.fileBase) && card.includes("₹777");
      })
      .toBe(true);
    await page.goto("/");
    const card = page.locator(".card").filter({ has: page.getByRole("heading", { name: bike }) });
    await expect(card.locator("picture img")).toHaveAttribute("alt", alt);
  });
});

test.describe("with JavaScript off", () => {
  test.use({ javaScriptEnabled: false });

  test("upload, describe, delete refused while used, delete and restore: all plain form posts", async ({ page }) => {
    await openSignedIn(page, "/admin/images");
    await page.getByLabel("Photos", { exact: true }).setInputFiles([
      await jpeg("shop-front.jpg", 1000, 700),
      {
        name: "logo.svg",
        mimeType: "image/svg+xml",
        buffer: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
      },
    ]);
    await page.getByRole("button", { name: "Upload", exact: true }).click();
    await expect(page).toHaveURL(/\/admin\/images\?upload=[0-9a-f-]{36}$/);
    const results = page.getByRole("list", { name: "What became of each photo" });
    await expect(results).toContainText("shop-front.jpg: added.");
    await expect(results).toContainText("logo.svg is an SVG drawing. SVG files can carry scripts");

    // The result links to the new photo's description field: #alt-<id>-alt.
    const href = await results.getByRole("link", { name: "Write its description" }).getAttribute("href");
    const id = href!.replace(/^#alt-(.*)-alt$/, "$1");
    const card = page.locator(`#image-${id}`);
    await expect(card).toContainText("Needs a description");
    const alt = unique("The shop front on a sunny morning");
    await card.getByLabel(`Description of ${id}`).fill(alt);
    await card.getByRole("button", { name: `Save the description of ${id}` }).click();
    await expect(page).toHaveURL(`/admin/images#image-${id}`);
    await expect(said(page, `Description saved: “${alt}”.`)).toBeVisible();

    await page.getByRole("button", { name: "Delete Illustration of the Royal Enfield Classic" }).click();
    await expect(
      said(
        page,
        "This image is used by Royal Enfield Classic · bike. Choose another image there first; then it can be deleted.",
      ),
    ).toBeVisible();

    await page.getByRole("button", { name: `Delete ${alt}` }).click();
    await expect(said(page, `“${alt}” is in the Trash below.`)).toBeVisible();
    await page
      .getByRole("region", { name: "Deleted images" })
      .getByRole("button", { name: `Restore ${alt}` })
      .click();
    await expect(said(page, `“${alt}” is back in the library.`)).toBeVisible();
    await expect(page.locator(`#image-${id}`)).toBeVisible();
  });

  test("a bike's image field links to the Images screen for a new photo", async ({ page }) => {
    await openSignedIn(page, "/admin/content/bikes/hero-xtream-125r");
    const link = page.getByRole("link", { name: "Upload it on the Images screen (opens in a new tab)" });
    await expect(link).toHaveAttribute("href", "/admin/images");
    await expect(link).toHaveAttribute("target", "_blank");
    await expect(page.getByText("Upload a new photo")).toHaveCount(0);
  });
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
  const jpegFile = await page.request.get(`/images/${image.fileBase}-800.jpg`);
  const bytes = await jpegFile.body();
  expect(bytes.includes(Buffer.from("Exif"))).toBe(false);
  expect(bytes.includes(Buffer.from("PhoneMaker"))).toBe(false);
});
