import { describe, expect, it } from "vitest";
import { adminSite } from "../support/admin-site";
import { addPhoto } from "../support/photo-row";

/** A page's text as a person reads it: React's <!-- --> separators removed. */
const read = async (res: Response) => (await res.text()).replaceAll("<!-- -->", "");

const IMAGES = "/admin/images";
const ENFIELD = "art-bikes-royal-enfield-classic";

describe("the Images screen", () => {
  it("has the upload form at the top, which works as a plain multipart post", async () => {
    const site = await adminSite();
    const html = await read(await site.get(IMAGES));
    expect(html).toContain("<title>Image Management - Sagara Rides</title>");
    const form = /<form[^>]*action="\/admin\/images\/upload"[^>]*>/.exec(html)![0];
    expect(form).toContain('method="post"');
    expect(form).toContain('encType="multipart/form-data"');
    const input = /<input[^>]*id="photos"[^>]*>/.exec(html)![0];
    for (const attribute of ['type="file"', 'name="photos"', 'accept="image/*"', 'multiple=""']) {
      expect(input).toContain(attribute);
    }
    expect(html).toContain("JPEG, PNG, WebP or AVIF photos, up to 10 at a time, at most 20 MB each.");
    expect(html).toContain("An iPhone&#x27;s HEIC photo is refused: send it as JPEG");
    expect(html).not.toContain("Read-only for now");
  });

  it("shows each image's description in a form, its facts, and where it is used, linking to the item", async () => {
    const site = await adminSite();
    addPhoto(site.store, "shop-aaaaaa");
    const html = await read(await site.get(IMAGES));
    // Newest first: the photo without a description, saying so.
    const photo = html.slice(html.indexOf('id="image-shop-aaaaaa"'), html.indexOf(`id="image-art-`));
    expect(photo).toContain("Needs a description");
    expect(photo).toContain("Photo, 1600 × 1200");
    expect(photo).toContain("488 KB");
    expect(photo).toContain("Not used");
    expect(photo).toContain('aria-label="Delete shop-aaaaaa"');
    const enfield = html.slice(html.indexOf(`id="image-${ENFIELD}"`));
    expect(enfield).toMatch(/<textarea[^>]*name="alt"[^>]*>Illustration of the Royal Enfield Classic/);
    expect(enfield).toMatch(
      /<a href="\/admin\/content\/bikes\/royal-enfield-classic"[^>]*>Royal Enfield Classic · bike<\/a>/,
    );
  });

  it("searches by description with a plain GET", async () => {
    const site = await adminSite();
    addPhoto(site.store, "beach-bbbbbb", "Scooters parked by the lighthouse");
    const html = await read(await site.get(`${IMAGES}?q=LIGHTHOUSE`));
    expect(html).toContain("1 image matches “LIGHTHOUSE”.");
    expect(html).toContain('id="image-beach-bbbbbb"');
    expect(html).not.toContain(`id="image-${ENFIELD}"`);
    expect(html).toMatch(/<input[^>]*name="q"[^>]*value="LIGHTHOUSE"/);
  });
});

describe("saving a description", () => {
  it("saves it trimmed, and a plain post comes back to the image with what was done", async () => {
    const site = await adminSite();
    addPhoto(site.store, "shop-aaaaaa");
    const res = await site.post(IMAGES, { intent: "alt", id: "shop-aaaaaa", version: "1", alt: "  The shop at dawn " });
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toBe(`${IMAGES}#image-shop-aaaaaa`);
    expect(site.images.get("shop-aaaaaa")).toMatchObject({ alt: "The shop at dawn", version: 2 });
    const page = (await site.follow(res)).html.replaceAll("<!-- -->", "");
    expect(page).toContain("Description saved: “The shop at dawn”.");
  });

  it("keeps the search after a plain post", async () => {
    const site = await adminSite();
    addPhoto(site.store, "shop-aaaaaa");
    const res = await site.post(IMAGES, { intent: "alt", id: "shop-aaaaaa", version: "1", alt: "Shop", q: "sho" });
    expect(res.headers.get("location")).toBe(`${IMAGES}?q=sho#image-shop-aaaaaa`);
  });

  it("answers a script with data, and the page's text changes with it", async () => {
    const site = await adminSite();
    const res = await site.post(IMAGES, {
      intent: "alt",
      id: ENFIELD,
      version: "1",
      alt: "The Royal Enfield Classic, drawn",
      enhanced: "1",
    });
    expect(res.status).toBe(200);
    expect(await read(res)).toContain("Description saved: “The Royal Enfield Classic, drawn”.");
    expect(await site.publicPage((html) => html.includes('alt="The Royal Enfield Classic, drawn"'))).toContain(
      'alt="The Royal Enfield Classic, drawn"',
    );
  });

  it("refuses an empty, too long or HTML one with the message next to the field, and changes nothing", async () => {
    const site = await adminSite();
    addPhoto(site.store, "shop-aaaaaa");
    const audits = site.auditCount();
    for (const [alt, message] of [
      ["   ", "Describe the picture in a few words, for visitors who cannot see it"],
      ["x".repeat(251), "Keep the description to 250 characters or fewer"],
      ["<b>bad</b>", "The description must be plain text, without HTML tags"],
    ]) {
      const res = await site.post(IMAGES, { intent: "alt", id: "shop-aaaaaa", version: "1", alt: alt! });
      expect(res.status).toBe(400);
      const html = await read(res);
      expect(html).toMatch(new RegExp(`id="alt-shop-aaaaaa-alt-error"[^>]*>${message}`));
      const field = /<textarea[^>]*id="alt-shop-aaaaaa-alt"[^>]*>/.exec(html)![0];
      expect(field).toContain('aria-invalid="true"');
      // Without JavaScript, the page puts focus there itself.
      expect(field).toContain('autofocus=""');
    }
    expect(site.images.get("shop-aaaaaa")).toMatchObject({ alt: "", version: 1 });
    expect(site.auditCount()).toBe(audits);
  });

  it("refuses a stale one, saying who changed it to what, and keeps the operator's text in the field", async () => {
    const site = await adminSite();
    addPhoto(site.store, "shop-aaaaaa");
    site.images.setAlt("shop-aaaaaa", { alt: "Their words" }, 1, { actor: "owner2" });
    const res = await site.post(IMAGES, { intent: "alt", id: "shop-aaaaaa", version: "1", alt: "My words" });
    expect(res.status).toBe(409);
    const html = await read(res);
    expect(html).toContain("Not saved: owner2 changed this description first, to “Their words”.");
    expect(html).toMatch(/<textarea[^>]*name="alt"[^>]*>My words<\/textarea>/);
    // The form is now based on their version: saving again is the operator's informed choice.
    expect(html).toMatch(/id="alt-shop-aaaaaa"[^>]*>.*?<input type="hidden" name="version" value="2"\/>/s);
    expect(site.images.get("shop-aaaaaa")).toMatchObject({ alt: "Their words", version: 2 });
  });
});

describe("deleting and the library's Trash", () => {
  it("refuses to delete an image in use, naming the items that use it", async () => {
    const site = await adminSite();
    const res = await site.post(IMAGES, { intent: "delete", id: ENFIELD, version: "1" });
    expect(res.status).toBe(409);
    expect(await read(res)).toContain(
      "This image is used by Royal Enfield Classic · bike. Choose another image there first; then it can be deleted.",
    );
    expect(site.images.get(ENFIELD)!.deletedAt).toBeNull();
  });

  it("deletes an unused one to the Trash, with Undo; restores it; then deletes it for good", async () => {
    const site = await adminSite();
    addPhoto(site.store, "spare-cccccc", "A spare photo");
    const deleted = await site.post(IMAGES, { intent: "delete", id: "spare-cccccc", version: "1" });
    expect(deleted.headers.get("location")).toBe(`${IMAGES}#image-spare-cccccc`);
    expect(site.images.get("spare-cccccc")).toMatchObject({ version: 2 });
    expect(site.images.get("spare-cccccc")!.deletedAt).not.toBeNull();
    const page = (await site.follow(deleted)).html.replaceAll("<!-- -->", "");
    expect(page).toContain("“A spare photo” is in the Trash below. It can be restored for 30 days.");
    expect(page).toMatch(/name="version" value="2"\/>.*?value="restore"[^>]*>Undo/s);
    const trash = page.slice(page.indexOf('id="image-trash"'));
    expect(trash).toContain('aria-label="Restore A spare photo"');
    expect(trash).toContain("Yes, delete it forever");
    expect(page.slice(0, page.indexOf('id="image-trash"'))).not.toContain('id="image-spare-cccccc"');

    const restored = await site.post(IMAGES, { intent: "restore", id: "spare-cccccc", version: "2" });
    expect(restored.headers.get("location")).toBe(`${IMAGES}#image-spare-cccccc`);
    expect(site.images.get("spare-cccccc")).toMatchObject({ deletedAt: null, version: 3 });
    expect((await site.follow(restored)).html.replaceAll("<!-- -->", "")).toContain(
      "“A spare photo” is back in the library.",
    );

    await site.post(IMAGES, { intent: "delete", id: "spare-cccccc", version: "3" });
    const purged = await site.post(IMAGES, { intent: "purge", id: "spare-cccccc", version: "4", enhanced: "1" });
    expect(purged.status).toBe(200);
    expect(await read(purged)).toContain("“A spare photo” is deleted for good, with its files.");
    expect(site.images.get("spare-cccccc")).toBeUndefined();
  });

  it("deletes for good only from the Trash", async () => {
    const site = await adminSite();
    addPhoto(site.store, "spare-cccccc", "A spare photo");
    const res = await site.post(IMAGES, { intent: "purge", id: "spare-cccccc", version: "1" });
    expect(res.status).toBe(404);
    expect(site.images.get("spare-cccccc")).toBeDefined();
  });

  it("refuses a stale version and an unknown action, changing nothing", async () => {
    const site = await adminSite();
    addPhoto(site.store, "spare-cccccc", "A spare photo");
    const stale = await site.post(IMAGES, { intent: "delete", id: "spare-cccccc", version: "7" });
    expect(stale.status).toBe(409);
    expect(await read(stale)).toContain(
      "“A spare photo” was changed by someone else a moment ago, so nothing was done.",
    );
    expect((await site.post(IMAGES, { intent: "explode", id: "spare-cccccc", version: "1" })).status).toBe(400);
    expect(site.images.get("spare-cccccc")).toMatchObject({ deletedAt: null, version: 1 });
  });
});

describe("who may", () => {
  it("refuses everything without a session, and cross-site posts even with one", async () => {
    const site = await adminSite();
    addPhoto(site.store, "spare-cccccc", "A spare photo");
    const anonymousPage = await site.get(IMAGES, { signedIn: false });
    expect(anonymousPage.status).toBe(302);
    expect(anonymousPage.headers.get("location")).toMatch(/^\/admin\/login\?redirect=/);
    const posts: Record<string, string>[] = [
      { intent: "delete", id: "spare-cccccc", version: "1" },
      { intent: "alt", id: "spare-cccccc", version: "1", alt: "Hacked" },
    ];
    for (const body of posts) {
      const anonymous = await site.post(IMAGES, body, { signedIn: false });
      expect(anonymous.status).toBe(302);
      expect(anonymous.headers.get("location")).toMatch(/^\/admin\/login\?redirect=/);
      expect((await site.post(IMAGES, body, { headers: { origin: "https://evil.example" } })).status).toBe(403);
      expect((await site.post(IMAGES, body, { headers: { "sec-fetch-site": "cross-site" } })).status).toBe(403);
    }
    expect(site.images.get("spare-cccccc")).toMatchObject({ alt: "A spare photo", version: 1, deletedAt: null });
  });

  it("answers no-store", async () => {
    const site = await adminSite();
    expect((await site.get(IMAGES)).headers.get("cache-control")).toBe("no-store");
    expect(
      (await site.post(IMAGES, { intent: "delete", id: ENFIELD, version: "1" })).headers.get("cache-control"),
    ).toBe("no-store");
  });
});
