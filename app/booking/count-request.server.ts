import type { RouterContextProvider } from "react-router";
import { requestContext, servicesContext } from "~/services.server";
import type { CountKindName } from "./count-kinds";

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

/**
 * A booking form sent from this site's own page (or by a browser too old to
 * say where it came from); a link from another site to the booking route, or
 * a typed address, still goes to the chat but is not counted.
 */
export function sentFromOwnPage(request: Request): boolean {
  const site = request.headers.get("sec-fetch-site");
  return site === null || site === "same-origin";
}
