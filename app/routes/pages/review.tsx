import { data, redirect } from "react-router";
import type { Route } from "./+types/review";
import { readForm } from "~/admin/actions.server";
import { pageTitle } from "~/content/titles";
import { reviewPageCss } from "~/home/page-css";
import { LanguageProvider } from "~/i18n/context";
import { pageOf, pathIn, type Lang } from "~/i18n/languages";
import { wordsOf, type WordKey } from "~/i18n/words";
import { ReviewPage, type ReviewPageState } from "~/pages/ReviewPage";
import { REVIEW_LINK_DAYS } from "~/reviews/limits";
import { reviewPath, type LinkProblem } from "~/reviews/links.server";
import { requestContext, servicesContext } from "~/services.server";
import { privateAnswer } from "~/seo/private-answers";

/**
 * Plain HTML like the home page: the form works without any script. Under
 * /hi/ or /kn/ in that language. Private: its address is a one-time secret.
 */
export const handle = { hydrate: false, inlineCss: reviewPageCss, ...privateAnswer };

const refusals: Record<LinkProblem | "busy", { status: number; title: WordKey; message: WordKey }> = {
  unknown: { status: 404, title: "reviewLinkUnknown", message: "reviewLinkUnknownText" },
  used: { status: 410, title: "reviewLinkUsed", message: "reviewLinkUsedText" },
  expired: { status: 410, title: "reviewLinkExpired", message: "reviewLinkExpiredText" },
  busy: { status: 429, title: "tooManyTries", message: "tooManyTriesText" },
};

function refused({ lang, path }: { lang: Lang; path: string }, brand: string, problem: LinkProblem | "busy") {
  const { status, title, message } = refusals[problem];
  const w = wordsOf(lang);
  const state: ReviewPageState = {
    step: "refused",
    title: w.t(title),
    message: w.t(message, { days: REVIEW_LINK_DAYS }),
  };
  return data({ lang, path, brand, state }, { status });
}

/** The form; thanks, once the link has just been used (`?sent`, where a post lands); or why the link cannot be used. */
export function loader({ request, context, params }: Route.LoaderArgs) {
  const { store, reviews } = context.get(servicesContext);
  const { brand, googleReviewUrl } = store.settings();
  const page = pageOf(request);
  const problem = reviews.check(params.token);
  if (problem === "used" && new URL(request.url).searchParams.has("sent")) {
    return data({ ...page, brand, state: { step: "sent", googleReviewUrl } as ReviewPageState });
  }
  if (problem) return refused(page, brand, problem);
  return data({ ...page, brand, state: { step: "form", form: { values: {}, errors: {} } } as ReviewPageState });
}

/** A review sent: thanks, or the form again with a message by each field, or why the link cannot be used. */
export async function action({ request, context, params }: Route.ActionArgs) {
  const { store, reviews } = context.get(servicesContext);
  const { clientIp } = context.get(requestContext);
  const { brand } = store.settings();
  const page = pageOf(request);
  const { lang } = page;
  // A body that is not a readable form is answered 400, as the back office answers one.
  const values = Object.fromEntries(
    [...(await readForm(request)).entries()].map(([k, v]) => [k, typeof v === "string" ? v : ""]),
  );
  const outcome = reviews.post(params.token, values, clientIp, wordsOf(lang));
  // Sent: to the thanks by a redirect, so reloading it sends nothing again.
  if (outcome.ok) return redirect(`${pathIn(lang, reviewPath(params.token))}?sent`, 303);
  if (outcome.problem !== "invalid") return refused(page, brand, outcome.problem);
  const form = {
    values: { rating: values.rating ?? "", text: values.text ?? "", author: values.author ?? "" },
    errors: outcome.fieldErrors,
  };
  return data({ ...page, brand, state: { step: "form", form } as ReviewPageState }, { status: 400 });
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [
    { title: pageTitle.review(loaderData?.brand ?? "", loaderData?.lang) },
    { name: "robots", content: "noindex" },
  ];
}

export default function Review({ loaderData, actionData }: Route.ComponentProps) {
  const { lang, path, brand, state } = actionData ?? loaderData;
  return (
    <LanguageProvider lang={lang}>
      <ReviewPage brand={brand} state={state} path={path} />
    </LanguageProvider>
  );
}
