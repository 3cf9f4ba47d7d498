/**
 * What the bike dates form says as the dates change (GET /book/bike/estimate,
 * called by site.js): the rental's total with its breakdown and deposit, or
 * the first thing wrong with the bike or the dates, in the words the form's
 * answer page would use. The same schema and price function as the request.
 */
import { fieldErrors } from "~/content/checks";
import { stayOfRequest } from "~/reservations/stay";
import { quoteStay, type Season } from "./prices";
import { rentalEstimate, type BikeRequest } from "./requests";
import type { RequestForm } from "./request-forms";

const judged = ["bike", "pickup", "return", "from", "until"] as const;

export type Estimate = { estimate: string } | { error: string; field: (typeof judged)[number] };

export function bikeEstimate(
  query: URLSearchParams,
  form: RequestForm<BikeRequest>,
  content: { bikes: BikeRequest["bike"][]; seasons: readonly Season[] },
): Estimate {
  const values = Object.fromEntries(judged.map((key) => [key, query.get(key) ?? ""]));
  const result = form.schema.safeParse(values);
  // The pickup point and the name are chosen later: only the bike and the dates are judged here.
  const errors = result.success ? {} : fieldErrors(result.error);
  for (const field of judged) {
    const message = errors[field]?.[0];
    if (message) return { error: message, field };
  }
  const bike = content.bikes.find((b) => b.id === values.bike)!;
  const stay = stayOfRequest(values.pickup!, values.return!, values.from, values.until);
  const quote = quoteStay(bike, content.seasons, stay);
  return { estimate: rentalEstimate(quote, bike, form.words) };
}
