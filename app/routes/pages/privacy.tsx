import type { Route } from "./+types/privacy";
import { pageTitle } from "~/content/titles";
import { loadHomeContent } from "~/home/content";
import { infoPageCss } from "~/home/page-css";
import { privacyFacts } from "~/pages/privacy-facts.server";
import { PrivacyPage } from "~/pages/PrivacyPage";
import { pageMeta } from "~/seo/meta";
import { LanguageProvider } from "~/i18n/context";
import { langOf } from "~/i18n/languages";
import { wordsOf } from "~/i18n/words";

/** Plain HTML like the home page, held in memory and rendered again on any change (server/site.ts). */
export const handle = { hydrate: false, inlineCss: infoPageCss };

export function loader({ request, context }: Route.LoaderArgs) {
  const lang = langOf(request);
  return { lang, settings: loadHomeContent(context, lang).settings, facts: privacyFacts() };
}

export function meta({ loaderData: { lang, settings } }: Route.MetaArgs) {
  const { brand } = settings;
  return pageMeta(
    settings,
    {
      title: pageTitle.privacy(brand, lang),
      path: "/privacy",
      description: wordsOf(lang).t("privacyDescription", { brand }),
    },
    lang,
  );
}

export default function Privacy({ loaderData }: Route.ComponentProps) {
  return (
    <LanguageProvider lang={loaderData.lang}>
      <PrivacyPage settings={loaderData.settings} facts={loaderData.facts} />
    </LanguageProvider>
  );
}
