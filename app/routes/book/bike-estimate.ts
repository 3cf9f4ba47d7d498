import type { Route } from "./+types/bike-estimate";
import { bikeEstimate } from "~/booking/estimate";
import { requestForms } from "~/booking/request-forms";
import { bikeAvailability } from "~/reservations/bike-availability.server";
import { stayOfRequest } from "~/reservations/stay";
import { servicesContext } from "~/services.server";
import { langOfPath } from "~/i18n/languages";
import { privateAnswer } from "~/seo/private-answers";

/** Private: it answers what a visitor typed (its headers are set by the server, for its `.data` too). */
export const handle = privateAnswer;

/**
 * GET /book/bike/estimate?bike=…&pickup=…&return=…: the bike dates form's live
 * total, as JSON, and for good dates whether the bike is free then.
 */
export function loader({ request, context }: Route.LoaderArgs) {
  const { store, book } = context.get(servicesContext);
  const url = new URL(request.url);
  const lang = langOfPath(url.pathname);
  const content = store.home(lang);
  const query = url.searchParams;
  const form = requestForms.bike(content, new Date(), lang);
  const answer = bikeEstimate(query, form, content);
  const stay = stayOfRequest(
    query.get("pickup") ?? "",
    query.get("return") ?? "",
    query.get("from") ?? "",
    query.get("until") ?? "",
  );
  // The estimate's words end with whether the bike is free, so site.js shows both as they are.
  const availability =
    "estimate" in answer ? bikeAvailability(book, content.bikes, query.get("bike") ?? "", stay, form.words) : null;
  const body =
    "estimate" in answer && availability
      ? {
          ...answer,
          estimate: form.words.t("twoSentences", { first: answer.estimate, second: availability.text }),
          availability,
        }
      : answer;
  return Response.json(body);
}
