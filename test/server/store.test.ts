import { describe, expect, it } from "vitest";
import { openDatabase } from "~/db/database.server";
import { openContentStore, seedSampleContent } from "~/store.server";
import { sampleContent } from "~/content/sample";
import { sampleHomeContent } from "~/home/content";
import { closeLater, seededStore, tempDataDir } from "../support/temp-db";

const actor = { actor: "test" };

describe("database start-up", () => {
  it("migrates an empty data directory and seeds the sample content once", () => {
    const dir = tempDataDir();
    const db = openDatabase(dir);
    closeLater(db);
    expect(db.$client.pragma("journal_mode", { simple: true })).toBe("wal");
    expect(db.$client.pragma("foreign_keys", { simple: true })).toBe(1);
    expect(db.$client.pragma("busy_timeout", { simple: true })).toBe(5000);
    expect(seedSampleContent(db)).toBe(true);
    expect(seedSampleContent(db)).toBe(false);
    const store = openContentStore(db);
    expect(store.home()).toEqual(sampleHomeContent());
    expect(store.version()).toBe(1);
  });

  it("keeps what is there across a restart and never re-seeds over it", () => {
    const { db, dataDir, store } = seededStore();
    const bike = store.item("bikes", "honda-dio")!;
    expect(store.update("bikes", bike.id, { ...bike, price: 550 }, bike.version, actor).ok).toBe(true);
    db.$client.close();

    const reopened = openDatabase(dataDir);
    closeLater(reopened);
    expect(seedSampleContent(reopened)).toBe(false);
    expect(openContentStore(reopened).item("bikes", "honda-dio")!.price).toBe(550);
  });
});

describe("writes", () => {
  it("a save that changes nothing records no new version and no Activity row", () => {
    const { db, store, library } = seededStore();
    const audit = () => (db.$client.prepare("select count(*) n from audit_log").get() as { n: number }).n;
    const before = { audit: audit(), content: store.version() };
    const { id: _id, hidden: _hidden, version, ...bike } = store.item("bikes", "honda-dio")!;
    expect(store.update("bikes", "honda-dio", bike, version, actor)).toMatchObject({ ok: true, value: { version } });
    const { version: sectionVersion, ...contact } = store.section("contact");
    expect(store.saveSection("contact", contact, sectionVersion, actor)).toMatchObject({
      ok: true,
      value: { version: sectionVersion },
    });
    const hero = library.get("art-hero")!;
    expect(library.setAlt("art-hero", { alt: hero.alt }, hero.version, actor)).toMatchObject({
      ok: true,
      value: { version: hero.version },
    });
    expect({ audit: audit(), content: store.version() }).toEqual(before);
    // A real change still counts.
    expect(store.update("bikes", "honda-dio", { ...bike, price: 510 }, version, actor).ok).toBe(true);
    expect(audit()).toBe(before.audit + 1);
  });

  it("apply a valid change, bump the item's and the content's version, and write an audit row", () => {
    const at = new Date("2026-11-22T10:00:00Z");
    const { store, db } = seededStore(undefined, () => at);
    const bike = store.item("bikes", "yamaha-fzs")!;
    const result = store.update("bikes", bike.id, { ...bike, price: 850 }, bike.version, { actor: "operator" });
    expect(result.ok && result.value.price).toBe(850);
    expect(result.ok && result.value.version).toBe(bike.version + 1);
    expect(store.version()).toBe(2);
    expect(store.home().bikes.find((b) => b.id === "yamaha-fzs")!.price).toBe(850);
    const audit = db.$client.prepare("select * from audit_log order by id desc limit 1").get() as Record<
      string,
      string
    >;
    expect(audit).toMatchObject({
      entity: "bikes",
      entity_id: "yamaha-fzs",
      action: "update",
      actor: "operator",
      at: at.toISOString(),
    });
    expect(JSON.parse(audit.before!).price).toBe(800);
    expect(JSON.parse(audit.after!).price).toBe(850);
  });

  const refusals: [string, Record<string, unknown>, string, string][] = [
    ["a price of zero", { price: 0 }, "price", "Price must be a whole number of rupees above 0"],
    ["a fractional price", { price: 499.5 }, "price", "Price must be a whole number of rupees above 0"],
    [
      "a price that is not a number",
      { price: "five hundred" },
      "price",
      "Price must be a whole number of rupees above 0",
    ],
    ["an empty name", { name: "  " }, "name", "Name is required"],
    ["an unknown status", { status: "stolen" }, "status", "Choose available, all rented out or in maintenance"],
    [
      "an image from another site",
      { image: "https://evil.example/x.png" },
      "image",
      "Choose an image from the library",
    ],
    [
      "an image that is not in the library",
      { image: "no-such-photo" },
      "image",
      'No image "no-such-photo" is in the library: choose one there, or upload it first',
    ],
  ];
  for (const [what, change, field, message] of refusals) {
    it(`refuse ${what} with a message for the field, and change nothing`, () => {
      const { store, db } = seededStore();
      const bike = store.item("bikes", "honda-dio")!;
      const auditBefore = db.$client.prepare("select count(*) n from audit_log").get();
      const result = store.update("bikes", bike.id, { ...bike, ...change }, bike.version, actor);
      expect(result.ok).toBe(false);
      expect(!result.ok && result.reason).toBe("invalid");
      expect(!result.ok && result.fieldErrors[field]).toEqual([message]);
      expect(store.item("bikes", "honda-dio")).toEqual(bike);
      expect(store.version()).toBe(1);
      expect(db.$client.prepare("select count(*) n from audit_log").get()).toEqual(auditBefore);
    });
  }

  it("refuse a testimonial rating that is not a whole number from 1 to 5", () => {
    const { store } = seededStore();
    const t = store.list("testimonials")[0]!;
    for (const rating of [0, 6, 4.5]) {
      const result = store.update("testimonials", t.id, { ...t, rating }, t.version, actor);
      expect(!result.ok && result.fieldErrors.rating).toEqual(["Rating must be a whole number of stars from 1 to 5"]);
    }
    const bad = store.update("testimonials", t.id, { ...t, date: "2026-02-30" }, t.version, actor);
    expect(!bad.ok && bad.fieldErrors.date).toEqual(["Date must be a real date, written YYYY-MM-DD"]);
  });

  it("refuse settings that would break the chat links or the map", () => {
    const { store } = seededStore();
    const contact = store.section("contact");
    const result = store.saveSection("contact", { ...contact, chatNumber: "call me" }, contact.version, actor);
    expect(!result.ok && Object.keys(result.fieldErrors)).toEqual(["chatNumber"]);
    const map = store.section("map");
    const badMap = store.saveSection("map", { ...map, mapEmbedUrl: "javascript:alert(1)" }, map.version, actor);
    expect(!badMap.ok && Object.keys(badMap.fieldErrors)).toEqual(["mapEmbedUrl"]);
    expect(store.section("contact")).toEqual(contact);
    expect(store.section("map")).toEqual(map);
  });

  it("refuse an edit based on a stale version, with a clear message", () => {
    const { store } = seededStore();
    const bike = store.item("bikes", "honda-activa")!;
    expect(store.update("bikes", bike.id, { ...bike, price: 520 }, bike.version, actor).ok).toBe(true);
    const second = store.update("bikes", bike.id, { ...bike, price: 530 }, bike.version, actor);
    expect(second.ok).toBe(false);
    expect(!second.ok && second.reason).toBe("stale");
    expect(!second.ok && second.message).toMatch(/Someone else saved a change to this bike/);
    expect(store.item("bikes", "honda-activa")!.price).toBe(520);
    const staleSettings = store.saveSection("identity", store.section("identity"), 0, actor);
    expect(!staleSettings.ok && staleSettings.reason).toBe("stale");
  });

  it("create, hide, move and delete items, keeping positions explicit", () => {
    const { store } = seededStore();
    const created = store.create(
      "bikes",
      {
        name: "TVS Jupiter",
        image: "art-bikes-honda-activa",
        badge: "new",
        description: "Comfortable scooter.",
        features: ["110cc"],
        price: 550,
        status: "maintenance",
      },
      actor,
    );
    expect(created.ok && created.value).toMatchObject({ id: "tvs-jupiter", badge: "NEW", hidden: false, version: 1 });
    expect(
      store
        .list("bikes")
        .map((b) => b.id)
        .at(-1),
    ).toBe("tvs-jupiter");

    const moved = store.move("bikes", "tvs-jupiter", 0, 1, actor);
    expect(moved.ok).toBe(true);
    expect(store.list("bikes").map((b) => b.id)[0]).toBe("tvs-jupiter");

    const hidden = store.setHidden("bikes", "tvs-jupiter", true, 2, actor);
    expect(hidden.ok).toBe(true);
    expect(store.home().bikes.map((b) => b.id)).not.toContain("tvs-jupiter");
    expect(store.list("bikes")).toHaveLength(7);

    expect(store.remove("bikes", "tvs-jupiter", 3, actor).ok).toBe(true);
    expect(store.list("bikes").map((b) => b.id)).toEqual(sampleContent.bikes.map((b) => b.id));
    const duplicate = store.create("bikes", { ...sampleContent.bikes[0], id: "honda-dio" }, actor);
    expect(!duplicate.ok && duplicate.reason).toBe("conflict");
  });

  it("tell listeners in this process after each committed write, not after a refused one", () => {
    const { store } = seededStore();
    let calls = 0;
    store.onChange(() => calls++);
    const bike = store.item("bikes", "honda-dio")!;
    store.update("bikes", bike.id, { ...bike, price: -1 }, bike.version, actor);
    expect(calls).toBe(0);
    store.update("bikes", bike.id, { ...bike, price: 510 }, bike.version, actor);
    expect(calls).toBe(1);
  });
});

describe("export and import", () => {
  it("round-trips: export, import, export gives the same document", () => {
    const { store } = seededStore();
    const first = store.exportAll();
    const other = seededStore().store;
    const bike = other.item("bikes", "honda-dio")!;
    other.update("bikes", bike.id, { ...bike, price: 999 }, bike.version, actor);
    expect(other.importAll(JSON.parse(JSON.stringify(first)), actor).ok).toBe(true);
    const { exportedAt: _a, ...a } = first;
    const { exportedAt: _b, ...b } = other.exportAll();
    expect(b).toEqual(a);
    expect(other.home()).toEqual(store.home());
  });

  it("refuses a bad document whole, naming every problem with its path", () => {
    const { store } = seededStore();
    const before = store.exportAll();
    const doc = JSON.parse(JSON.stringify(before));
    doc.bikes[3].price = 0;
    doc.taxis[0].name = "";
    doc.testimonials[1].rating = 7;
    doc.bikes[1].id = doc.bikes[0].id;
    doc.settings.name = "ignored";
    const result = store.importAll(doc, actor);
    expect(result.ok).toBe(false);
    expect(!result.ok && result.problems).toEqual(
      expect.arrayContaining([
        "bikes[3].price: Price must be a whole number of rupees above 0",
        "taxis[0].name: Name is required",
        "testimonials[1].rating: Rating must be a whole number of stars from 1 to 5",
        `bikes[1].id: The ID "honda-dio" is used twice`,
      ]),
    );
    const { exportedAt: _x, ...after } = store.exportAll();
    const { exportedAt: _y, ...unchanged } = before;
    expect(after).toEqual(unchanged);
    expect(store.version()).toBe(1);
  });

  it("refuses an editor's stale copy after an import changed the item, and leaves unchanged items alone", () => {
    const { store } = seededStore();
    const dio = store.item("bikes", "honda-dio")!;
    const activa = store.item("bikes", "honda-activa")!;
    const doc = store.exportAll();
    doc.bikes[0]!.price = 450;
    expect(store.importAll(doc, actor).ok).toBe(true);
    const result = store.update("bikes", dio.id, { ...dio, price: 700 }, dio.version, actor);
    expect(!result.ok && result.reason).toBe("stale");
    expect(store.update("bikes", activa.id, { ...activa, price: 520 }, activa.version, actor).ok).toBe(true);
  });
});
