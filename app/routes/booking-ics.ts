import type { Route } from "./+types/booking-ics";
import { bookingAt, touristCalendar } from "~/reservations/tourist-page.server";
import { servicesContext } from "~/services.server";
import { langOf, pathIn } from "~/i18n/languages";
import { privateNoReferrer } from "~/seo/private-answers";

/** Private, like the booking's page (its headers are set by the server, for its `.data` too). */
export const handle = privateNoReferrer;

/**
 * GET /b/SR-7K4Q-<token>/booking.ics: the booking as a calendar file, for the
 * tourist who has its address; under /hi/ or /kn/ in that language, like the
 * page it is on.
 */
export function loader({ params, context, request }: Route.LoaderArgs) {
  const lang = langOf(request);
  const { book, store } = context.get(servicesContext);
  const booking = bookingAt(book, params.address);
  if (!booking) return new Response("There is no such booking.", { status: 404 });
  const page = new URL(pathIn(lang, `/b/${params.address}`), request.url).href;
  return new Response(touristCalendar(booking, store.home(lang), page, new Date(), lang), {
    headers: {
      "Content-Type": "text/calendar; charset=utf-8",
      "Content-Disposition": `attachment; filename="${booking.reference}.ics"`,
    },
  });
}
