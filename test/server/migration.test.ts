import { cpSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import Database from "better-sqlite3";
import { drizzle } from "drizzle-orm/better-sqlite3";
import { migrate } from "drizzle-orm/better-sqlite3/migrator";
import { describe, expect, it } from "vitest";
import { openDatabase } from "~/db/database.server";
import { openContentStore } from "~/store.server";
import { sampleContent } from "~/content/sample";
import { sectionInfo, settingsSectionNames } from "~/content/settings";
import { closeLater, seededStore, tempDataDir } from "../support/temp-db";

/** A database as the site left it before settings were split into sections. */
function databaseBeforeSections(dataDir: string) {
  const old = path.join(tempDataDir(), "migrations");
  mkdirSync(path.join(old, "meta"), { recursive: true });
  for (const file of ["0000_initial.sql", "0001_auth.sql"]) cpSync(path.join("drizzle", file), path.join(old, file));
  const journal = JSON.parse(readFileSync("drizzle/meta/_journal.json", "utf8"));
  journal.entries = journal.entries.slice(0, 2);
  writeFileSync(path.join(old, "meta", "_journal.json"), JSON.stringify(journal));
  const sqlite = new Database(path.join(dataDir, "site.db"));
  migrate(drizzle(sqlite), { migrationsFolder: old });
  const s = sampleContent.settings;
  sqlite
    .prepare(
      `insert into settings values (1, @brand, @tagline, @town, @heroTitle, @heroSubtitle, @phone, @chatNumber, @chatHost,
       @email, @address, @mapEmbedUrl, @mapsPlaceUrl, @socialLinks, @promoEnabled, @promoNumber, @promoMessage,
       @analyticsScriptUrl, @copyrightHolder, 4)`,
    )
    .run({ ...s, brand: "Old Brand", socialLinks: JSON.stringify(s.socialLinks), promoEnabled: 0 });
  sqlite.prepare("insert into content_meta values (1, 9, '2026-11-01T00:00:00.000Z')").run();
  sqlite
    .prepare(
      "insert into admin_users values ('u1', 'admin', '', 'x', '2026-11-01T00:00:00.000Z', '2026-11-01T00:00:00.000Z', null, null)",
    )
    .run();
  sqlite
    .prepare(
      "insert into sessions values ('h', 'handle', 'u1', 1, '2026-11-01T08:00:00.000Z', '2026-11-01T08:00:00.000Z', '2026-11-08T08:00:00.000Z')",
    )
    .run();
  sqlite.close();
}

describe("upgrading a database from before settings sections", () => {
  it("moves every setting into its section, keeps the values and gives the new settings their defaults", () => {
    const dataDir = tempDataDir();
    databaseBeforeSections(dataDir);
    const db = openDatabase(dataDir);
    closeLater(db);
    const store = openContentStore(db);
    expect(store.settings()).toEqual({
      ...sampleContent.settings,
      // A database from before translations holds none: they read as unwritten.
      ...Object.assign({}, ...settingsSectionNames.map((section) => sectionInfo(section).untranslated)),
      // A section new since then starts whole, its messages in every language.
      ...sectionInfo("messages").whenMissing,
      brand: "Old Brand",
      promoEnabled: false,
      siteUrl: "",
      metaDescription: sampleContent.settings.heroSubtitle.slice(0, 160),
    });
    expect(store.section("identity").version).toBe(4);
  });

  it("gives existing sessions an absolute end 30 days after they began", () => {
    const dataDir = tempDataDir();
    databaseBeforeSections(dataDir);
    const db = openDatabase(dataDir);
    closeLater(db);
    const row = db.$client.prepare("select absolute_expires_at from sessions").get() as { absolute_expires_at: string };
    expect(row.absolute_expires_at).toBe("2026-12-01T08:00:00.000Z");
  });
});

/** A database migrated up to 0011 (the book before the ledger), seeded with the sample content. */
function databaseBeforeLedger(dataDir: string) {
  const old = path.join(tempDataDir(), "migrations");
  mkdirSync(path.join(old, "meta"), { recursive: true });
  const journal = JSON.parse(readFileSync("drizzle/meta/_journal.json", "utf8"));
  journal.entries = journal.entries.filter((e: { idx: number }) => e.idx <= 11);
  for (const e of journal.entries as { tag: string }[])
    cpSync(path.join("drizzle", `${e.tag}.sql`), path.join(old, `${e.tag}.sql`));
  writeFileSync(path.join(old, "meta", "_journal.json"), JSON.stringify(journal));
  const sqlite = new Database(path.join(dataDir, "site.db"));
  migrate(drizzle(sqlite), { migrationsFolder: old });
  const quote = (total: number, deposit: number) =>
    JSON.stringify({ at: "", total, deposit, lines: [], days: 1, pickup: "2026-10-01" });
  const insert = sqlite.prepare(
    `insert into bookings (reference, token, kind, item_id, status, starts_at, ends_at, total, quote, source, returned_at, late_fee, damages, damages_note, deposit, created_at)
     values (?, '', 'bike', 'honda-dio', ?, ?, ?, ?, ?, 'owner', ?, ?, ?, ?, ?, '2026-09-30T10:00:00.000Z')`,
  );
  // Came back late and scratched, the deposit given back; confirmed ahead, its deposit received; cancelled.
  insert.run(
    "SR-AAAA",
    "returned",
    "2026-10-01 10:00",
    "2026-10-02 10:00",
    500,
    quote(500, 1000),
    "2026-10-02 12:00",
    300,
    400,
    "Scratch",
    "returned",
  );
  insert.run(
    "SR-BBBB",
    "confirmed",
    "2026-12-20 10:00",
    "2026-12-22 10:00",
    1000,
    quote(1000, 1000),
    null,
    null,
    null,
    "",
    "received",
  );
  insert.run(
    "SR-CCCC",
    "cancelled",
    "2026-10-05 10:00",
    "2026-10-06 10:00",
    500,
    quote(500, 1000),
    null,
    null,
    null,
    "",
    "none",
  );
  sqlite.close();
}

describe("upgrading a book from before the ledger (migration 0012)", () => {
  it("turns each booking's deposit, price, late fee and damages into its ledger, and keeps open what is still owed or held", () => {
    const dataDir = tempDataDir();
    databaseBeforeLedger(dataDir);
    const db = openDatabase(dataDir);
    closeLater(db);
    const entries = (ref: string) =>
      db.$client
        .prepare(
          "select e.kind, e.amount, e.day from ledger_entries e join bookings b on b.id = e.booking_id where b.reference = ? order by e.id",
        )
        .all(ref);
    // Came back before the ledger: its price, fee and damage charged, and taken as paid; its deposit in and out.
    expect(entries("SR-AAAA")).toEqual([
      { kind: "rent-due", amount: 500, day: "2026-10-01" },
      { kind: "late-fee", amount: 300, day: "2026-10-02" },
      { kind: "damage", amount: 400, day: "2026-10-02" },
      { kind: "rent-paid", amount: 1200, day: "2026-10-02" },
      { kind: "deposit-taken", amount: 1000, day: "2026-10-01" },
      { kind: "deposit-returned", amount: 1000, day: "2026-10-02" },
    ]);
    // Ahead: its price owed, its deposit held.
    expect(entries("SR-BBBB")).toEqual([
      { kind: "rent-due", amount: 1000, day: "2026-12-20" },
      { kind: "deposit-taken", amount: 1000, day: "2026-12-20" },
    ]);
    expect(entries("SR-CCCC")).toEqual([]);
    const open = db.$client
      .prepare("select b.reference from open_balances o join bookings b on b.id = o.booking_id")
      .all();
    expect(open).toEqual([{ reference: "SR-BBBB" }]);
    const columns = (
      db.$client.prepare("select name from pragma_table_info('bookings')").all() as { name: string }[]
    ).map((c) => c.name);
    expect(columns).not.toContain("deposit");
    expect(columns).not.toContain("damages");
    expect(columns).toContain("late_fee");
  });
});

describe("a settings section saved before one of its fields existed", () => {
  it("reads the new field, and its translations, as the section says a site without it holds them", () => {
    const { db } = seededStore();
    const row = db.$client.prepare("select data from settings_sections where section = 'messages'").get() as {
      data: string;
    };
    const data = JSON.parse(row.data) as Record<string, string>;
    for (const key of ["msgPaymentRequest", "msgPaymentRequestHi", "msgPaymentRequestKn"]) delete data[key];
    // A translation left empty on purpose stays empty.
    data.msgReviewLinkHi = "";
    db.$client.prepare("update settings_sections set data = ? where section = 'messages'").run(JSON.stringify(data));
    const settings = openContentStore(db).settings();
    expect(settings.msgPaymentRequest).toBe(sampleContent.settings.msgPaymentRequest);
    expect((settings as unknown as Record<string, string>).msgPaymentRequestKn).toContain("ಪಾವತಿಸಬೇಕಾದದ್ದು");
    expect((settings as unknown as Record<string, string>).msgReviewLinkHi).toBe("");
  });
});
