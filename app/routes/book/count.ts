import type { Route } from "./+types/count";
import { countBookingAction } from "~/booking/count-request.server";
import { isKnownItem, isLinkKind } from "~/booking/count-kinds";
import { servicesContext } from "~/services.server";

/**
 * POST /book/count?kind=…&item=…: one booking link was followed. Sent by the
 * link's `ping` attribute (body "PING", Content-Type text/ping) or by site.js
 * with navigator.sendBeacon. Cross-site posts never get here (server/security.ts).
 */
export function action({ request, context }: Route.ActionArgs) {
  const query = new URL(request.url).searchParams;
  const kind = query.get("kind") ?? "";
  const item = query.get("item") ?? "";
  if (!isLinkKind(kind) || !isKnownItem(context.get(servicesContext).store.home(), kind, item)) {
    return answer(400, "Unknown booking action.");
  }
  const result = countBookingAction(request, context, kind, item);
  return result === "limited" ? answer(429, "Too many at once.") : answer(204);
}

export function loader() {
  return answer(405, "Booking actions are counted with POST.", { Allow: "POST" });
}

function answer(status: number, text?: string, headers: Record<string, string> = {}) {
  return new Response(text ?? null, {
    status,
    headers: {
      "Cache-Control": "no-store",
      ...(text ? { "Content-Type": "text/plain; charset=utf-8" } : {}),
      ...headers,
    },
  });
}
