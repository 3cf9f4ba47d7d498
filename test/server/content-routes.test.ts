import { describe, expect, it } from "vitest";
import type { Field } from "~/content/define";
import { lists, listSchemas } from "~/content/lists";
import { adminSite } from "../support/admin-site";
import { parseHtml } from "../support/html";

/** A page's text as a person reads it: React's <!-- --> separators removed. */
const read = async (res: Response) => (await res.text()).replaceAll("<!-- -->", "");

/** A sample item's translations as its edit form sends them back: a list as "name[0]", "name[1]"… */
const translationsForm = (fields: Record<string, Field>, item: Record<string, unknown>) =>
  Object.fromEntries(
    Object.entries(fields).flatMap(([name, f]) => {
      if (!f.translates) return [];
      const value = item[name];
      return Array.isArray(value)
        ? [[name, []], ...value.map((v, i) => [`${name}[${i}]`, String(v)])]
        : [[name, String(value ?? "")]];
    }),
  );
const classic = lists.bikes.sample.find((b) => b.id === "royal-enfield-classic")!;
const bikeForm = (overrides: Record<string, string | string[]> = {}) => ({
  name: "Royal Enfield Classic",
  badge: "CLASSIC",
  description: "The legendary thumper for coastal highways and Western Ghats rides.",
  features: [],
  "features[0]": "350cc",
  "features[1]": "Touring comfort",
  "features[2]": "Riding gloves on request",
  price: "1300",
  weekPrice: "7000",
  monthPrice: "24000",
  // The sample's hourly price and fewest hours, as the form shows them (migration 0009).
  hourlyPrice: "250",
  minHours: "2",
  deposit: "2000",
  depositInstead: "or keep one original ID with us",
  minDays: "1",
  maxDays: "90",
  serviceEveryKm: "3000",
  serviceEveryDays: "90",
  status: "available",
  image: "art-bikes-royal-enfield-classic",
  version: "1",
  ...translationsForm(lists.bikes.fields, classic),
  ...overrides,
});
const EDIT = "/admin/content/bikes/royal-enfield-classic";

describe("saving an item", () => {
  it("saves, redirects to the item with a saved notice, and the public page shows it", async () => {
    const site = await adminSite();
    const res = await site.post(EDIT, bikeForm());
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toBe(EDIT);
    expect(site.store.item("bikes", "royal-enfield-classic")).toMatchObject({ price: 1300, version: 2 });
    expect(await site.publicPage((html) => html.includes("₹1,300"))).toContain("₹1,300");
    const { page: answer, html } = await site.follow(res);
    const page = html.replaceAll("<!-- -->", "");
    expect(page).toContain("Saved. The public page is updated.");
    expect(page).toContain('href="/#bikes--royal-enfield-classic"');
    // Said once, from the server: the flash is cleared as it is shown, so the worker keeps no copy that says it,
    // and an address says nothing.
    expect(answer.headers.getSetCookie().join()).toMatch(/^flash=;/);
    expect(answer.headers.get("x-offline-session")).toBeNull();
    expect(await read(await site.get(`${EDIT}?saved`))).not.toContain("Saved. The public page is updated.");
    expect(await read(await site.get(EDIT))).not.toContain("Saved. The public page is updated.");
  });

  it("answers no-store, like every admin response", async () => {
    const site = await adminSite();
    expect((await site.get(EDIT)).headers.get("cache-control")).toBe("no-store");
    expect((await site.post(EDIT, bikeForm({ price: "0" }))).headers.get("cache-control")).toBe("no-store");
  });

  it("refuses bad input with the message next to the field and changes nothing", async () => {
    const site = await adminSite();
    const before = site.store.item("bikes", "royal-enfield-classic");
    const audits = site.auditCount();
    const res = await site.post(EDIT, bikeForm({ price: "-5", name: "" }));
    expect(res.status).toBe(400);
    const html = await res.text();
    expect(html).toMatch(/id="edit-bikes-price-error"[^>]*>Price must be a whole number of rupees above 0/);
    expect(html).toMatch(/id="edit-bikes-name-error"[^>]*>Name is required/);
    expect(html).toMatch(/aria-invalid="true"[^>]*name="price"|name="price"[^>]*aria-invalid="true"/);
    expect(site.store.item("bikes", "royal-enfield-classic")).toEqual(before);
    expect(site.auditCount()).toBe(audits);
  });

  it("refuses a stale version, showing who changed it and both values, and changes nothing", async () => {
    const site = await adminSite();
    const bike = site.store.item("bikes", "royal-enfield-classic")!;
    site.store.update("bikes", bike.id, { ...bike, price: 1250 }, bike.version, { actor: "owner2" });
    const res = await site.post(EDIT, bikeForm({ badge: "LEGEND", price: "1200" }));
    expect(res.status).toBe(409);
    const html = await read(res);
    expect(html).toContain("Not saved: owner2 changed this bike first");
    expect(html).toMatch(/Price per day<\/th><td[^>]*>₹1,250<\/td><td[^>]*>₹1,200/);
    expect(site.store.item("bikes", bike.id)).toMatchObject({ price: 1250, badge: "CLASSIC", version: 2 });
    // The form still says which version it was based on: saving it again is refused again, never an overwrite.
    expect(html).toMatch(/<form id="edit-bikes"[^>]*><input type="hidden" name="version" value="1"\/>/);

    // "Apply my changes on top of theirs": their price stays, my badge goes on top.
    const merged = html
      .match(/name="merged" value="([^"]+)"/)![1]!
      .replace(/&quot;/g, '"')
      .replace(/&amp;/g, "&");
    const apply = await site.post(EDIT, { intent: "apply-mine", merged, version: "2" });
    expect(apply.status).toBe(302);
    expect(site.store.item("bikes", bike.id)).toMatchObject({ price: 1250, badge: "LEGEND", version: 3 });
  });

  it("refuses a merged save that does not pass the schema", async () => {
    const site = await adminSite();
    const res = await site.post(EDIT, {
      intent: "apply-mine",
      merged: JSON.stringify({ name: "<b>x</b>" }),
      version: "1",
    });
    expect(res.status).toBe(400);
    expect(site.store.item("bikes", "royal-enfield-classic")!.version).toBe(1);
  });

  it("answers 404 for an item or a list that does not exist", async () => {
    const site = await adminSite();
    expect((await site.get("/admin/content/bikes/no-such-bike")).status).toBe(404);
    expect((await site.get("/admin/content/no-such-list")).status).toBe(404);
    const res = await site.post("/admin/content/bikes/no-such-bike", bikeForm());
    expect(res.status).toBe(404);
  });

  it("shows a bad list or item address in the back office's own frame, with a way back", async () => {
    const site = await adminSite();
    for (const [path, message, back] of [
      ["/admin/content/no-such-list", "There is no such list.", "/admin"],
      ["/admin/content/no-such-list/new", "There is no such list.", "/admin/trash"],
      ["/admin/content/bikes/no-such-bike", "There is no such bike.", "/admin/trash"],
      ["/admin/settings/no-such-section/history", "There is no such section", "/admin"],
    ]) {
      const res = await site.get(path!);
      expect(res.status, path).toBe(404);
      const doc = parseHtml(await res.text());
      // The frame: the bar with its menu, and the signed-in owner's name.
      expect(doc.querySelector(".admin-bar nav[aria-label='Back office']"), path).not.toBeNull();
      expect(doc.querySelector("h1")?.textContent, path).toBe("Not found");
      expect(doc.querySelector("[role=alert]")?.textContent, path).toContain(message);
      expect(doc.querySelector(`[role=alert] a[href='${back}']`), path).not.toBeNull();
      expect(doc.querySelector(".admin-back a[href='/admin/content']"), path).not.toBeNull();
    }
  });

  it("adds a new item at the end of its list and goes to it", async () => {
    const site = await adminSite();
    const res = await site.post("/admin/content/bikes/new", bikeForm({ name: "TVS Jupiter", version: "0" }));
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toBe("/admin/content/bikes/tvs-jupiter");
    expect(await site.follow(res).then(({ html }) => html)).toContain("Saved. The public page is updated.");
    expect(site.store.list("bikes").at(-1)).toMatchObject({ id: "tvs-jupiter", price: 1300 });
  });

  it("a feature row added or removed without JavaScript is answered without saving", async () => {
    const site = await adminSite();
    const res = await site.post(EDIT, {
      ...bikeForm(),
      __intent__: JSON.stringify({ type: "insert", payload: { name: "features" } }),
    });
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('name="features[2]"');
    expect(site.store.item("bikes", "royal-enfield-classic")!.version).toBe(1);
  });

  it("refuses everything without a session, and cross-site posts even with one", async () => {
    const site = await adminSite();
    // A browser nobody signed in from keeps nothing: it is told its save was not made (a browser that signed in
    // keeps its change for its person: test/server/kept-change.test.ts).
    const anonymous = await site.post(EDIT, bikeForm(), { signedIn: false });
    expect(anonymous.status).toBe(302);
    expect(anonymous.headers.get("location")).toBe(`/admin/login?redirect=${encodeURIComponent(EDIT)}&unsaved`);
    expect(anonymous.headers.get("set-cookie")).toBeNull();
    // Any other change sent after the session ended: the owner is told it was not saved.
    const hide = await site.post(EDIT, { intent: "delete", version: "1" }, { signedIn: false });
    expect(hide.headers.get("location")).toBe(
      "/admin/login?redirect=%2Fadmin%2Fcontent%2Fbikes%2Froyal-enfield-classic&unsaved",
    );
    const login = await read(await site.get(hide.headers.get("location")!, { signedIn: false }));
    expect(login).toContain("You were signed out, so your last change was not saved. Sign in, then make it again.");
    expect(await read(await site.get("/admin/login?redirect=%2Fadmin", { signedIn: false }))).not.toContain(
      "not saved",
    );
    const crossSite = await site.post(EDIT, bikeForm(), { headers: { origin: "https://evil.example" } });
    expect(crossSite.status).toBe(403);
    const fetchSite = await site.post(EDIT, bikeForm(), { headers: { "sec-fetch-site": "cross-site" } });
    expect(fetchSite.status).toBe(403);
    expect(site.store.item("bikes", "royal-enfield-classic")!.version).toBe(1);
  });

  it("deletes to the Trash from the edit page", async () => {
    const site = await adminSite();
    const res = await site.post(EDIT, { intent: "delete", version: "1" });
    expect(res.headers.get("location")).toBe("/admin/content/bikes");
    expect((await site.follow(res)).html.replaceAll("<!-- -->", "")).toContain(
      "Royal Enfield Classic is in the Trash and off the public page.",
    );
    expect(site.store.item("bikes", "royal-enfield-classic")).toBeUndefined();
    expect(site.store.trash().map((t) => t.id)).toEqual(["royal-enfield-classic"]);
  });
});

describe("fuzzing the bike form over HTTP", () => {
  const cases: [string, Record<string, string | string[]>, string][] = [
    ["a price in words", { price: "lots" }, "Price must be a whole number of rupees above 0"],
    ["an empty price", { price: "" }, "Price must be a whole number of rupees above 0"],
    ["a negative price", { price: "-1" }, "Price must be a whole number of rupees above 0"],
    ["a price of NaN", { price: "NaN" }, "Price must be a whole number of rupees above 0"],
    ["a huge price", { price: "1e99" }, "Price must be at most ₹1,00,00,000"],
    ["a fractional price", { price: "99.5" }, "Price must be a whole number of rupees above 0"],
    ["HTML in the name", { name: "<script>alert(1)</script>" }, "Name must be plain text, without HTML tags"],
    [
      "HTML in a feature",
      { "features[0]": "<img src=x onerror=alert(1)>" },
      "Feature must be plain text, without HTML tags",
    ],
    ["a very long description", { description: "x".repeat(5000) }, "Description must be 300 characters or fewer"],
    ["an empty feature row", { "features[1]": "" }, "Feature is required"],
    ["an unknown availability", { status: "stolen" }, "Choose available, all rented out or in maintenance"],
    ["a picture from another site", { image: "https://evil.example/x.png" }, "Choose an image from the library"],
    [
      "a picture that is not in the library",
      { image: "no-such-photo" },
      "is in the library: choose one there, or upload it first",
    ],
  ];
  for (const [what, change, message] of cases) {
    it(`refuses ${what}`, async () => {
      const site = await adminSite();
      const before = site.store.item("bikes", "royal-enfield-classic");
      const res = await site.post(EDIT, bikeForm(change));
      expect(res.status).toBe(400);
      expect(await res.text()).toContain(message.replace("<", "&lt;"));
      expect(site.store.item("bikes", "royal-enfield-classic")).toEqual(before);
    });
  }

  it("refuses a thousand features", async () => {
    const site = await adminSite();
    const features = Object.fromEntries(Array.from({ length: 1000 }, (_, i) => [`features[${i}]`, `f${i}`]));
    const res = await site.post(EDIT, bikeForm(features));
    // A thousand rows is more than the 64 KB every form is allowed, or refused by the schema: either way, nothing changes.
    expect([400, 413]).toContain(res.status);
    if (res.status === 400) expect(await res.text()).toContain("At most 8 features");
    expect(site.store.item("bikes", "royal-enfield-classic")!.version).toBe(1);
  });

  it("refuses nine features with the list's message", async () => {
    const site = await adminSite();
    const features = Object.fromEntries(Array.from({ length: 9 }, (_, i) => [`features[${i}]`, `f${i}`]));
    const res = await site.post(EDIT, bikeForm(features));
    expect(res.status).toBe(400);
    expect(await res.text()).toContain("At most 8 features");
  });
});

describe("the list's actions", () => {
  const LIST = "/admin/content/bikes";
  const act = (site: Awaited<ReturnType<typeof adminSite>>, intent: string, id: string, version: number, extra = {}) =>
    site.post(LIST, { intent, id, version: String(version), ...extra });

  it("hide and show, as plain posts that come back to the list with what happened", async () => {
    const site = await adminSite();
    const hide = await act(site, "hide", "honda-dio", 1);
    expect(hide.headers.get("location")).toBe(LIST);
    expect(site.store.item("bikes", "honda-dio")!.hidden).toBe(true);
    expect(await site.publicPage((html) => !html.includes("Honda Dio"))).not.toContain("Honda Dio");
    const { page, html } = await site.follow(hide);
    expect(html.replaceAll("<!-- -->", "")).toContain("Honda Dio is hidden from the public page.");
    // Said once: the flash is cleared as it is shown, and an address says nothing.
    expect(page.headers.getSetCookie().join()).toMatch(/^flash=;/);
    expect(await read(await site.get(`${LIST}?done=hide&item=honda-dio`))).not.toContain("is hidden from");
    await act(site, "show", "honda-dio", 2);
    expect(site.store.item("bikes", "honda-dio")!.hidden).toBe(false);
  });

  it("move up and down by one place", async () => {
    const site = await adminSite();
    await act(site, "up", "honda-activa", 1);
    expect(
      site.store
        .list("bikes")
        .map((b) => b.id)
        .slice(0, 2),
    ).toEqual(["honda-activa", "honda-dio"]);
    await act(site, "down", "honda-activa", 2);
    expect(
      site.store
        .list("bikes")
        .map((b) => b.id)
        .slice(0, 2),
    ).toEqual(["honda-dio", "honda-activa"]);
  });

  it("delete to the Trash and undo, answering data to a script", async () => {
    const site = await adminSite();
    const res = await act(site, "delete", "yamaha-fzs", 1, { enhanced: "1" });
    expect(res.status).toBe(200);
    const body = await res.text();
    expect(body).toContain("Yamaha FZS is in the Trash and off the public page.");
    expect(site.store.item("bikes", "yamaha-fzs")).toBeUndefined();
    await act(site, "undo", "yamaha-fzs", 2);
    expect(site.store.list("bikes").map((b) => b.id)[4]).toBe("yamaha-fzs");
  });

  it("refuses a stale or missing item and an unknown action, changing nothing", async () => {
    const site = await adminSite();
    const stale = await act(site, "hide", "honda-dio", 7);
    expect((await site.follow(stale)).html.replaceAll("<!-- -->", "")).toContain(
      "Honda Dio was changed by someone else",
    );
    const missing = await act(site, "hide", "no-such-bike", 1, { enhanced: "1" });
    expect(missing.status).toBe(409);
    expect((await act(site, "explode", "honda-dio", 1)).status).toBe(400);
    expect(site.store.item("bikes", "honda-dio")).toMatchObject({ hidden: false, version: 1 });
  });

  it("refuses without a session and cross-site", async () => {
    const site = await adminSite();
    expect((await site.post(LIST, { intent: "hide", id: "honda-dio", version: "1" }, { signedIn: false })).status).toBe(
      302,
    );
    expect(
      (
        await site.post(
          LIST,
          { intent: "hide", id: "honda-dio", version: "1" },
          { headers: { origin: "https://evil.example" } },
        )
      ).status,
    ).toBe(403);
    expect(site.store.item("bikes", "honda-dio")!.hidden).toBe(false);
  });
});

describe("History, Trash and Activity", () => {
  it("restores an old version as a new version, and refuses a stale one", async () => {
    const site = await adminSite();
    await site.post(EDIT, bikeForm());
    const history = site.store.history("bikes", "royal-enfield-classic");
    const first = history.find((e) => e.version === 1)!;
    const HISTORY = `${EDIT}/history`;
    const stale = await site.post(HISTORY, { intent: "restore", audit: String(first.id), version: "1" });
    expect(stale.headers.get("location")).toBe(HISTORY);
    expect((await site.follow(stale)).html.replaceAll("<!-- -->", "")).toContain(
      "Someone else changed it a moment ago",
    );
    const res = await site.post(HISTORY, { intent: "restore", audit: String(first.id), version: "2" });
    expect(res.headers.get("location")).toBe(HISTORY);
    expect(site.store.item("bikes", "royal-enfield-classic")).toMatchObject({ price: 1200, version: 3 });
    const page = (await site.follow(res)).html.replaceAll("<!-- -->", "");
    expect(page).toContain("Restored version 1. The public page is updated.");
    expect(page).toContain("Price per day ₹1,300 → ₹1,200");
    const missing = await site.post(HISTORY, { intent: "restore", audit: "999999", version: "3" });
    expect((await site.follow(missing)).html.replaceAll("<!-- -->", "")).toContain(
      "That version could not be restored",
    );
  });

  it("restores from the Trash, deletes forever and empties it", async () => {
    const site = await adminSite();
    site.store.remove("bikes", "honda-dio", 1, { actor: "t" });
    site.store.remove("fines", "triple-riding", 1, { actor: "t" });
    site.store.remove("policies", "payments-are-non-refundable", 1, { actor: "t" });
    const restore = await site.post("/admin/trash", {
      intent: "restore",
      list: "bikes",
      id: "honda-dio",
      version: "2",
    });
    expect(restore.headers.get("location")).toBe("/admin/trash");
    expect((await site.follow(restore)).html.replaceAll("<!-- -->", "")).toContain("Honda Dio is back in its list");
    expect(site.store.list("bikes")[0]!.id).toBe("honda-dio");
    await site.post("/admin/trash", { intent: "purge", list: "fines", id: "triple-riding", version: "2" });
    expect(site.store.trash().map((t) => t.id)).toEqual(["payments-are-non-refundable"]);
    expect(
      (await site.post("/admin/trash", { intent: "empty" }, { headers: { origin: "https://evil.example" } })).status,
    ).toBe(403);
    expect((await site.post("/admin/trash", { intent: "empty" }, { signedIn: false })).status).toBe(302);
    await site.post("/admin/trash", { intent: "empty" });
    expect(site.store.trash()).toEqual([]);
  });

  it("lists every change in words, newest first, filterable", async () => {
    const site = await adminSite();
    await site.post(EDIT, bikeForm());
    await site.post("/admin/content/bikes", { intent: "hide", id: "honda-dio", version: "1" });
    const page = await read(await site.get("/admin/activity"));
    expect(page.indexOf("admin hid the bike Honda Dio from the public page")).toBeGreaterThan(0);
    expect(page.indexOf("admin hid the bike Honda Dio")).toBeLessThan(
      page.indexOf("admin changed the price per day of Royal Enfield Classic from ₹1,200 to ₹1,300"),
    );
    expect(page).toContain("system created the site with the sample content");
    const fines = await read(await site.get("/admin/activity?list=fines"));
    expect(fines).not.toContain("Honda Dio");
    expect((await site.get("/admin/activity", { signedIn: false })).status).toBe(302);
  });

  it("names a changed image by its description and a chat number as the page writes it, not as stored", async () => {
    const site = await adminSite();
    await site.post(EDIT, bikeForm({ image: "art-bikes-honda-dio", price: "1200" }));
    const contact = site.store.section("contact");
    expect(contact.chatNumber).toBe("");
    const { version, ...values } = contact;
    const saved = site.store.saveSection("contact", { ...values, chatNumber: "+91 98450 12345" }, version, {
      actor: "admin",
    });
    expect(saved.ok).toBe(true);
    expect(site.store.section("contact").chatNumber).toBe("919845012345");

    const page = await read(await site.get("/admin/activity"));
    expect(page).toContain(
      "admin changed the image of Royal Enfield Classic from Illustration of the Royal Enfield Classic to Illustration of the Honda Dio",
    );
    expect(page).toContain("admin changed the chat number from the same number for chat to +91 98450 12345");
    expect(page).not.toContain("art-bikes-honda-dio");
    expect(page).not.toContain("919845012345");
    const history = await read(await site.get(`${EDIT}/history`));
    expect(history).toContain("Illustration of the Royal Enfield Classic → Illustration of the Honda Dio");
  });
});

describe("the rest of the matrix: signed out, cross-site, stale and missing", () => {
  const HISTORY = `${EDIT}/history`;
  const LIST = "/admin/content/bikes";

  it("History: nothing is shown or restored without a session, and a cross-site restore is refused", async () => {
    const site = await adminSite();
    await site.post(EDIT, bikeForm());
    const first = site.store.history("bikes", "royal-enfield-classic").find((e) => e.version === 1)!;
    const restore = { intent: "restore", audit: String(first.id), version: "2" };
    const page = await site.get(HISTORY, { signedIn: false });
    expect(page.status).toBe(302);
    expect(page.headers.get("location")).toMatch(/^\/admin\/login\?redirect=/);
    expect((await site.post(HISTORY, restore, { signedIn: false })).status).toBe(302);
    expect((await site.post(HISTORY, restore, { headers: { origin: "https://evil.example" } })).status).toBe(403);
    expect((await site.post(HISTORY, restore, { headers: { "sec-fetch-site": "cross-site" } })).status).toBe(403);
    expect(site.store.item("bikes", "royal-enfield-classic")).toMatchObject({ price: 1300, version: 2 });
  });

  it("History of an item or list that does not exist answers 404", async () => {
    const site = await adminSite();
    expect((await site.get("/admin/content/bikes/no-such-bike/history")).status).toBe(404);
    expect((await site.get("/admin/content/rockets/royal-enfield-classic/history")).status).toBe(404);
  });

  it("Trash: a stale or missing restore or delete-forever is refused with a message and changes nothing", async () => {
    const site = await adminSite();
    site.store.remove("bikes", "honda-dio", 1, { actor: "t" });
    const audits = site.auditCount();
    const refused = "That item changed or left the Trash a moment ago";
    const stale = await site.post("/admin/trash", { intent: "restore", list: "bikes", id: "honda-dio", version: "1" });
    expect((await site.follow(stale)).html.replaceAll("<!-- -->", "")).toContain(refused);
    const stalePurge = await site.post("/admin/trash", {
      intent: "purge",
      list: "bikes",
      id: "honda-dio",
      version: "9",
    });
    expect((await site.follow(stalePurge)).html.replaceAll("<!-- -->", "")).toContain(refused);
    const missing = await site.post("/admin/trash", {
      intent: "restore",
      list: "bikes",
      id: "yamaha-fzs",
      version: "1",
    });
    expect((await site.follow(missing)).html.replaceAll("<!-- -->", "")).toContain(refused);
    const unknownList = await site.post("/admin/trash", { intent: "restore", list: "rockets", id: "x", version: "1" });
    expect((await site.follow(unknownList)).html.replaceAll("<!-- -->", "")).toContain(refused);
    // An address says nothing.
    expect(await read(await site.get("/admin/trash?done=refused&name=Honda%20Dio"))).not.toContain(refused);
    expect(site.store.trash().map((t) => t.id)).toEqual(["honda-dio"]);
    expect(site.store.item("bikes", "yamaha-fzs")).toMatchObject({ hidden: false });
    expect(site.auditCount()).toBe(audits);
  });

  it("Trash and Activity show nothing without a session; a restore needs one and the same site", async () => {
    const site = await adminSite();
    site.store.remove("bikes", "honda-dio", 1, { actor: "t" });
    const restore = { intent: "restore", list: "bikes", id: "honda-dio", version: "2" };
    for (const path of ["/admin/trash", "/admin/activity", "/admin/activity?list=bikes"]) {
      const res = await site.get(path, { signedIn: false });
      expect(res.status, path).toBe(302);
      expect(await res.text(), path).not.toContain("Honda Dio");
    }
    expect((await site.post("/admin/trash", restore, { signedIn: false })).status).toBe(302);
    expect((await site.post("/admin/trash", restore, { headers: { origin: "https://evil.example" } })).status).toBe(
      403,
    );
    expect(site.store.trash().map((t) => t.id)).toEqual(["honda-dio"]);
  });

  it("Undo after a delete needs the session and the same site", async () => {
    const site = await adminSite();
    await site.post(LIST, { intent: "delete", id: "honda-dio", version: "1" });
    expect(site.store.trash().map((t) => t.id)).toEqual(["honda-dio"]);
    const undo = { intent: "undo", id: "honda-dio", version: "2" };
    expect((await site.post(LIST, undo, { signedIn: false })).status).toBe(302);
    expect((await site.post(LIST, undo, { headers: { origin: "https://evil.example" } })).status).toBe(403);
    expect(site.store.trash().map((t) => t.id)).toEqual(["honda-dio"]);
  });
});

describe("every list's Add form over HTTP", () => {
  const slugs = {
    bikes: "bikes",
    taxis: "taxis",
    pickupPoints: "pickup-points",
    requirements: "requirements",
    fines: "fines",
    policies: "policies",
    landmarks: "landmarks",
  } as const;
  const script = "<script>alert(1)</script>";

  for (const [kind, slug] of Object.entries(slugs) as [keyof typeof slugs, string][]) {
    it(`${slug}: an empty form and a form of oversized HTML are refused next to the fields, nothing written`, async () => {
      const site = await adminSite();
      const before = site.store.list(kind).length;
      const audits = site.auditCount();
      const fields = Object.keys(listSchemas[kind].shape).filter((f) => f !== "id");
      const empty = await site.post(`/admin/content/${slug}/new`, { version: "0" });
      expect(empty.status).toBe(400);
      expect(await empty.text()).toContain('aria-invalid="true"');
      const junk = await site.post(`/admin/content/${slug}/new`, {
        version: "0",
        // Longer than any field takes (at most 3,000), and all of it under the 64 KB a form may send.
        ...Object.fromEntries(fields.map((f) => [f, script + "x".repeat(Math.min(3000, 60_000 / fields.length))])),
      });
      expect(junk.status).toBe(400);
      const html = await junk.text();
      expect(html).toContain('aria-invalid="true"');
      expect(html).not.toContain(script);
      expect(site.store.list(kind)).toHaveLength(before);
      expect(site.auditCount()).toBe(audits);
    });
  }
});
