/**
 * Counting booking actions, first-party and anonymously: one row per day (at
 * the shop), kind, item and channel holding a number. A visitor's address is
 * used only in memory, to limit how often it counts and how many addresses
 * count for one item at once; no cookie, address or user agent is stored.
 * Bots are not counted, and a flood is stored apart from the requests.
 */
import { sql } from "drizzle-orm";
import { isbot } from "isbot";
import type { Db } from "~/db/database.server";
import * as t from "~/db/schema";
import { lockoutAddress } from "~/auth/network-address.server";
import { BURST_LIMIT, COUNT_LIMIT, countKinds, FLOOD_CHANNEL, type CountKindName } from "./count-kinds";
import { addDays, shopToday } from "./dates";
import { createNewcomerLimit, createRateLimiter } from "./rate-limit.server";

interface CountRow {
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
  const newcomers = createNewcomerLimit({
    limit: BURST_LIMIT.addresses,
    windowMs: BURST_LIMIT.windowMs,
    now: () => now().getTime(),
  });

  /** Adds one to today's number for this kind and item (a single atomic upsert): a request, or a flood's tap. */
  function add(kind: CountKindName, itemId: string, timeZone: string, flood: boolean) {
    const channel = flood ? FLOOD_CHANNEL : countKinds[kind].channel;
    db.insert(t.bookingCounts)
      .values({ day: shopToday(timeZone, now()), source: kind, itemId, channel, count: 1 })
      .onConflictDoUpdate({
        target: [t.bookingCounts.day, t.bookingCounts.source, t.bookingCounts.itemId, t.bookingCounts.channel],
        set: { count: sql`${t.bookingCounts.count} + 1` },
      })
      .run();
  }

  return {
    /**
     * Counts one visitor's action, unless the user agent is a bot (or absent)
     * or the address (an IPv6 one with its /64) has already counted its share
     * of this window. When too many different addresses count for one item at
     * once, the taps of the newest are stored as a flood instead.
     */
    count(
      action: { kind: CountKindName; itemId: string; timeZone: string },
      visitor: { userAgent: string | null; address: string },
    ): "counted" | "bot" | "limited" | "flood" {
      if (!visitor.userAgent || isbot(visitor.userAgent)) return "bot";
      const address = lockoutAddress(visitor.address);
      if (!limiter.take(address)) return "limited";
      const flood = !newcomers.admits(`${action.kind}:${action.itemId}`, address);
      add(action.kind, action.itemId, action.timeZone, flood);
      return flood ? "flood" : "counted";
    },

    /** Changes with every count, a flood's too: how many taps were ever stored (one indexed aggregate). */
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
