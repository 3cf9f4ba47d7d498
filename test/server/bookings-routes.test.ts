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
  const text = async (res: Response) => parseHtml(await res.text()).body.textContent!.replace(/\s+/g, " ");
  return { ...s, book, request, text };
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
    expect(page).toContain("Fits: a bike is free then.");
  });

  it("confirms a request in one post, with the owner's note of a name and phone", async () => {
    const { post, get, book, request } = await site();
    const r = request("royal-enfield-classic", 2, 5);
    const res = await post(BOOKINGS, {
      intent: "confirm",
      ref: r.reference,
      version: "1",
      name: "Anna",
      phone: "+49 151 2345",
    });
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toBe(`${BOOKINGS}?done=confirm&ref=${r.reference}#${r.reference}`);
    expect(book.find(r.reference)).toMatchObject({
      status: "confirmed",
      customerName: "Anna",
      customerPhone: "+49 151 2345",
    });
    // History and Activity have it, in words, without the customer's details.
    const history = parseHtml(await (await get(BOOKINGS)).text()).querySelector(`#${r.reference} .booking-history`)!;
    expect(history.textContent).toContain("visitor: Sent the request for Royal Enfield Classic");
    expect(history.textContent).toContain("admin: Confirmed");
    const activity = await (await get("/admin/activity?list=booking")).text();
    expect(activity).toContain(`admin confirmed the booking ${r.reference}`);
    expect(activity).not.toContain("Anna");
  });

  it("refuses a clashing confirmation naming the booking in the way and the days, and writes nothing", async () => {
    const { post, book, request, auditCount } = await site();
    const first = request("royal-enfield-classic", 2, 5);
    const second = request("royal-enfield-classic", 4, 6);
    await post(BOOKINGS, { intent: "confirm", ref: first.reference, version: "1" });
    const before = auditCount();
    const res = await post(BOOKINGS, { intent: "confirm", ref: second.reference, version: "1" });
    expect(res.status).toBe(409);
    const page = parseHtml(await res.text());
    const alert = page.querySelector('[role="alert"]')!.textContent!;
    expect(alert).toContain(first.reference);
    expect(alert).toContain("Nothing was saved");
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
    expect((await get(BOOKINGS, { signedIn: false })).status).not.toBe(200);
    const crossSite = await post(
      BOOKINGS,
      { intent: "decline", ref: r.reference, version: "1" },
      { headers: { origin: "https://elsewhere.example", "sec-fetch-site": "cross-site" } },
    );
    expect(crossSite.status).toBe(403);
    expect(book.find(r.reference)!.status).toBe("requested");
  });

  it("twenty confirmations for the last unit at the same moment: exactly one wins, the rest are refused, none fails", async () => {
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

  it("adds a booking for a walk-in, with the estimate from the price function, and refuses one that clashes", async () => {
    const { post, book, text } = await site();
    const add = (from: string, to: string) =>
      post(BOOKINGS, {
        intent: "add",
        bike: "royal-enfield-classic",
        from,
        to,
        fromTime: "10:00",
        toTime: "10:00",
        point: "",
      });
    const start = offSeason(today, 10, 4);
    const res = await add(day(start), day(start + 3));
    expect(res.status).toBe(302);
    const ref = new URL(res.headers.get("location")!, "http://x").searchParams.get("ref")!;
    expect(book.find(ref)).toMatchObject({ status: "confirmed", source: "owner", total: 3600 });
    const clash = await add(day(start + 2), day(start + 4));
    expect(clash.status).toBe(409);
    expect(await text(clash)).toContain(ref);
  });

  it("a bike picked up and returned two hours late shows the ₹300 late fee to charge, and a review link follows", async () => {
    const { post, get, book, db, request } = await site();
    const added = await post(BOOKINGS, {
      intent: "add",
      bike: "honda-dio",
      from: day(-2),
      to: day(-1),
      fromTime: "10:00",
      toTime: "10:00",
    });
    const ref = new URL(added.headers.get("location")!, "http://x").searchParams.get("ref")!;
    await post(BOOKINGS, { intent: "pick-up", ref, version: "1", date: day(-2), time: "10:05" });
    const back = await post(BOOKINGS, {
      intent: "return",
      ref,
      version: "2",
      date: day(-1),
      time: "12:00",
      damages: "",
      note: "",
    });
    expect(back.status).toBe(302);
    expect(book.find(ref)).toMatchObject({ status: "returned", returnedAt: `${day(-1)} 12:00`, lateFee: 300 });
    const page = await get(back.headers.get("location")!);
    const html = await page.text();
    expect(parseHtml(html).body.textContent!.replace(/\s+/g, " ")).toContain(
      `${ref} is back 2 h late: charge a late fee of ₹300.`,
    );

    // The rental is over: the owner makes a review link for it, which remembers the booking.
    const ask = parseHtml(html).querySelector<HTMLFormElement>('form[action="/admin/reviews"]')!;
    expect(ask.querySelector<HTMLInputElement>('[name="bookingRef"]')!.value).toBe(ref);
    const made = await post("/admin/reviews", { intent: "create-link", bookingRef: ref });
    expect(made.status).toBe(200);
    expect(await made.text()).toMatch(/\/review\/[\w-]{20,}/);
    const links = () => db.$client.prepare("select booking_ref from review_links").all() as { booking_ref: string }[];
    expect(links()).toEqual([{ booking_ref: ref }]);
    // A booking not back yet gets no link.
    const other = request("royal-enfield-classic", 2, 5);
    const refused = await post("/admin/reviews", { intent: "create-link", bookingRef: other.reference });
    expect(refused.status).toBe(400);
    expect(links()).toHaveLength(1);
  });

  it("a block takes a unit like a booking, and taking it away frees it", async () => {
    const { post, book, text } = await site();
    const block = await post(BOOKINGS, {
      intent: "block",
      bike: "royal-enfield-classic",
      from: day(20),
      to: day(25),
      note: "new clutch",
    });
    expect(block.status).toBe(302);
    const clash = await post(BOOKINGS, { intent: "add", bike: "royal-enfield-classic", from: day(21), to: day(22) });
    expect(clash.status).toBe(409);
    expect(await text(clash)).toContain("out of service (new clutch)");
    const [shown] = book.blocks(stayOfDates(day(20), day(21)));
    expect((await post(BOOKINGS, { intent: "unblock", block: String(shown!.id) })).status).toBe(302);
    expect(
      (await post(BOOKINGS, { intent: "add", bike: "royal-enfield-classic", from: day(21), to: day(22) })).status,
    ).toBe(302);
  });

  it("the calendar shows booked units of the total, day by day", async () => {
    const { post, get } = await site();
    await post(BOOKINGS, { intent: "add", bike: "honda-activa", from: day(1), to: day(3) });
    const page = parseHtml(await (await get("/admin/bookings/calendar")).text());
    const cell = (n: number) =>
      page.querySelector(`a[href="/admin/bookings?day=${day(n)}"][aria-label^="Honda Activa,"]`)!.textContent;
    expect([cell(0), cell(1), cell(2), cell(3)]).toEqual(["0/3", "1/3", "1/3", "1/3"]);
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
    const { post, get, book } = await site();
    const add = async (bike: string, from: string, to: string) => {
      const res = await post(BOOKINGS, { intent: "add", bike, from, to, fromTime: "10:00", toTime: "10:00" });
      return new URL(res.headers.get("location")!, "http://x").searchParams.get("ref")!;
    };
    const out = await add("honda-dio", day(-3), day(-1));
    await post(BOOKINGS, { intent: "pick-up", ref: out, version: "1", date: day(-3), time: "10:00" });
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
    const expected = book.during({ startsAt: "0000", endsAt: "9999" }, ["confirmed", "picked-up"]);
    const total = rows.reduce((sum, [n]) => sum + Number(n), 0);
    expect(total).toBe(expected.length);
    const days = rows.reduce((sum, [, d]) => sum + Number(d), 0);
    expect(days).toBe(2 + 3);
  });

  it("a card says All rented out or In maintenance from today's bookings and blocks, and Available again after", async () => {
    const { post, publicPage } = await site();
    const statusOf = (html: string, bike: string) => {
      const card = [...parseHtml(html).querySelectorAll("li.card")].find(
        (a) => a.querySelector("h3")?.textContent === bike,
      );
      return card?.querySelector(".status")?.textContent;
    };
    const added = await post(BOOKINGS, { intent: "add", bike: "royal-enfield-classic", from: day(-1), to: day(1) });
    const ref = new URL(added.headers.get("location")!, "http://x").searchParams.get("ref")!;
    await post(BOOKINGS, { intent: "block", bike: "hero-xtream-125r", from: today, to: day(2), note: "service" });
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
