/**
 * A site with years of bookings and hundreds of photos, made quickly for the
 * backup tests and benchmarks: the sample content, then bookings and photo
 * rows written with SQL (of the shapes the site writes), and for each photo
 * three files of random bytes (a snapshot keeps files by their bytes; it
 * never decodes them).
 */
import { randomBytes } from "node:crypto";
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { Db } from "~/db/database.server";

const ALPHABET = "23456789ABCDEFGHJKLMNPQRSTUVWXYZ";

/** The nth reference, SR-2222 onwards: unique without asking the book. */
const referenceOf = (n: number) =>
  `SR-${Array.from({ length: 4 }, (_, i) => ALPHABET[Math.floor(n / ALPHABET.length ** (3 - i)) % ALPHABET.length]).join("")}`;

export function addBookings(db: Db, count: number, { from = Date.parse("2021-11-01T00:00:00Z"), first = 0 } = {}) {
  const insert = db.$client.prepare(
    `insert into bookings (reference, token, kind, item_id, status, starts_at, ends_at, destination, total, language, source, customer_name, created_at)
     values (?, ?, 'bike', 'honda-dio', 'returned', ?, ?, '', ?, 'en', 'owner', '', ?)`,
  );
  const day = 24 * 60 * 60 * 1000;
  db.$client.transaction(() => {
    for (let i = 0; i < count; i++) {
      const start = new Date(from + Math.floor((i * 5 * 365 * day) / count));
      const shop = (d: Date) => d.toISOString().slice(0, 16).replace("T", " ");
      insert.run(
        referenceOf(first + i),
        randomBytes(16).toString("base64url"),
        shop(start),
        shop(new Date(start.getTime() + 2 * day)),
        1000,
        start.toISOString(),
      );
    }
  })();
}

/** `count` photos in the library, each with three files of `bytes` random bytes in DATA_DIR/images. */
export function addPhotos(db: Db, dataDir: string, count: number, bytes = 16 * 1024) {
  const dir = path.join(dataDir, "images");
  mkdirSync(dir, { recursive: true });
  const insert = db.$client.prepare(
    `insert into images (id, kind, alt, width, height, file_base, widths, bytes, source_hash, created_at, created_by)
     values (?, 'photo', ?, 1280, 960, ?, '[320]', ?, ?, ?, 'admin')`,
  );
  db.$client.transaction(() => {
    for (let i = 0; i < count; i++) {
      const fileBase = randomBytes(8).toString("hex");
      for (const ext of ["avif", "webp", "jpg"])
        writeFileSync(path.join(dir, `${fileBase}-320.${ext}`), randomBytes(bytes));
      insert.run(
        `photo-${i}`,
        `Photo ${i}`,
        fileBase,
        bytes * 3,
        randomBytes(32).toString("hex"),
        new Date().toISOString(),
      );
    }
  })();
}
