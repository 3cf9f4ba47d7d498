/**
 * The attributes of the book's forms (required, min, maxLength…), read from their schemas on the server and
 * sent with each screen that shows them (`bookingForms` in its loader's data), so the page has them from the
 * first paint while the schemas themselves wait until a form is used (./form-checks.ts).
 */
import { getZodConstraint } from "@conform-to/zod/v4";
import type { Constraints } from "~/admin/form";
import { bookingIntents, bookingSchemas, type BookingIntent } from "./forms";

export const bookingForms: Record<BookingIntent, Constraints> = Object.fromEntries(
  bookingIntents.map((intent) => [intent, getZodConstraint(bookingSchemas[intent])]),
) as Record<BookingIntent, Constraints>;
