// One honest total everywhere: the chat message, the form's answer page, the
// live estimate and the card all show the price function's result, with the
// seasons, the long-rental rates, the deposit and the shop's closed days.
import { describe, expect, it } from "vitest";
import { addDays, daysBetween, shopToday } from "~/booking/dates";
import { displayDate } from "~/content/format";
import { adminSite } from "../support/admin-site";
import { parseHtml } from "../support/html";
import { nextDayOfYear, offSeason } from "../support/off-season";

const today = shopToday("Asia/Kolkata");
const day = (n: number) => addDays(today, n);
const actor = { actor: "test" };
const DEPOSIT = "₹2,000 deposit, returned at drop-off, or keep one original ID with us";

const next = (monthDay: string) => nextDayOfYear(today, monthDay);

const query = (values: Record<string, string>) =>
  new URLSearchParams({ bike: "royal-enfield-classic", point: "railway-station", name: "", ...values });

async function site() {
  const s = await adminSite();
  const chat = async (values: Record<string, string>) => {
    const res = await s.get(`/book/bike?${query(values)}`, { signedIn: false });
    expect(res.status).toBe(303);
    return new URL(res.headers.get("location")!).searchParams.get("text")!;
  };
  const estimate = async (values: Record<string, string>) => {
    const res = await s.get(`/book/bike/estimate?${query(values)}`, { signedIn: false });
    expect(res.headers.get("content-type")).toMatch(/^application\/json/);
    expect(res.headers.get("cache-control")).toBe("no-store");
    const { availability: _free, ...answer } = (await res.json()) as {
      estimate?: string;
      error?: string;
      field?: string;
      availability?: unknown;
    };
    // Whether the bike is free ends the words (the book's answer: test/server/book-requests.test.ts).
    if (answer.estimate) answer.estimate = answer.estimate.replace(/\. Free on those dates\.$/, "");
    return answer;
  };
  return { ...s, chat, estimate };
}

describe("a rental across the peak season's last day", () => {
  const pickup = next("01-04");
  const back = addDays(pickup, 3);
  const total = "3 days: ₹1,500 × 2 + ₹1,200 × 1 = ₹4,200";

  it("costs the peak price for the peak days and the normal price after, in the message", async () => {
    const { chat } = await site();
    expect(await chat({ pickup, return: back })).toContain(`(${total} rent + ${DEPOSIT}), picking up at`);
  });

  it("shows the same total beside the form, live and on the answer page without JavaScript", async () => {
    const { estimate, get } = await site();
    expect(await estimate({ pickup, return: back })).toEqual({ estimate: `${total} rent + ${DEPOSIT}` });
    // The form again (no pickup point chosen): its estimate is already there.
    const res = await get(`/book/bike?${query({ pickup, return: back, point: "" })}`, { signedIn: false });
    expect(res.status).toBe(400);
    const doc = parseHtml((await res.text()).replaceAll("<!-- -->", ""));
    expect(doc.querySelector("output.request-estimate")!.textContent).toBe(`${total} rent + ${DEPOSIT}`);
  });
});

describe("a long rental", () => {
  it("takes the 7-day rate when it is cheaper, and says so", async () => {
    const { estimate } = await site();
    const pickup = next("02-01");
    expect(await estimate({ pickup, return: addDays(pickup, 10) })).toEqual({
      estimate: `10 days: 7-day rate ₹7,000 + ₹1,200 × 3 = ₹10,600 rent + ${DEPOSIT}`,
    });
  });
});

describe("the live estimate", () => {
  it("answers the form's own message for the bike or the dates, naming the field", async () => {
    const { estimate } = await site();
    const start = day(offSeason(today, 2, 4));
    expect(await estimate({ pickup: addDays(start, 3), return: start })).toEqual({
      error: "The return date is before the pickup date.",
      field: "return",
    });
    expect(await estimate({ bike: "vespa", pickup: start, return: addDays(start, 1) })).toEqual({
      error: "Choose one of our bikes: that one isn't on our list.",
      field: "bike",
    });
    expect(await estimate({ pickup: day(-1), return: start })).toMatchObject({ field: "pickup" });
    // The pickup point is chosen later: the estimate does not wait for it.
    expect(await estimate({ pickup: start, return: addDays(start, 3), point: "" })).toEqual({
      estimate: `3 days: ₹1,200 × 3 = ₹3,600 rent + ${DEPOSIT}`,
    });
  });
});

describe("what the owner sets", () => {
  it("a closed day cannot be chosen to pick up or return, with the owner's note", async () => {
    const s = await site();
    const closed = day(offSeason(today, 3, 1));
    const { version, ...bookings } = s.store.section("bookings");
    const saved = s.store.saveSection(
      "bookings",
      { ...bookings, closedDays: [{ date: closed, note: "Holi" }] },
      version,
      actor,
    );
    expect(saved.ok).toBe(true);
    const message = `We're closed on ${weekday(closed)} (Holi). Choose another day.`;
    // The page takes the change within a second.
    await expect
      .poll(async () => (await s.estimate({ pickup: closed, return: addDays(closed, 2) })).error)
      .toBe(message);
    expect(await s.estimate({ pickup: addDays(closed, -2), return: closed })).toEqual({
      error: message,
      field: "return",
    });
    const res = await s.get(`/book/bike?${query({ pickup: closed, return: addDays(closed, 2) })}`, { signedIn: false });
    expect(res.status).toBe(400);
    const doc = parseHtml((await res.text()).replaceAll("<!-- -->", ""));
    expect(doc.getElementById("bike-pickup-error")!.textContent).toBe(message);
  });

  it("a bike's fewest days are asked for beside the return date", async () => {
    const s = await site();
    const bike = s.store.item("bikes", "royal-enfield-classic")!;
    expect(s.store.update("bikes", bike.id, { ...bike, minDays: 3 }, bike.version, actor).ok).toBe(true);
    const start = day(offSeason(today, 2, 4));
    await expect
      .poll(async () => (await s.estimate({ pickup: start, return: addDays(start, 2) })).error)
      .toBe("The Royal Enfield Classic is rented for at least 3 days.");
    expect(await s.estimate({ pickup: start, return: addDays(start, 3) })).toHaveProperty("estimate");
  });

  it("a season near shows on the card with its price and first day; the deposit, and every rate in the table", async () => {
    const s = await site();
    const from = day(offSeason(today, 10, 3));
    const to = addDays(from, 2);
    const created = s.store.create(
      "seasons",
      {
        name: "Test week",
        from,
        to,
        yearly: false,
        percent: null,
        prices: [{ bike: "royal-enfield-classic", price: 2222 }],
      },
      actor,
    );
    expect(created.ok).toBe(true);
    const html = await s.publicPage((h) => h.includes("Test week"));
    const card = [...parseHtml(html.replaceAll("<!-- -->", "")).querySelectorAll("#bikes .card")].find((c) =>
      c.querySelector("h3")!.textContent!.includes("Royal Enfield Classic"),
    )!;
    const notes = [...card.querySelectorAll(".price-notes > li")].map((li) => li.textContent);
    const dayMonth = (d: string) => displayDate(d).replace(/ \d{4}$/, "");
    // The long-rental rates are in the table, each in its period, not once for all days.
    expect(notes.slice(0, 2)).toEqual([`Test week: ₹2,222/day from ${dayMonth(from)}`, DEPOSIT]);
    expect(daysBetween(today, from)).toBeLessThanOrEqual(30);
    // Every price the estimate may use, a tap away: the other days' and the season's, with its dates.
    const table = card.querySelector(".price-notes details.price-table table")!;
    const rows = [...table.querySelectorAll("tr")].map((tr) =>
      [...tr.querySelectorAll("th, td")].map((cell) => cell.textContent),
    );
    expect(rows[0]).toEqual(["", "Day", "Hour", "7 days", "30 days"]);
    expect(rows[1]).toEqual(["Other days", "₹1,200", "₹250", "₹7,000", "₹24,000"]);
    expect(rows.find((r) => r[0]!.startsWith("Test week"))!.slice(0, 2)).toEqual([
      `Test week, ${dayMonth(from)} to ${dayMonth(to)}`,
      "₹2,222",
    ]);
  });
});

function weekday(date: string) {
  return new Intl.DateTimeFormat("en-GB", { weekday: "short", day: "numeric", month: "short", timeZone: "UTC" })
    .format(new Date(`${date}T00:00:00Z`))
    .replace(",", "");
}
