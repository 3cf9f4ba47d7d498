import { describe, expect, it } from "vitest";
import { parseWithZod } from "@conform-to/zod/v4";
import { settingsSchema, settingsSectionSchemas, type SettingsSection } from "~/content/settings";
import { sampleContent } from "~/content/sample";
import { sectionInfo, sectionOf } from "~/content/settings";
import { checkWebAddress, cspOrigin, MAP_EMBED_SOURCES } from "~/content/web-address";
import { normalisePhone } from "~/content/phone";

const sample = sampleContent.settings as unknown as Record<string, unknown>;
const valuesOf = (section: SettingsSection) => sectionOf(sample, section);
/** A section's translations of the texts visitors read, none of them written. */
const untranslated = (section: SettingsSection) =>
  Object.fromEntries(
    Object.entries(sectionInfo(section).fields).flatMap(([name, f]) =>
      f.translates ? [[name, f.storage === "strings" ? [] : ""]] : [],
    ),
  );

/** Parses one section with one field changed; the field's messages, or its value when accepted. */
function tryField(section: SettingsSection, field: string, value: unknown) {
  const result = settingsSectionSchemas[section].safeParse({ ...valuesOf(section), [field]: value });
  if (result.success) return { ok: true as const, value: (result.data as Record<string, unknown>)[field] };
  return {
    ok: false as const,
    messages: result.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`),
    paths: [...new Set(result.error.issues.map((i) => String(i.path[0])))],
  };
}

/** The section as a browser posts it: every value a string, an empty field "", an unticked box absent. */
function postForm(section: SettingsSection, fields: Record<string, string>) {
  const data = new FormData();
  for (const [k, v] of Object.entries(fields)) data.append(k, v);
  return parseWithZod(data, { schema: settingsSectionSchemas[section] });
}

const wrongTypes = [42, true, null, {}, [], ["a"]];

describe("every settings text field", () => {
  const textFields: [SettingsSection, string, number, { optional?: boolean; multiline?: boolean }][] = [
    ["identity", "brand", 60, {}],
    ["identity", "tagline", 60, {}],
    ["identity", "town", 60, {}],
    ["identity", "heroTitle", 80, {}],
    ["identity", "heroSubtitle", 300, { multiline: true }],
    ["contact", "address", 200, { multiline: true }],
    ["promo", "promoMessage", 200, { multiline: true }],
    ["footer", "copyrightHolder", 80, {}],
    ["seo", "metaDescription", 200, { optional: true }],
  ];
  for (const [section, field, max, { optional, multiline }] of textFields) {
    it(`${section}.${field}: refuses wrong types, markup, control characters and more than ${max} characters`, () => {
      for (const value of wrongTypes.filter((v) => !(optional && v === null))) {
        expect(tryField(section, field, value), JSON.stringify(value)).toMatchObject({ ok: false, paths: [field] });
      }
      expect(tryField(section, field, "x".repeat(max))).toEqual({ ok: true, value: "x".repeat(max) });
      expect(tryField(section, field, "x".repeat(max + 1))).toMatchObject({ ok: false, paths: [field] });
      expect(tryField(section, field, "<b>bold</b>")).toMatchObject({ ok: false, paths: [field] });
      expect(tryField(section, field, '<img src=x onerror="alert(1)">')).toMatchObject({ ok: false });
      expect(tryField(section, field, "tab\there")).toMatchObject({ ok: false });
      expect(tryField(section, field, "nul\u0000")).toMatchObject({ ok: false });
      expect(tryField(section, field, "  Rides & Co.  ")).toEqual({ ok: true, value: "Rides & Co." });
      expect(tryField(section, field, "Bikes <3 & more")).toEqual({ ok: true, value: "Bikes <3 & more" });
      expect(tryField(section, field, "two\r\nlines")).toEqual(
        multiline ? { ok: true, value: "two\nlines" } : expect.objectContaining({ ok: false }),
      );
      expect(tryField(section, field, "")).toEqual(
        optional ? { ok: true, value: "" } : expect.objectContaining({ ok: false }),
      );
      expect(tryField(section, field, "   ")).toEqual(
        optional ? { ok: true, value: "" } : expect.objectContaining({ ok: false }),
      );
      expect(tryField(section, field, undefined)).toEqual(
        optional ? { ok: true, value: "" } : expect.objectContaining({ ok: false }),
      );
    });
  }

  it("says what is wrong in the operator's words", () => {
    expect(tryField("identity", "brand", "")).toMatchObject({ messages: ["brand: Business name is required"] });
    expect(tryField("identity", "brand", "<b>x</b>")).toMatchObject({
      messages: ["brand: Business name must be plain text, without HTML tags"],
    });
    expect(tryField("identity", "tagline", "a\nb")).toMatchObject({ messages: ["tagline: Tagline must be one line"] });
  });
});

describe("phone numbers", () => {
  it("the phone for calls is stored in international form, however it was typed", () => {
    for (const typed of [
      "+91 90000 12345",
      "090000 12345",
      "90000 12345",
      "9000012345",
      "919000012345",
      "+91-90000-12345",
      "(+91) 90000 12345",
      "0091 90000 12345",
    ]) {
      expect(tryField("contact", "phone", typed), typed).toEqual({ ok: true, value: "+91 90000 12345" });
    }
    expect(tryField("contact", "phone", "+44 20 7946 0958")).toEqual({ ok: true, value: "+44 20 7946 0958" });
    expect(tryField("contact", "phone", "080 2222 3333")).toEqual({ ok: true, value: "+91 80 2222 3333" });
  });

  it("the chat numbers are stored as the chat service wants them: country code and digits, no + and no leading zero", () => {
    for (const field of ["chatNumber"] as const) {
      for (const typed of ["+91 90000 12345", "090000 12345", "90000 12345", "919000012345", "0091 9000012345"]) {
        expect(tryField("contact", field, typed), typed).toEqual({ ok: true, value: "919000012345" });
      }
    }
    expect(tryField("promo", "promoNumber", "+91 90000 54321")).toEqual({ ok: true, value: "919000054321" });
    // A foreign number stored in the chat form reads back as itself.
    expect(tryField("promo", "promoNumber", "+44 7911 123456")).toEqual({ ok: true, value: "447911123456" });
    expect(tryField("promo", "promoNumber", "447911123456")).toEqual({ ok: true, value: "447911123456" });
  });

  it("an empty chat number sends chats to the phone for calls", () => {
    for (const typed of ["", "   ", undefined])
      expect(tryField("contact", "chatNumber", typed), `${typed}`).toEqual({ ok: true, value: "" });
  });

  it("refuses what is not a real number", () => {
    const bad = [
      "",
      "12345",
      "+91 12345",
      "90000 1234",
      "900001234567890",
      "call me",
      "+91 90000 12345 ext 2",
      "91-9000O-12345",
      "++919000012345",
      "<script>",
      "9".repeat(41),
    ];
    for (const field of ["phone", "chatNumber"]) {
      // An empty chat number is the same number for chat: see below.
      for (const typed of field === "chatNumber" ? bad.slice(1) : bad)
        expect(tryField("contact", field, typed), `${field} ${typed}`).toMatchObject({ ok: false, paths: [field] });
      for (const value of wrongTypes)
        expect(tryField("contact", field, value)).toMatchObject({ ok: false, paths: [field] });
    }
    expect(tryField("contact", "phone", "12345")).toMatchObject({
      messages: ["phone: Phone number must be a real phone number, like +91 90000 12345 or 090000 12345"],
    });
  });

  it("normalisePhone gives the display, tel: and chat forms together", () => {
    expect(normalisePhone("090000 12345")).toEqual({
      display: "+91 90000 12345",
      e164: "+919000012345",
      chatDigits: "919000012345",
    });
    expect(normalisePhone("")).toBeNull();
  });
});

describe("web addresses", () => {
  const urlFields: [SettingsSection, string][] = [
    ["map", "mapEmbedUrl"],
    ["map", "mapsPlaceUrl"],
    ["analytics", "analyticsScriptUrl"],
    ["seo", "siteUrl"],
  ];
  const refused = [
    "http://www.google.com/maps?output=embed",
    "HTTP://www.google.com/maps",
    "https://user:secret@www.google.com/maps",
    "https://user@www.google.com/maps",
    "https://*/x.js",
    "https://*.google.com/maps",
    "https://www.google.com/maps/*",
    "https://%2A.google.com/maps",
    "https://203.0.113.9/maps",
    "https://[2001:db8::1]/maps",
    "https://localhost/maps",
    "www.google.com/maps",
    "//www.google.com/maps",
    "javascript:alert(1)",
    "data:text/html,hi",
    "https://www.google.com/maps foo",
    "https://www.goo gle.com/maps",
    "https://www.google.com/ma\nps",
    "https://",
    "https://a;b.google.com/maps",
    "https://www.google.com/" + "m".repeat(2100),
  ];
  for (const [section, field] of urlFields) {
    it(`${section}.${field}: https only, no credentials, no wildcards, no IP addresses, no wrong types`, () => {
      for (const url of refused)
        expect(tryField(section, field, url), url).toMatchObject({ ok: false, paths: [field] });
      for (const value of wrongTypes.filter((v) => v !== null)) {
        expect(tryField(section, field, value), JSON.stringify(value)).toMatchObject({ ok: false, paths: [field] });
      }
    });
  }

  it("says why in words", () => {
    expect(tryField("analytics", "analyticsScriptUrl", "https://*/x.js")).toMatchObject({
      messages: ["analyticsScriptUrl: Analytics script address cannot contain a wildcard (*)"],
    });
    expect(tryField("analytics", "analyticsScriptUrl", "http://stats.example/x.js")).toMatchObject({
      messages: ["analyticsScriptUrl: Analytics script address must start with https:// (http:// is not secure)"],
    });
    expect(tryField("map", "mapsPlaceUrl", "https://me:pw@maps.example/")).toMatchObject({
      messages: ["mapsPlaceUrl: Maps link cannot contain a user name or password"],
    });
  });

  it("the map embed must come from a known maps service, listed in one place", () => {
    for (const url of [
      "https://www.google.com/maps?q=Gokarna&output=embed",
      "https://www.google.com/maps/embed?pb=!1m18",
      "https://maps.google.com/maps?q=Gokarna&output=embed",
      "https://www.openstreetmap.org/export/embed.html?bbox=74.3,14.5,74.4,14.6",
      "https://www.bing.com/maps/embed?cp=14.5~74.3",
    ]) {
      expect(tryField("map", "mapEmbedUrl", url), url).toEqual({ ok: true, value: url });
    }
    for (const url of [
      "https://evil.example/maps",
      "https://www.google.com/search?q=x",
      "https://google.com.evil.example/maps",
      "https://www.google.co.in/maps",
    ]) {
      expect(tryField("map", "mapEmbedUrl", url), url).toMatchObject({
        ok: false,
        messages: [
          "mapEmbedUrl: Map embed address must be from a known maps service (Google Maps, OpenStreetMap, Bing Maps)",
        ],
      });
    }
    expect(MAP_EMBED_SOURCES.every((s) => checkWebAddress(`https://${s.host}${s.path}`, "x").ok)).toBe(true);
  });

  it("the maps link may be any https page, and is required", () => {
    expect(tryField("map", "mapsPlaceUrl", "https://maps.app.goo.gl/abc123")).toEqual({
      ok: true,
      value: "https://maps.app.goo.gl/abc123",
    });
    expect(tryField("map", "mapsPlaceUrl", "")).toMatchObject({
      ok: false,
      messages: ["mapsPlaceUrl: Maps link is required"],
    });
  });

  it("the analytics script is optional: empty means off", () => {
    expect(tryField("analytics", "analyticsScriptUrl", "")).toEqual({ ok: true, value: "" });
    expect(tryField("analytics", "analyticsScriptUrl", undefined)).toEqual({ ok: true, value: "" });
    expect(tryField("analytics", "analyticsScriptUrl", "https://stats.example/script.js")).toEqual({
      ok: true,
      value: "https://stats.example/script.js",
    });
  });

  it("the site address is only an origin, stored without a trailing slash", () => {
    expect(tryField("seo", "siteUrl", "https://SagaraRides.example/")).toEqual({
      ok: true,
      value: "https://sagararides.example",
    });
    expect(tryField("seo", "siteUrl", "")).toEqual({ ok: true, value: "" });
    for (const url of [
      "https://sagararides.example/home",
      "https://sagararides.example/?a=1",
      "https://sagararides.example/#top",
    ]) {
      expect(tryField("seo", "siteUrl", url), url).toMatchObject({ ok: false, paths: ["siteUrl"] });
    }
  });

  it("cspOrigin gives only origins that cannot widen a policy", () => {
    expect(cspOrigin("https://stats.example/script.js")).toBe("https://stats.example");
    expect(cspOrigin("https://stats.example:8443/s.js")).toBe("https://stats.example:8443");
    for (const bad of [
      "",
      "https://*/x.js",
      "http://stats.example/x.js",
      "https://a;b.example/",
      "https://x 'unsafe-inline'",
    ]) {
      expect(cspOrigin(bad), bad).toBeNull();
    }
  });
});

describe("social links", () => {
  const links = (list: unknown) => settingsSectionSchemas.social.safeParse({ socialLinks: list });

  it("can be added, removed and reordered: any order of at most one per network", () => {
    const reordered = [
      { network: "youtube", url: "https://www.youtube.com/@shop" },
      { network: "instagram", url: "https://instagram.com/shop" },
    ];
    expect(links(reordered).data).toEqual({ socialLinks: reordered });
    expect(links([]).data).toEqual({ socialLinks: [] });
    expect(links(undefined).data).toEqual({ socialLinks: [] });
  });

  it("each is on its network's site, https, and each network once", () => {
    const issues = (list: unknown) => links(list).error?.issues.map((i) => `${i.path.join(".")}: ${i.message}`);
    expect(issues([{ network: "instagram", url: "https://evil.example/shop" }])).toEqual([
      "socialLinks.0.url: Instagram links must be on instagram.com",
    ]);
    expect(issues([{ network: "facebook", url: "http://facebook.com/shop" }])).toEqual([
      "socialLinks.0.url: Social link must start with https:// (http:// is not secure)",
    ]);
    expect(issues([{ network: "tiktok", url: "https://tiktok.com/@shop" }])).toEqual([
      "socialLinks.0.network: Choose Instagram, Facebook or YouTube",
    ]);
    expect(
      issues([
        { network: "facebook", url: "https://facebook.com/a" },
        { network: "facebook", url: "https://m.facebook.com/b" },
      ]),
    ).toEqual(["socialLinks.1.network: There is already a Facebook link"]);
    expect(issues("https://instagram.com/x")).toEqual(["socialLinks: Social links must be a list"]);
  });
});

describe("opening hours, time zone and position", () => {
  const hours = (list: unknown) => tryField("contact", "openingHours", list);

  it("are lines of days with opening and closing times; each day once, Monday first", () => {
    expect(hours([{ days: ["Su", "Mo", "Mo"], opens: "7:00", closes: "21:00:00" }])).toEqual({
      ok: true,
      value: [{ days: ["Mo", "Su"], opens: "07:00", closes: "21:00" }],
    });
    expect(hours([])).toEqual({ ok: true, value: [] });
  });

  it("refuse closing before opening, no days, unknown days and impossible times", () => {
    expect(hours([{ days: ["Mo"], opens: "18:00", closes: "09:00" }])).toMatchObject({
      messages: ["openingHours.0.closes: Closing time must be after the opening time, like 07:00 to 21:00"],
    });
    expect(hours([{ days: [], opens: "09:00", closes: "18:00" }])).toMatchObject({ ok: false });
    expect(hours([{ days: ["Monday"], opens: "09:00", closes: "18:00" }])).toMatchObject({ ok: false });
    for (const t of ["24:00", "9", "09:60", "nine", "", "09:00:30"]) {
      expect(hours([{ days: ["Mo"], opens: t, closes: "23:00" }]), t).toMatchObject({ ok: false });
    }
    expect(hours(Array.from({ length: 8 }, () => ({ days: ["Mo"], opens: "09:00", closes: "10:00" })))).toMatchObject({
      ok: false,
    });
  });

  it("the time zone is a real one", () => {
    expect(tryField("contact", "timeZone", "Asia/Kolkata")).toEqual({ ok: true, value: "Asia/Kolkata" });
    for (const tz of ["", "India", "Mars/Olympus", "x".repeat(65), 5]) {
      expect(tryField("contact", "timeZone", tz), String(tz)).toMatchObject({ ok: false });
    }
  });

  it("a position is both latitude and longitude, in range, or neither", () => {
    const map = (lat: unknown, lng: unknown) =>
      settingsSectionSchemas.map.safeParse({ ...valuesOf("map"), latitude: lat, longitude: lng });
    expect(map(14.5479, 74.3188).data).toMatchObject({ latitude: 14.5479, longitude: 74.3188 });
    expect(map(null, null).data).toMatchObject({ latitude: null, longitude: null });
    expect(map(undefined, undefined).data).toMatchObject({ latitude: null, longitude: null });
    expect(map(14.5, null).error?.issues.map((i) => `${i.path.join(".")}: ${i.message}`)).toEqual([
      "longitude: Give both latitude and longitude, or neither",
    ]);
    expect(map(91, 0).success).toBe(false);
    expect(map(0, -181).success).toBe(false);
    expect(map("14.5", "74.3").success).toBe(false);
    expect(map(Number.NaN, 1).success).toBe(false);
  });
});

describe("as a Conform form posts them", () => {
  it("empty optional fields are empty, a ticked box is on and an unticked one off, numbers are numbers", () => {
    const promoOff = postForm("promo", { promoNumber: "+91 90000 54321", promoMessage: "Hi" });
    expect(promoOff.status === "success" && promoOff.value).toEqual({
      promoEnabled: false,
      promoNumber: "919000054321",
      promoMessage: "Hi",
    });
    const promoOn = postForm("promo", { promoEnabled: "on", promoNumber: "919000054321", promoMessage: "Hi" });
    expect(promoOn.status === "success" && promoOn.value).toMatchObject({ promoEnabled: true });
    const seo = postForm("seo", { siteUrl: "", metaDescription: "" });
    expect(seo.status === "success" && seo.value).toEqual({ siteUrl: "", metaDescription: "", ...untranslated("seo") });
    const map = postForm("map", {
      mapEmbedUrl: "https://www.google.com/maps?q=x&output=embed",
      mapsPlaceUrl: "https://maps.app.goo.gl/x",
      latitude: "14.5479",
      longitude: "74.3188",
    });
    expect(map.status === "success" && map.value).toMatchObject({ latitude: 14.5479, longitude: 74.3188 });
    const noPosition = postForm("map", {
      mapEmbedUrl: "https://www.google.com/maps?q=x&output=embed",
      mapsPlaceUrl: "https://maps.app.goo.gl/x",
      latitude: "",
      longitude: "",
    });
    expect(noPosition.status === "success" && noPosition.value).toMatchObject({ latitude: null, longitude: null });
  });

  it("lists arrive as lists, and a missing required field gets its message", () => {
    const contact = postForm("contact", {
      phone: "090000 12345",
      chatNumber: "90000 12345",
      chatHost: "WA.ME",
      email: "",
      address: "Near the station",
      "openingHours[0].days": "Mo",
      "openingHours[0].opens": "07:00",
      "openingHours[0].closes": "21:00",
      timeZone: "Asia/Kolkata",
    });
    expect(contact.status === "success" && contact.value).toEqual({
      phone: "+91 90000 12345",
      chatNumber: "919000012345",
      chatHost: "wa.me",
      email: "",
      address: "Near the station",
      openingHours: [{ days: ["Mo"], opens: "07:00", closes: "21:00" }],
      timeZone: "Asia/Kolkata",
      ...untranslated("contact"),
    });
    const missing = postForm("identity", {
      brand: "",
      tagline: "t",
      town: "t",
      heroTitle: "t",
      heroSubtitle: "s",
      heroImage: "art-hero",
    });
    expect(missing.status === "error" && missing.error).toEqual({ brand: ["Business name is required"] });
    const social = postForm("social", {
      "socialLinks[0].network": "instagram",
      "socialLinks[0].url": "https://instagram.com/shop",
    });
    expect(social.status === "success" && social.value).toEqual({
      socialLinks: [{ network: "instagram", url: "https://instagram.com/shop" }],
    });
    expect(postForm("social", {}).status === "success").toBe(true);
  });
});

describe("a checked section passes its own schema again unchanged", () => {
  it("for the sample settings, and for values normalised on the way in", () => {
    expect(settingsSchema.parse(sample)).toEqual(sample);
    const typed: Partial<Record<SettingsSection, Record<string, unknown>>> = {
      contact: { ...valuesOf("contact"), phone: "090000 12345", chatNumber: "+44 7911 123456", email: " a@b.example " },
      promo: { promoNumber: "0091 90000 54321", promoMessage: "Hi\r\nthere" },
      seo: { siteUrl: "https://Shop.Example/", metaDescription: " x " },
      map: { ...valuesOf("map"), mapsPlaceUrl: "https://maps.example/a b".replace(" ", "%20") },
    };
    for (const [section, input] of Object.entries(typed) as [SettingsSection, Record<string, unknown>][]) {
      const once = settingsSectionSchemas[section].parse(input);
      expect(settingsSectionSchemas[section].parse(once), section).toEqual(once);
    }
  });

  it("whole settings (the import) get the same checks, the position rule included", () => {
    expect(settingsSchema.safeParse({ ...sample, latitude: 1, longitude: null }).success).toBe(false);
    expect(settingsSchema.safeParse({ ...sample, analyticsScriptUrl: "https://*/x.js" }).success).toBe(false);
    expect(settingsSchema.parse({ ...sample, phone: "090000 12345" }).phone).toBe("+91 90000 12345");
  });
});
