/**
 * The accountant's spreadsheets: the bookings (with each one's money, from
 * its ledger) and the ledger's entries, of a period or of all time, as CSV in
 * UTF-8 with a byte order mark (so Excel opens a Kannada or Hindi name as
 * written). Streamed a page of rows at a time, each page read by its index
 * after the last row sent, so five years of a book take as little memory as
 * a week's. Amounts are whole rupees as plain numbers, so a spreadsheet adds
 * them up; the file says so in its column names.
 */
import { and, asc, gt, gte, lt, sql, type SQL } from "drizzle-orm";
import type { Query } from "~/content/store/transaction.server";
import * as t from "~/db/schema";
import { kindWords, methodWords, type EntryKind, type PayMethod } from "./ledger";
import { balancesOf, periodOf } from "./reports.server";

/** Rows read and sent at a time. */
const PAGE = 500;

const BOM = "\uFEFF";

/** A CSV field: quoted when it holds a comma, a quote or a line break; a formula's first sign made inert. */
function csvField(value: string | number | null): string {
  if (value === null) return "";
  if (typeof value === "number") return String(value);
  // A cell starting =, +, - or @ is a formula to a spreadsheet: a name never should be.
  const text = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

const line = (fields: (string | number | null)[]) => `${fields.map(csvField).join(",")}\r\n`;

export type ExportKind = "bookings" | "ledger";

/** The period asked for, a month or a year, as days [from, to); null for all time (or anything else). */
function exportPeriod(value: string | null): { from: string; to: string } | null {
  return value && /^\d{4}(-(0[1-9]|1[0-2]))?$/.test(value) ? periodOf(value, value) : null;
}

interface Names {
  item: (kind: string, id: string) => string;
  vehicle: (id: number | null) => string;
}

/**
 * The rows of one page after `after` (the last id sent): each function reads
 * its page, and says the id it ended at; null when nothing is left.
 */
function bookingPages(q: Query, period: { from: string; to: string } | null, names: Names) {
  return {
    head: line([
      "Reference",
      "Status",
      "Kind",
      "Bike or service",
      "Vehicle",
      "Pickup",
      "Return",
      "Picked up",
      "Returned",
      "Customer",
      "Charges (₹)",
      "Paid (₹)",
      "Deposit taken (₹)",
      "Deposit kept (₹)",
      "Deposit given back (₹)",
      "Owed (₹)",
      "Deposit held (₹)",
    ]),
    page(after: number): { text: string; last: number } | null {
      const where: SQL[] = [gt(t.bookings.id, after)];
      if (period) where.push(gte(t.bookings.startsAt, period.from), lt(t.bookings.startsAt, period.to));
      const rows = q
        .select()
        .from(t.bookings)
        .where(and(...where))
        .orderBy(asc(t.bookings.id))
        .limit(PAGE)
        .all();
      if (!rows.length) return null;
      const balances = balancesOf(
        q,
        rows.map((b) => b.id),
      );
      const text = rows
        .map((b) => {
          const m = balances.get(b.id)!;
          return line([
            b.reference,
            b.status,
            b.kind,
            names.item(b.kind, b.itemId),
            names.vehicle(b.vehicleId),
            b.startsAt,
            b.endsAt,
            b.pickedUpAt,
            b.returnedAt,
            b.customerName,
            m.charges,
            m.paid,
            m.depositIn,
            m.kept,
            m.depositOut,
            m.owed,
            m.held,
          ]);
        })
        .join("");
      return { text, last: rows.at(-1)!.id };
    },
  };
}

function ledgerPages(q: Query, period: { from: string; to: string } | null) {
  return {
    head: line([
      "No.",
      "Booking",
      "Day",
      "Written at (UTC)",
      "Kind",
      "Method",
      "Amount (₹)",
      "Reverses No.",
      "Pays No.",
      "Reason",
      "By",
    ]),
    page(after: number): { text: string; last: number } | null {
      const rows = q
        .select({
          id: t.ledgerEntries.id,
          reference: t.bookings.reference,
          day: t.ledgerEntries.day,
          at: t.ledgerEntries.at,
          kind: t.ledgerEntries.kind,
          method: t.ledgerEntries.method,
          amount: t.ledgerEntries.amount,
          reverses: t.ledgerEntries.reverses,
          forEntry: t.ledgerEntries.forEntry,
          reason: t.ledgerEntries.reason,
          actor: t.ledgerEntries.actor,
        })
        .from(t.ledgerEntries)
        .innerJoin(t.bookings, sql`${t.bookings.id} = ${t.ledgerEntries.bookingId}`)
        .where(
          and(
            gt(t.ledgerEntries.id, after),
            ...(period ? [gte(t.ledgerEntries.day, period.from), lt(t.ledgerEntries.day, period.to)] : []),
          ),
        )
        .orderBy(asc(t.ledgerEntries.id))
        .limit(PAGE)
        .all();
      if (!rows.length) return null;
      const text = rows
        .map((e) =>
          line([
            e.id,
            e.reference,
            e.day,
            e.at,
            kindWords[e.kind as EntryKind],
            e.method ? methodWords[e.method as PayMethod] : "",
            e.amount,
            e.reverses,
            e.forEntry,
            e.reason,
            e.actor,
          ]),
        )
        .join("");
      return { text, last: rows.at(-1)!.id };
    },
  };
}

/**
 * The spreadsheet as a stream: the byte order mark and the column names
 * first, then a page of rows each time the reader wants more. Nothing is
 * held between pages but the last id sent.
 */
export function exportStream(
  q: Query,
  kind: ExportKind,
  period: string | null,
  names: Names,
): ReadableStream<Uint8Array<ArrayBuffer>> {
  const pages =
    kind === "bookings" ? bookingPages(q, exportPeriod(period), names) : ledgerPages(q, exportPeriod(period));
  const encoder = new TextEncoder();
  let after = 0;
  return new ReadableStream<Uint8Array<ArrayBuffer>>(
    {
      start(controller) {
        controller.enqueue(encoder.encode(BOM + pages.head));
      },
      pull(controller) {
        const page = pages.page(after);
        if (!page) return controller.close();
        after = page.last;
        controller.enqueue(encoder.encode(page.text));
      },
    },
    // One page waits at most: the next is read only once the client has taken it.
    { highWaterMark: 1 },
  );
}
