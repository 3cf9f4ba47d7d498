import type { Route } from "./+types/faq";
import { pageTitle } from "~/content/titles";
import { loadHomeContent } from "~/home/content";
import { infoPageCss } from "~/home/page-css";
import { FaqPage } from "~/pages/FaqPage";
import { pageMeta } from "~/seo/meta";
import { faqJsonLd } from "~/seo/structured-data";

/** Plain HTML like the home page, held in memory and rendered again on any change (server/site.ts). */
export const handle = { hydrate: false, inlineCss: infoPageCss };

export function loader({ context }: Route.LoaderArgs) {
  const { settings, faq } = loadHomeContent(context);
  return { settings, questions: faq };
}

/** The questions as structured data too (FAQPage), for search results. */
export function meta({ loaderData: { settings, questions } }: Route.MetaArgs) {
  return [
    ...pageMeta(settings, {
      title: pageTitle.faq(settings.brand),
      path: "/faq",
      description: `Answers to what visitors ask ${settings.brand}: licences, fuel, deposits and where you may ride.`,
    }),
    ...(questions.length ? [{ "script:ld+json": faqJsonLd(questions) }] : []),
  ];
}

export default function Faq({ loaderData }: Route.ComponentProps) {
  return <FaqPage settings={loaderData.settings} questions={loaderData.questions} />;
}
