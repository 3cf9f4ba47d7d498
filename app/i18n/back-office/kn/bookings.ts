/** The back office's words in Kannada: bookings. The same keys as ../hi/bookings.ts; a missing or extra one fails tsc. */
import type { bookings as hindi } from "../hi/bookings";

export const bookings: Record<keyof typeof hindi, string> = {};
