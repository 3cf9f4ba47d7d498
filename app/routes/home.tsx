import type { Route } from "./+types/home";
import { HomePage } from "~/home/HomePage";
import { homeTitle } from "~/content/titles";
import { loadHomeContent } from "~/content/load";
import { publicPageCss } from "~/home/page-css";

/** Rendered to plain HTML and never hydrated: the page works without framework JavaScript. */
export const handle = { hydrate: false, inlineCss: publicPageCss };

export async function loader({ context }: Route.LoaderArgs) {
  return loadHomeContent(context);
}

export function meta({ loaderData }: Route.MetaArgs) {
  const { settings } = loaderData;
  return [
    { title: homeTitle(settings.brand) },
    { name: "description", content: settings.heroSubtitle },
    { property: "og:title", content: homeTitle(settings.brand) },
    { property: "og:description", content: settings.heroSubtitle },
    { property: "og:type", content: "website" },
  ];
}

export default function Home({ loaderData }: Route.ComponentProps) {
  return <HomePage content={loaderData} />;
}
