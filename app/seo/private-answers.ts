/**
 * The headers of an answer that holds something private (a booking, a
 * customer's name, a secret address, what a visitor typed): never kept by a
 * cache, never indexed, and its address never sent on to another site.
 *
 * A route says it answers privately with `handle: { privateAnswer: true }`,
 * and the server (server/private-answers.ts) sets these on both of its
 * forms, the page or file and its `.data`, in one place: a route that set
 * them in its own answer lost them in the `.data` form React Router makes.
 */
export const PRIVATE_HEADERS: Readonly<Record<string, string>> = {
  "Cache-Control": "no-store",
  "X-Robots-Tag": "noindex, nofollow",
  "Referrer-Policy": "no-referrer",
};

export const privateAnswer = { privateAnswer: true } as const;

export const answersPrivately = (handle: unknown): boolean =>
  typeof handle === "object" && handle !== null && (handle as { privateAnswer?: unknown }).privateAnswer === true;
