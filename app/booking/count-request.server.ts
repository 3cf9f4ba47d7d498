import type { RouterContextProvider } from "react-router";
import { requestContext, servicesContext } from "~/services.server";
import { isKnownItem, isLinkKind, type CountKindName, type LinkKind } from "./count-kinds";
import type { HomeContent } from "~/content/types";
import type { BookingCounts } from "./counts.server";

/**
 * Counts a booking action a visitor's request made. Only the kind, the item
 * and the day are stored; the user agent (to skip bots) and the address (to
 * limit how often one address counts) are looked at and forgotten.
 */
export function countBookingAction(
  request: Request,
  context: Readonly<RouterContextProvider>,
  kind: CountKindName,
  itemId: string,
) {
  const { counts, store } = context.get(servicesContext);
  const { clientIp } = context.get(requestContext);
  return counts.count(
    { kind, itemId, timeZone: store.settings().timeZone },
    { userAgent: request.headers.get("user-agent"), address: clientIp },
  );
}

/** What POST /book/count answers: 400 for an action the page has no link for, 429 once the address has counted its share, else 204. */
export function countPingAnswer(
  query: URLSearchParams,
  content: Pick<HomeContent, "bikes" | "taxis" | "pickupPoints">,
  count: (kind: LinkKind, item: string) => ReturnType<BookingCounts["count"]>,
): { status: 204 | 400 | 429; text?: string } {
  const kind = query.get("kind") ?? "";
  const item = query.get("item") ?? "";
  if (!isLinkKind(kind) || !isKnownItem(content, kind, item)) return { status: 400, text: "Unknown booking action." };
  return count(kind, item) === "limited" ? { status: 429, text: "Too many at once." } : { status: 204 };
}

/** The headers of that answer: private (~/seo/private-answers.ts), and the text, when there is one, plain. */
export const countAnswerHeaders = (text: string | undefined): Record<string, string> =>
  text ? { "Content-Type": "text/plain; charset=utf-8" } : {};
