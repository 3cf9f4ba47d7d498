/**
 * The one answer to a booking form, wherever it arrives: the server's front
 * door (server/booking-door.ts, a GET answered from memory) and the routes
 * (app/routes/book/, a POST, or a GET the door left) both call
 * `answerBookingForm` and only turn its answer into their kind of response.
 *
 * Only the form's own POST, sent from this site's page, is kept in the book
 * and counted: a GET is a link anyone (a crawler, another site) can follow,
 * and a POST without Sec-Fetch-Site: same-origin did not come from a browser
 * on this site's page (docs/decisions/031-booking-requests-kept-only-from-the-form.md).
 * Both still go on to the chat, with the request written in.
 */
import { redirect, type RouterContextProvider } from "react-router";
import { fieldErrors } from "~/content/checks";
import { requestContext, servicesContext } from "~/services.server";
import { countBookingAction } from "./count-request.server";
import type { RequestKeeper, Visitor } from "~/reservations/public-requests.server";
import { withReference, type Kept } from "~/reservations/public-requests.server";
import { businessChatLink } from "./chat-link";
import type { CountKindName } from "./count-kinds";
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
  /** Keeps the request in the book: its reference and page for the message, or null when not kept. */
  keep: (request: R) => Kept | null;
}

const noBook: BookHooks<unknown> = { booked: () => null, keep: () => null };

/**
 * Nothing sent yet (only the item named: a shared link to the form): the
 * form (200). A refused field: the form again with the message beside it
 * (400). A bike booked on those dates: the form again saying so (200), sent
 * on as it is the next time (`anyway`). A good request: the chat link with
 * the request (and, when kept, its reference and page) written in, and the item to count.
 */
function judgeRequest<R>(query: URLSearchParams, form: RequestForm<R>, book: BookHooks<R> = noBook): Judged {
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

/** A booking form as it arrived, in the words of any server. */
export interface FormArrival {
  method: string;
  /** The query of a GET, the body of a POST. */
  values: URLSearchParams;
  secFetchSite: string | null | undefined;
  visitor: Visitor;
  /** The site's address ("https://…"), for the booking page's address in the message. */
  origin: string;
}

export interface BookingFormDeps {
  requests: RequestKeeper;
  bikes: readonly { id: string; name: string }[];
  count: (kind: CountKindName, item: string) => unknown;
}

/** Sent by a browser from this site's own page, with the form's POST: the only request kept and counted. */
const sentFromOwnForm = (method: string, secFetchSite: string | null | undefined) =>
  method === "POST" && secFetchSite === "same-origin";

/**
 * The form again (a page to render), or a 303 to the chat: a request sent
 * from this site's own form is kept in the book, pending, and counted.
 */
export function answerBookingForm<R>(arrival: FormArrival, form: RequestForm<R>, deps: BookingFormDeps): Judged {
  const own = sentFromOwnForm(arrival.method, arrival.secFetchSite);
  const hooks = deps.requests.hooks(
    form,
    deps.bikes,
    own ? { visitor: arrival.visitor, origin: arrival.origin } : null,
  );
  const judged = judgeRequest(arrival.values, form, hooks);
  if (judged.to === "chat" && own) deps.count(form.kind, judged.item);
  return judged;
}

/**
 * What a booking route answers (React Router): the form to show (200 or
 * 400), or a 303 to the chat, thrown. A POST's values are its body, a GET's
 * its query.
 */
export async function answerRequest<R>(
  request: Request,
  context: Readonly<RouterContextProvider>,
  form: RequestForm<R>,
) {
  const { requests, store } = context.get(servicesContext);
  const url = new URL(request.url);
  const values = request.method === "POST" ? new URLSearchParams(await request.text()) : url.searchParams;
  const arrival: FormArrival = {
    method: request.method,
    values,
    secFetchSite: request.headers.get("sec-fetch-site"),
    visitor: { userAgent: request.headers.get("user-agent"), address: context.get(requestContext).clientIp },
    origin: url.origin,
  };
  const judged = answerBookingForm(arrival, form, {
    requests,
    bikes: store.home().bikes,
    count: (kind, item) => countBookingAction(request, context, kind, item),
  });
  if (judged.to === "chat") throw redirect(judged.location, { status: 303, headers: CHAT_REDIRECT_HEADERS });
  const { to: _to, ...page } = judged;
  return page;
}
