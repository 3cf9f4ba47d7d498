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
import { english, type Words } from "~/i18n/words";

/** Requests one address may leave in the book per window: a family planning a trip, not a script. */
const KEEP_LIMIT = { limit: 10, windowMs: 10 * 60 * 1000 };

export type PendingRequest = Omit<RequestInput, "language">;

type Visitor = { userAgent: string | null | undefined; address: string };
type Bike = { id: string; name: string };

export type RequestKeeper = ReturnType<typeof createRequestKeeper>;

export function createRequestKeeper(book: Book, { now = Date.now }: { now?: () => number } = {}) {
  const limiter = createRateLimiter({ ...KEEP_LIMIT, now });
  /** The new request's reference, or null when it was not kept (a bot, or an address over its share). */
  /** `language`: the page's the request was sent from. */
  function keep(request: PendingRequest, language: Lang, visitor: Visitor): string | null {
    if (!visitor.userAgent || isbot(visitor.userAgent)) return null;
    if (!limiter.take(lockoutAddress(visitor.address))) return null;
    return book.request({ ...request, language }).reference;
  }
  return {
    keep,
    /**
     * What the book adds to judging one visitor's request: whether its bike is
     * booked then (with when it is free again and the other bikes free), and
     * keeping it. Only a request sent from this site's own page is kept: a
     * link elsewhere cannot fill the book.
     */
    hooks<R>(form: RequestForm<R>, bikes: readonly Bike[], visitor: Visitor, ownPage: boolean): BookHooks<R> {
      return {
        booked(r) {
          const pending = form.pendingOf(r);
          if (pending.kind !== "bike") return null;
          const availability = bikeAvailability(book, bikes, pending.itemId, pending, form.words);
          return availability.free ? null : availability.text;
        },
        keep: (r) => (ownPage ? keep(form.pendingOf(r), form.words.lang, visitor) : null),
      };
    },
  };
}

/** The chat message with the reference, so the owner can find the request in the book. */
export const withReference = (message: string, reference: string | null, w: Words = english) =>
  reference ? w.t("msgReference", { message, reference }) : message;
