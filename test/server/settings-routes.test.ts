// The Settings screen's actions over HTTP, as a browser without JavaScript
// posts them: one form a section, each with its own version.
import { describe, expect, it } from "vitest";
import type { SettingsSection } from "~/content/settings";
import { adminSite } from "../support/admin-site";
import { parseHtml } from "../support/html";

type Site = Awaited<ReturnType<typeof adminSite>>;
type Body = [string, string][];

/** A page's text as a person reads it: React's <!-- --> separators removed. */
const read = async (res: Response) => (await res.text()).replaceAll("<!-- -->", "");

/** Values as the section's form posts them: lists as name[0].field, a ticked box "on", nothing for off or none. */
function formOf(values: Record<string, unknown>): Body {
  const out: Body = [];
  const add = (name: string, value: unknown) => {
    if (Array.isArray(value)) value.forEach((v, i) => add(`${name}[${i}]`, v));
    else if (value && typeof value === "object") {
      for (const [k, v] of Object.entries(value)) add(`${name}.${k}`, v);
    } else if (value === true) out.push([name, "on"]);
    else if (value !== false && value !== null && value !== undefined) out.push([name, String(value)]);
  };
  for (const [k, v] of Object.entries(values)) add(k, v);
  return out;
}

/** The section's form as the page shows it now, with some fields changed, posted as it would be. */
function sectionForm(site: Site, section: SettingsSection, change: Record<string, unknown> = {}, version?: number) {
  const { version: current, ...values } = site.store.section(section);
  return [["section", section], ["version", String(version ?? current)], ...formOf({ ...values, ...change })] as Body;
}

const SETTINGS = "/admin/settings";

/** For each section: a change and what it stores, and a bad value and the message next to its field. */
const cases: {
  section: SettingsSection;
  /** What someone else saves first, in a field the owner changes too or in one they leave alone. */
  other: Record<string, unknown>;
  change: Record<string, unknown>;
  stored: Record<string, unknown>;
  bad: Record<string, unknown>;
  field: string;
  message: string;
}[] = [
  {
    section: "identity",
    other: { heroTitle: "Explore Gokarna by Bike" },
    change: { tagline: "Scooters & Taxis", taglineHi: "स्कूटर और टैक्सी" },
    stored: { tagline: "Scooters & Taxis", taglineHi: "स्कूटर और टैक्सी" },
    bad: { brand: "" },
    field: "brand",
    message: "Business name is required",
  },
  {
    section: "contact",
    other: { address: "Railway Station Road, Gokarna" },
    change: { phone: "098450 12345", chatNumber: "+91 98450 12345" },
    stored: { phone: "+91 98450 12345", chatNumber: "919845012345" },
    bad: { phone: "12345" },
    field: "phone",
    message: "Phone number must be a real phone number, like +91 90000 12345 or 090000 12345",
  },
  {
    section: "map",
    other: { mapsPlaceUrl: "https://maps.app.goo.gl/other" },
    change: { mapsPlaceUrl: "https://maps.app.goo.gl/sagara", latitude: "14.5479", longitude: "74.3188" },
    stored: { mapsPlaceUrl: "https://maps.app.goo.gl/sagara", latitude: 14.5479, longitude: 74.3188 },
    bad: { mapEmbedUrl: "https://evil.example/maps/embed" },
    field: "mapEmbedUrl",
    message: "Map embed address must be from a known maps service (Google Maps, OpenStreetMap, Bing Maps)",
  },
  {
    section: "social",
    other: { socialLinks: [{ network: "instagram", url: "https://www.instagram.com/sagara.other" }] },
    change: { socialLinks: [{ network: "youtube", url: "https://youtube.com/@sagara" }] },
    stored: { socialLinks: [{ network: "youtube", url: "https://youtube.com/@sagara" }] },
    bad: { socialLinks: [{ network: "instagram", url: "https://evil.example/sagara" }] },
    field: "socialLinks[0].url",
    message: "Instagram links must be on instagram.com",
  },
  {
    section: "promo",
    other: { promoMessage: "Hello, about a website." },
    change: { promoEnabled: false, promoMessage: "Hi, I'd like a website." },
    stored: { promoEnabled: false, promoMessage: "Hi, I'd like a website." },
    bad: { promoNumber: "123" },
    field: "promoNumber",
    message: "Need a Website? number must be a real mobile number",
  },
  {
    section: "analytics",
    other: { analyticsScriptUrl: "https://stats.example/script.js" },
    change: { analyticsScriptUrl: "https://analytics.example/script.js" },
    stored: { analyticsScriptUrl: "https://analytics.example/script.js" },
    bad: { analyticsScriptUrl: "https://*/x.js" },
    field: "analyticsScriptUrl",
    message: "Analytics script address cannot contain a wildcard (*)",
  },
  {
    section: "footer",
    other: { copyrightHolder: "Sagara Rides Pvt Ltd" },
    change: { copyrightHolder: "Sagara Rides LLP" },
    stored: { copyrightHolder: "Sagara Rides LLP" },
    bad: { copyrightHolder: "<b>Sagara</b>" },
    field: "copyrightHolder",
    message: "Copyright holder must be plain text, without HTML tags",
  },
  {
    section: "seo",
    other: { metaDescription: "Another description." },
    change: { siteUrl: "https://sagararides.example/", metaDescription: "Bikes and taxis in Gokarna." },
    stored: { siteUrl: "https://sagararides.example", metaDescription: "Bikes and taxis in Gokarna." },
    bad: { siteUrl: "https://sagararides.example/about" },
    field: "siteUrl",
    message: "Site address must be only the site's address",
  },
  {
    section: "bookings",
    other: { requestExpiryHours: 24 },
    change: {
      graceMinutes: "15",
      closedDays: [
        { date: "2027-03-06", note: "Shivaratri" },
        { date: "2027-01-26", note: "Republic Day" },
      ],
      upiId: "sagararides@okaxis",
    },
    stored: {
      graceMinutes: 15,
      // Kept in date order, whatever order they were added in.
      closedDays: [
        { date: "2027-01-26", note: "Republic Day" },
        { date: "2027-03-06", note: "Shivaratri" },
      ],
      upiId: "sagararides@okaxis",
    },
    bad: { upiId: "9000012345" },
    field: "upiId",
    message: "UPI ID must look like sagararides@okaxis",
  },
];

/** Conform's id for a field's message: the form's id, then the field's name. */
const errorId = (section: string, field: string) => `settings-${section}-${field}-error`;

describe("saving each section of the settings", () => {
  for (const { section, other, change, stored, bad, field, message } of cases) {
    describe(section, () => {
      it("saves, comes back to the section with Saved, and records it in History and Activity", async () => {
        const site = await adminSite();
        const before = site.store.section(section);
        const audits = site.auditCount();
        const res = await site.post(SETTINGS, sectionForm(site, section, change));
        expect(res.status).toBe(302);
        expect(res.headers.get("location")).toBe(`${SETTINGS}#${section}`);
        expect(site.store.section(section)).toEqual({ ...before, ...stored, version: before.version + 1 });
        expect(site.auditCount()).toBe(audits + 1);
        expect(site.store.history("settings", section)[0]).toMatchObject({ action: "update", actor: "admin" });

        const { page, html } = await site.follow(res);
        const doc = parseHtml(html.replaceAll("<!-- -->", ""));
        const card = doc.getElementById(section)!;
        expect(card.querySelector('[role="status"]')!.textContent).toContain("Saved. The public page is updated.");
        // Only the section that was saved says so.
        expect(doc.querySelectorAll('[role="status"] .admin-status')).toHaveLength(1);
        expect(card.querySelector('input[name="version"]')!.getAttribute("value")).toBe(String(before.version + 1));
        // Said once, from the server: the flash is cleared as it is shown, and an address says nothing.
        expect(page.headers.getSetCookie().join()).toMatch(/^flash=;/);
        const fromAddress = parseHtml(await read(await site.get(`${SETTINGS}?saved=${section}`)));
        expect(fromAddress.querySelectorAll('[role="status"] .admin-status')).toHaveLength(0);
      });

      it("refuses a bad value with the message next to its field, keeping the input, and changes nothing", async () => {
        const site = await adminSite();
        const before = site.store.section(section);
        const audits = site.auditCount();
        const res = await site.post(SETTINGS, sectionForm(site, section, { ...change, ...bad }));
        expect(res.status).toBe(400);
        const doc = parseHtml(await read(res));
        expect(doc.getElementById(errorId(section, field))!.textContent).toContain(message);
        const input = doc.querySelector(`#settings-${section} [name="${field}"]`)!;
        expect(input.getAttribute("aria-invalid")).toBe("true");
        expect(input.getAttribute("aria-describedby")).toContain(errorId(section, field));
        // Without JavaScript the page itself puts focus there.
        expect(input.hasAttribute("autofocus")).toBe(true);
        expect(site.store.section(section)).toEqual(before);
        expect(site.auditCount()).toBe(audits);
      });

      it("refuses a stale version, showing who changed it, and applies the owner's change on top in one step", async () => {
        const site = await adminSite();
        const { version, ...values } = site.store.section(section);
        // Someone else saves a change to the same section first.
        const saved = site.store.saveSection(section, { ...values, ...other }, version, { actor: "owner2" });
        expect(saved.ok).toBe(true);
        const res = await site.post(SETTINGS, sectionForm(site, section, change, version));
        expect(res.status).toBe(409);
        const html = await read(res);
        expect(html).toContain("Not saved: owner2 changed this section first");
        expect(site.store.section(section).version).toBe(version + 1);
        const doc = parseHtml(html);
        // The form still says which version it was based on: saving it again is refused again.
        expect(doc.querySelector(`#settings-${section} input[name="version"]`)!.getAttribute("value")).toBe(
          String(version),
        );
        const apply = doc.querySelector('form input[name="intent"][value="apply-mine"]')!.closest("form")!;
        const body = [...apply.querySelectorAll("input")].map((i) => [i.name, i.value] as [string, string]);
        expect(body).toContainEqual(["section", section]);
        const merged = await site.post(SETTINGS, body);
        expect(merged.status).toBe(302);
        expect(site.store.section(section)).toMatchObject({ ...stored, version: version + 2 });
      });
    });
  }
});

describe("the Settings screen", () => {
  it("shows every section as a headed card with its own form, version and History", async () => {
    const site = await adminSite();
    const res = await site.get(SETTINGS);
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("no-store");
    const html = await read(res);
    expect(html).not.toContain("Read-only");
    const doc = parseHtml(html);
    expect(doc.title).toBe("Settings - Sagara Rides");
    for (const { section } of cases) {
      const card = doc.getElementById(section)!;
      expect(card.querySelector("h2")).not.toBeNull();
      const form = card.querySelector("form")!;
      expect(form.getAttribute("method")).toBe("post");
      expect(form.querySelector('input[name="section"]')!.getAttribute("value")).toBe(section);
      expect(form.querySelector('input[name="version"]')!.getAttribute("value")).toBe("1");
      expect(card.querySelector(`a[href="/admin/settings/${section}/history"]`)).not.toBeNull();
    }
  });

  it("shows beside the numbers the call and chat links the page makes of them, without JavaScript", async () => {
    const site = await adminSite();
    await site.post(SETTINGS, sectionForm(site, "contact", { phone: "098450 12345", chatNumber: "98450 12345" }));
    const doc = parseHtml(await read(await site.get(SETTINGS)));
    const links = [...doc.querySelectorAll("#contact .admin-link-preview a")].map((a) => a.getAttribute("href"));
    expect(links).toEqual([
      "tel:+919845012345",
      `https://wa.me/919845012345?text=${encodeURIComponent("Hi Sagara Rides, I'd like to book a bike or a taxi.")}`,
    ]);
    // Chat numbers are stored as the chat service wants them and shown as people write them.
    expect(doc.querySelector<HTMLInputElement>("#settings-contact-chatNumber")!.getAttribute("value")).toBe(
      "+91 98450 12345",
    );
    const page = await site.publicPage((html) => html.includes("tel:+919845012345"));
    expect(page).not.toContain("tel:+919000012345");
  });

  it("moves every chat link with the phone for calls while the chat number is left empty", async () => {
    const site = await adminSite();
    const before = await site.publicPage(() => true);
    const oldChats = before.match(/https:\/\/wa\.me\/919000012345\?/g)?.length ?? 0;
    expect(oldChats).toBeGreaterThan(10);
    // Only the phone changes, as an owner with a new number does.
    await site.post(SETTINGS, sectionForm(site, "contact", { phone: "098450 12345" }));
    expect(site.store.section("contact")).toMatchObject({ phone: "+91 98450 12345", chatNumber: "" });
    const page = await site.publicPage((html) => html.includes("tel:+919845012345"));
    expect(page).not.toContain("wa.me/919000012345");
    expect(page.match(/https:\/\/wa\.me\/919845012345\?/g)?.length).toBe(oldChats);
    const form = parseHtml(await read(await site.get(SETTINGS)));
    expect(form.querySelector<HTMLInputElement>("#settings-contact-chatNumber")!.getAttribute("value")).toBeNull();
    expect(form.querySelector("#contact")!.textContent).toContain("Leave it empty for the same number for chat");
    // A number of its own for chats stays possible, and the phone no longer moves them.
    await site.post(SETTINGS, sectionForm(site, "contact", { chatNumber: "+91 90000 54321" }));
    await site.post(SETTINGS, sectionForm(site, "contact", { phone: "090000 11111" }));
    const own = await site.publicPage((html) => html.includes("tel:+919000011111"));
    expect(own).toContain("wa.me/919000054321?");
    expect(own).not.toContain("wa.me/919000011111");
  });

  it("says in Activity what changed, in words", async () => {
    const site = await adminSite();
    await site.post(SETTINGS, sectionForm(site, "contact", { phone: "098450 12345" }));
    const html = await read(await site.get("/admin/activity?list=settings"));
    expect(html).toContain("admin changed the phone for calls from +91 90000 12345 to +91 98450 12345");
  });

  it("answers a row added without JavaScript without saving", async () => {
    const site = await adminSite();
    const res = await site.post(SETTINGS, [
      ...sectionForm(site, "social"),
      ["__intent__", JSON.stringify({ type: "insert", payload: { name: "socialLinks" } })],
    ]);
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('name="socialLinks[3].url"');
    expect(site.store.section("social").version).toBe(1);
  });

  it("refuses a list sent as one text, with the message next to it, instead of breaking the page", async () => {
    const site = await adminSite();
    const hours = site.store.section("contact").openingHours;
    for (const [section, bad] of [
      ["social", { socialLinks: "https://evil.example" }],
      ["contact", { openingHours: [{ ...hours[0], days: "mon" }, ...hours.slice(1)] }],
    ] as const) {
      const version = site.store.section(section).version;
      const res = await site.post(SETTINGS, sectionForm(site, section, bad));
      expect(res.status, section).toBe(400);
      const html = await res.text();
      expect(html, section).toMatch(/aria-invalid="true"[^>]*aria-describedby="[^"]*error/);
      expect(html, section).toContain("This list could not be read. Add its rows again and save.");
      expect(site.store.section(section).version, section).toBe(version);
    }
  });

  it("refuses an unknown section, without a session, and cross-site, changing nothing", async () => {
    const site = await adminSite();
    const audits = site.auditCount();
    const unknown = sectionForm(site, "footer").map(
      ([k, v]) => [k, k === "section" ? "secrets" : v] as [string, string],
    );
    expect((await site.post(SETTINGS, unknown)).status).toBe(400);
    const form = sectionForm(site, "footer", { copyrightHolder: "Someone else" });
    const anonymous = await site.post(SETTINGS, form, { signedIn: false });
    expect(anonymous.status).toBe(302);
    // A browser nobody signed in from keeps nothing (one that did keeps it: test/server/kept-change.test.ts).
    expect(anonymous.headers.get("location")).toBe("/admin/login?redirect=%2Fadmin%2Fsettings&unsaved");
    expect(anonymous.headers.get("set-cookie")).toBeNull();
    expect((await site.get(SETTINGS, { signedIn: false })).status).toBe(302);
    expect((await site.post(SETTINGS, form, { headers: { origin: "https://evil.example" } })).status).toBe(403);
    expect((await site.post(SETTINGS, form, { headers: { "sec-fetch-site": "cross-site" } })).status).toBe(403);
    expect(site.store.section("footer").version).toBe(1);
    expect(site.auditCount()).toBe(audits);
  });
});

describe("a section's History", () => {
  const HISTORY = "/admin/settings/contact/history";

  it("lists every version in words and restores one as a new version, refusing a stale restore", async () => {
    const site = await adminSite();
    await site.post(SETTINGS, sectionForm(site, "contact", { phone: "098450 12345" }));
    const page = await site.get(HISTORY);
    expect(page.headers.get("cache-control")).toBe("no-store");
    const html = await read(page);
    expect(parseHtml(html).title).toBe("History of Contact and hours - Settings - Sagara Rides");
    expect(html).toContain("Phone for calls +91 90000 12345 → +91 98450 12345");
    const first = site.store.history("settings", "contact").find((e) => e.version === 1)!;

    const stale = await site.post(HISTORY, { intent: "restore", audit: String(first.id), version: "1" });
    expect(stale.headers.get("location")).toBe(HISTORY);
    expect((await site.follow(stale)).html.replaceAll("<!-- -->", "")).toContain(
      "Someone else changed it a moment ago",
    );

    const res = await site.post(HISTORY, { intent: "restore", audit: String(first.id), version: "2" });
    expect(res.headers.get("location")).toBe(HISTORY);
    expect(site.store.section("contact")).toMatchObject({ phone: "+91 90000 12345", version: 3 });
    expect((await site.follow(res)).html.replaceAll("<!-- -->", "")).toContain(
      "Restored version 1. The public page is updated.",
    );
    await site.publicPage((h) => h.includes("tel:+919000012345") && !h.includes("tel:+919845012345"));
  });

  it("a version of another section is not this section's to restore", async () => {
    const site = await adminSite();
    const other = site.store.history("settings", "footer")[0]!;
    const res = await site.post(HISTORY, { intent: "restore", audit: String(other.id), version: "1" });
    expect((await site.follow(res)).html.replaceAll("<!-- -->", "")).toContain(
      "That version could not be restored: it is not in this section",
    );
    expect(site.store.section("contact").version).toBe(1);
  });

  it("answers 404 for a section that does not exist, and refuses without a session or cross-site", async () => {
    const site = await adminSite();
    expect((await site.get("/admin/settings/secrets/history")).status).toBe(404);
    const first = site.store.history("settings", "contact")[0]!;
    const body = { intent: "restore", audit: String(first.id), version: "1" };
    expect((await site.post(HISTORY, body, { signedIn: false })).status).toBe(302);
    expect((await site.post(HISTORY, body, { headers: { origin: "https://evil.example" } })).status).toBe(403);
    expect(site.store.history("settings", "contact")).toHaveLength(1);
  });
});
