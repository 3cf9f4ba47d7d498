/**
 * The headers of an answer that holds something private (a booking, a
 * customer's name, a secret address, what a visitor typed): never kept by a
 * cache, never indexed, and its address never sent on to another site.
 *
 * A route says it answers privately in its handle (`...privateAnswer`), and
 * the server (server/private-answers.ts) sets these on both of its forms, the
 * page or file and its `.data`, in one place: a route that set them in its
 * own answer lost them in the `.data` form React Router makes.
 *
 * The referrer: "same-origin" where the page has a form to post (with
 * "no-referrer" a browser sends `Origin: null`, which the server refuses as
 * cross-site), "no-referrer" where it has none (the booking's page and files).
 */
type ReferrerPolicy = "same-origin" | "no-referrer";

export const privateHeaders = (referrer: ReferrerPolicy): Readonly<Record<string, string>> => ({
  "Cache-Control": "no-store",
  "X-Robots-Tag": "noindex, nofollow",
  "Referrer-Policy": referrer,
});

/** A private page or answer that may post back to this site. */
export const privateAnswer = { privateAnswer: "same-origin" } as const;
/** A private page or file with nothing to post: not even this site is told where it came from. */
export const privateNoReferrer = { privateAnswer: "no-referrer" } as const;

/** The referrer policy a route's handle declares for its private answer, or null when it answers publicly. */
export function privatePolicyOf(handle: unknown): ReferrerPolicy | null {
  const policy =
    typeof handle === "object" && handle !== null ? (handle as { privateAnswer?: unknown }).privateAnswer : null;
  return policy === "same-origin" || policy === "no-referrer" ? policy : null;
}
