/**
 * What a booking's own screen shows beyond its card: the tourist's agreement,
 * the handover at pickup beside the return with the photos of each, and the
 * money: the ledger in words with the balance, what its forms start from,
 * the UPI payment request and the receipt.
 */
import { shopClock } from "~/booking/dates";
import { rupees } from "~/content/format";
import { translationLanguages } from "~/content/languages";
import { documentName, fuelWords, kmBetween } from "~/handover/handover";
import { HANDOVER_PHOTOS_URL } from "~/handover/limits";
import { HANDOVER_WIDTHS, photoFile } from "~/handover/photos.server";
import { balanceSentence, kindWords, methodWords, unpaidOf, whoOwes, type PayMethod } from "~/money/ledger";
import type { Book, Booking } from "~/reservations/book.server";
import { takesMoney } from "~/reservations/lifecycle";
import { receiptPath, touristPagePath } from "~/reservations/reference";
import { qrSvg, upiLink } from "~/reservations/upi";
import type { BookContext } from "./view.server";

/** A moment kept in ISO, on the shop's clock: its day and its time (the screen says "09:41 on Mon 14 Dec"). */
const atShop = (iso: string, timeZone: string) => {
  const c = shopClock(timeZone, new Date(iso));
  return { date: c.date, time: c.time };
};

const languageName = (code: string) => translationLanguages.find((l) => l.code === code)?.english ?? "English";

export function agreementView(book: Book, booking: Booking, ctx: BookContext) {
  const agreement = book.agreementOf(booking);
  return {
    agreed: agreement
      ? {
          at: atShop(agreement.agreedAt, ctx.settings.timeZone),
          name: agreement.name,
          licence: agreement.licence,
          language: languageName(agreement.language),
          version: agreement.textVersion.slice(0, 8),
        }
      : null,
    /** Where the tourist agrees (their page in their language): to open on the owner's phone at the counter. */
    page: ctx.address(`${touristPagePath(booking)}/agree`),
  };
}

export function handoverView(book: Book, booking: Booking) {
  const { out, in: back } = book.handovers(booking);
  const photos = book.photos.of(booking.id).map((p) => ({
    id: p.id,
    stage: p.stage,
    caption: p.caption,
    thumb: `${HANDOVER_PHOTOS_URL}${photoFile(p.fileBase, p.widths[0] ?? p.width)}`,
    full: `${HANDOVER_PHOTOS_URL}${photoFile(p.fileBase, p.widths.at(-1) ?? p.width)}`,
    width: p.width,
    height: p.height,
  }));
  const document = out?.documentType ? documentName(out.documentType, out.documentLast4) : "";
  /** Each reading at pickup beside the return's. */
  const rows =
    out || back
      ? [
          {
            what: "Odometer",
            out: out ? `${out.odometer.toLocaleString("en-IN")} km` : "",
            in: back
              ? `${back.odometer.toLocaleString("en-IN")} km${out ? ` (${kmBetween(out.odometer, back.odometer)})` : ""}`
              : "",
          },
          { what: "Fuel", out: out ? fuelWords(out.fuel) : "", in: back ? fuelWords(back.fuel) : "" },
          { what: "Helmets", out: out ? String(out.helmets) : "", in: back ? String(back.helmets) : "" },
          { what: "Damage", out: out ? out.damage || "None noted" : "", in: back ? back.damage || "None new" : "" },
          {
            what: "Kept as security",
            out: out
              ? document
                ? `${document}${out.original ? ", original held" : ", original not held"}`
                : "Nothing"
              : "",
            in: back && out?.original ? (back.original ? "Original given back" : "Original still held") : "",
          },
          {
            what: "Photos",
            out: String(photos.filter((p) => p.stage === "out").length),
            in: String(photos.filter((p) => p.stage === "in").length),
          },
          // The moments as the shop's clock keeps them: the screen says them in the reader's language.
          { what: "When", out: out?.at ?? "", in: back?.at ?? "" },
        ]
      : [];
  return {
    out: out ? { odometer: out.odometer, original: out.original, document } : null,
    in: back ? { odometer: back.odometer } : null,
    rows,
    photos,
    checklist: book.requirementsToCheck(),
    /** Photos sent now are of the pickup until the bike is out, then of the return. */
    photoStage: booking.status === "confirmed" ? ("out" as const) : ("in" as const),
    maxWidth: HANDOVER_WIDTHS.at(-1)!,
  };
}

export function moneyView(book: Book, booking: Booking, ctx: BookContext) {
  const ledger = book.ledger(booking);
  const { balance, entries, counting } = ledger;
  const reversedBy = new Map(entries.filter((e) => e.reverses !== null).map((e) => [e.reverses!, e.id]));
  const numbered = new Map(entries.map((e, i) => [e.id, i + 1]));
  const shown = entries.map((e) => {
    const target = e.reverses !== null ? entries.find((x) => x.id === e.reverses) : undefined;
    return {
      id: e.id,
      number: numbered.get(e.id)!,
      at: e.at,
      kind: e.kind,
      what:
        e.kind === "reversal" && target
          ? `Reversal of No. ${numbered.get(target.id)} (${kindWords[target.kind].toLowerCase()})`
          : kindWords[e.kind],
      amount: rupees(e.amount),
      method: e.method ? methodWords[e.method as PayMethod] : "",
      reason: e.reason,
      actor: e.actor,
      counts: counting.has(e.id),
      reversible: !reversedBy.has(e.id),
    };
  });
  const upiId = ctx.settings.upiId;
  const owed = Math.max(0, balance.owed);
  const upi =
    owed > 0 && upiId && takesMoney(booking.status)
      ? upiLink({ upiId, payee: ctx.settings.brand, amount: owed, reference: booking.reference })
      : null;
  const unpaidLate = unpaidOf(entries, "late-fee");
  const unpaidDamage = unpaidOf(entries, "damage");
  const keepLate = Math.min(unpaidLate, Math.max(0, balance.held));
  const keepDamage = Math.min(unpaidDamage, Math.max(0, balance.held - keepLate));
  return {
    version: ledger.version,
    entries: shown,
    balance,
    who: whoOwes(balance),
    sentence: balanceSentence(balance, rupees),
    owed,
    held: Math.max(0, balance.held),
    /** What the forms start from: the rest owed, the agreed deposit, and what the deposit pays of the charges. */
    start: {
      pay: owed,
      deposit: balance.held > 0 ? null : (booking.quote?.deposit ?? null),
      keepLate,
      keepDamage,
      back: Math.max(0, balance.held - keepLate - keepDamage),
    },
    unpaid: { late: unpaidLate, damage: unpaidDamage },
    upi: upi ? { link: upi, qr: qrSvg(upi), amount: rupees(owed) } : null,
    receipt: ledger.receipt
      ? {
          number: ledger.receipt.number,
          year: ledger.receipt.financialYear,
          url: ctx.address(receiptPath(booking)),
        }
      : null,
  };
}
export type MoneyView = ReturnType<typeof moneyView>;
export type HandoverView = ReturnType<typeof handoverView>;
