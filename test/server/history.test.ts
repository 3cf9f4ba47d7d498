import { describe, expect, it } from "vitest";
import { describe as words } from "~/content/activity";
import { seededStore } from "../support/temp-db";
import { createServices } from "../../server/services";

const admin = { actor: "admin" };
const DAY = 24 * 60 * 60 * 1000;

/** A store whose clock the test moves. */
function clocked() {
  let t = new Date("2026-11-22T10:00:00.000Z").getTime();
  const s = seededStore(undefined, () => new Date(t));
  return { ...s, advance: (ms: number) => (t += ms) };
}

describe("History", () => {
  it("keeps every version, and restores exactly the chosen one as a new version", () => {
    const { store } = seededStore();
    let bike = store.item("bikes", "royal-enfield-classic")!;
    for (const price of [1300, 1400, 1500]) {
      const r = store.update("bikes", bike.id, { ...bike, price }, bike.version, admin);
      if (!r.ok) throw new Error(r.message);
      bike = r.value;
    }
    const history = store.history("bikes", bike.id);
    expect(history.map((h) => [h.action, h.version])).toEqual([
      ["update", 4],
      ["update", 3],
      ["update", 2],
      ["seed", 1],
    ]);
    expect(words(history[0]!).summary).toBe("Price per day ₹1,400 → ₹1,500");
    const second = history.find((h) => h.version === 2)!;
    const restored = store.restoreVersion("bikes", bike.id, second.id, 4, admin);
    expect(restored).toEqual({ ok: true, value: { version: 5 } });
    expect(store.item("bikes", bike.id)).toMatchObject({ price: 1300, version: 5 });
    const latest = store.history("bikes", bike.id)[0]!;
    expect(words(latest).sentence).toBe(
      "admin restored the bike Royal Enfield Classic to version 2 (Price per day ₹1,500 → ₹1,300)",
    );
    expect(words(latest).summary).toBe("Restored version 2: Price per day ₹1,500 → ₹1,300");
  });

  it("restores visibility with the fields, and refuses a stale base or another item's version", () => {
    const { store } = seededStore();
    const dio = store.item("bikes", "honda-dio")!;
    store.setHidden("bikes", "honda-dio", true, 1, admin);
    const seeded = store.history("bikes", "honda-dio").find((h) => h.version === 1)!;
    expect(store.restoreVersion("bikes", "honda-dio", seeded.id, 1, admin)).toMatchObject({
      ok: false,
      reason: "stale",
    });
    expect(store.restoreVersion("bikes", "honda-activa", seeded.id, 1, admin)).toMatchObject({
      ok: false,
      reason: "missing",
    });
    expect(store.restoreVersion("bikes", "honda-dio", seeded.id, 2, admin).ok).toBe(true);
    expect(store.item("bikes", "honda-dio")).toEqual({ ...dio, version: 3 });
  });

  it("keeps at least the last 50 versions of an item", () => {
    const { store } = seededStore();
    let fine = store.item("fines", "late-return")!;
    for (let i = 1; i <= 60; i++) {
      const r = store.update("fines", fine.id, { ...fine, amount: 100 + i }, fine.version, admin);
      if (!r.ok) throw new Error(r.message);
      fine = r.value;
    }
    const versions = store.history("fines", fine.id).map((h) => h.version);
    expect(versions.length).toBeGreaterThanOrEqual(50);
    expect(versions.slice(0, 50)).toEqual(Array.from({ length: 50 }, (_, i) => 61 - i));
  });

  it("a stale save says who changed it, when, and what the operator's version was based on", () => {
    const { store } = clocked();
    const bike = store.item("bikes", "yamaha-fzs")!;
    store.update("bikes", bike.id, { ...bike, price: 850 }, 1, { actor: "owner2" });
    const refused = store.update("bikes", bike.id, { ...bike, badge: "FAST" }, 1, admin);
    expect(refused.ok).toBe(false);
    if (refused.ok) return;
    expect(refused.conflict).toMatchObject({
      changedBy: "owner2",
      changedAt: "2026-11-22T10:00:00.000Z",
      current: { price: 850, version: 2 },
      base: { price: 800, badge: "SPORTY", version: 1 },
    });
  });

  it("settings sections have their own history and restore", () => {
    const { store } = seededStore();
    const contact = store.section("contact");
    store.saveSection("contact", { ...contact, address: "New address, Gokarna" }, contact.version, admin);
    const [latest, first] = store.history("settings", "contact");
    expect(words(latest!).sentence).toBe(`admin changed the address from ${contact.address} to New address, Gokarna`);
    expect(store.restoreVersion("settings", "contact", first!.id, contact.version + 1, admin).ok).toBe(true);
    expect(store.settings().address).toBe(contact.address);
  });
});

describe("the Trash", () => {
  it("takes a deleted item off the page, keeps it restorable where it was, with its history", () => {
    const { store } = seededStore();
    store.remove("bikes", "suzuki-access-125", 1, admin);
    expect(store.home().bikes.map((b) => b.id)).not.toContain("suzuki-access-125");
    expect(store.item("bikes", "suzuki-access-125")).toBeUndefined();
    expect(store.trash()).toMatchObject([
      { kind: "bikes", id: "suzuki-access-125", label: "Suzuki Access 125", version: 2 },
    ]);
    expect(store.restoreFromTrash("bikes", "suzuki-access-125", 1, admin)).toMatchObject({
      ok: false,
      reason: "stale",
    });
    expect(store.restoreFromTrash("bikes", "suzuki-access-125", 2, admin).ok).toBe(true);
    expect(store.list("bikes").map((b) => b.id)[2]).toBe("suzuki-access-125");
    expect(store.history("bikes", "suzuki-access-125").map((h) => h.action)).toEqual(["untrash", "trash", "seed"]);
  });

  it("a new item never takes the ID of one in the Trash", () => {
    const { store } = seededStore();
    const { id: _id, ...dio } = store.item("bikes", "honda-dio")!;
    store.remove("bikes", "honda-dio", 1, admin);
    const again = store.create("bikes", dio, admin);
    expect(again.ok && again.value.id).toBe("honda-dio-2");
    expect(store.create("bikes", { ...dio, id: "honda-dio" }, admin)).toMatchObject({ ok: false, reason: "conflict" });
  });

  it("deletes forever only what is in the Trash, and empties it", () => {
    const { store } = seededStore();
    expect(store.deleteForever("bikes", "honda-dio", 1, admin)).toMatchObject({ ok: false, reason: "missing" });
    store.remove("bikes", "honda-dio", 1, admin);
    store.remove("fines", "triple-riding", 1, admin);
    expect(store.deleteForever("bikes", "honda-dio", 2, admin).ok).toBe(true);
    expect(store.trash().map((t) => t.id)).toEqual(["triple-riding"]);
    expect(store.emptyTrash(admin)).toEqual({ ok: true, value: { count: 1 } });
    expect(store.emptyTrash(admin)).toMatchObject({ ok: false });
    expect(store.history("bikes", "honda-dio").map((h) => h.action)).toEqual(["purge", "trash", "seed"]);
  });

  it("lets an item go for good after 30 days, and says so in Activity", () => {
    const { store, advance } = clocked();
    store.remove("landmarks", "beach", 1, admin);
    advance(29 * DAY);
    expect(store.trash().map((t) => t.id)).toEqual(["beach"]);
    advance(2 * DAY);
    // Gone from the Trash at once; deleted for good by the server's hourly housekeeping.
    expect(store.trash()).toEqual([]);
    store.purgeExpired();
    expect(words(store.activity().entries[0]!).sentence).toBe(
      "system emptied the landmark Beach from the Trash after 30 days",
    );
  });
  it("reading the Trash never writes: what is past its time is left out until the housekeeping deletes it", () => {
    const { store, library, db, advance } = clocked();
    store.remove("landmarks", "beach", 1, admin);
    advance(31 * DAY);
    const audit = () => (db.$client.prepare("select count(*) n from audit_log").get() as { n: number }).n;
    const before = { version: store.version(), audit: audit() };
    expect(store.trash()).toEqual([]);
    expect(library.trash()).toEqual([]);
    expect({ version: store.version(), audit: audit() }).toEqual(before);
    expect(store.purgeExpired()).toBe(1);
    expect(audit()).toBe(before.audit + 1);
  });

  it("the server empties what stayed past its time from both Trashes when it starts", async () => {
    const { db, dataDir, store } = seededStore();
    store.remove("landmarks", "beach", 1, admin);
    const long = new Date(Date.now() - 31 * DAY).toISOString();
    db.$client.prepare("update landmarks set deleted_at = ? where id = 'beach'").run(long);
    const services = createServices(db, { dataDir });
    try {
      expect(store.history("landmarks", "beach")[0]!.action).toBe("expire");
    } finally {
      services.stop();
    }
  });
});

describe("Activity", () => {
  it("is newest first, a page at a time, filterable, and leaves out the seed's items", () => {
    const { store } = seededStore();
    const bike = store.item("bikes", "royal-enfield-classic")!;
    store.update("bikes", bike.id, { ...bike, price: 1300 }, 1, { actor: "opsadmin" });
    store.setHidden("fines", "triple-riding", true, 1, admin);
    const first = store.activity({ perPage: 2 });
    expect(first.total).toBe(3);
    expect(first.pages).toBe(2);
    expect(first.entries.map((e) => words(e).sentence)).toEqual([
      "admin hid the fine Triple riding from the public page",
      "opsadmin changed the price per day of Royal Enfield Classic from ₹1,200 to ₹1,300",
    ]);
    expect(store.activity({ perPage: 2, page: 2 }).entries.map((e) => words(e).sentence)).toEqual([
      "system created the site with the sample content",
    ]);
    expect(store.activity({ entity: "bikes" }).total).toBe(1);
    expect(store.activity({ page: 99 }).page).toBe(1);
  });

  it("shows the CLI import: its summary and each item it changed", () => {
    const { store } = seededStore();
    const doc = store.exportAll();
    doc.bikes[0]!.price = 450;
    doc.landmarks.pop();
    doc.fines.push({ id: "littering", offence: "Littering", amount: 200, basis: "flat", hidden: false });
    expect(store.importAll(doc, { actor: "cli:root" })).toMatchObject({
      ok: true,
      changes: { added: 1, changed: 1, trashed: 1 },
    });
    const sentences = store.activity().entries.map((e) => words(e).sentence);
    expect(sentences[0]).toBe("cli:root imported content: 1 added, 1 changed, 1 moved to the Trash");
    expect(sentences).toContain("cli:root changed the price per day of Honda Dio from ₹500 to ₹450 (an import)");
    expect(store.trash().map((t) => t.id)).toEqual(["beach"]);
    expect(store.item("fines", "littering")).toMatchObject({ amount: 200, version: 1 });
  });
});

describe("import and the Trash", () => {
  it("an import that names a trashed item brings it back; one that leaves a live item out puts it in the Trash", () => {
    const { store } = seededStore();
    const doc = store.exportAll();
    store.remove("bikes", "honda-dio", 1, admin);
    expect(store.importAll(doc, admin).ok).toBe(true);
    expect(store.list("bikes").map((b) => b.id)[0]).toBe("honda-dio");
    expect(store.trash()).toEqual([]);
  });

  it("restoring a review's older version never changes the customer's words or stars", () => {
    const { store, db } = seededStore();
    const review = store.list("testimonials")[0]!;
    // An older version with other words, as a doctored or older database could hold.
    const seeded = store.history("testimonials", review.id).at(-1)!;
    const planted = db.$client
      .prepare(
        "insert into audit_log (entity, entity_id, action, before, after, at, actor, version) " +
          "select entity, entity_id, 'update', after, json_set(after, '$.text', 'Worst shop.', '$.rating', 1), at, actor, version from audit_log where id = ?",
      )
      .run(seeded.id).lastInsertRowid;
    const restored = store.restoreVersion("testimonials", review.id, Number(planted), review.version, admin);
    expect(restored).toMatchObject({
      ok: false,
      fieldErrors: { text: [expect.stringContaining("cannot be changed")] },
    });
    expect(store.item("testimonials", review.id)).toMatchObject({ text: review.text, rating: review.rating });
  });

  it("an import with a list longer than any page shows is refused whole, saying which list", () => {
    const { store } = seededStore();
    const doc = store.exportAll();
    const faq = Array.from({ length: 20_000 }, (_, i) => ({
      id: `q${i}`,
      question: `Question ${i}?`,
      answer: "An answer.",
      hidden: false,
    }));
    const result = store.importAll({ ...doc, faq }, admin);
    expect(result.ok).toBe(false);
    expect(JSON.stringify(result)).toContain("At most 100 items in a list");
    expect(store.list("faq").length).toBe(doc.faq!.length);
  });
});
