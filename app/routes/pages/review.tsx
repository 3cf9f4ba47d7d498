import { data, redirect } from "react-router";
import type { Route } from "./+types/review";
import { readForm } from "~/admin/actions.server";
import { pageTitle } from "~/content/titles";
import { infoPageCss } from "~/home/page-css";
import { ReviewPage, type ReviewPageState } from "~/pages/ReviewPage";
import { reviewPath, type LinkProblem } from "~/reviews/links.server";
import { requestContext, servicesContext } from "~/services.server";

/** Plain HTML like the home page: the form works without any script. */
export const handle = { hydrate: false, inlineCss: infoPageCss };

const refusals: Record<LinkProblem | "busy", { status: number; title: string; message: string }> = {
  unknown: {
    status: 404,
    title: "This review link does not work",
    message: "Check that the whole link was copied, or ask us for a new one.",
  },
  used: {
    status: 410,
    title: "This review link has been used",
    message: "Each link sends one review, and this one has. Thank you! Ask us if you want to write another.",
  },
  expired: {
    status: 410,
    title: "This review link has expired",
    message: "Review links work for 30 days. Ask us for a new one, and thank you for thinking of us.",
  },
  busy: {
    status: 429,
    title: "Too many tries",
    message: "Please wait a few minutes and send your review again.",
  },
};

function refused(brand: string, problem: LinkProblem | "busy") {
  const { status, title, message } = refusals[problem];
  return data({ brand, state: { step: "refused", title, message } as ReviewPageState }, { status });
}

/** The form; thanks, once the link has just been used (`?sent`, where a post lands); or why the link cannot be used. */
export function loader({ request, context, params }: Route.LoaderArgs) {
  const { store, reviews } = context.get(servicesContext);
  const { brand, googleReviewUrl } = store.settings();
  const problem = reviews.check(params.token);
  if (problem === "used" && new URL(request.url).searchParams.has("sent")) {
    return data({ brand, state: { step: "sent", googleReviewUrl } as ReviewPageState });
  }
  if (problem) return refused(brand, problem);
  return data({ brand, state: { step: "form", form: { values: {}, errors: {} } } as ReviewPageState });
}

/** A review sent: thanks, or the form again with a message by each field, or why the link cannot be used. */
export async function action({ request, context, params }: Route.ActionArgs) {
  const { store, reviews } = context.get(servicesContext);
  const { clientIp } = context.get(requestContext);
  const settings = store.settings();
  // A body that is not a readable form is answered 400, as the back office answers one.
  const values = Object.fromEntries(
    [...(await readForm(request)).entries()].map(([k, v]) => [k, typeof v === "string" ? v : ""]),
  );
  const outcome = reviews.post(params.token, values, clientIp);
  // Sent: to the thanks by a redirect, so reloading it sends nothing again.
  if (outcome.ok) return redirect(`${reviewPath(params.token)}?sent`, 303);
  if (outcome.problem !== "invalid") return refused(settings.brand, outcome.problem);
  const form = {
    values: { rating: values.rating ?? "", text: values.text ?? "", author: values.author ?? "" },
    errors: outcome.fieldErrors,
  };
  return data({ brand: settings.brand, state: { step: "form", form } as ReviewPageState }, { status: 400 });
}

export function meta({ loaderData }: Route.MetaArgs) {
  const brand = loaderData?.brand ?? "";
  return [{ title: pageTitle.review(brand) }, { name: "robots", content: "noindex" }];
}

export default function Review({ loaderData, actionData }: Route.ComponentProps) {
  const { brand, state } = actionData ?? loaderData;
  return <ReviewPage brand={brand} state={state} />;
}
