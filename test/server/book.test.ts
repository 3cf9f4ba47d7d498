import { checkOut } from "../support/handover";
import { describe, expect, it } from "vitest";
import { addDays, shopToday } from "~/booking/dates";
import { openDatabase } from "~/db/database.server";
import { createBook } from "~/reservations/book.server";
import { stayOfDates } from "~/reservations/stay";
import { openContentStore } from "~/store.server";
import { closeLater, seededStore } from "../support/temp-db";

const today = shopToday("Asia/Kolkata");
const day = (n: number) => addDays(today, n);
const nobody = { name: "", phone: "" };

function openBook(now?: () => Date) {
  const { db, store, dataDir } = seededStore(undefined, now);
  return { db, store, dataDir, book: createBook(db, { store, now }) };
}

const requestFor = (itemId: string, from: number, to: number) => ({
  kind: "bike" as const,
  itemId,
  ...stayOfDates(day(from), day(to)),
  total: 3600,
  language: "en",
});

describe("the book", () => {
  it("keeps a public request pending with a reference, and writes nothing personal", () => {
    const { book, db } = openBook();
    const row = book.request(requestFor("royal-enfield-classic", 2, 5));
    expect(row.reference).toMatch(/^SR-[2-9A-HJ-NP-Z]{4}$/);
    expect(row.status).toBe("requested");
    expect(row.customerName + row.customerPhone).toBe("");
    const audit = db.$client.prepare("select * from audit_log where entity = 'booking'").all() as {
      after: string;
      actor: string;
    }[];
    expect(audit).toHaveLength(1);
    expect(audit[0]!.actor).toBe("visitor");
    expect(audit[0]!.after).not.toContain(row.token);
    // Its page's secret is made from the key beside the database, never kept in it.
    expect(row.token).toMatch(/^[\w-]{22}$/);
    expect(db.$client.prepare("select token from bookings").all()).toEqual([{ token: "" }]);
    expect(book.find(row.reference)!.token).toBe(row.token);
  });

  it("confirms while a unit is free, then refuses a clash naming the booking in the way and the days", () => {
    const { book } = openBook();
    const first = book.request(requestFor("royal-enfield-classic", 2, 5));
    const second = book.request(requestFor("royal-enfield-classic", 4, 8));
    expect(book.confirm(first.reference, first.version, { name: "Anna", phone: "+49 151 000" }, "admin").ok).toBe(true);
    const refused = book.confirm(second.reference, second.version, nobody, "admin");
    expect(refused.ok).toBe(false);
    if (refused.ok) return;
    expect(refused.reason).toBe("conflict");
    expect(refused.message).toContain(first.reference);
    expect(refused.message).toContain("Nothing was saved");
    expect(book.find(second.reference)!.status).toBe("requested");
  });

  it("takes as many bookings as the bike has units, and a block counts like one", () => {
    const { book } = openBook();
    // The Honda Activa has three.
    const bike = "honda-activa";
    expect(book.unitsOf(bike)).toBe(3);
    const add = (from: number, to: number) => book.add({ ...requestFor(bike, from, to), customer: nobody }, "admin");
    expect(add(1, 3).ok).toBe(true);
    expect(add(2, 4).ok).toBe(true);
    // Two bookings took the first two vehicles: the block takes the third.
    const third = book.vehiclesOf(bike)[2]!.id;
    expect(book.addBlock({ vehicleId: third, ...stayOfDates(day(2), day(6)), note: "new tyres" }, "admin").ok).toBe(
      true,
    );
    const full = add(2, 3);
    expect(full.ok).toBe(false);
    expect(!full.ok && full.message).toContain("out of service (new tyres)");
    // From the return at 10:00 of day 4, one unit is free again.
    expect(add(4, 5).ok).toBe(true);
  });

  it("refuses a stale version and a missing booking, and changes nothing", () => {
    const { book } = openBook();
    const row = book.request(requestFor("honda-dio", 1, 2));
    expect(book.confirm(row.reference, row.version + 1, nobody, "admin")).toMatchObject({ ok: false, reason: "stale" });
    expect(book.confirm("SR-ZZZZ", 1, nobody, "admin")).toMatchObject({ ok: false, reason: "missing" });
    expect(book.find(row.reference)!.status).toBe("requested");
  });

  it("a change of dates is checked like a new booking, without counting itself", () => {
    const { book } = openBook();
    const a = book.add({ ...requestFor("royal-enfield-classic", 1, 3), customer: nobody }, "admin");
    const b = book.add({ ...requestFor("royal-enfield-classic", 5, 7), customer: nobody }, "admin");
    if (!a.ok || !b.ok) throw new Error("setup");
    expect(book.changeDates(a.value.reference, a.value.version, stayOfDates(day(2), day(4)), "admin").ok).toBe(true);
    const clash = book.changeDates(b.value.reference, b.value.version, stayOfDates(day(3), day(6)), "admin");
    expect(clash.ok).toBe(false);
    expect(!clash.ok && clash.message).toContain(a.value.reference);
  });

  it("two connections confirming the last unit: exactly one wins", () => {
    const { book, dataDir, store } = openBook();
    const other = openDatabase(dataDir);
    closeLater(other);
    const otherBook = createBook(other, { store: openContentStore(other) });
    const a = book.request(requestFor("royal-enfield-classic", 2, 5));
    const b = book.request(requestFor("royal-enfield-classic", 3, 4));
    const results = [
      book.confirm(a.reference, a.version, nobody, "admin"),
      otherBook.confirm(b.reference, b.version, nobody, "admin"),
    ];
    expect(results.filter((r) => r.ok)).toHaveLength(1);
    expect(store.list("bikes").length).toBeGreaterThan(0);
  });

  it("expires requests past their hours or their pickup, and erases customers' details after their days", () => {
    let clock = new Date();
    const { book, db } = openBook(() => clock);
    const waiting = book.request(requestFor("honda-dio", 5, 6));
    const fresh = book.request(requestFor("honda-dio", 10, 11));
    const kept = book.add(
      { ...requestFor("yamaha-fzs", 1, 2), customer: { name: "Anna", phone: "+49 151 000" } },
      "admin",
    );
    if (!kept.ok) throw new Error("setup");
    book.cancel(kept.value.reference, kept.value.version, "admin");
    // Two days later (48 hours): the first two requests expire.
    clock = new Date(clock.getTime() + 49 * 3_600_000);
    expect(book.expireRequests()).toBe(2);
    expect(book.find(waiting.reference)!.status).toBe("expired");
    expect(book.find(fresh.reference)!.status).toBe("expired");
    expect(book.eraseCustomers()).toBe(0);
    clock = new Date(clock.getTime() + 31 * 86_400_000);
    expect(book.eraseCustomers()).toBe(1);
    expect(book.find(kept.value.reference)).toMatchObject({ customerName: "", customerPhone: "" });
    const audit = JSON.stringify(db.$client.prepare("select before, after from audit_log").all());
    expect(audit).not.toContain("Anna");
  });

  it("expires a request whose pickup has passed, however new it is", () => {
    const { book } = openBook();
    const past = book.request({ ...requestFor("honda-dio", 0, 1), ...stayOfDates(day(-1), day(1)) });
    const coming = book.request(requestFor("honda-dio", 3, 4));
    expect(book.expireRequests()).toBe(1);
    expect(book.find(past.reference)!.status).toBe("expired");
    expect(book.find(coming.reference)!.status).toBe("requested");
  });

  it("keeps a same-day bike request asked for after the shop's usual pickup time until its day has passed", () => {
    // 15:00 at the shop (09:30 UTC): later than the 10:00 a public request's pickup is written with.
    let clock = new Date(`${today}T09:30:00Z`);
    const { book } = openBook(() => clock);
    const todays = book.request({ ...requestFor("honda-dio", 0, 1), ...stayOfDates(day(0), day(1)) });
    expect(book.expireRequests()).toBe(0);
    expect(book.find(todays.reference)!.status).toBe("requested");
    // Next morning at the shop: its day has passed.
    clock = new Date(`${day(1)}T03:00:00Z`);
    expect(book.expireRequests()).toBe(1);
  });

  it("erases a no-show's name and phone too, and a place a visitor typed, once the days have passed", () => {
    let clock = new Date();
    const { book, db } = openBook(() => clock);
    const noShow = book.add(
      { ...requestFor("yamaha-fzs", 1, 2), customer: { name: "Bela", phone: "+36 30 000" } },
      "admin",
    );
    if (!noShow.ok) throw new Error("setup");
    const taxi = book.request({
      kind: "taxi",
      itemId: "airport-transfer",
      ...stayOfDates(day(1), day(1)),
      destination: "Hotel Sunrise, Room 12, Kudle Beach Road",
      total: null,
      language: "en",
    });
    expect(JSON.stringify(db.$client.prepare("select after from audit_log").all())).not.toContain("Sunrise");
    clock = new Date(clock.getTime() + 40 * 86_400_000);
    book.expireRequests();
    expect(book.eraseCustomers()).toBe(2);
    // Still confirmed (never picked up), and now without the customer.
    expect(book.find(noShow.value.reference)).toMatchObject({
      status: "confirmed",
      customerName: "",
      customerPhone: "",
    });
    expect(book.find(taxi.reference)!.destination).toBe("");
    expect(JSON.stringify(db.$client.prepare("select before, after from audit_log").all())).not.toMatch(/Bela|Sunrise/);
  });

  it("counts a bike out past its return as not back: its unit is held until it is marked returned", () => {
    // 10:30 at the shop: the pickup at 10:00 has happened.
    let clock = new Date(`${today}T05:00:00Z`);
    const { book } = openBook(() => clock);
    // The Royal Enfield Classic has one vehicle.
    const out = book.add({ ...requestFor("royal-enfield-classic", 0, 1), customer: nobody }, "admin");
    if (!out.ok) throw new Error("setup");
    const picked = book.pickUp(
      out.value.reference,
      out.value.version,
      { moment: `${today} 10:00`, early: false, handover: checkOut(book), deposit: null },
      "admin",
    );
    expect(picked.ok).toBe(true);
    // A day after its return at 10:00, at 15:00 at the shop, it is not back.
    clock = new Date(`${day(1)}T09:30:00Z`);
    const sameDay = stayOfDates(day(1), day(2));
    expect(book.availability("royal-enfield-classic", sameDay).free).toBe(false);
    expect(book.add({ kind: "bike", itemId: "royal-enfield-classic", ...sameDay, customer: nobody }, "admin").ok).toBe(
      false,
    );
    // Tomorrow's stays are not held by it.
    expect(book.availability("royal-enfield-classic", stayOfDates(day(2), day(3))).free).toBe(true);
  });
});
