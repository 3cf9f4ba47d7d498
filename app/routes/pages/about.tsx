import type { Route } from "./+types/about";
import { pageTitle } from "~/content/titles";
import { loadHomeContent } from "~/home/content";
import { infoPageCss } from "~/home/page-css";
import { AboutPage } from "~/pages/AboutPage";
import { pageMeta } from "~/seo/meta";

/** Plain HTML like the home page, held in memory and rendered again on any change (server/site.ts). */
export const handle = { hydrate: false, inlineCss: infoPageCss };

export function loader({ context }: Route.LoaderArgs) {
  const { settings, about } = loadHomeContent(context);
  return { settings, sections: about };
}

export function meta({ loaderData: { settings } }: Route.MetaArgs) {
  return pageMeta(settings, {
    title: pageTitle.about(settings.brand),
    path: "/about",
    description: `Who runs ${settings.brand} in ${settings.town}, and how we look after you.`,
  });
}

export default function About({ loaderData }: Route.ComponentProps) {
  return <AboutPage settings={loaderData.settings} sections={loaderData.sections} />;
}
