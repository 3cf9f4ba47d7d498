/**
 * The Privacy Policy is kept true by these tests: every table and column of
 * the real database (after its migrations) must be described on the page,
 * and no cookie may be set that the page does not name (none at all for
 * visitors). A new column or cookie fails here until the page says what it is.
 */
import { describe, expect, it } from "vitest";
import type { Db } from "~/db/database.server";
import { describedColumns, privacyFacts } from "~/pages/privacy-facts.server";
import { adminSite, ADMIN_PASSWORD } from "../support/admin-site";
import { parseHtml } from "../support/html";
import { seededStore } from "../support/temp-db";

/** Every table of the database and its columns, as SQLite itself lists them (its own and the migrations' aside). */
function storedColumns(db: Db): Map<string, string[]> {
  const tables = db.$client
    .prepare(
      "select name from sqlite_master where type = 'table' and name not like 'sqlite_%' and name != '__drizzle_migrations'",
    )
    .all() as { name: string }[];
  return new Map(
    tables.map(({ name }) => [
      name,
      (db.$client.prepare(`select name from pragma_table_info(?)`).all(name) as { name: string }[]).map((c) => c.name),
    ]),
  );
}

/** What is stored but not described, and what is described but not stored: "table.column" each. */
function differences(db: Db) {
  const stored = storedColumns(db);
  const described = describedColumns();
  const flat = (m: Map<string, string[]>) =>
    new Set([...m].flatMap(([t, cols]) => [t, ...cols.map((c) => `${t}.${c}`)]));
  const [s, d] = [flat(stored), flat(described)];
  return { undescribed: [...s].filter((x) => !d.has(x)), stale: [...d].filter((x) => !s.has(x)) };
}

describe("the Privacy Policy against the database", () => {
  it("describes every table and column the database really has, and nothing it does not", () => {
    const { db } = seededStore();
    expect(differences(db)).toEqual({ undescribed: [], stale: [] });
  });

  it("notices a column added without a word on the page", () => {
    const { db } = seededStore();
    db.$client.exec("alter table testimonials add column email text");
    expect(differences(db).undescribed).toEqual(["testimonials.email"]);
  });

  it("shows each stored thing with what it holds and how long, on the page", async () => {
    const site = await adminSite();
    const doc = parseHtml(await (await fetch(`${site.url}/privacy`)).text());
    const text = doc.querySelector("main")!.textContent!.replace(/\s+/g, " ");
    for (const thing of privacyFacts().stored) {
      expect(text).toContain(thing.what);
      expect(text).toContain(`Holds: ${thing.holds.join(", ")}.`);
      expect(text).toContain(`Kept: ${thing.howLong}.`);
    }
    expect(text).toContain("Digital Personal Data Protection Act, 2023");
    expect(text).toContain("+91 90000 12345");
  });
});

describe("the Privacy Policy against the cookies the site sets", () => {
  it("sets none for visitors, on any public page or form, and in the back office only those the page names", async () => {
    const site = await adminSite();
    const link = site.reviews.create({ actor: "test" });
    const visits: [string, RequestInit?][] = [
      ["/"],
      ["/about"],
      ["/privacy"],
      ["/faq"],
      ["/robots.txt"],
      ["/sitemap.xml"],
      ["/no-such-page"],
      ["/book/bike?bike=honda-dio"],
      ["/book/taxi"],
      ["/admin/login"],
      [link.path],
      [
        link.path,
        {
          method: "POST",
          body: new URLSearchParams({ rating: "5", text: "A fine ride along the coast.", author: "Sam" }),
          headers: { origin: site.url },
        },
      ],
      [
        "/book/count?source=call",
        { method: "POST", headers: { origin: site.url, "content-type": "text/ping" }, body: "PING" },
      ],
    ];
    for (const [path, init] of visits) {
      const res = await fetch(`${site.url}${path}`, { redirect: "manual", ...init });
      expect(res.headers.getSetCookie(), `${init?.method ?? "GET"} ${path}`).toEqual([]);
    }

    const signIn = await fetch(`${site.url}/admin/login`, {
      method: "POST",
      body: new URLSearchParams({ username: "admin", password: ADMIN_PASSWORD, rememberMe: "on" }),
      redirect: "manual",
      headers: { origin: site.url },
    });
    const set = signIn.headers.getSetCookie();
    expect(set.length).toBeGreaterThan(0);
    const session = set.find((c) => c.startsWith("session="))!.split(";")[0]!;
    const out = await fetch(`${site.url}/admin/logout`, {
      method: "POST",
      redirect: "manual",
      headers: { origin: site.url, cookie: session },
    });
    // A save sent after the session ended (its cookie no longer names one) is kept for that browser, known by the
    // device cookie its sign-in set, until it signs in again.
    const device = set.find((c) => c.startsWith("device="))!.split(";")[0]!;
    const fine = site.store.item("fines", "late-return")!;
    const kept = await fetch(`${site.url}/admin/content/fines/late-return`, {
      method: "POST",
      body: new URLSearchParams({
        offence: fine.offence,
        basis: fine.basis,
        amount: "777",
        version: String(fine.version),
      }),
      redirect: "manual",
      headers: { origin: site.url, cookie: `session=ended; ${device}` },
    });
    expect(kept.headers.getSetCookie().join()).toMatch(/kept_change=/);
    const named = privacyFacts().ownerCookies.map((c) => c.name);
    const page = await (await fetch(`${site.url}/privacy`)).text();
    for (const cookie of [...set, ...out.headers.getSetCookie(), ...kept.headers.getSetCookie()]) {
      const name = cookie.split("=")[0]!.replace(/^__Host-/, "");
      expect(named).toContain(name);
      expect(page).toContain(`<code>${name}</code>`);
    }
  });
});
