import { redirect, type RouterContextProvider } from "react-router";
import { fieldErrors } from "~/content/checks";
import { businessChatLink } from "./chat-link";
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
 * item to count.
 */
export function judgeRequest<R>(query: URLSearchParams, form: RequestForm<R>): Judged {
  const values = Object.fromEntries(query);
  if ([...query.keys()].every((key) => key === "bike" || key === "taxi")) {
    return { to: "form", values, errors: {}, status: 200 };
  }
  const result = form.schema.safeParse(values);
  if (!result.success) return { to: "form", values, errors: fieldErrors(result.error), status: 400 };
  return {
    to: "chat",
    location: businessChatLink(form.settings, form.messageOf(result.data)),
    item: form.itemOf(result.data),
  };
}

/** The headers of the 303 to the chat: never stored (the link holds what the visitor typed). */
export const CHAT_REDIRECT_HEADERS = { "Cache-Control": "no-store" };

/**
 * What a booking route answers to its GET form: the form (200 or 400), or a
 * count and a 303 to the chat.
 */
export function answerRequest<R>(request: Request, context: Readonly<RouterContextProvider>, form: RequestForm<R>) {
  const judged = judgeRequest(new URL(request.url).searchParams, form);
  if (judged.to === "form") {
    const { to: _to, ...page } = judged;
    return page;
  }
  if (sentFromOwnPage(request.headers.get("sec-fetch-site"))) {
    countBookingAction(request, context, form.kind, judged.item);
  }
  throw redirect(judged.location, { status: 303, headers: CHAT_REDIRECT_HEADERS });
}
