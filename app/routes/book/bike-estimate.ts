import type { Route } from "./+types/bike-estimate";
import { bikeEstimate } from "~/booking/estimate";
import { requestForms } from "~/booking/request-forms";
import { bikeAvailability } from "~/reservations/bike-availability.server";
import { stayOfDates } from "~/reservations/stay";
import { servicesContext } from "~/services.server";

/**
 * GET /book/bike/estimate?bike=…&pickup=…&return=…: the bike dates form's live
 * total, as JSON, and for good dates whether the bike is free then.
 */
export function loader({ request, context }: Route.LoaderArgs) {
  const { store, book } = context.get(servicesContext);
  const content = store.home();
  const query = new URL(request.url).searchParams;
  const answer = bikeEstimate(query, requestForms.bike(content), content);
  const stay = stayOfDates(query.get("pickup") ?? "", query.get("return") ?? "");
  // The estimate's words end with whether the bike is free, so site.js shows both as they are.
  const availability =
    "estimate" in answer ? bikeAvailability(book, content.bikes, query.get("bike") ?? "", stay) : null;
  const body =
    "estimate" in answer && availability
      ? { ...answer, estimate: `${answer.estimate} ${availability.text}`, availability }
      : answer;
  return Response.json(body, { headers: { "Cache-Control": "no-store" } });
}
