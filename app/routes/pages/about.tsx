import type { Route } from "./+types/about";
import { pageTitle } from "~/content/titles";
import { loadHomeContent } from "~/home/content";
import { infoPageCss } from "~/home/page-css";
import { AboutPage } from "~/pages/AboutPage";
import { pageMeta } from "~/seo/meta";
import { LanguageProvider } from "~/i18n/context";
import { langOf } from "~/i18n/languages";
import { wordsOf } from "~/i18n/words";

/** Plain HTML like the home page, held in memory and rendered again on any change (server/site.ts). */
export const handle = { hydrate: false, inlineCss: infoPageCss };

export function loader({ request, context }: Route.LoaderArgs) {
  const lang = langOf(request);
  const { settings, about } = loadHomeContent(context, lang);
  return { lang, settings, sections: about };
}

export function meta({ loaderData: { lang, settings } }: Route.MetaArgs) {
  const { brand, town } = settings;
  return pageMeta(
    settings,
    {
      title: pageTitle.about(brand, lang),
      path: "/about",
      description: wordsOf(lang).t("aboutDescription", { brand, town }),
    },
    lang,
  );
}

export default function About({ loaderData }: Route.ComponentProps) {
  return (
    <LanguageProvider lang={loaderData.lang}>
      <AboutPage settings={loaderData.settings} sections={loaderData.sections} />
    </LanguageProvider>
  );
}
