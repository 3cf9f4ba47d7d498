import type { Route } from "./+types/faq";
import { pageTitle } from "~/content/titles";
import { loadHomeContent } from "~/home/content";
import { infoPageCss } from "~/home/page-css";
import { FaqPage } from "~/pages/FaqPage";
import { pageMeta } from "~/seo/meta";
import { faqJsonLd } from "~/seo/structured-data";
import { LanguageProvider } from "~/i18n/context";
import { langOf } from "~/i18n/languages";
import { wordsOf } from "~/i18n/words";

/** Plain HTML like the home page, held in memory and rendered again on any change (server/site.ts). */
export const handle = { hydrate: false, inlineCss: infoPageCss };

export function loader({ request, context }: Route.LoaderArgs) {
  const lang = langOf(request);
  const { settings, faq } = loadHomeContent(context, lang);
  return { lang, settings, questions: faq };
}

/** The questions as structured data too (FAQPage), for search results. */
export function meta({ loaderData: { lang, settings, questions } }: Route.MetaArgs) {
  const { brand } = settings;
  return [
    ...pageMeta(
      settings,
      { title: pageTitle.faq(brand, lang), path: "/faq", description: wordsOf(lang).t("faqDescription", { brand }) },
      lang,
    ),
    ...(questions.length ? [{ "script:ld+json": faqJsonLd(questions) }] : []),
  ];
}

export default function Faq({ loaderData }: Route.ComponentProps) {
  return (
    <LanguageProvider lang={loaderData.lang}>
      <FaqPage settings={loaderData.settings} questions={loaderData.questions} />
    </LanguageProvider>
  );
}
