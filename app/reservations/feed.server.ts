/**
 * The owner's private calendar feed: the confirmed bookings (and those out or
 * back) at an unguessable address the owner pastes into their phone's
 * calendar app. Renewing the address ends the old one at once. Its secret is
 * made again from the link key and the moment it was made: the database keeps
 * none (an address from before keeps working until it is renewed).
 */
import { rupees } from "~/content/format";
import { timingSafeEqual } from "node:crypto";
import { eq } from "drizzle-orm";
import { addDays } from "~/booking/dates";
import type { ContentStore } from "~/content/store.server";
import { auditRow } from "~/content/store/transaction.server";
import type { Db } from "~/db/database.server";
import { derivedSecret, linkKeyBeside } from "~/db/keys.server";
import * as t from "~/db/schema";
import type { Book } from "./book.server";
import { icalendar } from "./ical";
import { HOLDING_STATES } from "./lifecycle";

/** How far back the feed goes: a calendar app keeps what it read before. */
const FEED_PAST_DAYS = 60;

export function createFeed(
  db: Db,
  {
    store,
    book,
    now = () => new Date(),
    linkKey = linkKeyBeside(db),
  }: { store: ContentStore; book: Book; now?: () => Date; linkKey?: Buffer },
) {
  const current = () => {
    const row = db.select().from(t.calendarFeeds).where(eq(t.calendarFeeds.id, 1)).get();
    if (!row) return null;
    return row.token || derivedSecret(linkKey, "calendar-feed", row.createdAt);
  };

  function save(actor: string | null): string {
    const at = now().toISOString();
    const token = "";
    const result = store.writer.write((tx) => {
      tx.insert(t.calendarFeeds)
        .values({ id: 1, token, createdAt: at })
        .onConflictDoUpdate({ target: t.calendarFeeds.id, set: { token, createdAt: at } })
        .run();
      if (actor) {
        const sentence = "gave the bookings' calendar feed a new address";
        auditRow(
          tx,
          {
            entity: "booking-feed",
            entityId: "calendar",
            action: "renew",
            before: null,
            after: null,
            detail: { sentence },
          },
          actor,
          at,
        );
      }
      return { ok: true, value: derivedSecret(linkKey, "calendar-feed", at) };
    });
    if (!result.ok) throw new Error(result.message);
    return result.value;
  }

  return {
    /** The feed's secret, made on first use (not a change the owner made: not in Activity). */
    token(): string {
      return current() ?? save(null);
    },

    /** A new secret: the old address answers 404 from now on. */
    renew: (actor: string) => save(actor),

    matches(token: string): boolean {
      const known = current();
      if (!known) return false;
      const a = Buffer.from(known);
      const b = Buffer.from(token);
      return a.length === b.length && timingSafeEqual(a, b);
    },

    /** The feed itself: every booking holding a bike or a taxi ride, and those back, from 60 days ago on. */
    calendar(): string {
      const settings = store.settings();
      const today = book.today();
      const since = { startsAt: `${addDays(today, -FEED_PAST_DAYS)} 00:00`, endsAt: "9999-12-31 00:00" };
      const names = new Map([...store.list("bikes"), ...store.list("taxis")].map((i) => [i.id, i.name]));
      const points = new Map(store.list("pickupPoints").map((p) => [p.id, p.name]));
      const events = book.during(since, [...HOLDING_STATES, "returned"]).map((b) => ({
        uid: `${b.reference}@sagara-rides`,
        startsAt: b.startsAt,
        endsAt: b.endsAt > b.startsAt ? b.endsAt : b.startsAt,
        summary: [b.reference, names.get(b.itemId) ?? b.itemId, b.customerName].filter(Boolean).join(" · "),
        description: [b.customerPhone, b.total !== null ? rupees(b.total) : "", b.status].filter(Boolean).join(" · "),
        location: b.kind === "bike" ? (points.get(b.pointId) ?? "") : b.destination,
      }));
      return icalendar(`${settings.brand} bookings`, events, settings.timeZone, now());
    },
  };
}

export type Feed = ReturnType<typeof createFeed>;
