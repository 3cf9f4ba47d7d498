import type { Route } from "./+types/count";
import { countAnswerHeaders, countBookingAction, countPingAnswer } from "~/booking/count-request.server";
import { servicesContext } from "~/services.server";
import { privateAnswer } from "~/seo/private-answers";

/** Never stored, like every answer about a visitor's action (the server sets the headers, for its `.data` too). */
export const handle = privateAnswer;

/**
 * POST /book/count?kind=…&item=…: one booking link was followed. Sent by the
 * link's `ping` attribute (body "PING", Content-Type text/ping) or by site.js
 * with navigator.sendBeacon. Cross-site posts never get here (server/security.ts).
 */
export function action({ request, context }: Route.ActionArgs) {
  const { status, text } = countPingAnswer(
    new URL(request.url).searchParams,
    context.get(servicesContext).store.home(),
    (kind, item) => countBookingAction(request, context, kind, item),
  );
  return answer(status, text);
}

export function loader() {
  return answer(405, "Booking actions are counted with POST.", { Allow: "POST" });
}

function answer(status: number, text?: string, headers: Record<string, string> = {}) {
  return new Response(text ?? null, {
    status,
    headers: { ...countAnswerHeaders(text), ...headers },
  });
}
