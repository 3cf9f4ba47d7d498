/**
 * The book's forms checked in the browser: fetched by a step's form the first time it is used
 * (~/admin/form.tsx's `useCheckedForm`), so a screen that shows bookings carries no schema until then.
 */
import { parseWithZod } from "@conform-to/zod/v4";
import { bookingSchemas, type BookingIntent } from "./forms";

export const checkBooking = (intent: BookingIntent) => (formData: FormData) =>
  parseWithZod(formData, { schema: bookingSchemas[intent] });
