import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { BURST_LIMIT } from "~/booking/count-kinds";
import { createBookingCounts } from "~/booking/counts.server";
import { addDays, shopToday } from "~/booking/dates";
import { weekdayDate } from "~/content/format";
import type { Db } from "~/db/database.server";
import * as t from "~/db/schema";
import { parseHtml as parse } from "../support/html";
import { startSite } from "../support/server-build";
import { offSeason } from "../support/off-season";
import { seededStore } from "../support/temp-db";

const PASSWORD = "booking-test-password";
// A phone's browser, with a mark that must never reach the database.
const BROWSER =
  "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Mobile Safari/537.36 MarkUA-7731";
const today = shopToday("Asia/Kolkata");
const day = (n: number) => addDays(today, n);
// Three days at the normal price, whatever day of the year the test runs.
const start = offSeason(today, 2, 4);

async function site() {
  const { db } = seededStore();
  const started = await startSite(db);
  const get = (path: string, headers: Record<string, string> = {}) =>
    fetch(`${started.url}${path}`, { redirect: "manual", headers: { "user-agent": BROWSER, ...headers } });
  /** What a link's ping sends: POST, body "PING", Content-Type text/ping, from this origin. */
  const ping = (query: string, headers: Record<string, string> = {}) =>
    fetch(`${started.url}/book/count?${query}`, {
      method: "POST",
      body: "PING",
      headers: {
        "content-type": "text/ping",
        origin: started.url,
        "sec-fetch-site": "same-origin",
        "user-agent": BROWSER,
        ...headers,
      },
    });
  /** A booking form sent from the site's own page, as a browser sends it: a POST of the query's values. */
  const send = (query: string, headers: Record<string, string> = {}) => {
    const [path, values] = query.split("?");
    return fetch(`${started.url}${path}`, {
      method: "POST",
      redirect: "manual",
      body: values,
      headers: {
        "content-type": "application/x-www-form-urlencoded",
        origin: started.url,
        "sec-fetch-site": "same-origin",
        "user-agent": BROWSER,
        ...headers,
      },
    });
  };
  return { ...started, db, get, send, ping, rows: () => countRows(db) };
}

function countRows(db: Db) {
  return db.select().from(t.bookingCounts).all();
}

const bikeQuery = (values: Record<string, string> = {}) =>
  "/book/bike?" +
  new URLSearchParams({
    bike: "royal-enfield-classic",
    pickup: day(start),
    return: day(start + 3),
    point: "railway-station",
    name: "",
    ...values,
  });

const taxiQuery = (values: Record<string, string> = {}) =>
  "/book/taxi?" +
  new URLSearchParams({
    taxi: "airport-transfer",
    from: "Hotel Sea View",
    to: "Goa Airport (150km)",
    date: day(4),
    time: "06:30",
    people: "2",
    ...values,
  });

/** The end of the message of a request kept in the book. */
const KEPT = / Reference: SR-[2-9A-HJ-NP-Z]{4}\. My booking page: https:\/\/sagararides\.example\/b\/SR-\S+$/;

function chatText(res: Response) {
  const location = res.headers.get("location")!;
  expect(location.startsWith("https://wa.me/919000012345?text=")).toBe(true);
  return new URL(location).searchParams.get("text");
}

describe("the bike booking route", () => {
  it("answers 303 to the chat with the dates, days, pickup point and total, and counts one form", async () => {
    const { send, rows } = await site();
    const res = await send(bikeQuery());
    expect(res.status).toBe(303);
    expect(res.headers.get("set-cookie")).toBeNull();
    expect(chatText(res)).toMatch(KEPT);
    expect(chatText(res)!.replace(KEPT, "")).toBe(
      `Hi Sagara Rides, I'd like to rent the Royal Enfield Classic from ${weekdayDate(day(start))} to ${weekdayDate(day(start + 3))} (3 days: ₹1,200 × 3 = ₹3,600 rent + ₹2,000 deposit, returned at drop-off, or keep one original ID with us), picking up at Railway Station. Is it available?`,
    );
    expect(rows()).toEqual([
      { day: today, source: "bike-form", itemId: "royal-enfield-classic", channel: "form", count: 1 },
    ]);
  });

  it("rents by the hour inside one day: the hours in the chat message, priced by the hour", async () => {
    const { send } = await site();
    const res = await send(bikeQuery({ return: day(start), from: "10:00", until: "13:00" }));
    expect(res.status).toBe(303);
    const text = chatText(res)!.replace(KEPT, "");
    expect(text).toContain(`the Royal Enfield Classic on ${weekdayDate(day(start))}, from 10:00 to 13:00`);
    // ₹250 an hour for 3 hours is less than the day's ₹1,200.
    expect(text).toContain("₹250 an hour × 3 = ₹750");
  });

  const badInputs: [string, Record<string, string>, string, string][] = [
    [
      "a return before the pickup",
      { pickup: day(start + 3), return: day(start) },
      "return",
      "The return date is before the pickup date.",
    ],
    ["a past pickup date", { pickup: day(-1) }, "pickup", "That day has passed. Choose today or a later day."],
    ["more than 90 days", { pickup: day(1), return: day(92) }, "return", "One request can be for up to 90 days"],
    ["an unknown bike", { bike: "vespa" }, "bike", "Choose one of our bikes: that one isn't on our list."],
    ["an unknown pickup point", { point: "airport" }, "point", "Choose one of our pickup points."],
    ["a date it cannot read", { pickup: "3 Dec" }, "pickup", "That isn't a date. Pick one from the calendar."],
    ["no dates", { pickup: "", return: "" }, "pickup", "Choose a pickup date."],
    // A rental by the hour, inside one day.
    [
      "fewer hours than the bike's fewest",
      { return: day(start), from: "10:00", until: "11:00" },
      "until",
      "The Royal Enfield Classic is rented for at least 2 hours.",
    ],
    [
      "hours before the shop opens",
      { return: day(start), from: "06:00", until: "09:00" },
      "from",
      "We are open from 07:00 to 21:00 that day: choose times between them.",
    ],
    [
      "hours after the shop closes",
      { return: day(start), from: "19:00", until: "22:00" },
      "until",
      "We are open from 07:00 to 21:00 that day",
    ],
    [
      "a return time before the pickup time",
      { return: day(start), from: "15:00", until: "12:00" },
      "until",
      "The return time is before the pickup time.",
    ],
    [
      "hours on a rental of three days",
      { from: "10:00", until: "13:00" },
      "until",
      "Hours are for a rental within one day",
    ],
    ["one time without the other", { return: day(start), from: "10:00" }, "until", "Choose both times"],
    [
      "hours for a bike rented by the day only",
      { bike: "yamaha-fzs", return: day(start), from: "10:00", until: "13:00" },
      "from",
      "The Yamaha FZS is rented by the day only: leave the times empty.",
    ],
  ];
  for (const [what, values, field, message] of badInputs) {
    it(`shows the form again for ${what}, with the message beside the field, and counts nothing`, async () => {
      const { send, rows } = await site();
      const res = await send(bikeQuery(values));
      expect(res.status).toBe(400);
      expect(res.headers.get("content-type")).toMatch(/^text\/html/);
      const doc = parse(await res.text());
      const form = doc.querySelector('form[method="post"][action="/book/bike"]')!;
      expect(form).not.toBeNull();
      const control = form.querySelector(`[name="${field}"]`)!;
      expect(control.getAttribute("aria-invalid")).toBe("true");
      expect(doc.getElementById(control.getAttribute("aria-describedby")!)!.textContent).toContain(message);
      expect(doc.querySelector("[role=alert]")!.textContent).toContain("Nothing has been sent yet.");
      // Plain HTML, like the home page: no framework JavaScript.
      expect([...doc.scripts].map((s) => s.getAttribute("src"))).toEqual(["/site.js"]);
      expect(doc.querySelector("link[rel=modulepreload]")).toBeNull();
      expect(rows()).toEqual([]);
    });
  }

  it("keeps what was typed, and offers every bike when the one asked for is unknown", async () => {
    const { get } = await site();
    const doc = parse(await (await get(bikeQuery({ bike: "vespa", name: "Anna" }))).text());
    expect(doc.querySelector<HTMLInputElement>("[name=name]")!.value).toBe("Anna");
    expect(doc.querySelector<HTMLInputElement>("[name=pickup]")!.value).toBe(day(start));
    const bikes = doc.querySelector<HTMLSelectElement>("select[name=bike]")!;
    expect(bikes.value).toBe("");
    expect(bikes.querySelector('[value="honda-dio"]')!.textContent).toBe("Honda Dio, ₹500/day");
  });

  it("shows the form for a link that names only the bike, judging nothing", async () => {
    const { get } = await site();
    const res = await get("/book/bike?bike=honda-dio");
    expect(res.status).toBe(200);
    const doc = parse(await res.text());
    expect(doc.querySelector("h1")!.textContent).toBe("Rent the Honda Dio");
    expect(doc.querySelector(".field-error, [aria-invalid], [role=alert]")).toBeNull();
  });

  it("sends a link's request (a GET, from anywhere) on to the chat without counting or keeping it", async () => {
    const { get, rows } = await site();
    for (const from of ["cross-site", "same-origin"]) {
      const res = await get(bikeQuery(), { "sec-fetch-site": from });
      expect(res.status).toBe(303);
      expect(chatText(res)).not.toMatch(KEPT);
    }
    expect(rows()).toEqual([]);
  });

  it("refuses the form's POST from another site's page", async () => {
    const { send, rows } = await site();
    expect((await send(bikeQuery(), { "sec-fetch-site": "cross-site" })).status).toBe(403);
    expect(rows()).toEqual([]);
  });

  it("does not count bots", async () => {
    const { send, rows } = await site();
    expect((await send(bikeQuery(), { "user-agent": "Googlebot/2.1 (+http://www.google.com/bot.html)" })).status).toBe(
      303,
    );
    expect((await send(bikeQuery(), { "user-agent": "" })).status).toBe(303);
    expect(rows()).toEqual([]);
  });
});

describe("the taxi booking route", () => {
  it("answers 303 to the chat with the destination, distance, one-way fare, time and people", async () => {
    const { send, rows } = await site();
    const res = await send(taxiQuery());
    expect(res.status).toBe(303);
    expect(chatText(res)).toMatch(KEPT);
    expect(chatText(res)!.replace(KEPT, "")).toBe(
      `Hi Sagara Rides, I'd like to book Airport Transfer from Hotel Sea View to Goa Airport (150 km), about ₹2,250 one-way, on ${weekdayDate(day(4))} at 06:30 for 2 people. Is a car available?`,
    );
    expect(rows()).toMatchObject([{ source: "taxi-form", itemId: "airport-transfer", channel: "form", count: 1 }]);
  });

  const badInputs: [string, Record<string, string>, string][] = [
    ["an unknown service", { taxi: "helicopter" }, "taxi"],
    ["a destination the service does not list", { to: "Jog Falls (115km)" }, "to"],
    ["a past date", { date: day(-1) }, "date"],
    ["a time it cannot read", { time: "6.30pm" }, "time"],
    ["too many people", { people: "40" }, "people"],
  ];
  for (const [what, values, field] of badInputs) {
    it(`shows the form again for ${what}, with the message beside the field`, async () => {
      const { send, rows } = await site();
      const res = await send(taxiQuery(values));
      expect(res.status).toBe(400);
      const doc = parse(await res.text());
      expect(doc.querySelector('form[method="post"][action="/book/taxi"]')).not.toBeNull();
      expect(doc.querySelector(`[name="${field}"]`)!.getAttribute("aria-describedby")).toBe(`taxi-${field}-error`);
      expect(doc.getElementById(`taxi-${field}-error`)!.textContent).not.toBe("");
      expect(rows()).toEqual([]);
    });
  }
});

describe("the home page's booking forms", () => {
  it("offer today at the shop as the earliest date, and the CSP lets a form go on to the chat", async () => {
    const { url } = await site();
    const res = await fetch(`${url}/`);
    const pickups = parse(await res.text()).querySelectorAll("#bikes input[name=pickup]");
    expect(pickups).toHaveLength(6);
    for (const input of pickups) expect(input.getAttribute("min")).toBe(today);
    expect(res.headers.get("content-security-policy")).toMatch(/form-action 'self' https:\/\/wa\.me;/);
  });

  it("show each taxi destination's one-way fare without any script", async () => {
    const { url } = await site();
    const doc = parse(await (await fetch(`${url}/`)).text());
    const rows = [...doc.querySelectorAll("#taxi table.fares tbody tr")].map((tr) =>
      [...tr.children].map((cell) => cell.textContent),
    );
    expect(rows).toEqual([
      ["Goa Airport", "150 km", "₹2,250"],
      ["Hubballi Airport", "165 km", "₹2,475"],
      ["Yana Rocks", "45 km", "₹675"],
      ["Jog Falls", "115 km", "₹1,725"],
      ["Goa", "150 km", "₹2,250"],
    ]);
  });

  it("make each bike's and taxi's dated request the card's bold action, the plain chat link beside it", async () => {
    const { url } = await site();
    for (const home of ["/", "/hi/", "/kn/"]) {
      const doc = parse(await (await fetch(`${url}${home}`)).text());
      const cards = [...doc.querySelectorAll("#bikes .card, #taxi .card")];
      expect(cards.length, home).toBe(9);
      for (const card of cards) {
        const name = card.querySelector("h3")!.textContent;
        expect(card.querySelector("details.request > summary.request-toggle"), `${home} ${name}`).not.toBeNull();
        expect(card.querySelectorAll(".btn-primary"), `${home} ${name}`).toHaveLength(0);
        expect(card.querySelector('.card-foot a[href^="https://wa.me/"]')!.classList.contains("btn-outline")).toBe(
          true,
        );
      }
    }
  });

  it("count booking links with a ping to the site's /book/count, absolute as HTML wants, in every language", async () => {
    const { url } = await site();
    for (const home of ["/", "/hi/", "/kn/"]) {
      const doc = parse(await (await fetch(`${url}${home}`)).text());
      const pings = [...doc.querySelectorAll("a[ping]")].map((a) => a.getAttribute("ping")!);
      expect(pings.length, home).toBeGreaterThan(20);
      // The sample's site address; the page is the same whatever address it is read at.
      for (const ping of pings) expect(ping, home).toMatch(/^https:\/\/sagararides\.example\/book\/count\?kind=/);
      const at = "https://sagararides.example/book/count?kind=";
      expect(pings).toContain(`${at}bike-link&item=honda-dio`);
      expect(pings).toContain(`${at}taxi-link&item=airport-transfer`);
      expect(pings).toContain(`${at}pickup&item=beach-road`);
      for (const kind of ["book-now", "call", "custom-pickup", "directions", "footer-chat", "footer-phone"]) {
        expect(pings).toContain(`${at}${kind}`);
      }
      expect(doc.querySelector(".promo-button")!.hasAttribute("ping")).toBe(false);
    }
  });
});

describe("the count endpoint", () => {
  it("counts a same-origin ping and a sendBeacon post, one row per day, kind, item and channel", async () => {
    const { url, ping, rows } = await site();
    expect((await ping("kind=bike-link&item=honda-dio")).status).toBe(204);
    expect((await ping("kind=bike-link&item=honda-dio")).status).toBe(204);
    // navigator.sendBeacon(url) with no data: an empty POST from the page.
    const beacon = await fetch(`${url}/book/count?kind=call`, {
      method: "POST",
      headers: { origin: url, "sec-fetch-site": "same-origin", "user-agent": BROWSER },
    });
    expect(beacon.status).toBe(204);
    expect(rows()).toEqual([
      { day: today, source: "bike-link", itemId: "honda-dio", channel: "chat", count: 2 },
      { day: today, source: "call", itemId: "", channel: "call", count: 1 },
    ]);
  });

  it("refuses unknown kinds, form kinds, unknown items and items on kinds that name none", async () => {
    const { ping, rows } = await site();
    for (const query of [
      "kind=promo",
      "kind=toString",
      "kind=bike-form&item=honda-dio",
      "kind=bike-link&item=vespa",
      "kind=bike-link&item=airport-transfer",
      "kind=bike-link",
      "kind=call&item=honda-dio",
      "",
    ]) {
      expect((await ping(query)).status, query).toBe(400);
    }
    expect(rows()).toEqual([]);
  });

  it("refuses a cross-site ping before it is counted", async () => {
    const { ping, rows } = await site();
    expect((await ping("kind=call", { origin: "https://evil.example", "sec-fetch-site": "cross-site" })).status).toBe(
      403,
    );
    expect((await ping("kind=call", { "sec-fetch-site": "cross-site" })).status).toBe(403);
    expect(rows()).toEqual([]);
  });

  it("ignores bots", async () => {
    const { ping, rows } = await site();
    for (const agent of [
      "Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)",
      "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/130.0 Safari/537.36",
      "curl/8.5.0",
    ]) {
      expect((await ping("kind=call", { "user-agent": agent })).status).toBe(204);
    }
    expect(rows()).toEqual([]);
  });

  it("limits one address in memory, and another address still counts", async () => {
    const { ping, rows } = await site();
    const statuses = [];
    for (let i = 0; i < 31; i++) statuses.push((await ping("kind=directions")).status);
    expect(statuses.slice(0, 30).every((s) => s === 204)).toBe(true);
    expect(statuses[30]).toBe(429);
    // Behind the proxy on this machine, another visitor's address.
    expect((await ping("kind=directions", { "x-forwarded-for": "203.0.113.9" })).status).toBe(204);
    expect(rows()).toMatchObject([{ source: "directions", count: 31 }]);
  });

  it("counts the addresses of one IPv6 /64 as one address, as the sign-in lockout does", async () => {
    const { ping, rows } = await site();
    const statuses = [];
    // One subscriber's network: a script walks through its addresses.
    for (let i = 1; i <= 40; i++) {
      statuses.push((await ping("kind=directions", { "x-forwarded-for": `2001:db8:1:2::${i.toString(16)}` })).status);
    }
    expect(statuses.filter((s) => s === 204)).toHaveLength(30);
    expect(statuses.slice(30).every((s) => s === 429)).toBe(true);
    // The next /64 is someone else.
    expect((await ping("kind=directions", { "x-forwarded-for": "2001:db8:1:3::1" })).status).toBe(204);
    expect(rows()).toMatchObject([{ source: "directions", channel: "chat", count: 31 }]);
  });

  it("holds back as a flood what many new addresses send for one item at once, instead of counting it", async () => {
    const { ping, rows } = await site();
    for (let i = 1; i <= BURST_LIMIT.addresses + 25; i++) {
      // The answer is the same either way: a flood is not told it was noticed.
      const res = await ping("kind=bike-link&item=honda-dio", { "x-forwarded-for": `198.51.100.${i}` });
      expect(res.status).toBe(204);
    }
    // The first addresses keep counting as visitors do; another item is not held back.
    expect((await ping("kind=bike-link&item=honda-dio", { "x-forwarded-for": "198.51.100.1" })).status).toBe(204);
    expect((await ping("kind=bike-link&item=yamaha-fzs", { "x-forwarded-for": "198.51.100.200" })).status).toBe(204);
    const byChannel = (item: string, channel: string) =>
      rows().find((r) => r.itemId === item && r.channel === channel)?.count;
    expect(byChannel("honda-dio", "chat")).toBe(BURST_LIMIT.addresses + 1);
    expect(byChannel("honda-dio", "flood")).toBe(25);
    expect(byChannel("yamaha-fzs", "chat")).toBe(1);
  });

  it("stores nothing personal: no cookie, no address, no user agent", async () => {
    const { ping, send, db } = await site();
    const address = "198.51.100.77";
    const res = await ping("kind=pickup&item=beach-road", { "x-forwarded-for": address });
    expect(res.headers.get("set-cookie")).toBeNull();
    await send(taxiQuery(), { "x-forwarded-for": address });
    await send(bikeQuery(), { "x-forwarded-for": address });
    const columns = db.all<{ name: string }>(sql`select name from pragma_table_info('booking_counts')`);
    expect(columns.map((c) => c.name)).toEqual(["day", "source", "item_id", "channel", "count"]);
    const everything = JSON.stringify(
      db
        .all<{ name: string }>(sql`select name from sqlite_master where type = 'table'`)
        .map(({ name }) => db.all(sql.raw(`select * from "${name}"`))),
    );
    expect(everything).not.toContain("MarkUA-7731");
    expect(everything).not.toContain(address);
    expect(countRows(db)).toHaveLength(3);
  });

  it("answers 405 to anything but POST", async () => {
    const { get } = await site();
    const res = await get("/book/count?kind=call");
    expect(res.status).toBe(405);
    expect(res.headers.get("allow")).toBe("POST");
  });
});

describe("counting by the shop's day", () => {
  it("a count at 23:59 and one at 00:00 in Asia/Kolkata land on two days", () => {
    const { db } = seededStore();
    let now = new Date("2025-12-02T18:29:59Z");
    const counts = createBookingCounts(db, { now: () => now });
    const visitor = { userAgent: BROWSER, address: "203.0.113.1" };
    expect(counts.count({ kind: "call", itemId: "", timeZone: "Asia/Kolkata" }, visitor)).toBe("counted");
    now = new Date("2025-12-02T18:30:00Z");
    expect(counts.count({ kind: "call", itemId: "", timeZone: "Asia/Kolkata" }, visitor)).toBe("counted");
    expect(countRows(db).map((r) => [r.day, r.count])).toEqual([
      ["2025-12-02", 1],
      ["2025-12-03", 1],
    ]);
    expect(counts.recent("Asia/Kolkata", 30)).toMatchObject({ today: "2025-12-03", from: "2025-11-04", ever: true });
  });
});

describe("a flood of counts", () => {
  it("lets new addresses count again for the item once the burst's window has passed", () => {
    const { db } = seededStore();
    let now = new Date("2025-12-02T06:00:00Z");
    const counts = createBookingCounts(db, { now: () => now });
    const action = { kind: "bike-link", itemId: "honda-dio", timeZone: "Asia/Kolkata" } as const;
    const from = (i: number) => ({ userAgent: BROWSER, address: `203.0.113.${i}` });
    const results = Array.from({ length: BURST_LIMIT.addresses + 1 }, (_, i) => counts.count(action, from(i)));
    expect(results.at(-2)).toBe("counted");
    expect(results.at(-1)).toBe("flood");
    now = new Date(now.getTime() + BURST_LIMIT.windowMs);
    expect(counts.count(action, from(100))).toBe("counted");
  });
});

describe("the dashboard", () => {
  async function signedIn() {
    const s = await site();
    await s.auth.ensureFirstAdmin({ username: "admin", password: PASSWORD });
    const login = await fetch(`${s.url}/admin/login`, {
      method: "POST",
      body: new URLSearchParams({ username: "admin", password: PASSWORD }),
      redirect: "manual",
      headers: { origin: s.url },
    });
    const cookie = login.headers.get("set-cookie")!.split(";")[0]!;
    const dashboard = async () => {
      const res = await fetch(`${s.url}/admin/dashboard`, { headers: { cookie } });
      expect(res.headers.get("cache-control")).toBe("no-store");
      return res.text();
    };
    const pulse = async () => {
      const res = await fetch(`${s.url}/admin/dashboard/pulse`, { headers: { cookie } });
      expect(res.status).toBe(200);
      expect(res.headers.get("cache-control")).toBe("no-store");
      return ((await res.json()) as { stamp: string }).stamp;
    };
    return { ...s, dashboard, pulse };
  }

  it("has a pulse that only the signed-in owner can read, which moves when a request is counted", async () => {
    const { pulse, ping, url } = await signedIn();
    const signedOut = await fetch(`${url}/admin/dashboard/pulse`, { redirect: "manual" });
    expect(signedOut.status).not.toBe(200);
    expect(await signedOut.text()).not.toContain("stamp");
    const before = await pulse();
    expect(await pulse()).toBe(before);
    await ping("kind=bike-link&item=yamaha-fzs");
    const after = await pulse();
    expect(after).not.toBe(before);
    expect(await pulse()).toBe(after);
  });

  it("before any request, says how requests are counted and shows zeros", async () => {
    const { dashboard } = await signedIn();
    const doc = parse(await dashboard());
    const text = doc.body.textContent!;
    expect(text).toContain("No booking requests yet.");
    expect(text).toContain("Nothing about the visitor is stored: no cookie, no IP address, no device details.");
    expect([...doc.querySelectorAll(".dash-total")].map((p) => p.textContent)).toEqual(["0", "0", "0"]);
  });

  it("says so when a flood was held back, and leaves it out of the requests", async () => {
    const { dashboard, ping } = await signedIn();
    for (let i = 1; i <= BURST_LIMIT.addresses + 5; i++) {
      await ping("kind=bike-link&item=honda-dio", { "x-forwarded-for": `192.0.2.${i}` });
    }
    const doc = parse(await dashboard());
    expect(doc.querySelector(".dash-total")!.textContent).toBe(String(BURST_LIMIT.addresses));
    expect(doc.querySelector(".dash-flood")!.textContent).toBe(
      "Held back as a flood: 5 taps on Honda Dio today came from too many new addresses at once, as a script sends them. They are not counted as requests.",
    );
  });

  it("shows the requests read from the database, by item and by channel", async () => {
    const { dashboard, ping, send } = await signedIn();
    await ping("kind=bike-link&item=yamaha-fzs");
    await ping("kind=footer-phone");
    await send(bikeQuery({ bike: "yamaha-fzs" }));
    const doc = parse(await dashboard());
    expect(doc.body.textContent).not.toContain("No booking requests yet.");
    const today = doc.querySelector(".dash-period")!;
    expect(today.querySelector("h3")!.textContent).toBe("Today");
    expect(today.querySelector(".dash-total")!.textContent).toBe("3");
    expect([...today.querySelectorAll(".dash-split div")].map((d) => d.textContent)).toEqual([
      "Chat1",
      "Call1",
      "Form1",
    ]);
    expect(doc.querySelector(".dash-ranking li")!.textContent).toBe("Yamaha FZS2 requests, 1 with dates");
    const items = [...doc.querySelectorAll(".dash-table tbody tr")].map((tr) =>
      [...tr.children].map((cell) => cell.textContent),
    );
    expect(items).toEqual([
      ["Yamaha FZSBike", "2", "2", "2"],
      ["Footer phone numberCall", "1", "1", "1"],
    ]);
    expect(doc.body.textContent).toContain("Busiest day: 3");
  });
});
