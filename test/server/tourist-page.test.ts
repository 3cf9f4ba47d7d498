import sharp from "sharp";
import decodeQR from "qr/decode.js";
import { describe, expect, it } from "vitest";
import { addDays, shopToday } from "~/booking/dates";
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
        total: 3600,
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
    // A total agreed before the owner changed a price is shown as agreed, without a breakdown that no longer adds up.
    const bike = store.item("bikes", "royal-enfield-classic")!;
    expect(store.update("bikes", bike.id, { ...bike, price: 1300 }, bike.version, { actor: "t" }).ok).toBe(true);
    await expect.poll(async () => (await read(mine.reference, mine.token)).total).toBe("₹3,600");
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

  it("with a UPI ID in the settings, has the deposit's upi:// link and a QR code that reads as exactly that link", async () => {
    const { add, get, store } = await site();
    const { version, ...fields } = store.section("bookings");
    expect(store.saveSection("bookings", { ...fields, upiId: "sagararides@okaxis" }, version, { actor: "t" }).ok).toBe(
      true,
    );
    const mine = add("royal-enfield-classic", 2, 5);
    const deposit = store.item("bikes", "royal-enfield-classic")!.deposit;
    expect(deposit).toBeGreaterThan(0);
    const page = parseHtml(await (await get(`/b/${mine.reference}-${mine.token}`)).text());
    const expected = `upi://pay?pa=sagararides@okaxis&pn=Sagara%20Rides&am=${deposit}.00&cu=INR&tn=${mine.reference}`;
    expect(page.querySelector('a[href^="upi:"]')!.getAttribute("href")).toBe(expected);
    const svg = page.querySelector(".booking-qr svg")!.outerHTML;
    const { data, info } = await sharp(Buffer.from(svg), { density: 300 })
      .flatten({ background: "#fff" })
      .ensureAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
    expect(decodeQR({ width: info.width, height: info.height, data: new Uint8Array(data) })).toBe(expected);
  });

  it("without a UPI ID, has no UPI link or code", async () => {
    const { add, get } = await site();
    const mine = add("royal-enfield-classic", 2, 5);
    const html = await (await get(`/b/${mine.reference}-${mine.token}`)).text();
    expect(html).not.toContain("upi://");
  });
});
