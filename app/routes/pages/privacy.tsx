import type { Route } from "./+types/privacy";
import { pageTitle } from "~/content/titles";
import { loadSettings } from "~/home/content";
import { infoPageCss } from "~/home/page-css";
import { privacyFacts } from "~/pages/privacy-facts.server";
import { PrivacyPage } from "~/pages/PrivacyPage";
import { pageMeta } from "~/seo/meta";

/** Plain HTML like the home page, held in memory and rendered again on any change (server/site.ts). */
export const handle = { hydrate: false, inlineCss: infoPageCss };

export function loader({ context }: Route.LoaderArgs) {
  return { settings: loadSettings(context), facts: privacyFacts() };
}

export function meta({ loaderData: { settings } }: Route.MetaArgs) {
  return pageMeta(settings, {
    title: pageTitle.privacy(settings.brand),
    path: "/privacy",
    description: `What ${settings.brand}'s website keeps about you (almost nothing), for how long, and whom to ask.`,
  });
}

export default function Privacy({ loaderData }: Route.ComponentProps) {
  return <PrivacyPage settings={loaderData.settings} facts={loaderData.facts} />;
}
