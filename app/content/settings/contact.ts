/** Every call and chat button of the page is made from these numbers; the shop's address, hours and clock. */
import { z } from "zod";
import { chatNumber, clockTime, phoneForCalls, requiredText } from "../checks";
import { defineSection, kind } from "../define";
import { phoneAsWritten } from "../phone";
import { isHostName } from "../web-address";

/** Days as schema.org writes them, Monday first. */
export const dayCodes = ["Mo", "Tu", "We", "Th", "Fr", "Sa", "Su"] as const;
export type DayCode = (typeof dayCodes)[number];

const openingHoursLine = z
  .object({
    days: z
      .array(z.enum(dayCodes, { error: "Choose days from Monday to Sunday" }), { error: "Choose at least one day" })
      .min(1, "Choose at least one day")
      .max(7, "Choose at most seven days")
      // Each day once, Monday first.
      .transform((days) => dayCodes.filter((d) => days.includes(d))),
    opens: clockTime("Opening time"),
    closes: clockTime("Closing time"),
  })
  .superRefine((line, ctx) => {
    if (line.closes <= line.opens) {
      ctx.addIssue({
        code: "custom",
        path: ["closes"],
        message: "Closing time must be after the opening time, like 07:00 to 21:00",
      });
    }
  });

/** One line of opening hours: these days, from `opens` to `closes` ("07:00", 24-hour clock). */
export type OpeningHours = z.output<typeof openingHoursLine>;

export const TYPED_AS_PEOPLE_DO =
  "Write it as you would, like +91 90000 12345 or 090000 12345; without a +code it is Indian.";

/** What an empty chat number means, in History's words as in the form's. */
const SAME_NUMBER = "the same number for chat";

/** A chat number, or nothing: then chats go to the phone for calls. */
const sameNumberOr = (check: z.ZodType<string>) =>
  z.unknown().transform((value, ctx): string => {
    if (value === undefined || (typeof value === "string" && value.trim() === "")) return "";
    const checked = check.safeParse(value);
    if (checked.success) return checked.data;
    for (const issue of checked.error.issues) ctx.addIssue({ code: "custom", message: issue.message });
    return z.NEVER;
  });

/**
 * The number chat messages go to: the chat number when one is written, else
 * the phone for calls, so one change of the phone moves every chat link.
 */
export function chatNumberOf(contact: { phone: string; chatNumber: string }): string {
  return contact.chatNumber === "" ? contact.phone : contact.chatNumber;
}

export const contact = defineSection({
  name: "contact",
  title: "Contact and hours",
  intro: "Every call and chat button of the page is made from these numbers.",
  onSite: "/#contact",
  fields: {
    phone: kind.text(phoneForCalls, {
      label: "Phone for calls",
      show: phoneAsWritten,
      input: "tel",
      inputMode: "tel",
      hint: `For the call buttons. ${TYPED_AS_PEOPLE_DO}`,
      preview: "call",
    }),
    chatNumber: kind.text(sameNumberOr(chatNumber("Chat number")), {
      label: "Chat number",
      show: (value) => (value === "" ? SAME_NUMBER : phoneAsWritten(value)),
      input: "tel",
      inputMode: "tel",
      hint: `Leave it empty for ${SAME_NUMBER}: a new phone for calls then moves every chat button too. Write a number only if chats go to another mobile. ${TYPED_AS_PEOPLE_DO}`,
    }),
    chatHost: kind.text(
      z
        .string({ error: "Chat host is required" })
        .trim()
        .toLowerCase()
        .min(1, "Chat host is required")
        .max(100, "Chat host must be 100 characters or fewer")
        .refine(isHostName, "Chat host must be a host name like wa.me"),
      { label: "Chat host", inputMode: "url", hint: "The chat service's address, like wa.me.", preview: "chat" },
    ),
    email: kind.text(
      z
        .string({ error: "Email must be text" })
        .trim()
        .max(254, "Email must be 254 characters or fewer")
        .refine((v) => v === "" || z.regexes.email.test(v), "Email must look like name@example.com")
        .optional()
        .transform((v) => v ?? ""),
      { label: "Email", inputMode: "email", autoComplete: "email", hint: "Leave it empty for none." },
    ),
    address: kind.paragraph(requiredText("Address", 200, { multiline: true }), {
      label: "Address",
      rows: 3,
      visitor: true,
    }),
    openingHours: kind.rows(
      z
        .array(openingHoursLine, { error: "Opening hours must be a list" })
        .max(7, "At most seven lines of opening hours")
        .optional()
        .transform((v) => v ?? []),
      {
        label: "Opening hours",
        widget: "opening-hours",
        hint: "A line for each set of days with the same hours. Not on the page yet: kept for search engines and maps.",
      },
    ),
    timeZone: kind.text(
      z
        .string({ error: "Time zone is required" })
        .trim()
        .min(1, "Time zone is required")
        .max(64, "Time zone must be a place name like Asia/Kolkata")
        .refine((tz) => {
          try {
            new Intl.DateTimeFormat("en", { timeZone: tz });
            return true;
          } catch {
            return false;
          }
        }, "Time zone must be a place name like Asia/Kolkata"),
      {
        label: "Time zone",
        hint: "Where the shop's clock is, like Asia/Kolkata: it decides when a day of bookings starts.",
      },
    ),
  },
  sample: {
    phone: "+91 90000 12345",
    chatNumber: "",
    chatHost: "wa.me",
    email: "hello@sagararides.example",
    address: "Near Railway Station Road, opposite the Government Hospital, Gokarna, Karnataka 581326",
    addressHi: "रेलवे स्टेशन रोड के पास, सरकारी अस्पताल के सामने, गोकर्ण, कर्नाटक 581326",
    addressKn: "ರೈಲು ನಿಲ್ದಾಣ ರಸ್ತೆಯ ಬಳಿ, ಸರ್ಕಾರಿ ಆಸ್ಪತ್ರೆಯ ಎದುರು, ಗೋಕರ್ಣ, ಕರ್ನಾಟಕ 581326",
    openingHours: [{ days: ["Mo", "Tu", "We", "Th", "Fr", "Sa", "Su"], opens: "07:00", closes: "21:00" }],
    timeZone: "Asia/Kolkata",
  },
});
