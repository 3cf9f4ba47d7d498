import type { Route } from "./+types/bike-estimate";
import { bikeEstimate } from "~/booking/estimate";
import { requestForms } from "~/booking/request-forms";
import { servicesContext } from "~/services.server";

/** GET /book/bike/estimate?bike=…&pickup=…&return=…: the bike dates form's live total, as JSON. */
export function loader({ request, context }: Route.LoaderArgs) {
  const content = context.get(servicesContext).store.home();
  const answer = bikeEstimate(new URL(request.url).searchParams, requestForms.bike(content), content);
  return Response.json(answer, { headers: { "Cache-Control": "no-store" } });
}
