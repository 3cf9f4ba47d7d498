/** How requests and bookings work: the grace period on returns, closed days, how long things are kept, UPI. */
import { z } from "zod";
import { count, isoDate, optionalText } from "../checks";
import { defineSection, kind } from "../define";

const closedDays = z
  .array(z.object({ date: isoDate, note: optionalText("Note", 80) }), { error: "Closed days must be a list" })
  .max(60, "At most 60 closed days")
  .superRefine((days, ctx) => {
    days.forEach((day, i) => {
      if (days.findIndex((d) => d.date === day.date) !== i) {
        ctx.addIssue({ code: "custom", path: [i, "date"], message: "This day is already in the list" });
      }
    });
  })
  .optional()
  .transform((v) => (v ?? []).toSorted((a, b) => a.date.localeCompare(b.date)));

/** A UPI virtual payment address: "shop@bank". */
const upiId = z
  .string({ error: "UPI ID must be text" })
  .trim()
  .max(100, "UPI ID must be 100 characters or fewer")
  .refine(
    (v) => v === "" || /^[a-zA-Z0-9._-]{2,64}@[a-zA-Z][a-zA-Z0-9.]{1,63}$/.test(v),
    "UPI ID must look like sagararides@okaxis",
  )
  .optional()
  .transform((v) => v ?? "");

export const bookings = defineSection({
  name: "bookings",
  title: "Bookings and returns",
  intro:
    "How requests and bookings work: the grace period on returns, the days the shop is closed, and a deposit paid by UPI.",
  onSite: "/#terms",
  fields: {
    graceMinutes: kind.count(count("The grace period", 0, 180, "minutes"), {
      label: "Grace period on returns, minutes",
      hint: "After this, a late return is charged the per-hour fine of the Fines list, for each hour started. The terms say so.",
    }),
    closedDays: kind.rows(closedDays, {
      label: "Days the shop is closed",
      widget: "closed-days",
      hint: "Holidays: nobody can choose these days to pick up or return a bike.",
    }),
    requestExpiryHours: kind.count(count("How long a request waits", 1, 336, "hours"), {
      label: "A request waits, hours",
      hint: "A request you have not confirmed goes after this, or once its pickup day has passed.",
    }),
    keepCustomerDays: kind.count(count("How long a customer's details are kept", 1, 365, "days"), {
      label: "Keep a customer's name and phone, days after the return",
      hint: "What you write on a booking about the customer is erased this many days after the bike is back.",
    }),
    upiId: kind.text(upiId, {
      label: "Business UPI ID",
      hint: "For the deposit by UPI on a booking's page. Use a business (merchant) UPI ID: personal ones often refuse an amount filled in. Empty: no UPI.",
      inputMode: "email",
    }),
  },
  sample: { graceMinutes: 10, closedDays: [], requestExpiryHours: 48, keepCustomerDays: 30, upiId: "" },
  whenMissing: { graceMinutes: 10, closedDays: [], requestExpiryHours: 48, keepCustomerDays: 30, upiId: "" },
});
