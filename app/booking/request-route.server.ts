import { redirect, type RouterContextProvider } from "react-router";
import { fieldErrors } from "~/content/checks";
import { businessChatLink } from "./chat-link";
import { withReference } from "~/reservations/public-requests.server";
import { requestContext, servicesContext } from "~/services.server";
import { countBookingAction, sentFromOwnPage } from "./count-request.server";
import type { RequestForm } from "./request-forms";

/** What a booking form's query asks for: the form again (with a notice: the bike is booked then), or the chat. */
export type Judged =
  | {
      to: "form";
      values: Record<string, string>;
      errors: Record<string, string[]>;
      notice?: string;
      status: 200 | 400;
    }
  | { to: "chat"; location: string; item: string };

/** What the book adds to judging a request (~/reservations/public-requests.server.ts). */
export interface BookHooks<R> {
  /** A notice when the request's bike is booked on its dates, or null. */
  booked: (request: R) => string | null;
  /** Keeps the request in the book: its reference for the message, or null when not kept. */
  keep: (request: R) => string | null;
}

const noBook: BookHooks<unknown> = { booked: () => null, keep: () => null };

/**
 * Nothing sent yet (only the item named: a shared link to the form): the
 * form (200). A refused field: the form again with the message beside it
 * (400). A bike booked on those dates: the form again saying so (200), sent
 * on as it is the next time (`anyway`). A good request: the chat link with
 * the request and its reference in the book written in, and the item to count.
 */
export function judgeRequest<R>(query: URLSearchParams, form: RequestForm<R>, book: BookHooks<R> = noBook): Judged {
  const values = Object.fromEntries(query);
  if ([...query.keys()].every((key) => key === "bike" || key === "taxi")) {
    return { to: "form", values, errors: {}, status: 200 };
  }
  const result = form.schema.safeParse(values);
  if (!result.success) return { to: "form", values, errors: fieldErrors(result.error), status: 400 };
  const notice = values.anyway === "1" ? null : book.booked(result.data);
  if (notice) return { to: "form", values: { ...values, anyway: "1" }, errors: {}, notice, status: 200 };
  return {
    to: "chat",
    location: businessChatLink(
      form.settings,
      withReference(form.messageOf(result.data), book.keep(result.data), form.words),
    ),
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
  const { requests, store } = context.get(servicesContext);
  const visitor = { userAgent: request.headers.get("user-agent"), address: context.get(requestContext).clientIp };
  const hooks = requests.hooks(form, store.home().bikes, visitor, ownPage);
  const judged = judgeRequest(new URL(request.url).searchParams, form, hooks);
  if (judged.to === "form") {
    const { to: _to, ...page } = judged;
    return page;
  }
  if (ownPage) {
    countBookingAction(request, context, form.kind, judged.item);
  }
  throw redirect(judged.location, { status: 303, headers: CHAT_REDIRECT_HEADERS });
}
