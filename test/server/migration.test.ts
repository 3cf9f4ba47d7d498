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
import { closeLater, tempDataDir } from "../support/temp-db";

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
