/** What each of today's needs is called on the back office's screens, in the order the Bookings screen lists them. */
export const needWords = {
  overdue: "Overdue",
  missed: "Not picked up",
  out: "Pickup today",
  back: "Back today",
} as const;
