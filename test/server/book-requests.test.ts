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
  const headersOf = (headers: Record<string, string>) => ({
    "user-agent": BROWSER,
    "sec-fetch-site": "same-origin",
    ...headers,
  });
  /** A link to a booking route, followed. */
  const get = (path: string, headers: Record<string, string> = {}) =>
    fetch(`${started.url}${path}`, { redirect: "manual", headers: headersOf(headers) });
  /** The form sent from the site's own page, as a browser sends it. */
  const send = (path: string, values: Record<string, string>, headers: Record<string, string> = {}) =>
    fetch(`${started.url}${path}`, {
      method: "POST",
      redirect: "manual",
      body: new URLSearchParams(values),
      headers: headersOf({ origin: started.url, ...headers }),
    });
  return { ...started, db, get, send, kept: () => db.select().from(t.bookings).all() };
}

const bikeValues = (values: Record<string, string> = {}) => ({
  bike: "royal-enfield-classic",
  pickup: day(start),
  return: day(start + 3),
  point: "railway-station",
  name: "Anna Privat",
  ...values,
});
const bikeQuery = (values: Record<string, string> = {}) => "/book/bike?" + new URLSearchParams(bikeValues(values));

const messageOf = (res: Response) => new URL(res.headers.get("location")!).searchParams.get("text")!;
const referenceIn = (res: Response) => /Reference: (SR-[2-9A-HJ-NP-Z]{4})\./.exec(messageOf(res))?.[1];
const pageIn = (res: Response) => /My booking page: (\S+)$/.exec(messageOf(res))?.[1];

describe("a dated request from the public forms", () => {
  it("is kept pending with the reference and booking page its chat message carries, and the name typed", async () => {
    const { send, get, kept, db } = await site();
    const res = await send("/book/bike", bikeValues());
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
      // The name reaches the request (and is erased with the owner's notes after their days).
      customerName: "Anna Privat",
      customerPhone: "",
    });
    // The tourist's page, at the site's address, says the request waits for the owner.
    const page = new URL(pageIn(res)!);
    expect(page.origin).toBe("https://sagararides.example");
    // Its secret is made from the site's key, never stored with the booking.
    expect(page.pathname).toMatch(new RegExp(`^/b/${reference}-[\\w-]{20,}$`));
    expect(rows[0]!.token).toBe("");
    const shown = await get(page.pathname);
    expect(shown.status).toBe(200);
    expect(parseHtml(await shown.text()).body.textContent).toContain("Requested");
    // History, the address and the user agent keep nothing of the visitor.
    const everything = JSON.stringify(db.$client.prepare("select * from audit_log").all());
    expect(everything).not.toContain("Anna Privat");
    expect(JSON.stringify(db.$client.prepare("select * from bookings").all())).not.toContain("MarkUA-5522");
    expect(everything).not.toContain("127.0.0.1");
  });

  it("keeps a rental by the hour with its times, and its page and estimate in Kannada", async () => {
    const { send, get, kept } = await site();
    const res = await send("/kn/book/bike", bikeValues({ return: day(start), from: "09:30", until: "12:00" }));
    expect(res.status).toBe(303);
    expect(messageOf(res)).toContain("ಸಮಯ: 09:30 ರಿಂದ 12:00");
    const [row] = kept();
    // Three hours started: ₹250 × 3, stored with the times asked, not a whole day.
    expect(row).toMatchObject({ startsAt: `${day(start)} 09:30`, endsAt: `${day(start)} 12:00`, total: 750 });
    const estimate = await get(
      "/kn/book/bike/estimate?" +
        new URLSearchParams({
          bike: "royal-enfield-classic",
          pickup: day(start),
          return: day(start),
          from: "09:30",
          until: "12:00",
        }),
    );
    expect((await estimate.json()).estimate).toContain("ಪ್ರತಿ ಗಂಟೆ ₹250 × 3");
  });

  it("keeps a taxi request with where to pick up, its time, destination and people", async () => {
    const { send, kept } = await site();
    const res = await send("/kn/book/taxi", {
      taxi: "airport-transfer",
      from: "Hotel Sea View",
      to: "ಗೋವಾ ಏರ್ಪೋರ್ಟ್ (150km)",
      date: day(4),
      time: "06:30",
      people: "2",
    });
    expect(res.status).toBe(303);
    expect(messageOf(res)).toMatch(/ಪಿಕಪ್ ಜಾಗ: Hotel Sea View\./);
    expect(messageOf(res)).toMatch(/ನನ್ನ ಬುಕಿಂಗ್ ಪುಟ: https:\/\/sagararides\.example\/kn\/b\/SR-/);
    expect(kept()[0]).toMatchObject({
      kind: "taxi",
      itemId: "airport-transfer",
      startsAt: `${day(4)} 06:30`,
      pickupPlace: "Hotel Sea View",
      destination: "ಗೋವಾ ಏರ್ಪೋರ್ಟ್",
      people: 2,
      total: 2250,
      language: "kn",
    });
  });

  it("a link with a whole request goes to the chat and keeps nothing, at the front door and at the route", async () => {
    const { get, url, kept } = await site();
    const link = await get(bikeQuery());
    expect(link.status).toBe(303);
    expect(messageOf(link)).toMatch(/Is it available\?$/);
    // A HEAD is not answered at the front door: React Router's loader judges it.
    const head = await fetch(`${url}${bikeQuery()}`, {
      method: "HEAD",
      redirect: "manual",
      headers: { "user-agent": BROWSER, "sec-fetch-site": "same-origin" },
    });
    expect(head.status).toBe(303);
    expect(referenceIn(head)).toBeUndefined();
    expect(kept()).toHaveLength(0);
  });

  it("is not kept without Sec-Fetch-Site, from a bot, or past an address's share, and still goes to the chat", async () => {
    const { send, url, kept } = await site();
    // A script (or a browser too old to say where it was sent from): the chat, but not the book.
    const scripted = await fetch(`${url}/book/bike`, {
      method: "POST",
      redirect: "manual",
      body: new URLSearchParams(bikeValues()),
      headers: { "user-agent": BROWSER },
    });
    expect(scripted.status).toBe(303);
    expect(referenceIn(scripted)).toBeUndefined();
    expect(referenceIn(await send("/book/bike", bikeValues(), { "user-agent": "Googlebot/2.1" }))).toBeUndefined();
    // Another site's page cannot send it at all.
    expect((await send("/book/bike", bikeValues(), { "sec-fetch-site": "cross-site" })).status).toBe(403);
    expect(kept()).toHaveLength(0);
    for (let i = 0; i < 10; i++) expect(referenceIn(await send("/book/bike", bikeValues()))).toBeDefined();
    const over = await send("/book/bike", bikeValues());
    expect(over.status).toBe(303);
    expect(referenceIn(over)).toBeUndefined();
    expect(kept()).toHaveLength(10);
  });

  it("a refused form keeps nothing and says why beside the field", async () => {
    const { send, kept } = await site();
    const res = await send("/book/bike", bikeValues({ return: day(1) }));
    expect(res.status).toBe(400);
    expect(parseHtml(await res.text()).querySelector("#bike-return-error")?.textContent).toBeTruthy();
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
    // Two sentences, each ended: "… keep one original ID with us. Booked on those dates. …"
    expect(answer.estimate).toMatch(/with us\. Booked on those dates\./);
  });

  it("without a script, a booked bike's request shows the form again saying so, and is sent as it is the next time", async () => {
    const { send, kept } = await booked();
    const res = await send("/book/bike", bikeValues({ pickup: day(start + 1), return: day(start + 2) }));
    expect(res.status).toBe(200);
    const page = parseHtml(await res.text());
    expect(page.querySelector('[role="status"]')!.textContent).toContain(
      `It is free again from ${weekdayDate(day(start + 3))}.`,
    );
    const anyway = page.querySelector<HTMLInputElement>('form[action="/book/bike"] input[name="anyway"]');
    expect(anyway?.value).toBe("1");
    expect(kept()).toHaveLength(1);
    const sent = await send("/book/bike", bikeValues({ pickup: day(start + 1), return: day(start + 2), anyway: "1" }));
    expect(sent.status).toBe(303);
    expect(referenceIn(sent)).toBeDefined();
    expect(kept()).toHaveLength(2);
  });
});
