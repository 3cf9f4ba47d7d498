import sharp from "sharp";
import decodeQR from "qr/decode.js";
import { describe, expect, it } from "vitest";
import { addDays, shopToday } from "~/booking/dates";
import { bookingsView } from "~/admin/bookings/view.server";
import { depositText } from "~/booking/requests";
import { weekdayDateIn } from "~/i18n/dates";
import { dictionaries, wordsOf } from "~/i18n/words";
import { createBook } from "~/reservations/book.server";
import { stayOfDates } from "~/reservations/stay";
import { parseHtml } from "../support/html";
import { offSeason } from "../support/off-season";
import { startSite } from "../support/server-build";
import { seededStore } from "../support/temp-db";

const today = shopToday("Asia/Kolkata");
const day = (n: number) => addDays(today, n);

async function site() {
  const { db, store } = seededStore();
  const started = await startSite(db);
  const book = createBook(db, { store });
  const add = (bike: string, from: number, to: number, customer = { name: "", phone: "" }) => {
    const added = book.add(
      {
        kind: "bike",
        itemId: bike,
        ...stayOfDates(day(from), day(to)),
        pointId: "railway-station",
        customer,
      },
      "admin",
    );
    if (!added.ok) throw new Error(added.message);
    return added.value;
  };
  const get = (path: string) => fetch(`${started.url}${path}`, { redirect: "manual" });
  return { ...started, store, book, add, get };
}

describe("the tourist's booking page", () => {
  it("shows that booking only, says noindex, and nothing the owner noted about anyone", async () => {
    const { add, get } = await site();
    const mine = add("royal-enfield-classic", 2, 5);
    const other = add("honda-dio", 2, 5, { name: "Someone Else", phone: "+91 90000 99999" });
    const res = await get(`/b/${mine.reference}-${mine.token}`);
    expect(res.status).toBe(200);
    expect(res.headers.get("x-robots-tag")).toContain("noindex");
    expect(res.headers.get("cache-control")).toBe("no-store");
    const html = await res.text();
    const page = parseHtml(html);
    expect(page.querySelector('meta[name="robots"]')!.getAttribute("content")).toContain("noindex");
    expect(page.querySelector("h1")!.textContent).toBe("Royal Enfield Classic");
    expect(page.querySelector('[role="status"]')!.textContent).toContain("Confirmed");
    expect(html).toContain("Railway Station");
    expect(html).not.toContain(other.reference);
    expect(html).not.toContain("Someone Else");
    expect(html).not.toContain("99999");
    // No framework JavaScript: the page works without a script.
    expect(page.querySelectorAll("script[type=module]")).toHaveLength(0);
  });

  it("shows the total with the price function's breakdown, and the deposit apart from the rent", async () => {
    const { add, get, store } = await site();
    const start = offSeason(today, 2, 4);
    const mine = add("royal-enfield-classic", start, start + 3);
    const read = async (reference: string, token: string) => {
      const page = parseHtml((await (await get(`/b/${reference}-${token}`)).text()).replaceAll("<!-- -->", ""));
      const row = (name: string) =>
        [...page.querySelectorAll("dt")].find((dt) => dt.textContent === name)!.nextElementSibling!.textContent;
      return { total: row("Total"), deposit: row("Deposit") };
    };
    expect(await read(mine.reference, mine.token)).toEqual({
      total: "₹1,200 × 3 = ₹3,600",
      deposit: "₹2,000 deposit, returned at drop-off, or keep one original ID with us",
    });
    // The price agreed is frozen with its breakdown: a later change of the bike's prices changes nothing of it.
    const bike = store.item("bikes", "royal-enfield-classic")!;
    expect(
      store.update("bikes", bike.id, { ...bike, price: 1300, deposit: 2500 }, bike.version, { actor: "t" }).ok,
    ).toBe(true);
    await expect.poll(() => store.item("bikes", bike.id)!.price).toBe(1300);
    expect(await read(mine.reference, mine.token)).toEqual({
      total: "₹1,200 × 3 = ₹3,600",
      deposit: "₹2,000 deposit, returned at drop-off, or keep one original ID with us",
    });
  });

  it("answers 404 to a wrong secret, an unknown reference and anything else", async () => {
    const { add, get } = await site();
    const mine = add("royal-enfield-classic", 2, 5);
    const wrong = mine.token.slice(0, -1) + (mine.token.endsWith("A") ? "B" : "A");
    for (const path of [
      `/b/${mine.reference}-${wrong}`,
      `/b/SR-ZZZZ-${mine.token}`,
      `/b/${mine.reference}`,
      `/b/${mine.reference}-${wrong}/booking.ics`,
    ]) {
      const res = await get(path);
      expect(res.status, path).toBe(404);
      expect(await res.text()).not.toContain("Royal Enfield Classic</h1>");
      // A miss is kept as private as a hit: never stored, never indexed.
      if (path.startsWith(`/b/${mine.reference}-${wrong}`) && !path.endsWith(".ics")) {
        expect(res.headers.get("cache-control"), path).toBe("no-store");
        expect(res.headers.get("x-robots-tag"), path).toContain("noindex");
      }
    }
  });

  it("offers the booking as a calendar file a calendar app reads", async () => {
    const { add, get } = await site();
    const mine = add("royal-enfield-classic", 2, 5);
    const res = await get(`/b/${mine.reference}-${mine.token}/booking.ics`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("text/calendar; charset=utf-8");
    const ics = await res.text();
    expect(ics.startsWith("BEGIN:VCALENDAR\r\nVERSION:2.0\r\n")).toBe(true);
    expect(ics.endsWith("END:VCALENDAR\r\n")).toBe(true);
    // 10:00 at the shop in India is 04:30 UTC.
    expect(ics).toContain(`DTSTART:${day(2).replace(/-/g, "")}T043000Z`);
    expect(ics).toContain(`DTEND:${day(5).replace(/-/g, "")}T043000Z`);
    expect(ics).toContain(`UID:${mine.reference}@sagara-rides`);
    for (const line of ics.split("\r\n")) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
  });

  it("with a UPI ID in the settings, asks by a upi:// link and a QR code that reads as exactly that link for what is owed, then the deposit", async () => {
    const { add, get, store, book } = await site();
    const { version, ...fields } = store.section("bookings");
    expect(store.saveSection("bookings", { ...fields, upiId: "sagararides@okaxis" }, version, { actor: "t" }).ok).toBe(
      true,
    );
    const mine = add("royal-enfield-classic", 2, 5);
    // The rent agreed is owed first.
    const rent = mine.quote!.total;
    const page = parseHtml(await (await get(`/b/${mine.reference}-${mine.token}`)).text());
    const expected = `upi://pay?pa=sagararides@okaxis&pn=Sagara%20Rides&am=${rent}.00&cu=INR&tn=${mine.reference}`;
    expect(page.querySelector('a[href^="upi:"]')!.getAttribute("href")).toBe(expected);
    const svg = page.querySelector(".booking-qr svg")!.outerHTML;
    const { data, info } = await sharp(Buffer.from(svg), { density: 300 })
      .flatten({ background: "#fff" })
      .ensureAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
    expect(decodeQR({ width: info.width, height: info.height, data: new Uint8Array(data) })).toBe(expected);
    // Paid: then the deposit, while none of it is taken.
    const paid = book.pay(mine.reference, 1, { amount: rent, method: "upi" }, "admin");
    expect(paid.ok).toBe(true);
    const deposit = store.item("bikes", "royal-enfield-classic")!.deposit;
    const next = parseHtml(await (await get(`/b/${mine.reference}-${mine.token}`)).text());
    expect(next.querySelector('a[href^="upi:"]')!.getAttribute("href")).toContain(`&am=${deposit}.00&`);
  });

  it("without a UPI ID, has no UPI link or code", async () => {
    const { add, get } = await site();
    const mine = add("royal-enfield-classic", 2, 5);
    const html = await (await get(`/b/${mine.reference}-${mine.token}`)).text();
    expect(html).not.toContain("upi://");
  });
  it("follows the language the request was sent in: the owner's link, the page's words, dates, money, terms, chat and calendar", async () => {
    const { book, store, get } = await site();
    const hi = dictionaries.hi;
    const start = offSeason(today, 2, 4);
    const stay = stayOfDates(day(start), day(start + 3));
    const asked = book.request({
      kind: "bike",
      itemId: "royal-enfield-classic",
      ...stay,
      pointId: "railway-station",
      total: 3600,
      language: "hi",
    });
    expect(book.confirm(asked.reference, asked.version, { name: "", phone: "" }, "admin").ok).toBe(true);
    // The Bookings screen stays English, says which language the tourist wrote in, and links to that page.
    const shown = bookingsView(book, store, "http://localhost/", null).later.find(
      (b) => b.reference === asked.reference,
    )!;
    expect(shown.askedIn).toBe("Hindi");
    const path = new URL(shown.page).pathname;
    expect(path).toBe(`/hi/b/${asked.reference}-${asked.token}`);

    const res = await get(path);
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("no-store");
    const html = (await res.text()).replaceAll("<!-- -->", "");
    const page = parseHtml(html);
    const inHindi = store.home("hi");
    const bike = inHindi.bikes.find((b) => b.id === "royal-enfield-classic")!;
    const point = inHindi.pickupPoints.find((p) => p.id === "railway-station")!.name;
    expect(point).not.toBe("Railway Station");
    expect(page.documentElement.getAttribute("lang")).toBe("hi");
    // The bike's name and the reference stay as they are; everything the site writes is Hindi.
    expect(page.querySelector("h1")!.textContent).toBe("Royal Enfield Classic");
    expect(page.querySelector(".eyebrow")!.textContent).toBe(`बुकिंग ${asked.reference}`);
    expect(page.querySelector('[role="status"]')!.textContent).toBe(hi.bookingConfirmed);
    const facts = [...page.querySelectorAll(".booking-facts dt")].map((dt) => [
      dt.textContent,
      dt.nextElementSibling!.textContent,
    ]);
    expect(facts).toEqual([
      [hi.factPickup, `${weekdayDateIn("hi", day(start))}, 10:00`],
      [hi.factReturn, `${weekdayDateIn("hi", day(start + 3))}, 10:00`],
      [hi.pickupPoint, `${point} ${hi.mapLink}`],
      [hi.factTotal, "₹1,200 × 3 = ₹3,600"],
      [hi.factDeposit, depositText(bike, wordsOf("hi"))],
      // Its ledger: the price agreed is owed until it is paid.
      [hi.factToPay, "₹3,600"],
    ]);
    // The map is searched by the place's English name, which the map knows.
    expect(decodeURIComponent(page.querySelector(".booking-facts a")!.getAttribute("href")!)).toContain(
      "Railway Station, Gokarna",
    );
    expect(page.querySelector("#terms-title")!.textContent).toBe(hi.bookingTerms);
    expect([...page.querySelectorAll(".booking-terms h3")].map((h) => h.textContent)).toEqual([
      hi.requirements,
      hi.fines,
      hi.policies,
    ]);
    expect(page.querySelector(".booking-terms li")!.textContent).toBe(inHindi.terms.requirements[0]);
    expect(page.querySelector(".booking-privacy")!.textContent).toContain("यह पेज सिर्फ़ यही बुकिंग दिखाता है");
    const chat = [...page.querySelectorAll(".booking-links a")].find((a) => a.textContent === hi.chatWithUs)!;
    expect(decodeURIComponent(chat.getAttribute("href")!)).toContain(
      `नमस्ते Sagara Rides, मेरी बुकिंग ${asked.reference} के बारे में।`,
    );
    // The language switch keeps the booking: the same secret address in each language.
    const address = `${asked.reference}-${asked.token}`;
    expect([...page.querySelectorAll(".lang-switch a")].map((a) => a.getAttribute("href"))).toEqual([
      `/b/${address}`,
      `/hi/b/${address}`,
      `/kn/b/${address}`,
    ]);

    // The calendar file from this page is in Hindi too, and leads back to it.
    const calendarLink = page.querySelector("a[download]")!.getAttribute("href")!;
    expect(calendarLink).toBe(`/hi/b/${address}/booking.ics`);
    const ics = (await (await get(calendarLink)).text()).replace(/\r\n /g, "");
    expect(ics).toContain(`DESCRIPTION:${hi.bookingConfirmed}`);
    expect(ics).toContain(`/hi/b/${address}`);

    // The same booking at its English address is English, as the owner reads it.
    const english = parseHtml(await (await get(`/b/${address}`)).text());
    expect(english.documentElement.getAttribute("lang")).toBe("en");
    expect(english.querySelector('[role="status"]')!.textContent).toBe("Confirmed: the bike is yours for these dates.");
  });

  it("says a taxi is booked, and a wrong address, in the page's language", async () => {
    const { book, get } = await site();
    const kn = dictionaries.kn;
    const asked = book.request({
      kind: "taxi",
      itemId: "airport-transfer",
      startsAt: `${day(4)} 06:30`,
      endsAt: `${day(4)} 06:30`,
      destination: "Goa Airport",
      people: 2,
      total: 2250,
      language: "kn",
    });
    expect(book.confirm(asked.reference, asked.version, { name: "", phone: "" }, "admin").ok).toBe(true);
    const page = parseHtml(
      (await (await get(`/kn/b/${asked.reference}-${asked.token}`)).text()).replaceAll("<!-- -->", ""),
    );
    expect(page.querySelector('[role="status"]')!.textContent).toBe(kn.bookingConfirmedTaxi);
    expect([...page.querySelectorAll(".booking-facts dt")].map((dt) => dt.textContent)).toEqual([
      kn.factWhen,
      kn.factTo,
      kn.factTotal,
      // The fare agreed is owed until it is paid.
      kn.factToPay,
    ]);
    expect(page.querySelector(".booking-facts dd")!.textContent).toBe(`${weekdayDateIn("kn", day(4))}, 06:30`);

    // The English page of a taxi says the taxi is booked, not a bike.
    const english = parseHtml(await (await get(`/b/${asked.reference}-${asked.token}`)).text());
    expect(english.querySelector('[role="status"]')!.textContent).toBe("Confirmed: your taxi is booked.");

    // A miss under a language is as private as one in English: never stored, indexed or passed on.
    const miss = await get(`/kn/b/${asked.reference}-${"A".repeat(22)}`);
    expect(miss.status).toBe(404);
    expect(miss.headers.get("cache-control")).toBe("no-store");
    expect(miss.headers.get("x-robots-tag")).toContain("noindex");
    // The site's default policy comes first; a browser follows the last one it knows.
    expect(miss.headers.get("referrer-policy")!.split(",").at(-1)!.trim()).toBe("no-referrer");
    expect((await get(`/hi/b/${asked.reference}-${"A".repeat(22)}/booking.ics`)).status).toBe(404);
    const missing = parseHtml(await miss.text());
    expect(missing.documentElement.getAttribute("lang")).toBe("kn");
    expect(missing.querySelector("h1")!.textContent).toBe(kn.noSuchBooking);
    expect(missing.querySelector("a.btn")!.getAttribute("href")).toBe("/kn/");
  });
  it("links a request in a language the site does not speak to the English page, without saying a language", async () => {
    const { book, store } = await site();
    const asked = book.request({
      kind: "bike",
      itemId: "honda-dio",
      ...stayOfDates(day(2), day(4)),
      pointId: "railway-station",
      total: 1000,
      language: "fr",
    });
    const shown = bookingsView(book, store, "http://localhost/", null).inbox.find(
      (b) => b.reference === asked.reference,
    )!;
    expect(new URL(shown.page).pathname).toBe(`/b/${asked.reference}-${asked.token}`);
    expect(shown.askedIn).toBeNull();
  });
});
