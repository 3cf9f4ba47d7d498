import { rupees } from "~/content/format";
import { checkInForm, checkOutForm } from "../support/handover";
import { describe, expect, it } from "vitest";
import { addDays, shopToday } from "~/booking/dates";
import { createBook } from "~/reservations/book.server";
import { stayOfDates } from "~/reservations/stay";
import { parseHtml } from "../support/html";
import { adminSite } from "../support/admin-site";
import { offSeason } from "../support/off-season";

const today = shopToday("Asia/Kolkata");
const day = (n: number) => addDays(today, n);
const BOOKINGS = "/admin/bookings";

async function site() {
  const s = await adminSite();
  const book = createBook(s.db, { store: s.store });
  const request = (bike: string, from: number, to: number) =>
    book.request({ kind: "bike", itemId: bike, ...stayOfDates(day(from), day(to)), total: 3600, language: "en" });
  const textOf = (html: string) => parseHtml(html).body.textContent!.replace(/\s+/g, " ");
  const text = async (res: Response) => textOf(await res.text());
  /** The reference a redirect's address ends with (/admin/bookings#SR-7K4Q). */
  const refOf = (res: Response) => new URL(res.headers.get("location")!, "http://x").hash.slice(1);
  const add = async (bike: string, from: string, to: string, extra: Record<string, string> = {}) =>
    s.post(BOOKINGS, { intent: "add", bike, from, to, fromTime: "10:00", toTime: "10:00", ...extra });
  return { ...s, book, request, text, textOf, refOf, add };
}

describe("the Bookings screen", () => {
  it("lists a request in the inbox with its reference, item, dates, total and whether it fits", async () => {
    const { get, request, text } = await site();
    const r = request("royal-enfield-classic", 2, 5);
    const res = await get(BOOKINGS);
    expect(res.status).toBe(200);
    const page = await text(res);
    expect(page).toContain(`${r.reference} Royal Enfield Classic`);
    expect(page).toContain("about ₹3,600");
    expect(page).toContain("Fits: a vehicle is free then.");
  });

  it("confirms a request in one post on a vehicle, with the owner's note of a name and phone", async () => {
    const { post, get, book, request, follow, textOf } = await site();
    const r = request("royal-enfield-classic", 2, 5);
    const res = await post(BOOKINGS, {
      intent: "confirm",
      ref: r.reference,
      version: "1",
      name: "Anna",
      phone: "+49 151 23456789",
    });
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toBe(`${BOOKINGS}#${r.reference}`);
    const booked = book.find(r.reference)!;
    // The phone as the world writes it.
    expect(booked).toMatchObject({ status: "confirmed", customerName: "Anna", customerPhone: "+49 1512 3456789" });
    const vehicle = book.fleet.find(booked.vehicleId!)!;
    expect(vehicle).toMatchObject({ itemId: "royal-enfield-classic", registration: "KA-47-H-1041" });
    // The screen it comes back to says so once, from the book: the vehicle, and the tourist's page.
    const { html } = await follow(res);
    expect(textOf(html)).toContain(`${r.reference} is booked on KA-47-H-1041.`);
    expect((await get(BOOKINGS).then((p) => p.text())).includes("is booked on")).toBe(false);
    // Its steps, in words, without the customer's details.
    const steps = await (await get(`${BOOKINGS}/${r.reference}`)).text();
    expect(textOf(steps)).toContain("visitor: Sent the request for Royal Enfield Classic");
    expect(textOf(steps)).toContain("admin: Confirmed on KA-47-H-1041");
    const activity = await (await get("/admin/activity?list=booking")).text();
    expect(activity).toContain(`admin confirmed the booking ${r.reference} on KA-47-H-1041`);
    expect(activity).not.toContain("Anna");
  });

  it("refuses a phone number that is not one beside the field, and confirms nothing", async () => {
    const { post, book, request } = await site();
    const r = request("honda-dio", 2, 3);
    const res = await post(BOOKINGS, { intent: "confirm", ref: r.reference, version: "1", phone: "12" });
    expect(res.status).toBe(400);
    const page = parseHtml(await res.text());
    const field = page.querySelector<HTMLInputElement>(`#confirm-${r.reference} input[name="phone"]`)!;
    expect(field.getAttribute("aria-invalid")).toBe("true");
    expect(page.getElementById(field.getAttribute("aria-describedby")!.split(" ").at(-1)!)!.textContent).toContain(
      "Write the phone number with digits",
    );
    expect(book.find(r.reference)!.status).toBe("requested");
  });

  it("refuses a clashing confirmation inside the card pressed, naming the booking in the way, and writes nothing", async () => {
    const { post, book, request, auditCount } = await site();
    const first = request("royal-enfield-classic", 2, 5);
    const second = request("royal-enfield-classic", 4, 6);
    await post(BOOKINGS, { intent: "confirm", ref: first.reference, version: "1" });
    const before = auditCount();
    const res = await post(BOOKINGS, { intent: "confirm", ref: second.reference, version: "1" });
    expect(res.status).toBe(409);
    const page = parseHtml(await res.text());
    const form = page.getElementById(`confirm-${second.reference}`)!;
    // Said where the owner pressed, not only at the top: the form is marked and holds the message.
    expect(form.className).toContain("booking-refused");
    const alert = form.querySelector('[role="alert"]')!.textContent!;
    expect(alert).toContain(first.reference);
    expect(alert).toContain("Nothing was saved");
    // Without JavaScript the page comes back at that card.
    expect(form.getAttribute("action")).toBe(`${BOOKINGS}#${second.reference}`);
    expect(book.find(second.reference)!.status).toBe("requested");
    expect(auditCount()).toBe(before);
  });

  it("refuses a stale version (409) and a missing booking (404)", async () => {
    const { post, book, request } = await site();
    const r = request("honda-dio", 2, 3);
    expect((await post(BOOKINGS, { intent: "decline", ref: r.reference, version: "7" })).status).toBe(409);
    expect((await post(BOOKINGS, { intent: "decline", ref: "SR-ZZZZ", version: "1" })).status).toBe(404);
    expect(book.find(r.reference)!.status).toBe("requested");
  });

  it("answers nothing to someone signed out, and refuses a cross-site post", async () => {
    const { post, get, book, request } = await site();
    const r = request("honda-dio", 2, 3);
    const signedOut = await post(BOOKINGS, { intent: "decline", ref: r.reference, version: "1" }, { signedIn: false });
    expect([302, 303, 401]).toContain(signedOut.status);
    for (const path of [
      BOOKINGS,
      `${BOOKINGS}/${r.reference}`,
      `${BOOKINGS}/past`,
      "/admin/vehicles",
      "/admin/vehicles/1",
    ])
      expect((await get(path, { signedIn: false })).status, path).not.toBe(200);
    const crossSite = await post(
      BOOKINGS,
      { intent: "decline", ref: r.reference, version: "1" },
      { headers: { origin: "https://elsewhere.example", "sec-fetch-site": "cross-site" } },
    );
    expect(crossSite.status).toBe(403);
    expect(book.find(r.reference)!.status).toBe("requested");
  });

  it("twenty confirmations for the last vehicle at the same moment: exactly one wins, the rest are refused, none fails", async () => {
    const { post, book, request } = await site();
    const requests = Array.from({ length: 20 }, () => request("royal-enfield-classic", 3, 6));
    const answers = await Promise.all(
      requests.map((r) => post(BOOKINGS, { intent: "confirm", ref: r.reference, version: "1" })),
    );
    const statuses = answers.map((a) => a.status).toSorted();
    expect(statuses.filter((s) => s === 302)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(19);
    expect(requests.filter((r) => book.find(r.reference)!.status === "confirmed")).toHaveLength(1);
  });

  it("adds a booking for a walk-in at the price function's price, frozen, and refuses one that clashes", async () => {
    const { book, text, refOf, add } = await site();
    const start = offSeason(today, 10, 4);
    const res = await add("royal-enfield-classic", day(start), day(start + 3));
    expect(res.status).toBe(302);
    const ref = refOf(res);
    expect(book.find(ref)).toMatchObject({ status: "confirmed", source: "owner", total: 3600 });
    expect(book.find(ref)!.quote).toMatchObject({ total: 3600, deposit: 2000, days: 3 });
    const clash = await add("royal-enfield-classic", day(start + 2), day(start + 4));
    expect(clash.status).toBe(409);
    expect(await text(clash)).toContain(ref);
  });

  it("a bike handed over and returned two hours late is charged the ₹300 late fee, stays findable under Past, and its review link stays on its screen", async () => {
    const { post, get, book, follow, textOf, refOf, add, db } = await site();
    const added = await add("honda-dio", day(-2), day(-1));
    const ref = refOf(added);
    const rent = book.find(ref)!.quote!.total;
    expect(
      (
        await post(BOOKINGS, {
          intent: "pick-up",
          ref,
          version: "1",
          date: day(-2),
          time: "10:05",
          ...checkOutForm(book, { deposit: "1000", depositMethod: "cash" }),
        })
      ).status,
    ).toBe(302);
    const back = await post(`${BOOKINGS}/${ref}`, {
      intent: "return",
      ref,
      version: "2",
      date: day(-1),
      time: "12:00",
      ...checkInForm(),
    });
    expect(back.status).toBe(302);
    expect(book.find(ref)).toMatchObject({ status: "returned", returnedAt: `${day(-1)} 12:00`, lateFee: 300 });
    const { html } = await follow(back);
    expect(textOf(html)).toContain(
      `${ref} is back 2 h late; a late fee of ₹300 is charged. The tourist owes ${rupees(rent + 300)}; a deposit of ₹1,000 is held.`,
    );
    // A forged address says nothing: the message comes from the book, never from the query.
    const forged = await (await get(`${BOOKINGS}/${ref}?done=return&ref=${ref}&fee=50000&late=600`)).text();
    expect(forged).not.toContain("50,000");
    expect(textOf(forged)).not.toContain("is charged");
    // Past keeps it, with what it owes, found by its reference.
    const past = textOf(await (await get(`${BOOKINGS}/past?q=${ref.slice(3).toLowerCase()}`)).text());
    expect(past).toContain(`${ref} Honda Dio`);
    expect(past).toContain(`Owes ${rupees(rent + 300)}`);
    // The rent paid, and the deposit settled: the late fee kept from it, the rest given back.
    const ledger = () => book.ledger(book.find(ref)!);
    await post(`${BOOKINGS}/${ref}`, {
      intent: "pay",
      ref,
      version: String(ledger().version),
      amount: String(rent),
      method: "upi",
    });
    expect(
      (
        await post(`${BOOKINGS}/${ref}`, {
          intent: "settle",
          ref,
          version: String(ledger().version),
          keepLate: "300",
          method: "cash",
        })
      ).status,
    ).toBe(302);
    expect(ledger().balance).toMatchObject({ owed: 0, held: 0, kept: 300, depositOut: 700 });

    // The review link made from it is on its screen every time it is opened, until it is used.
    const made = await post(`${BOOKINGS}/${ref}`, { intent: "review-link" });
    expect(made.status).toBe(302);
    const linkOn = async () =>
      parseHtml(await (await get(`${BOOKINGS}/${ref}`)).text())
        .querySelector<HTMLInputElement>("#review-link-url")
        ?.getAttribute("value");
    const first = await linkOn();
    expect(first).toMatch(/\/review\/[\w-]{43}$/);
    expect(await linkOn()).toBe(first);
    // Asking again while it is unused makes no second link.
    await post(`${BOOKINGS}/${ref}`, { intent: "review-link" });
    expect(db.$client.prepare("select count(*) n from review_links").get()).toEqual({ n: 1 });
    expect(await linkOn()).toBe(first);
  });

  it("refuses a pickup ten days early with the reason beside the day, and moves the start for an early pickup", async () => {
    const { post, book, refOf, add } = await site();
    const ref = refOf(await add("royal-enfield-classic", day(10), day(12)));
    const early = await post(`${BOOKINGS}/${ref}`, {
      intent: "pick-up",
      ...checkOutForm(book),
      ref,
      version: "1",
      date: today,
      time: "00:00",
    });
    expect(early.status).toBe(400);
    const page = parseHtml(await early.text());
    const date = page.querySelector(`#pick-up-${ref} input[name="date"]`)!;
    expect(date.getAttribute("aria-invalid")).toBe("true");
    expect(page.getElementById(date.getAttribute("aria-describedby")!.split(" ").at(-1)!)!.textContent).toContain(
      "Tick “Early pickup”",
    );
    expect(book.find(ref)).toMatchObject({ status: "confirmed", version: 1 });
    const moved = await post(`${BOOKINGS}/${ref}`, {
      intent: "pick-up",
      ...checkOutForm(book),
      ref,
      version: "1",
      date: today,
      time: "00:00",
      early: "on",
    });
    expect(moved.status).toBe(302);
    expect(book.find(ref)).toMatchObject({ status: "out", startsAt: `${today} 00:00`, pickedUpAt: `${today} 00:00` });
  });

  it("refuses a return in the future, and a pickup in the future, and keeps the bike held", async () => {
    const { post, book, refOf, add } = await site();
    const ref = refOf(await add("royal-enfield-classic", day(-1), day(3)));
    const later = await post(`${BOOKINGS}/${ref}`, {
      intent: "pick-up",
      ...checkOutForm(book),
      ref,
      version: "1",
      date: day(1),
      time: "10:00",
    });
    expect(later.status).toBe(400);
    expect(await later.text()).toContain("A pickup cannot be in the future");
    await post(`${BOOKINGS}/${ref}`, {
      intent: "pick-up",
      ref,
      version: "1",
      date: day(-1),
      time: "10:00",
      ...checkOutForm(book),
    });
    const future = await post(`${BOOKINGS}/${ref}`, {
      intent: "return",
      ...checkInForm(),
      ref,
      version: "2",
      date: day(2),
      time: "10:00",
    });
    expect(future.status).toBe(400);
    expect(await future.text()).toContain("A return cannot be in the future");
    expect(book.find(ref)!.status).toBe("out");
    // The bike is still out for its days: another booking of them is refused.
    expect(book.fits("royal-enfield-classic", stayOfDates(day(1), day(2)))).toBe(false);
  });

  it("shows each booking once: today's pickup is under Today, not again under the bookings ahead", async () => {
    const { get, refOf, add } = await site();
    const ref = refOf(await add("honda-activa", today, day(2)));
    const page = parseHtml(await (await get(BOOKINGS)).text());
    expect(page.querySelectorAll(`li[id="${ref}"]`)).toHaveLength(1);
    expect(page.querySelector(`#today-title`)!.closest("section")!.querySelector(`li[id="${ref}"]`)).not.toBeNull();
  });

  it("a vehicle out of service holds it like a booking, and taking it back frees it", async () => {
    const { post, book, text, add } = await site();
    const enfield = book.vehiclesOf("royal-enfield-classic")[0]!;
    const block = await post(BOOKINGS, {
      intent: "block",
      vehicle: String(enfield.id),
      from: day(20),
      to: day(25),
      note: "new clutch",
    });
    expect(block.status).toBe(302);
    const clash = await add("royal-enfield-classic", day(21), day(22));
    expect(clash.status).toBe(409);
    expect(await text(clash)).toContain("out of service (new clutch)");
    const [shown] = book.blocks(stayOfDates(day(20), day(21)));
    expect(shown!.vehicleId).toBe(enfield.id);
    expect((await post(BOOKINGS, { intent: "unblock", block: String(shown!.id) })).status).toBe(302);
    expect((await add("royal-enfield-classic", day(21), day(22))).status).toBe(302);
  });

  it("the calendar shows each vehicle under its bike's whole name, with month names, and a booking opens from its day", async () => {
    const { get, refOf, add } = await site();
    const ref = refOf(await add("honda-activa", day(1), day(3)));
    const page = parseHtml(await (await get("/admin/bookings/calendar")).text());
    const models = [...page.querySelectorAll(".calendar-model th")].map((th) => th.textContent);
    expect(models).toContain("Honda Activa");
    expect(models).toContain("Royal Enfield Classic");
    expect(page.querySelector(".calendar-months th")!.textContent).toMatch(
      /^(January|February|March|April|May|June|July|August|September|October|November|December) \d{4}$/,
    );
    const booked = [...page.querySelectorAll(`a[href="${BOOKINGS}/${ref}"]`)].map((a) => a.getAttribute("aria-label"));
    expect(booked).toHaveLength(3);
    expect(booked[0]).toMatch(/^Honda Activa KA-47-H-1021, /);
    expect(page.querySelector(`[aria-current="date"]`)!.textContent).toContain(String(Number(today.slice(8))));
  });

  it("the calendar feed lists confirmed bookings as iCalendar, and a renewed address ends the old one", async () => {
    const { post, get, url, request } = await site();
    const r = request("royal-enfield-classic", 2, 5);
    await post(BOOKINGS, { intent: "confirm", ref: r.reference, version: "1", name: "Anna" });
    const addressOn = async () =>
      parseHtml(await (await get(BOOKINGS)).text())
        .querySelector<HTMLInputElement>("input.booking-feed")!
        .getAttribute("value")!;
    const old = await addressOn();
    expect(old).toMatch(new RegExp(`^${url}/calendar/[A-Za-z0-9_-]{22}\\.ics$`));
    const feed = await fetch(old);
    expect(feed.status).toBe(200);
    expect(feed.headers.get("content-type")).toBe("text/calendar; charset=utf-8");
    const ics = await feed.text();
    expect(ics).toMatch(/^BEGIN:VCALENDAR\r\nVERSION:2\.0\r\n/);
    expect(ics).toContain(`SUMMARY:${r.reference} · Royal Enfield Classic · Anna`);
    expect(ics).toContain(`DTSTART:${day(2).replace(/-/g, "")}T043000Z`);
    expect((await post(BOOKINGS, { intent: "feed" })).status).toBe(302);
    const renewed = await addressOn();
    expect(renewed).not.toBe(old);
    expect((await fetch(old)).status).toBe(404);
    expect((await fetch(renewed)).status).toBe(200);
    expect((await fetch(`${url}/calendar/nothing.ics`)).status).toBe(404);
  });

  it("the dashboard leads with today's pickups, returns and overdue, and counts bookings, days and value by week", async () => {
    const { post, get, book, refOf, add } = await site();
    const out = refOf(await add("honda-dio", day(-3), day(-1)));
    await post(BOOKINGS, {
      intent: "pick-up",
      ref: out,
      version: "1",
      date: day(-3),
      time: "10:00",
      ...checkOutForm(book),
    });
    await add("honda-activa", today, day(3));
    const page = parseHtml(await (await get("/admin/dashboard")).text());
    const figure = (label: string) =>
      [...page.querySelectorAll(".dash-today a")]
        .find((a) => a.textContent!.includes(label))!
        .querySelector(".dash-today-figure")!.textContent;
    expect(figure("Overdue")).toBe("1");
    expect(figure("Pickups today")).toBe("1");
    // Every figure of the weeks, from the database: the bookings of each week by their pickup day.
    const rows = [...page.querySelectorAll("#book-title ~ div table tbody tr")].map((tr) =>
      [...tr.querySelectorAll("td")].map((td) => td.textContent),
    );
    const expected = book.during({ startsAt: "0000", endsAt: "9999" }, ["confirmed", "out"]);
    const total = rows.reduce((sum, [n]) => sum + Number(n), 0);
    expect(total).toBe(expected.length);
    const days = rows.reduce((sum, [, d]) => sum + Number(d), 0);
    expect(days).toBe(2 + 3);
  });

  it("a card says All rented out or In maintenance from today's bookings and blocks, and Available again after", async () => {
    const { post, publicPage, book, refOf, add } = await site();
    const statusOf = (html: string, bike: string) => {
      const card = [...parseHtml(html).querySelectorAll("li.card")].find(
        (a) => a.querySelector("h3")?.textContent === bike,
      );
      return card?.querySelector(".status")?.textContent;
    };
    const ref = refOf(await add("royal-enfield-classic", day(-1), day(1)));
    const hero = book.vehiclesOf("hero-xtream-125r")[0]!;
    await post(BOOKINGS, { intent: "block", vehicle: String(hero.id), from: today, to: day(2), note: "service" });
    let html = await publicPage(
      (h) =>
        statusOf(h, "Royal Enfield Classic") === "All rented out" && statusOf(h, "Hero Xtream 125R") !== "Available",
    );
    expect(statusOf(html, "Royal Enfield Classic")).toBe("All rented out");
    expect(statusOf(html, "Hero Xtream 125R")).toBe("In maintenance");
    expect(statusOf(html, "Honda Dio")).toBe("Available");
    await post(BOOKINGS, { intent: "cancel", ref, version: "1" });
    html = await publicPage((h) => statusOf(h, "Royal Enfield Classic") === "Available");
    expect(statusOf(html, "Royal Enfield Classic")).toBe("Available");
  });
});
