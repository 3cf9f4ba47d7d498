import { data } from "react-router";
import type { Route } from "./+types/not-found";
import { notFoundTitle } from "~/content/titles";
import { loadSettings } from "~/home/content";
import { answerPageCss } from "~/home/page-css";
import { LanguageProvider, useWords } from "~/i18n/context";
import { langOf, pathIn } from "~/i18n/languages";

export const handle = { hydrate: false, inlineCss: answerPageCss };

/** Any unknown address; under /hi/ or /kn/ in that language (an unknown prefix, "/fr/", is English). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const settings = await loadSettings(context);
  const lang = langOf(request);
  return data({ lang, brand: settings.brand, logo: "/logo.svg" }, { status: 404 });
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
