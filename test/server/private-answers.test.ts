/**
 * A route whose answer holds something private (a booking, the owner's
 * calendar, a review link, what a visitor typed) sends its private headers on
 * both of its forms: the page or file, and the `.data` React Router answers at
 * the same address. The test walks the whole route table, so a new route
 * cannot forget its `.data`.
 */
import http from "node:http";
import path from "node:path";
import { describe, expect, it } from "vitest";
import type { ServerBuild } from "react-router";
import { addDays, shopToday } from "~/booking/dates";
import { createBook } from "~/reservations/book.server";
import { stayOfDates } from "~/reservations/stay";
import { createFeed } from "~/reservations/feed.server";
import { privateHeaders, privatePolicyOf } from "~/seo/private-answers";
import { startSite } from "../support/server-build";
import { seededStore } from "../support/temp-db";
import { privateAnswers } from "../../server/private-answers";

/** Every header as sent, names in lower case (node:http keeps duplicates apart). */
function headersOf(port: number, target: string): Promise<{ status: number; headers: [string, string][] }> {
  return new Promise((resolve, reject) => {
    const req = http.get({ host: "127.0.0.1", port, path: target, agent: false }, (res) => {
      res.resume();
      res.on("end", () => {
        const headers: [string, string][] = [];
        for (let i = 0; i < res.rawHeaders.length; i += 2) {
          headers.push([res.rawHeaders[i]!.toLowerCase(), res.rawHeaders[i + 1]!]);
        }
        resolve({ status: res.statusCode!, headers });
      });
    });
    req.on("error", reject);
  });
}

const PRIVATE_NAMES = Object.keys(privateHeaders("same-origin")).map((name) => name.toLowerCase());

/** The private headers an answer carries, each with every value it was sent with. */
const privateOf = (headers: [string, string][]) =>
  Object.fromEntries(
    PRIVATE_NAMES.map((name) => [name, headers.filter(([n]) => n === name).map(([, v]) => v)] as const),
  );

/** The full path of a route in the build's flat table. */
function fullPath(routes: ServerBuild["routes"], id: string): string {
  const route = routes[id]!;
  const parent = route.parentId ? fullPath(routes, route.parentId) : "";
  return [parent, route.path ?? ""].filter(Boolean).join("/");
}

describe("private answers", { timeout: 60_000 }, () => {
  it("every route sends the private headers of its page on its .data too, each header once", async () => {
    const { db, store } = seededStore();
    const { port } = await startSite(db);
    const book = createBook(db, { store });
    const today = shopToday("Asia/Kolkata");
    const added = book.add(
      {
        kind: "bike",
        itemId: "honda-dio",
        ...stayOfDates(addDays(today, 2), addDays(today, 4)),
        pointId: "railway-station",
        customer: { name: "Anna Example", phone: "+91 90000 12345" },
      },
      "admin",
    );
    if (!added.ok) throw new Error(added.message);
    const feedToken = createFeed(db, { store, book }).token();
    // A value for each parameter: ones that exist, so the private answers are the real ones, not misses.
    const values: Record<string, string> = {
      address: `${added.value.reference}-${added.value.token}`,
      file: `${feedToken}.ics`,
      token: "no-such-link",
      list: "bikes",
      id: "honda-dio",
      section: "contact",
      lang: "hi",
      "*": "no-such-page",
    };

    const build = (await import(path.resolve("build/server/index.js"))) as ServerBuild;
    const pages = Object.keys(build.routes)
      .filter((id) => id !== "root" && build.routes[id]!.path !== undefined)
      .map((id) => ({
        id,
        private: privatePolicyOf(build.routes[id]!.module.handle),
        path: `/${fullPath(build.routes, id)}`.replace(
          /:(\w+)|\*/g,
          (all, name: string | undefined) => values[name ?? all]!,
        ),
      }));
    // The routes that hold something private say so.
    expect(pages.filter((p) => p.private).map((p) => p.id)).toEqual(
      expect.arrayContaining([
        "routes/booking-page",
        "routes/booking-ics",
        "routes/calendar-feed",
        "routes/book/bike/estimate".replace("/bike/estimate", "/bike-estimate"),
        "routes/pages/review",
        "routes/book/bike",
        "routes/book/taxi",
        "hi/b",
        "kn/review",
      ]),
    );

    for (const page of pages) {
      const document = await headersOf(port, page.path);
      const data = await headersOf(port, `${page.path}.data`);
      const sent = { document: privateOf(document.headers), data: privateOf(data.headers) };
      // Each header once: a second Referrer-Policy leaves a browser to pick.
      for (const form of [sent.document, sent.data]) {
        for (const name of PRIVATE_NAMES) expect(form[name]!.length, `${page.path}: ${name}`).toBeLessThanOrEqual(1);
      }
      if (page.private) {
        const expected = Object.fromEntries(
          Object.entries(privateHeaders(page.private)).map(([n, v]) => [n.toLowerCase(), [v]]),
        );
        expect(sent.document, page.path).toEqual(expected);
        expect(sent.data, `${page.path}.data`).toEqual(expected);
      }
      // Whatever the page's form keeps from caches and search engines, its .data keeps too.
      for (const name of ["cache-control", "x-robots-tag"]) {
        const kept = sent.document[name]!.filter((value) => /no-store|private|noindex/.test(value));
        if (kept.length) expect(sent.data[name], `${page.path}.data: ${name}`).toEqual(kept);
      }
    }
  });

  it("answers the same after a flood of other paths has filled what it remembers", async () => {
    const build = (await import(path.resolve("build/server/index.js"))) as ServerBuild;
    const middleware = privateAnswers(build);
    const headersFor = (target: string) => {
      const set: Record<string, string> = {};
      middleware({ path: target } as never, { setHeader: (n: string, v: string) => (set[n] = v) } as never, () => {});
      return set;
    };
    const booking = headersFor("/b/BK-1-token");
    expect(booking).toEqual(privateHeaders(privatePolicyOf(build.routes["routes/booking-page"]!.module.handle)!));
    expect(headersFor("/")).toEqual({});
    for (let i = 0; i < 2_500; i++) headersFor(`/no-such-page-${i}`);
    expect(headersFor("/b/BK-1-token")).toEqual(booking);
    expect(headersFor("/b/BK-1-token.data")).toEqual(booking);
    expect(headersFor("/")).toEqual({});
    // A long path is not remembered (it would hold its length in memory), and is answered the same each time.
    const long = `/b/BK-1-${"x".repeat(600)}`;
    expect(headersFor(long)).toEqual(booking);
    expect(headersFor(long)).toEqual(booking);
  });
});
