import { cpSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import Database from "better-sqlite3";
import { drizzle } from "drizzle-orm/better-sqlite3";
import { migrate } from "drizzle-orm/better-sqlite3/migrator";
import { describe, expect, it } from "vitest";
import { openDatabase } from "~/db/database.server";
import { openContentStore } from "~/store.server";
import { createImageLibrary } from "~/images/library.server";
import { sampleContent } from "~/content/sample";
import { settingsSectionNames, settingsSectionSchemas } from "~/content/settings";
import { drawings } from "~/images/drawings";
import { closeLater, seededStore, tempDataDir } from "../support/temp-db";

const pathOf = (id: string) => drawings.find((d) => d.id === id)!.src;

/** A database as the site left it before the image library: content naming pictures by path. */
function databaseBeforeImages(dataDir: string) {
  const old = path.join(tempDataDir(), "migrations");
  mkdirSync(path.join(old, "meta"), { recursive: true });
  const journal = JSON.parse(readFileSync("drizzle/meta/_journal.json", "utf8"));
  journal.entries = journal.entries.filter((e: { tag: string }) => e.tag < "0003");
  for (const e of journal.entries) cpSync(path.join("drizzle", `${e.tag}.sql`), path.join(old, `${e.tag}.sql`));
  writeFileSync(path.join(old, "meta", "_journal.json"), JSON.stringify(journal));
  const sqlite = new Database(path.join(dataDir, "site.db"));
  migrate(drizzle(sqlite), { migrationsFolder: old });

  sqlite.prepare("insert into content_meta values (1, 7, '2026-11-01T00:00:00.000Z')").run();
  const settings = { ...sampleContent.settings, heroImage: "/art/hero.svg" } as Record<string, unknown>;
  for (const section of settingsSectionNames) {
    const data = Object.fromEntries(Object.keys(settingsSectionSchemas[section].shape).map((k) => [k, settings[k]]));
    sqlite.prepare("insert into settings_sections values (?, ?, 1)").run(section, JSON.stringify(data));
  }
  const bike = sqlite.prepare(
    "insert into bikes (id, position, name, image, badge, rating, description, features, price, status) values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
  );
  sampleContent.bikes.forEach((b, i) =>
    bike.run(b.id, i, b.name, pathOf(b.image), b.badge, 4.8, b.description, "[]", b.price, b.status),
  );
  // A path that was never one of the drawings: it must not be left dangling.
  bike.run("custom", 6, "Custom bike", "/art/bikes/Custom_Bike.svg", "", 4.5, "Ours.", "[]", 900, "available");
  const testimonial = sqlite.prepare(
    "insert into testimonials (id, position, author, date, rating, avatar, text) values (?, ?, ?, ?, ?, ?, ?)",
  );
  sampleContent.testimonials.forEach((t, i) =>
    testimonial.run(t.id, i, t.author, t.date, t.rating, pathOf(t.avatar), t.text),
  );
  // History from then: an older version of the Dio, with its picture by path.
  const dio = sampleContent.bikes[0]!;
  const before = { ...dio, image: pathOf(dio.image), hidden: false, version: 1, price: 450 };
  sqlite
    .prepare(
      "insert into audit_log (entity, entity_id, action, before, after, at, actor, version) values ('bikes', 'honda-dio', 'update', null, ?, '2026-10-01T00:00:00.000Z', 'admin', 1)",
    )
    .run(JSON.stringify(before));
  sqlite.close();
}

describe("upgrading a database from before the image library", () => {
  it("makes the drawings library entries and turns every path into a library id", () => {
    const dataDir = tempDataDir();
    databaseBeforeImages(dataDir);
    const db = openDatabase(dataDir);
    closeLater(db);
    const store = openContentStore(db);
    const library = createImageLibrary(store.writer);

    expect(store.list("bikes").map((b) => b.image)).toEqual([
      ...sampleContent.bikes.map((b) => b.image),
      "art-bikes-custom-bike",
    ]);
    expect(store.list("testimonials").map((t) => t.avatar)).toEqual(sampleContent.testimonials.map((t) => t.avatar));
    expect(store.section("identity").heroImage).toBe("art-hero");

    // The same entries as a new database's seed, and one (without alt text) for the unknown path.
    const fresh = seededStore().library.list();
    const shape = (i: {
      id: string;
      kind: string;
      alt: string;
      width: number;
      height: number;
      src: string | null;
      bytes: number;
    }) => ({
      id: i.id,
      kind: i.kind,
      alt: i.alt,
      width: i.width,
      height: i.height,
      src: i.src,
      bytes: i.bytes,
    });
    const migrated = library.list();
    expect(
      migrated
        .filter((i) => i.id !== "art-bikes-custom-bike")
        .map(shape)
        .sort((a, b) => a.id.localeCompare(b.id)),
    ).toEqual(fresh.map(shape).sort((a, b) => a.id.localeCompare(b.id)));
    expect(library.get("art-bikes-custom-bike")).toMatchObject({ src: "/art/bikes/Custom_Bike.svg", alt: "" });

    // The page resolves every picture.
    const home = store.home();
    expect(home.heroImage?.src).toBe("/art/hero.svg");
    expect(home.bikes.every((b) => b.image !== null)).toBe(true);
    expect(home.bikes[3]!.image).toMatchObject({
      src: "/art/bikes/royal-enfield-classic.svg",
      alt: "Illustration of the Royal Enfield Classic",
    });

    // History holds ids too, so the old version can be restored.
    const old = store.history("bikes", "honda-dio").find((e) => e.after?.price === 450)!;
    expect(old.after?.image).toBe("art-bikes-honda-dio");
    const current = store.item("bikes", "honda-dio")!;
    const restored = store.restoreVersion("bikes", "honda-dio", old.id, current.version, { actor: "test" });
    expect(restored.ok).toBe(true);
    expect(store.item("bikes", "honda-dio")!.price).toBe(450);
  });

  it("leaves a new, empty database to the seed", () => {
    const dataDir = tempDataDir();
    const db = openDatabase(dataDir);
    closeLater(db);
    expect(db.$client.prepare("select count(*) n from images").get()).toEqual({ n: 0 });
  });
});
