/**
 * A booking's receipt as the tourist reads and prints it, in their language:
 * its number (gap-free per financial year, given with the first payment), the
 * shop's name, address and GSTIN when it has one, the service with its SAC
 * code, every charge, payment and what became of the deposit, as the ledger
 * has them now, and the tax the prices include when the shop set a rate.
 */
import { shopClock } from "~/booking/dates";
import { rupees } from "~/content/format";
import type { HomeContent } from "~/content/types";
import { dateIn, weekdayDateIn } from "~/i18n/dates";
import type { Lang } from "~/i18n/languages";
import { wordsOf, type WordKey } from "~/i18n/words";
import type { Booking } from "~/reservations/book.server";
import { dateOf, timeOf } from "~/reservations/stay";
import type { PayMethod } from "./ledger";
import type { Ledger } from "./money.server";

const CHARGE_WORDS: Partial<Record<string, WordKey>> = {
  "rent-due": "lineRent",
  "late-fee": "lineLateFee",
  damage: "lineDamage",
  discount: "lineDiscount",
};
const METHOD_WORDS: Record<PayMethod, WordKey> = { cash: "methodCash", upi: "methodUpi", card: "methodCard" };

/**
 * The tax a price includes at `rate` percent, in whole rupees: the taxable
 * value is the price less the tax, so the two always add up to the price.
 */
function includedTax(total: number, rate: number) {
  const tax = Math.round((total * rate) / (100 + rate));
  return { tax, taxable: total - tax };
}

export function receiptView(booking: Booking, ledger: Ledger, home: HomeContent, lang: Lang) {
  if (!ledger.receipt) return null;
  const w = wordsOf(lang);
  const { settings } = home;
  const day = (iso: string) => dateIn(lang, shopClock(settings.timeZone, new Date(iso)).date);
  const when = (moment: string) => `${weekdayDateIn(lang, dateOf(moment))}, ${timeOf(moment)}`;
  const counting = ledger.entries.filter((e) => ledger.counting.has(e.id));
  const item =
    (booking.kind === "bike"
      ? home.bikes.find((b) => b.id === booking.itemId)?.name
      : home.taxis.find((t) => t.id === booking.itemId)?.name) ?? w.t("yourBooking");
  const { balance } = ledger;
  const rate = settings.taxRate;
  const tax =
    rate !== null && rate !== undefined && rate > 0 && balance.charges > 0 ? includedTax(balance.charges, rate) : null;
  const from = booking.pickedUpAt ?? booking.startsAt;
  const to = booking.returnedAt ?? booking.endsAt;
  return {
    title: w.t("receiptNumber", { number: ledger.receipt.number }),
    financialYear: ledger.receipt.financialYear,
    date: day(ledger.receipt.issuedAt),
    shop: { name: settings.brand, address: settings.address, phone: settings.phone, gstin: settings.gstin },
    reference: booking.reference,
    customer: booking.customerName,
    service:
      booking.kind === "bike"
        ? w.t("receiptRental", { item, sac: settings.rentalSac, from: when(from), to: when(to) })
        : w.t("receiptRide", { item, from: when(booking.startsAt) }),
    charges: counting
      .filter((e) => CHARGE_WORDS[e.kind])
      .map((e) => ({
        id: e.id,
        what: w.t(CHARGE_WORDS[e.kind]!),
        // The shop's own words for a damage or a discount; the rent's and a late fee's are the receipt's own.
        note: e.kind === "damage" || e.kind === "discount" ? e.reason : "",
        amount: e.kind === "discount" ? `−${rupees(e.amount)}` : rupees(e.amount),
      })),
    total: rupees(balance.charges),
    tax: tax ? w.t("receiptTax", { rate: rate!, tax: rupees(tax.tax), taxable: rupees(tax.taxable) }) : null,
    payments: counting
      .filter((e) => e.kind === "rent-paid" || e.kind === "deposit-kept")
      .map((e) => ({
        id: e.id,
        what: e.kind === "deposit-kept" ? w.t("depositKept") : e.method ? w.t(METHOD_WORDS[e.method as PayMethod]) : "",
        date: day(e.at),
        amount: rupees(e.amount),
      })),
    deposit:
      balance.depositIn > 0
        ? [
            { what: w.t("depositTaken"), amount: rupees(balance.depositIn) },
            ...(balance.kept ? [{ what: w.t("depositKept"), amount: rupees(balance.kept) }] : []),
            ...(balance.depositOut ? [{ what: w.t("depositBack"), amount: rupees(balance.depositOut) }] : []),
          ]
        : [],
    balance:
      balance.owed > 0
        ? w.t("balanceToPay", { amount: rupees(balance.owed) })
        : balance.owed < 0
          ? w.t("balanceToGetBack", { amount: rupees(-balance.owed) })
          : w.t("balanceSettled"),
  };
}
export type ReceiptView = NonNullable<ReturnType<typeof receiptView>>;
