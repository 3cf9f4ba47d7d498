import { describe, expect, it } from "vitest";
import { parseWithZod } from "@conform-to/zod/v4";
import { settingsSectionSchemas, type SettingsSection } from "~/content/settings";
import { seededStore } from "../support/temp-db";
import { startSite } from "../support/server-build";

/** A section as the Settings form posts it, parsed by the form's schema, then saved through the server's store. */
function saveAsForm(
  store: Awaited<ReturnType<typeof startSite>>["store"],
  section: SettingsSection,
  fields: Record<string, string>,
) {
  const data = new FormData();
  for (const [k, v] of Object.entries(fields)) data.append(k, v);
  const submission = parseWithZod(data, { schema: settingsSectionSchemas[section] });
  if (submission.status !== "success") throw new Error(JSON.stringify(submission.error));
  return store.saveSection(section, submission.value, store.section(section).version, { actor: "owner" });
}

const hrefs = (html: string, pattern: RegExp) =>
  [...html.matchAll(/href="([^"]+)"/g)].map((m) => m[1]!).filter((h) => pattern.test(h));

async function pageWhen(url: string, ready: (html: string) => boolean) {
  let html = "";
  await expect
    // Waits for the state, not a time: how fast it comes is measured by the benchmarks, not asserted here.
    .poll(async () => ready((html = await (await fetch(`${url}/`)).text())), { timeout: 10_000, interval: 50 })
    .toBe(true);
  return html;
}

// Each test starts a site and waits for its page to re-render: a budget for a busy machine.
describe("settings on the public page", { timeout: 30_000 }, () => {
  it("a changed phone and chat number are in every call and chat link of the page", async () => {
    const { db } = seededStore();
    const { url, store } = await startSite(db);
    const before = await (await fetch(`${url}/`)).text();
    expect(hrefs(before, /^tel:/).length).toBeGreaterThan(0);
    const contact = store.section("contact");
    const saved = saveAsForm(store, "contact", {
      phone: "098450 12345",
      chatNumber: "98450 12345",
      chatHost: contact.chatHost,
      email: contact.email,
      address: contact.address,
      timeZone: contact.timeZone,
      "openingHours[0].days": "Mo",
      "openingHours[0].opens": "07:00",
      "openingHours[0].closes": "21:00",
    });
    expect(saved.ok).toBe(true);
    const after = await pageWhen(url, (html) => html.includes("919845012345"));
    const calls = hrefs(after, /^tel:/);
    const chats = hrefs(after, /^https:\/\/wa\.me\//).filter((h) => !h.includes("919000054321")); // the promo's own number
    expect(calls.length).toBe(hrefs(before, /^tel:/).length);
    expect(new Set(calls)).toEqual(new Set(["tel:+919845012345"]));
    expect(chats.length).toBeGreaterThan(5);
    for (const link of chats) expect(link).toMatch(/^https:\/\/wa\.me\/919845012345\?text=/);
    expect(after).not.toContain("9000012345");
    expect(after).toContain("+91 98450 12345");
  });

  it("the Need a Website? button turns off and on", async () => {
    const { db } = seededStore();
    const { url, store } = await startSite(db);
    const promo = store.section("promo");
    const fields = { promoNumber: promo.promoNumber, promoMessage: promo.promoMessage };
    expect(await (await fetch(`${url}/`)).text()).toContain("Need a Website?");
    expect(saveAsForm(store, "promo", fields).ok).toBe(true); // the box unticked
    await pageWhen(url, (html) => !html.includes("Need a Website?"));
    expect(saveAsForm(store, "promo", { ...fields, promoEnabled: "on" }).ok).toBe(true);
    await pageWhen(url, (html) => html.includes("Need a Website?") && html.includes("919000054321"));
  });
});

describe("saving a settings section", () => {
  it("refuses bad input with a message next to each field, and changes nothing", () => {
    const { store } = seededStore();
    const before = store.section("map");
    const result = store.saveSection(
      "map",
      { ...before, mapEmbedUrl: "https://*/embed", mapsPlaceUrl: "http://maps.example/", latitude: 14.5 },
      before.version,
      { actor: "owner" },
    );
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.fieldErrors).toEqual({
        mapEmbedUrl: ["Map embed address cannot contain a wildcard (*)"],
        mapsPlaceUrl: ["Maps link must start with https:// (http:// is not secure)"],
      });
    }
    expect(store.section("map")).toEqual(before);
  });

  it("stores numbers as normalised, so the History shows what the page uses", () => {
    const { store } = seededStore();
    const contact = store.section("contact");
    const { version, ...fields } = contact;
    const result = store.saveSection(
      "contact",
      { ...fields, phone: "0 90000 12345", chatNumber: "+91 90000 99999" },
      version,
      {
        actor: "owner",
      },
    );
    expect(result.ok && result.value).toMatchObject({ phone: "+91 90000 12345", chatNumber: "919000099999" });
  });
});

describe("the import (npm run content -- import)", () => {
  it("accepts numbers as people write them, and refuses a wildcard or an unknown map host naming the field", () => {
    const { store } = seededStore();
    const doc = store.exportAll();
    const typed = { ...doc, settings: { ...doc.settings, phone: "090000 12345", promoNumber: "+91 90000 54321" } };
    expect(store.importAll(typed, { actor: "cli" }).ok).toBe(true);
    expect(store.settings()).toMatchObject({ phone: "+91 90000 12345", promoNumber: "919000054321" });
    const bad = {
      ...doc,
      settings: {
        ...doc.settings,
        analyticsScriptUrl: "https://*/x.js",
        mapEmbedUrl: "https://evil.example/maps",
        socialLinks: [{ network: "instagram", url: "https://user:pw@instagram.com/x" }],
      },
    };
    const refused = store.importAll(bad, { actor: "cli" });
    expect(refused).toEqual({
      ok: false,
      problems: [
        "settings.mapEmbedUrl: Map embed address must be from a known maps service (Google Maps, OpenStreetMap, Bing Maps)",
        "settings.socialLinks[0].url: Social link cannot contain a user name or password",
        "settings.analyticsScriptUrl: Analytics script address cannot contain a wildcard (*)",
      ],
    });
    expect(store.settings().analyticsScriptUrl).toBe("");
  });
});
