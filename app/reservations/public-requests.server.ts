/**
 * Keeping the dated requests of the public forms in the book, pending, so the
 * owner can match a chat to one by its reference. Nothing about the visitor is
 * kept: the user agent (to leave out bots) and the address (to limit how many
 * requests one address leaves) are looked at in memory and forgotten, like the
 * booking counts'.
 */
import { isbot } from "isbot";
import { lockoutAddress } from "~/auth/network-address.server";
import { createRateLimiter } from "~/booking/rate-limit.server";
import type { BookHooks } from "~/booking/request-route.server";
import type { RequestForm } from "~/booking/request-forms";
import { bikeAvailability } from "./bike-availability.server";
import type { Book, RequestInput } from "./book.server";
import type { Lang } from "~/i18n/languages";
import { english, type Words } from "~/i18n/english";
import { touristPagePath } from "./reference";

/** Requests one address may leave in the book per window: a family planning a trip, not a script. */
const KEEP_LIMIT = { limit: 10, windowMs: 10 * 60 * 1000 };

export type PendingRequest = Omit<RequestInput, "language">;

export type Visitor = { userAgent: string | null | undefined; address: string };
type Bike = { id: string; name: string };

/** A request kept in the book: its reference, and its page's full address for the tourist. */
export interface Kept {
  reference: string;
  page: string;
}

export type RequestKeeper = ReturnType<typeof createRequestKeeper>;

export function createRequestKeeper(book: Book, { now = Date.now }: { now?: () => number } = {}) {
  const limiter = createRateLimiter({ ...KEEP_LIMIT, now });
  /**
   * The new request's reference and page, or null when it was not kept (a bot,
   * or an address over its share). `language`: the page's the request was sent
   * from; `origin`: the site's address, for the page's.
   */
  function keep(request: PendingRequest, language: Lang, visitor: Visitor, origin: string): Kept | null {
    if (!visitor.userAgent || isbot(visitor.userAgent)) return null;
    if (!limiter.take(lockoutAddress(visitor.address))) return null;
    const booking = book.request({ ...request, language });
    return { reference: booking.reference, page: new URL(touristPagePath(booking), origin).href };
  }
  return {
    keep,
    /**
     * What the book adds to judging one visitor's request: whether its bike is
     * booked then (with when it is free again and the other bikes free), and
     * keeping it. `keeping` is null for a request that must not be kept (one
     * not sent from this site's own form: ~/booking/request-route.server.ts).
     */
    hooks<R>(
      form: RequestForm<R>,
      bikes: readonly Bike[],
      keeping: { visitor: Visitor; origin: string } | null,
    ): BookHooks<R> {
      return {
        booked(r) {
          const pending = form.pendingOf(r);
          if (pending.kind !== "bike") return null;
          const availability = bikeAvailability(book, bikes, pending.itemId, pending, form.words);
          return availability.free ? null : availability.text;
        },
        keep: (r) =>
          keeping
            ? keep(form.pendingOf(r), form.words.lang, keeping.visitor, form.settings.siteUrl || keeping.origin)
            : null,
      };
    },
  };
}

/** The chat message with the reference and the booking's page, so the owner finds the request and the tourist has its page. */
export const withReference = (message: string, kept: Kept | null, w: Words = english) =>
  kept ? w.t("msgReference", { message, ...kept }) : message;
