/**
 * Counting booking actions, first-party and anonymously: one row per day (at
 * the shop), kind, item and channel holding a number. A visitor's address is
 * used only in memory, to limit how often it counts; no cookie, address or
 * user agent is stored. Bots are not counted.
 */
import { sql } from "drizzle-orm";
import { isbot } from "isbot";
import type { Db } from "~/db/database.server";
import * as t from "~/db/schema";
import { COUNT_LIMIT, countKinds, type CountKindName } from "./count-kinds";
import { addDays, shopToday } from "./dates";
import { createRateLimiter } from "./rate-limit.server";

export interface CountRow {
  day: string;
  source: string;
  itemId: string;
  channel: string;
  count: number;
}

export interface BookingCountsOptions {
  now?: () => Date;
  limit?: number;
  windowMs?: number;
}

export type BookingCounts = ReturnType<typeof createBookingCounts>;

export function createBookingCounts(db: Db, { now = () => new Date(), ...limits }: BookingCountsOptions = {}) {
  const limiter = createRateLimiter({ ...COUNT_LIMIT, ...limits, now: () => now().getTime() });

  /** Adds one to today's number for this kind and item (a single atomic upsert). */
  function add(kind: CountKindName, itemId: string, timeZone: string) {
    db.insert(t.bookingCounts)
      .values({ day: shopToday(timeZone, now()), source: kind, itemId, channel: countKinds[kind].channel, count: 1 })
      .onConflictDoUpdate({
        target: [t.bookingCounts.day, t.bookingCounts.source, t.bookingCounts.itemId, t.bookingCounts.channel],
        set: { count: sql`${t.bookingCounts.count} + 1` },
      })
      .run();
  }

  return {
    /**
     * Counts one visitor's action, unless the user agent is a bot (or absent)
     * or the address has already counted its share of this window.
     */
    count(
      action: { kind: CountKindName; itemId: string; timeZone: string },
      visitor: { userAgent: string | null; address: string },
    ): "counted" | "bot" | "limited" {
      if (!visitor.userAgent || isbot(visitor.userAgent)) return "bot";
      if (!limiter.take(visitor.address)) return "limited";
      add(action.kind, action.itemId, action.timeZone);
      return "counted";
    },

    /** Changes with every count: how many requests were ever counted (one indexed aggregate). */
    total(): number {
      return Number(
        db
          .select({ n: sql<number>`coalesce(sum(${t.bookingCounts.count}), 0)` })
          .from(t.bookingCounts)
          .get()?.n ?? 0,
      );
    },

    /** Every row from `days` days ago (at the shop) up to today, and whether anything was ever counted. */
    recent(timeZone: string, days: number) {
      const today = shopToday(timeZone, now());
      const from = addDays(today, -(days - 1));
      const rows: CountRow[] = db
        .select()
        .from(t.bookingCounts)
        .where(sql`${t.bookingCounts.day} >= ${from}`)
        .all();
      const ever =
        rows.length > 0 ||
        db
          .select({ one: sql`1` })
          .from(t.bookingCounts)
          .limit(1)
          .get() !== undefined;
      return { today, from, rows, ever };
    },
  };
}
