import { describe, expect, it } from "vitest";
import { addDays, shopToday } from "~/booking/dates";
import { weekdayDate } from "~/content/format";
import * as t from "~/db/schema";
import { createBook } from "~/reservations/book.server";
import { stayOfDates } from "~/reservations/stay";
import { parseHtml } from "../support/html";
import { startSite } from "../support/server-build";
import { offSeason } from "../support/off-season";
import { seededStore } from "../support/temp-db";

const BROWSER =
  "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Mobile Safari/537.36 MarkUA-5522";
const today = shopToday("Asia/Kolkata");
const day = (n: number) => addDays(today, n);
// Three days at the normal price, whichever day of the year the test runs.
const start = offSeason(today, 2, 4);

async function site() {
  const { db } = seededStore();
  const started = await startSite(db);
  const get = (path: string, headers: Record<string, string> = {}) =>
    fetch(`${started.url}${path}`, {
      redirect: "manual",
      headers: { "user-agent": BROWSER, "sec-fetch-site": "same-origin", ...headers },
    });
  return { ...started, db, get, kept: () => db.select().from(t.bookings).all() };
}

const bikeQuery = (values: Record<string, string> = {}) =>
  "/book/bike?" +
  new URLSearchParams({
    bike: "royal-enfield-classic",
    pickup: day(start),
    return: day(start + 3),
    point: "railway-station",
    name: "Anna Privat",
    ...values,
  });

const referenceIn = (res: Response) =>
  /Reference: (SR-[2-9A-HJ-NP-Z]{4})$/.exec(new URL(res.headers.get("location")!).searchParams.get("text")!)?.[1];

describe("a dated request from the public forms", () => {
  it("is kept pending with the reference its chat message carries, and nothing personal", async () => {
    const { get, kept, db } = await site();
    const res = await get(bikeQuery());
    expect(res.status).toBe(303);
    const reference = referenceIn(res);
    expect(reference).toBeDefined();
    const rows = kept();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      reference,
      kind: "bike",
      itemId: "royal-enfield-classic",
      status: "requested",
      startsAt: `${day(start)} 10:00`,
      endsAt: `${day(start + 3)} 10:00`,
      pointId: "railway-station",
      total: 3600,
      language: "en",
      source: "public",
      customerName: "",
      customerPhone: "",
    });
    // Neither the name typed, the address nor the user agent is anywhere in the database.
    const everything = JSON.stringify(
      db.$client.prepare("select * from bookings").all().concat(db.$client.prepare("select * from audit_log").all()),
    );
    expect(everything).not.toContain("Anna Privat");
    expect(everything).not.toContain("MarkUA-5522");
    expect(everything).not.toContain("127.0.0.1");
  });

  it("keeps a taxi request with its time, destination and people", async () => {
    const { get, kept } = await site();
    const res = await get(
      "/book/taxi?" +
        new URLSearchParams({
          taxi: "airport-transfer",
          to: "Goa Airport (150km)",
          date: day(4),
          time: "06:30",
          people: "2",
        }),
    );
    expect(referenceIn(res)).toBeDefined();
    expect(kept()[0]).toMatchObject({
      kind: "taxi",
      itemId: "airport-transfer",
      startsAt: `${day(4)} 06:30`,
      destination: "Goa Airport",
      people: 2,
      total: 2250,
    });
  });

  it("is kept by the route too, when the front door leaves the request to React Router", async () => {
    // A HEAD is not answered at the front door: React Router's loader judges it.
    const { url, kept } = await site();
    const res = await fetch(`${url}${bikeQuery()}`, {
      method: "HEAD",
      redirect: "manual",
      headers: { "user-agent": BROWSER, "sec-fetch-site": "same-origin" },
    });
    expect(res.status).toBe(303);
    expect(referenceIn(res)).toBeDefined();
    expect(kept()).toHaveLength(1);
  });

  it("is not kept from another site, from a bot, or past an address's share, and still goes to the chat", async () => {
    const { get, kept } = await site();
    expect(referenceIn(await get(bikeQuery(), { "sec-fetch-site": "cross-site" }))).toBeUndefined();
    expect(referenceIn(await get(bikeQuery(), { "user-agent": "Googlebot/2.1" }))).toBeUndefined();
    expect(kept()).toHaveLength(0);
    for (let i = 0; i < 10; i++) expect(referenceIn(await get(bikeQuery()))).toBeDefined();
    const over = await get(bikeQuery());
    expect(over.status).toBe(303);
    expect(referenceIn(over)).toBeUndefined();
    expect(kept()).toHaveLength(10);
  });

  it("a refused form keeps nothing", async () => {
    const { get, kept } = await site();
    expect((await get(bikeQuery({ return: day(1) }))).status).toBe(400);
    expect(kept()).toHaveLength(0);
  });
});

describe("whether the bike is free, before the chat opens", () => {
  async function booked() {
    const s = await site();
    const book = createBook(s.db, { store: s.store });
    // The one Royal Enfield Classic is out for the three days.
    const added = book.add(
      {
        kind: "bike",
        itemId: "royal-enfield-classic",
        ...stayOfDates(day(start), day(start + 3)),
        customer: { name: "", phone: "" },
      },
      "admin",
    );
    if (!added.ok) throw new Error(added.message);
    return s;
  }

  it("the live estimate says free, then booked with the day it is free again and the other bikes free", async () => {
    const { get } = await site();
    const estimate = (from: number, to: number) =>
      get(`/book/bike/estimate?bike=royal-enfield-classic&pickup=${day(from)}&return=${day(to)}`).then((r) => r.json());
    expect((await estimate(start, start + 3)).availability).toMatchObject({ free: true, text: "Free on those dates." });
    const s = await booked();
    const answer = await s
      .get(`/book/bike/estimate?bike=royal-enfield-classic&pickup=${day(start + 1)}&return=${day(start + 2)}`)
      .then((r) => r.json());
    expect(answer.availability.free).toBe(false);
    expect(answer.availability.freeFrom).toBe(day(start + 3));
    expect(answer.availability.text).toContain(
      `Booked on those dates. It is free again from ${weekdayDate(day(start + 3))}.`,
    );
    expect(answer.availability.others).toContain("Honda Dio");
    // The words site.js shows as they are end with it.
    expect(answer.estimate).toMatch(/ rent \+ .* You can still send your request\.$/);
  });

  it("without a script, a booked bike's request shows the form again saying so, and is sent as it is the next time", async () => {
    const { get, kept } = await booked();
    const res = await get(bikeQuery({ pickup: day(start + 1), return: day(start + 2) }));
    expect(res.status).toBe(200);
    const page = parseHtml(await res.text());
    expect(page.querySelector('[role="status"]')!.textContent).toContain(
      `It is free again from ${weekdayDate(day(start + 3))}.`,
    );
    const anyway = page.querySelector<HTMLInputElement>('form[action="/book/bike"] input[name="anyway"]');
    expect(anyway?.value).toBe("1");
    expect(kept()).toHaveLength(1);
    const sent = await get(bikeQuery({ pickup: day(start + 1), return: day(start + 2), anyway: "1" }));
    expect(sent.status).toBe(303);
    expect(referenceIn(sent)).toBeDefined();
    expect(kept()).toHaveLength(2);
  });
});
