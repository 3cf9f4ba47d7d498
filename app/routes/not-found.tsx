import { data } from "react-router";
import type { Route } from "./+types/not-found";
import { notFoundTitle } from "~/content/titles";
import { loadSettings } from "~/home/content";
import { answerPageCss } from "~/home/page-css";
import { LanguageProvider, useWords } from "~/i18n/context";
import { langOf, pathIn, type Lang } from "~/i18n/languages";
import { askerLanguage } from "~/admin/asker-language.server";
import { servicesContext } from "~/services.server";

export const handle = { hydrate: false, inlineCss: answerPageCss };

/**
 * Any unknown address; under /hi/ or /kn/ in that language (an unknown prefix, "/fr/", is English). Under /admin/,
 * in the back office's reader's language: the person's choice when signed in, else the phone's.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const settings = await loadSettings(context);
  const backOffice = /^\/admin(\/|$)/.test(new URL(request.url).pathname);
  const lang: Lang = backOffice ? askerLanguage(request, context.get(servicesContext).auth) : langOf(request);
  // The document's own language (app/root.tsx) follows a back-office reader's, as on the back office's screens.
  const said = backOffice ? { backOfficeLang: lang } : {};
  return data({ lang, brand: settings.brand, logo: "/logo.svg", ...said }, { status: 404 });
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [{ title: notFoundTitle(loaderData.brand, loaderData.lang) }, { name: "robots", content: "noindex" }];
}

export default function NotFound({ loaderData }: Route.ComponentProps) {
  return (
    <LanguageProvider lang={loaderData.lang}>
      <NotFoundPage brand={loaderData.brand} logo={loaderData.logo} />
    </LanguageProvider>
  );
}

function NotFoundPage({ brand, logo }: { brand: string; logo: string }) {
  const w = useWords();
  return (
    <main className="not-found">
      <img src={logo} width="72" height="72" alt={w.t("logoAlt", { brand })} />
      <p className="eyebrow">{w.t("error404")}</p>
      <h1>{w.t("pageNotFound")}</h1>
      <p>{w.t("notFoundText")}</p>
      <a className="btn btn-primary btn-lg" href={pathIn(w.lang, "/")}>
        {w.t("backTo", { brand })}
      </a>
    </main>
  );
}
