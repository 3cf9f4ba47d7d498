import { redirect, type RouterContextProvider } from "react-router";
import { fieldErrors } from "~/content/checks";
import { businessChatLink } from "./chat-link";
import { withReference } from "~/reservations/public-requests.server";
import { requestContext, servicesContext } from "~/services.server";
import { countBookingAction, sentFromOwnPage } from "./count-request.server";
import type { RequestForm } from "./request-forms";

/** What a booking form's query asks for: the form again, or the chat. */
export type Judged =
  | { to: "form"; values: Record<string, string>; errors: Record<string, string[]>; status: 200 | 400 }
  | { to: "chat"; location: string; item: string };

/**
 * Nothing sent yet (only the item named: a shared link to the form): the
 * form (200). A refused field: the form again with the message beside it
 * (400). A good request: the chat link with the request written in, and the
 * item to count; `keep` puts it in the book and gives its reference for the
 * message (or null: not kept).
 */
export function judgeRequest<R>(
  query: URLSearchParams,
  form: RequestForm<R>,
  keep: (request: R) => string | null = () => null,
): Judged {
  const values = Object.fromEntries(query);
  if ([...query.keys()].every((key) => key === "bike" || key === "taxi")) {
    return { to: "form", values, errors: {}, status: 200 };
  }
  const result = form.schema.safeParse(values);
  if (!result.success) return { to: "form", values, errors: fieldErrors(result.error), status: 400 };
  return {
    to: "chat",
    location: businessChatLink(form.settings, withReference(form.messageOf(result.data), keep(result.data))),
    item: form.itemOf(result.data),
  };
}

/** The headers of the 303 to the chat: never stored (the link holds what the visitor typed). */
export const CHAT_REDIRECT_HEADERS = { "Cache-Control": "no-store" };

/**
 * What a booking route answers to its GET form: the form (200 or 400), or a
 * count, a pending request in the book and a 303 to the chat.
 */
export function answerRequest<R>(request: Request, context: Readonly<RouterContextProvider>, form: RequestForm<R>) {
  const ownPage = sentFromOwnPage(request.headers.get("sec-fetch-site"));
  const { requests } = context.get(servicesContext);
  const visitor = { userAgent: request.headers.get("user-agent"), address: context.get(requestContext).clientIp };
  // Only a request sent from this site's own page is kept: a link elsewhere cannot fill the book.
  const judged = judgeRequest(new URL(request.url).searchParams, form, (r) =>
    ownPage ? requests.keep(form.pendingOf(r), visitor) : null,
  );
  if (judged.to === "form") {
    const { to: _to, ...page } = judged;
    return page;
  }
  if (ownPage) {
    countBookingAction(request, context, form.kind, judged.item);
  }
  throw redirect(judged.location, { status: 303, headers: CHAT_REDIRECT_HEADERS });
}
