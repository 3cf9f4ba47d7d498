/**
 * A shop's real day passes the restore's row checks: a rental handed over and
 * taken back at the shop's times ("2026-11-21 10:00"), with its ledger, is
 * a database a restore accepts.
 */
import path from "node:path";
import { describe, expect, it } from "vitest";
import { addDays, shopToday } from "~/booking/dates";
import { tableProblems } from "~/db/backup-checks.server";
import { createBook } from "~/reservations/book.server";
import { stayOfDates } from "~/reservations/stay";
import { returnedRental } from "../support/handover";
import { seededStore } from "../support/temp-db";

describe("a backup of a day at the shop", () => {
  it("passes every table's row checks after a rental went out and came back", () => {
    const { db, dataDir, store } = seededStore();
    const book = createBook(db, { store });
    const today = shopToday("Asia/Kolkata");
    const back = returnedRental(book, {
      itemId: "royal-enfield-classic",
      ...stayOfDates(addDays(today, -3), addDays(today, -1)),
      total: 3600,
      language: "en",
    });
    expect(back.status).toBe("returned");
    db.$client.pragma("wal_checkpoint(TRUNCATE)");
    expect(tableProblems(path.join(dataDir, "site.db"))).toEqual([]);
  });
});
