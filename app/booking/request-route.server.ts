import { redirect, type RouterContextProvider } from "react-router";
import type { z } from "zod";
import { fieldErrors } from "~/content/checks";
import { servicesContext } from "~/services.server";
import { businessChatLink } from "./chat-link";
import type { CountKindName } from "./count-kinds";
import { countBookingAction, sentFromOwnPage } from "./count-request.server";

/**
 * What a booking route answers to its GET form: nothing sent yet, the form
 * (200); a refused field, the form again with the message beside it (400); a
 * good request, a count and a 303 to the chat with the request written in.
 */
export function answerRequest<S extends z.ZodType>(
  request: Request,
  context: Readonly<RouterContextProvider>,
  {
    schema,
    kind,
    itemOf,
    messageOf,
  }: {
    schema: S;
    kind: CountKindName;
    itemOf: (request: z.output<S>) => string;
    messageOf: (request: z.output<S>) => string;
  },
) {
  const query = new URL(request.url).searchParams;
  const values = Object.fromEntries(query);
  // Only the item named (a shared link to the form): show the form, judge nothing yet.
  if ([...query.keys()].every((key) => key === "bike" || key === "taxi")) {
    return { values, errors: {}, status: 200 as const };
  }
  const result = schema.safeParse(values);
  if (!result.success) return { values, errors: fieldErrors(result.error), status: 400 as const };
  if (sentFromOwnPage(request)) countBookingAction(request, context, kind, itemOf(result.data));
  const chat = businessChatLink(context.get(servicesContext).store.settings(), messageOf(result.data));
  throw redirect(chat, { status: 303, headers: { "Cache-Control": "no-store" } });
}
