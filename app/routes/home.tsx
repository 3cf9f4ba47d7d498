import type { Route } from "./+types/home";
import { HomePage } from "~/home/HomePage";
import { publicPageCss } from "~/home/page-css";
import { loadHomeContent } from "~/home/content";
import { LanguageProvider } from "~/i18n/context";
import { langOf } from "~/i18n/languages";
import { homeMeta } from "~/seo/meta";
import { previewImage } from "~/seo/preview-image";

/** Rendered to plain HTML and never hydrated: the page works without framework JavaScript. */
export const handle = { hydrate: false, inlineCss: publicPageCss };

/** "/" in English, "/hi/" and "/kn/" in Hindi and Kannada: the same page. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const lang = langOf(request);
  const content = loadHomeContent(context, lang);
  return { lang, content, preview: previewImage(content.settings, content.heroImage) };
}

/** The title of the specification, and what search engines and shared links read. */
export function meta({ loaderData }: Route.MetaArgs) {
  return homeMeta(loaderData.content, loaderData.preview, loaderData.lang);
}

export default function Home({ loaderData }: Route.ComponentProps) {
  return (
    <LanguageProvider lang={loaderData.lang}>
      <HomePage content={loaderData.content} />
    </LanguageProvider>
  );
}
