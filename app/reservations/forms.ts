/**
 * The book's forms, one Zod schema per action, shared by the screens (Conform
 * checks them in the browser) and the server (the action checks them again
 * before the book does): a booking's steps, a booking added by hand, a
 * vehicle out of service, a vehicle and its service log. Safe in the browser.
 */
import { z } from "zod";
import { isClockTime, isIsoDate } from "~/booking/dates";
import { count, optionalCount, optionalRupees, optionalText, requiredText, rupees } from "~/content/checks";
import { payMethods } from "~/money/ledger";
import { documentTypes, FUEL_STEPS } from "~/handover/handover";
import { checkPhone } from "~/content/phone-check";

const CHOOSE_DAY = "Choose a day";
const WRITE_TIME = "Write the time as HH:MM, for example 10:00";

const day = z.string({ error: CHOOSE_DAY }).refine(isIsoDate, CHOOSE_DAY);
const time = z
  .string({ error: WRITE_TIME })
  .optional()
  .transform((v) => v || "10:00")
  .refine(isClockTime, WRITE_TIME);
const optionalDay = z
  .string()
  .optional()
  .transform((v) => v ?? "")
  .refine((v) => v === "" || isIsoDate(v), CHOOSE_DAY);
const optionalTime = z
  .string()
  .optional()
  .transform((v) => v ?? "")
  .refine((v) => v === "" || isClockTime(v), WRITE_TIME);

/** The version the screen showed: a post based on an older one is refused as stale. */
const version = z.coerce.number({ error: "Reload the page and try again" }).int().min(0);
const reference = z
  .string({ error: "Reload the page and try again" })
  .regex(/^SR-[2-9A-HJ-NP-Z]{4}$/, "Reload the page and try again");
const onBooking = { ref: reference, version };

/** A vehicle chosen from a list ("" or absent: the book picks a free one). */
const vehicleChoice = z
  .union([z.literal(""), z.coerce.number().int().positive()], { error: "Choose one of the vehicles" })
  .optional()
  .transform((v) => (v === "" || v === undefined ? null : v));

const customerName = optionalText("Name", 80);
const customerPhone = z
  .string()
  .trim()
  .max(30, "Write the phone number with digits, like +91 90000 12345")
  .optional()
  .transform((v) => v ?? "")
  .refine((v) => v === "" || checkPhone(v) !== null, "Write the phone number with digits, like +91 90000 12345")
  // As typed only in the browser before its phone check has loaded: the server stores it checked.
  .transform((v) => (v ? (checkPhone(v)?.display ?? v) : ""));

/** A stay from a form's days and times: the return after the pickup. */
const stayFields = { from: day, fromTime: time, to: day, toTime: time };
const returnAfterPickup = (v: { from: string; fromTime: string; to: string; toTime: string }, ctx: z.RefinementCtx) => {
  if (`${v.to} ${v.toTime}` <= `${v.from} ${v.fromTime}`)
    ctx.addIssue({ code: "custom", path: ["to"], message: "The return must be after the pickup" });
};

/** A moment the owner gives (picked up, returned): both empty is now; one alone is refused. */
const momentFields = { date: optionalDay, time: optionalTime };
const bothOrNeither = (v: { date: string; time: string }, ctx: z.RefinementCtx) => {
  if (v.date && !v.time)
    ctx.addIssue({ code: "custom", path: ["time"], message: "Write the time too, or leave both empty for now" });
  if (!v.date && v.time)
    ctx.addIssue({ code: "custom", path: ["date"], message: "Choose the day too, or leave both empty for now" });
};

// Handover and money --------------------------------------------------------

const odometer = count("Odometer", 0, 999_999, "kilometres");
const fuel = z.coerce
  .number({ error: "Choose how much fuel it has" })
  .int("Choose how much fuel it has")
  .min(0, "Choose how much fuel it has")
  .max(FUEL_STEPS.length - 1, "Choose how much fuel it has");
const method = z.enum(payMethods, { error: "Choose cash, UPI or card" });
const optionalMethod = z
  .union([z.literal(""), method], { error: "Choose cash, UPI or card" })
  .optional()
  .transform((v) => v || null);
const ticked = z
  .boolean()
  .optional()
  .transform((v) => v ?? false);

/** What was kept as security: a document's type and its last four characters, never the whole number. */
const LAST4 = "Write only the last four letters or digits of the document";
const documentFields = {
  documentType: z
    .union([z.literal(""), z.enum(documentTypes)], { error: "Choose the kind of document" })
    .optional()
    .transform((v) => v || null),
  documentLast4: z
    .string()
    .trim()
    .optional()
    .transform((v) => (v ?? "").toUpperCase())
    .refine((v) => v === "" || /^[A-Z0-9]{4}$/.test(v), LAST4),
  original: ticked,
};

/**
 * Check-out: when, and the vehicle's state as it leaves (odometer, fuel,
 * helmets, the damage it already has), what was kept as security, the terms'
 * requirements the owner checked, and the deposit taken then.
 */
const checkOut = z
  .object({
    ...onBooking,
    ...momentFields,
    early: ticked,
    odometer,
    fuel,
    helmets: count("Helmets", 0, 4, "helmets"),
    damage: optionalText("Damage it already has", 300, { multiline: true }),
    ...documentFields,
    checklist: z
      .array(z.string())
      .optional()
      .transform((v) => v ?? []),
    deposit: optionalRupees("Deposit").optional(),
    depositMethod: optionalMethod,
  })
  .superRefine(bothOrNeither)
  .superRefine((v, ctx) => {
    if (v.documentType && !v.documentLast4) ctx.addIssue({ code: "custom", path: ["documentLast4"], message: LAST4 });
    if (!v.documentType && v.documentLast4)
      ctx.addIssue({ code: "custom", path: ["documentType"], message: "Choose the kind of document" });
    if (v.original && !v.documentType)
      ctx.addIssue({ code: "custom", path: ["documentType"], message: "Choose the kind of document kept" });
    if (v.deposit && !v.depositMethod)
      ctx.addIssue({ code: "custom", path: ["depositMethod"], message: "Choose how the deposit was paid" });
    if (!v.deposit && v.depositMethod)
      ctx.addIssue({ code: "custom", path: ["deposit"], message: "Write the deposit taken, or choose Not now" });
  });

/** Check-in: when, the odometer and fuel as it came back, new damage and its charge, the original given back. */
const checkIn = z
  .object({
    ...onBooking,
    ...momentFields,
    odometer,
    fuel,
    damage: optionalText("New damage", 300, { multiline: true }),
    damageCharge: optionalRupees("Charge for the damage").optional(),
    originalBack: ticked,
  })
  .superRefine(bothOrNeither)
  .superRefine((v, ctx) => {
    if (v.damageCharge && !v.damage)
      ctx.addIssue({ code: "custom", path: ["damage"], message: "Say what was damaged" });
  });

/** A reason a person reads later in the ledger. */
const reason = (label: string) => requiredText(label, 200);

export const bookingSchemas = {
  confirm: z.object({ ...onBooking, name: customerName, phone: customerPhone, vehicle: vehicleChoice }),
  decline: z.object(onBooking),
  cancel: z.object(onBooking),
  "no-show": z.object(onBooking),
  dates: z.object({ ...onBooking, ...stayFields }).superRefine(returnAfterPickup),
  vehicle: z.object({
    ...onBooking,
    vehicle: z.coerce.number({ error: "Choose one of the vehicles" }).int().positive("Choose one of the vehicles"),
  }),
  "pick-up": checkOut,
  return: checkIn,
  // The money forms' version is the booking's ledger's (how many entries it had): see ~/money/ledger.server.ts.
  pay: z.object({ ...onBooking, amount: rupees("Amount"), method }),
  deposit: z.object({ ...onBooking, amount: rupees("Deposit"), method }),
  settle: z.object({
    ...onBooking,
    keepLate: optionalRupees("Kept for the late fee").optional(),
    keepDamage: optionalRupees("Kept for damage").optional(),
    method: optionalMethod,
  }),
  charge: z.object({
    ...onBooking,
    kind: z.enum(["rent-due", "late-fee", "damage"], { error: "Choose what the charge is for" }),
    amount: rupees("Amount"),
    reason: reason("What it is for"),
  }),
  discount: z.object({ ...onBooking, amount: rupees("Discount"), reason: reason("Why") }),
  reverse: z.object({
    ...onBooking,
    entry: z.coerce.number({ error: "Reload the page and try again" }).int().positive(),
    reason: reason("Why it is reversed"),
  }),
  customer: z.object({ ...onBooking, name: customerName, phone: customerPhone }),
  add: z
    .object({
      bike: z.string({ error: "Choose one of the bikes" }).min(1, "Choose one of the bikes"),
      ...stayFields,
      point: z
        .string()
        .optional()
        .transform((v) => v ?? ""),
      name: customerName,
      phone: customerPhone,
      vehicle: vehicleChoice,
    })
    .superRefine(returnAfterPickup),
  block: z
    .object({
      vehicle: z.coerce.number({ error: "Choose one of the vehicles" }).int().positive("Choose one of the vehicles"),
      ...stayFields,
      note: optionalText("Note", 120),
    })
    .superRefine(returnAfterPickup),
  unblock: z.object({ block: z.coerce.number({ error: "Reload the page and try again" }).int().positive() }),
  feed: z.object({}),
} as const;

export type BookingIntent = keyof typeof bookingSchemas;
export const bookingIntents = Object.keys(bookingSchemas) as BookingIntent[];

export { formIdOf } from "./form-id";

// Vehicles ------------------------------------------------------------------

const REGISTRATION = "Write the registration as it is on the plate, like KA-47-H-1021";
const paperDay = (paper: string) =>
  z
    .string()
    .optional()
    .transform((v) => v ?? "")
    .refine((v) => v === "" || isIsoDate(v), `Choose the last day the ${paper} is valid, or leave it empty`)
    .transform((v) => v || null);

export const vehicleSchema = z.object({
  model: z.string({ error: "Choose the model" }).min(1, "Choose the model"),
  registration: z
    .string()
    .optional()
    .transform((v) => (v ?? "").trim().toUpperCase().replace(/\s+/g, "-"))
    .refine((v) => v === "" || /^[A-Z]{2}-?\d{1,2}-?[A-Z]{0,3}-?\d{1,4}$/.test(v), REGISTRATION),
  note: optionalText("Note", 60),
  odometer: count("Odometer", 0, 999_999, "kilometres"),
  inService: z
    .boolean()
    .optional()
    .transform((v) => v ?? false),
  insuranceUntil: paperDay("insurance"),
  pucUntil: paperDay("pollution certificate"),
  registrationUntil: paperDay("registration"),
  permitUntil: paperDay("rental permit"),
});
export type VehicleInput = z.output<typeof vehicleSchema>;

export const serviceSchema = z.object({
  doneOn: day,
  odometer: optionalCount("Odometer", 0, 999_999, "kilometres"),
  work: z
    .string({ error: "Say what was done" })
    .trim()
    .min(1, "Say what was done")
    .max(200, "Keep it under 200 characters"),
  cost: optionalRupees("Cost"),
});
export type ServiceInput = z.output<typeof serviceSchema>;
