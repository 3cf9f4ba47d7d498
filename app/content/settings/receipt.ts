/**
 * What a receipt says besides the booking (app/money/receipt.server.ts): the
 * shop's GSTIN when it has one, the service's SAC code and the GST rate,
 * left empty by default: the rate for renting a bike is the shop's
 * accountant's to decide (docs/decisions/034-handover-and-a-ledger-per-booking.md).
 */
import { z } from "zod";
import { defineSection, kind } from "../define";

/** A GSTIN: two digits of the state, the PAN, the entity's number, Z and a check character. */
const gstin = z
  .string({ error: "GSTIN must be text" })
  .trim()
  .transform((v) => v.toUpperCase())
  .refine(
    (v) => v === "" || /^\d{2}[A-Z]{5}\d{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/.test(v),
    "GSTIN must be the 15 characters on the GST certificate, like 29ABCDE1234F1Z5",
  )
  .optional()
  .transform((v) => v ?? "");

const sac = z
  .string({ error: "SAC must be digits" })
  .trim()
  .regex(/^99\d{2}(\d{2})?$/, "SAC must be 4 or 6 digits starting with 99, like 9973");

/** Whole percent, or empty: no tax line on the receipt. */
const taxRate = z.preprocess(
  (v) => (v === "" || v === undefined ? null : typeof v === "string" ? Number(v) : v),
  z
    .number({ error: "GST rate must be a whole percent from 0 to 40, or empty" })
    .int("GST rate must be a whole percent from 0 to 40, or empty")
    .min(0, "GST rate must be a whole percent from 0 to 40, or empty")
    .max(40, "GST rate must be a whole percent from 0 to 40, or empty")
    .nullable(),
);

const values = { gstin: "", rentalSac: "9973", taxRate: null };

export const receipt = defineSection({
  name: "receipt",
  title: "Receipts",
  intro:
    "What a booking's receipt says besides the booking: your GSTIN, the service's SAC code and the GST rate included in your prices. Ask your accountant for the rate.",
  onSite: "/admin/money",
  fields: {
    gstin: kind.text(gstin, {
      label: "GSTIN",
      hint: "Printed on every receipt when written. Empty: not registered for GST.",
    }),
    rentalSac: kind.text(sac, {
      label: "SAC of a bike rental",
      inputMode: "numeric",
      hint: "9973: renting a vehicle without a driver.",
    }),
    taxRate: kind.optionalNumber(taxRate, {
      label: "GST rate included in the prices, percent",
      input: "number",
      inputMode: "numeric",
      hint: "Empty: the receipt shows no tax. Your accountant knows the rate for your bikes.",
    }),
  },
  sample: values,
  whenMissing: values,
});
