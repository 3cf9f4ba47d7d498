import type { Route } from "./+types/calendar-feed";
import { servicesContext } from "~/services.server";
import { privateNoReferrer } from "~/seo/private-answers";

/** Private: the customers' names and phones (its headers are set by the server, for its `.data` too). */
export const handle = privateNoReferrer;

/** GET /calendar/<secret>.ics: the owner's bookings for their calendar app; any other secret is 404. */
export function loader({ params, context }: Route.LoaderArgs) {
  const { feed } = context.get(servicesContext);
  const token = params.file.replace(/\.ics$/, "");
  if (!params.file.endsWith(".ics") || !feed.matches(token)) {
    return new Response("There is no such calendar.", { status: 404 });
  }
  return new Response(feed.calendar(), {
    headers: { "Content-Type": "text/calendar; charset=utf-8" },
  });
}
