/**
 * The booking answers that are not pages, given at the front door from the
 * content held for this version: a booking link's 303 to the chat (GET
 * /book/bike and /book/taxi with a whole request: kept nowhere, counted
 * nowhere) and a booking link's count (POST /book/count). They are answered
 * by the same module as the routes (~/booking/request-route.server.ts); a
 * form to show, with its messages, is a page, and the form's own POST is
 * kept in the book: both go on to React Router.
 */
import type { IncomingMessage } from "node:http";
import type { BookingCounts } from "~/booking/counts.server";
import { countAnswerHeaders, countPingAnswer } from "~/booking/count-request.server";
import type { CountKindName } from "~/booking/count-kinds";
import { shopClock } from "~/booking/dates";
import { requestForms, type RequestForm } from "~/booking/request-forms";
import { answerBookingForm, CHAT_REDIRECT_HEADERS } from "~/booking/request-route.server";
import type { HomeContent } from "~/content/types";
import type { RequestKeeper } from "~/reservations/public-requests.server";
import type { Door, FrontDoorRoute } from "./front-door";
import { languages, pathIn, type Lang } from "~/i18n/languages";
import { requestPaths } from "~/booking/requests";
import { privateHeaders } from "~/seo/private-answers";

/** The content the answers are judged against, held per version. */
interface HeldContent {
  /** English: what counts and the policy read. */
  home: HomeContent;
  /** The content in each language, for the forms of each language's pages. */
  homes: Record<Lang, HomeContent>;
  /** The public pages' Content-Security-Policy for this content, without a nonce (these answers carry no page). */
  policy: string;
}

export interface BookingDoorOptions {
  content: () => HeldContent | null;
  counts: BookingCounts;
  /** Where a good request is kept, pending, with its reference. */
  requests: RequestKeeper;
  secureHeaders: (secure: boolean) => Readonly<Record<string, string>>;
}

export function bookingRoutes({ content, counts, requests, secureHeaders }: BookingDoorOptions): FrontDoorRoute[] {
  const headersOf = (req: IncomingMessage, door: Door, held: HeldContent, own: Record<string, string>) =>
    Object.entries({
      ...secureHeaders(door.secure(req)),
      "Content-Security-Policy": held.policy,
      ...own,
    }).flat();

  const count = (req: IncomingMessage, door: Door, held: HeldContent, kind: CountKindName, itemId: string) =>
    counts.count(
      { kind, itemId, timeZone: held.home.settings.timeZone },
      { userAgent: req.headers["user-agent"] ?? null, address: door.ip(req) },
    );

  const requestRoute = <R>(
    lang: Lang,
    formOf: (home: HomeContent, now: Date, lang: Lang) => RequestForm<R>,
    path: string,
  ): FrontDoorRoute => {
    const formNow = heldPerMinute((home: HomeContent, now: Date) => formOf(home, now, lang));
    return {
      method: "GET",
      path: pathIn(lang, path),
      answer(req, res, door) {
        const held = content();
        if (!held) return false;
        const form = formNow(held.homes[lang]);
        const arrival = {
          method: "GET",
          values: queryOf(req),
          secFetchSite: req.headers["sec-fetch-site"],
          visitor: { userAgent: req.headers["user-agent"], address: door.ip(req) },
          origin: `${door.protocol(req)}://${req.headers.host ?? "localhost"}`,
        };
        const judged = answerBookingForm(arrival, form, {
          requests,
          bikes: held.home.bikes,
          count: (kind, item) => count(req, door, held, kind, item),
        });
        // The form, again or for the first time: a page, which React Router renders.
        if (judged.to === "form") return false;
        const own = { ...CHAT_REDIRECT_HEADERS, Location: judged.location, "Content-Length": "0" };
        res.writeHead(303, headersOf(req, door, held, own));
        res.end();
        return true;
      },
    };
  };

  return [
    ...languages.flatMap((lang) => [
      requestRoute(lang, requestForms.bike, requestPaths.bike),
      requestRoute(lang, requestForms.taxi, requestPaths.taxi),
    ]),
    {
      method: "POST",
      path: "/book/count",
      answer(req, res, door) {
        const held = content();
        if (!held) return false;
        const { status, text } = countPingAnswer(queryOf(req), held.home, (kind, item) =>
          count(req, door, held, kind, item),
        );
        const body = text ? Buffer.from(text, "utf8") : null;
        const length: Record<string, string> = body ? { "Content-Length": String(body.length) } : {};
        res.writeHead(
          status,
          headersOf(req, door, held, { ...privateHeaders("same-origin"), ...countAnswerHeaders(text), ...length }),
        );
        res.end(body ?? undefined);
        return true;
      },
    },
  ];
}

/**
 * A form made once per content and minute at the shop (all its schema looks
 * at: which items exist, today, the time), not per request: making a schema
 * costs far more than checking a request with it.
 */
function heldPerMinute<R>(formOf: (home: HomeContent, now: Date) => RequestForm<R>) {
  let held: { home: HomeContent; minute: string; form: RequestForm<R> } | null = null;
  return (home: HomeContent): RequestForm<R> => {
    const now = new Date();
    const clock = shopClock(home.settings.timeZone, now);
    const minute = `${clock.date} ${clock.time}`;
    if (held?.home !== home || held.minute !== minute) held = { home, minute, form: formOf(home, now) };
    return held.form;
  };
}

/** The query as React Router reads it (through the URL parser, which drops a fragment and normalises escapes). */
const queryOf = (req: IncomingMessage) => new URL(req.url ?? "/", "http://localhost").searchParams;
