import { cpSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import Database from "better-sqlite3";
import { drizzle } from "drizzle-orm/better-sqlite3";
import { migrate } from "drizzle-orm/better-sqlite3/migrator";
import { describe, expect, it } from "vitest";
import { addDays, shopToday } from "~/booking/dates";
import { openDatabase } from "~/db/database.server";
import { createBook } from "~/reservations/book.server";
import { stayOfDates } from "~/reservations/stay";
import { openContentStore, seedSampleContent } from "~/store.server";
import { parseHtml } from "../support/html";
import { adminSite } from "../support/admin-site";
import { closeLater, seededStore, tempDataDir } from "../support/temp-db";

const today = shopToday("Asia/Kolkata");
const day = (n: number) => addDays(today, n);
const nobody = { name: "", phone: "" };
const actor = { actor: "admin" };

function openBook() {
  const { db, store } = seededStore();
  return { db, store, book: createBook(db, { store }) };
}

const booking = (itemId: string, from: number, to: number) => ({
  kind: "bike" as const,
  itemId,
  ...stayOfDates(day(from), day(to)),
  customer: nobody,
});

/** A vehicle's form as the Vehicles screen posts it, with `changes` over the vehicle as it is. */
function formOf(v: { itemId: string; registration: string; note: string; odometer: number; inService: boolean }) {
  return {
    model: v.itemId,
    registration: v.registration,
    note: v.note,
    odometer: v.odometer,
    inService: v.inService,
    insuranceUntil: null,
    pucUntil: null,
    registrationUntil: null,
    permitUntil: null,
  };
}

describe("every bike a vehicle", () => {
  it("a new site starts with a vehicle per sample bike unit, each with its registration, papers and a service", () => {
    const { book } = openBook();
    expect(book.unitsOf("honda-activa")).toBe(3);
    expect(book.unitsOf("royal-enfield-classic")).toBe(1);
    const enfield = book.vehiclesOf("royal-enfield-classic")[0]!;
    expect(enfield).toMatchObject({ registration: "KA-47-H-1041", inService: true });
    expect(enfield.insuranceUntil! > today).toBe(true);
    expect(book.fleet.services(enfield.id)).toHaveLength(1);
  });

  it("a bike with a booking ahead cannot be deleted or hidden: the refusal names it; once cancelled, it can", () => {
    const { book, store } = openBook();
    const added = book.add(booking("royal-enfield-classic", 3, 5), "admin");
    if (!added.ok) throw new Error(added.message);
    const ref = added.value.reference;
    const refused = store.remove("bikes", "royal-enfield-classic", 1, actor);
    expect(refused).toMatchObject({ ok: false, reason: "in-use" });
    expect(!refused.ok && refused.message).toContain(ref);
    const hidden = store.setHidden("bikes", "royal-enfield-classic", true, 1, actor);
    expect(!hidden.ok && hidden.message).toContain(`cannot be hidden while bookings ahead have it: ${ref}`);
    expect(store.item("bikes", "royal-enfield-classic")).toMatchObject({ hidden: false, version: 1 });
    // A request waiting for the owner is in the way too: it would point at nothing.
    const asked = book.request({ ...booking("honda-dio", 2, 3), total: 1000, language: "en" });
    expect(!store.remove("bikes", "honda-dio", 1, actor).ok && asked.reference).toBeTruthy();
    expect(book.cancel(ref, added.value.version, "admin").ok).toBe(true);
    expect(store.remove("bikes", "royal-enfield-classic", 1, actor).ok).toBe(true);
  });

  it("the list's Delete says why it was refused, over HTTP", async () => {
    const site = await adminSite();
    const book = createBook(site.db, { store: site.store });
    const added = book.add(booking("yamaha-fzs", 2, 4), "admin");
    if (!added.ok) throw new Error(added.message);
    const res = await site.post("/admin/content/bikes", { intent: "delete", id: "yamaha-fzs", version: "1" });
    const { html } = await site.follow(res);
    expect(parseHtml(html).body.textContent).toContain(
      `Yamaha FZS cannot be deleted while bookings ahead have it: ${added.value.reference}`,
    );
    expect(site.store.item("bikes", "yamaha-fzs")).toBeDefined();
  });

  it("a vehicle a booking ahead holds cannot leave the shop or go out of service, and the refusal names the booking", () => {
    const { book } = openBook();
    const added = book.add(booking("royal-enfield-classic", 3, 5), "admin");
    if (!added.ok) throw new Error(added.message);
    const enfield = book.vehiclesOf("royal-enfield-classic")[0]!;
    const retired = book.fleet.retire(enfield.id, enfield.version, "admin");
    expect(retired).toMatchObject({ ok: false, reason: "in-use" });
    expect(!retired.ok && retired.message).toContain(added.value.reference);
    const out = book.fleet.update(enfield.id, enfield.version, { ...formOf(enfield), inService: false }, "admin");
    expect(!out.ok && out.fieldErrors.inService?.[0]).toContain(added.value.reference);
    expect(book.vehiclesOf("royal-enfield-classic")).toHaveLength(1);
    // A vehicle nothing holds can go: the model counts one fewer.
    const [first] = book.vehiclesOf("honda-activa");
    expect(book.fleet.retire(first!.id, first!.version, "admin").ok).toBe(true);
    expect(book.unitsOf("honda-activa")).toBe(2);
  });

  it("an expired paper takes a vehicle out: a booking goes to another, or is refused saying which paper", () => {
    const { book } = openBook();
    const enfield = book.vehiclesOf("royal-enfield-classic")[0]!;
    const lapsed = { ...formOf(enfield), insuranceUntil: day(-1) };
    expect(book.fleet.update(enfield.id, enfield.version, lapsed, "admin").ok).toBe(true);
    const refused = book.add(booking("royal-enfield-classic", 1, 2), "admin");
    expect(!refused.ok && refused.message).toContain("the insurance of KA-47-H-1041 ran out");
    expect(book.availability("royal-enfield-classic", stayOfDates(day(1), day(2))).free).toBe(false);
    // Of three Activas, one with its pollution certificate ended: the booking takes another.
    const [activa] = book.vehiclesOf("honda-activa");
    expect(book.fleet.update(activa!.id, activa!.version, { ...formOf(activa!), pucUntil: day(-3) }, "admin").ok).toBe(
      true,
    );
    const took = book.add(booking("honda-activa", 1, 2), "admin");
    expect(took.ok && took.value.vehicleId).not.toBe(activa!.id);
  });

  it("the dashboard tells an insurance ending in five days, and the bookings after it", async () => {
    const site = await adminSite();
    const book = createBook(site.db, { store: site.store });
    const enfield = book.vehiclesOf("royal-enfield-classic")[0]!;
    expect(
      book.fleet.update(enfield.id, enfield.version, { ...formOf(enfield), insuranceUntil: day(5) }, "admin").ok,
    ).toBe(true);
    const page = parseHtml(await (await site.get("/admin/dashboard")).text());
    const notices = page.querySelector("#fleet-title")!.closest("section")!.textContent!.replace(/\s+/g, " ");
    expect(notices).toContain("KA-47-H-1041 (Royal Enfield Classic): insurance ends in 5 days");
  });

  it("the Vehicles screen adds a vehicle, and refuses a registration that is not one beside the field", async () => {
    const site = await adminSite();
    const book = createBook(site.db, { store: site.store });
    const add = (registration: string) =>
      site.post("/admin/vehicles", {
        model: "royal-enfield-classic",
        registration,
        note: "Black",
        odometer: "1200",
        inService: "on",
      });
    const bad = await add("not a plate!");
    expect(bad.status).toBe(400);
    const page = parseHtml(await bad.text());
    const field = page.querySelector<HTMLInputElement>('#add-vehicle input[name="registration"]')!;
    expect(field.getAttribute("aria-invalid")).toBe("true");
    expect(page.body.textContent).toContain("Write the registration as it is on the plate");
    expect(book.unitsOf("royal-enfield-classic")).toBe(1);
    const taken = await add("KA-47-H-1041");
    expect(taken.status).toBe(400);
    expect(await taken.text()).toContain("Another vehicle has this registration");
    const good = await add("ka 47 h 2042");
    expect(good.status).toBe(302);
    expect(book.vehiclesOf("royal-enfield-classic").map((v) => v.registration)).toEqual([
      "KA-47-H-1041",
      "KA-47-H-2042",
    ]);
    expect((await site.follow(good)).html).toContain("KA-47-H-2042 is added.");
    // The Royal Enfield can now be booked twice at once.
    expect(book.add(booking("royal-enfield-classic", 1, 3), "admin").ok).toBe(true);
    expect(book.add(booking("royal-enfield-classic", 1, 3), "admin").ok).toBe(true);
    expect(book.add(booking("royal-enfield-classic", 1, 3), "admin").ok).toBe(false);
  });

  it("a service logged moves the odometer on and counts the next service from it", () => {
    const { book } = openBook();
    const dio = book.vehiclesOf("honda-dio")[0]!;
    expect(
      book.fleet.logService(dio.id, { doneOn: day(1), odometer: null, work: "x", cost: null }, "admin"),
    ).toMatchObject({ ok: false, fieldErrors: { doneOn: ["A service cannot be logged before it is done"] } });
    expect(
      book.fleet.logService(dio.id, { doneOn: today, odometer: 9000, work: "New tyres", cost: 2400 }, "admin").ok,
    ).toBe(true);
    expect(book.fleet.find(dio.id)!.odometer).toBe(9000);
    expect(book.fleet.lastServices().get(dio.id)).toEqual({ doneOn: today, odometer: 9000 });
  });
});

describe("upgrading a database from before vehicles", () => {
  it("gives each bike as many vehicles as it had units, calls a bike picked up 'out', and puts each booking on a vehicle", () => {
    const dataDir = tempDataDir();
    const old = path.join(tempDataDir(), "migrations");
    mkdirSync(path.join(old, "meta"), { recursive: true });
    const journal = JSON.parse(readFileSync("drizzle/meta/_journal.json", "utf8"));
    journal.entries = journal.entries.filter((e: { tag: string }) => e.tag < "0010");
    for (const e of journal.entries) cpSync(path.join("drizzle", `${e.tag}.sql`), path.join(old, `${e.tag}.sql`));
    writeFileSync(path.join(old, "meta", "_journal.json"), JSON.stringify(journal));
    const sqlite = new Database(path.join(dataDir, "site.db"));
    migrate(drizzle(sqlite), { migrationsFolder: old });
    sqlite.close();
    // The content as it was: seeded by the old schema's columns (units among them).
    const before = new Database(path.join(dataDir, "site.db"));
    const columns = (before.prepare("pragma table_info(bikes)").all() as { name: string }[]).map((c) => c.name);
    expect(columns).toContain("units");
    before
      .prepare(
        "insert into bikes (id, position, name, image, badge, rating, description, features, price, deposit, units, status) values ('old-dio', 0, 'Old Dio', 'art-bikes-honda-dio', '', 4.5, 'A scooter.', '[]', 500, 1000, 2, 'available')",
      )
      .run();
    const insert = before.prepare(
      "insert into bookings (reference, token, kind, item_id, status, starts_at, ends_at, source, created_at) values (?, 'tttttttttttttttttttttt', 'bike', 'old-dio', ?, ?, ?, 'owner', '2026-11-01T00:00:00Z')",
    );
    insert.run("SR-AAAA", "picked-up", `${day(-1)} 10:00`, `${day(2)} 10:00`);
    insert.run("SR-BBBB", "confirmed", `${day(1)} 10:00`, `${day(3)} 10:00`);
    before.close();

    const db = openDatabase(dataDir);
    closeLater(db);
    seedSampleContent(db);
    const store = openContentStore(db);
    const book = createBook(db, { store });
    expect(book.vehiclesOf("old-dio").map((v) => v.note)).toEqual(["No. 1", "No. 2"]);
    expect(book.find("SR-AAAA")!.status).toBe("out");
    expect(book.placeUnplaced()).toBe(2);
    const [a, b] = [book.find("SR-AAAA")!, book.find("SR-BBBB")!];
    expect(new Set([a.vehicleId, b.vehicleId]).size).toBe(2);
    expect(book.placeUnplaced()).toBe(0);
  });
});
