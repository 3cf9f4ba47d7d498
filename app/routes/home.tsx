import type { Route } from "./+types/home";
import { HomePage } from "~/home/HomePage";
import { publicPageCss } from "~/home/page-css";
import { loadHomeContent } from "~/home/content";
import { homeMeta } from "~/seo/meta";
import { previewImage } from "~/seo/preview-image";

/** Rendered to plain HTML and never hydrated: the page works without framework JavaScript. */
export const handle = { hydrate: false, inlineCss: publicPageCss };

export async function loader({ context }: Route.LoaderArgs) {
  const content = loadHomeContent(context);
  return { content, preview: previewImage(content.settings, content.heroImage) };
}

/** The title of the specification, and what search engines and shared links read. */
export function meta({ loaderData }: Route.MetaArgs) {
  return homeMeta(loaderData.content, loaderData.preview);
}

export default function Home({ loaderData }: Route.ComponentProps) {
  return <HomePage content={loaderData.content} />;
}
