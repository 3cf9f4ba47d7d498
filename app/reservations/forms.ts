/**
 * The book's forms, one Zod schema per action, shared by the screens (Conform
 * checks them in the browser) and the server (the action checks them again
 * before the book does): a booking's steps, a booking added by hand, a
 * vehicle out of service, a vehicle and its service log. Safe in the browser.
 */
import { z } from "zod";
import { isClockTime, isIsoDate } from "~/booking/dates";
import { count, optionalCount, optionalRupees, optionalText } from "~/content/checks";
import { normalisePhone } from "~/content/phone";

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
  .refine((v) => v === "" || normalisePhone(v) !== null, "Write the phone number with digits, like +91 90000 12345")
  .transform((v) => (v ? normalisePhone(v)!.display : ""));

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
  "pick-up": z
    .object({
      ...onBooking,
      ...momentFields,
      early: z
        .boolean()
        .optional()
        .transform((v) => v ?? false),
    })
    .superRefine(bothOrNeither),
  return: z
    .object({
      ...onBooking,
      ...momentFields,
      damages: optionalRupees("Damages"),
      note: optionalText("Damages note", 200),
    })
    .superRefine(bothOrNeither),
  deposit: z.object({
    ...onBooking,
    deposit: z.enum(["received", "returned"], { error: "Choose received or returned" }),
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

/** A form's id on a screen: its action and its booking ("confirm-SR-7K4Q"), so an answer goes back to the one pressed. */
export const formIdOf = (intent: string, ref?: string) => (ref ? `${intent}-${ref}` : intent);

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
