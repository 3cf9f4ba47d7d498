import { data } from "react-router";
import type { Route } from "./+types/not-found";
import { notFoundTitle } from "~/content/titles";
import { loadSettings } from "~/home/content";
import { answerPageCss } from "~/home/page-css";

export const handle = { hydrate: false, inlineCss: answerPageCss };

export async function loader({ context }: Route.LoaderArgs) {
  const settings = await loadSettings(context);
  return data({ brand: settings.brand, logo: "/logo.svg" }, { status: 404 });
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [{ title: notFoundTitle(loaderData.brand) }, { name: "robots", content: "noindex" }];
}

export default function NotFound({ loaderData }: Route.ComponentProps) {
  return (
    <main className="not-found">
      <img src={loaderData.logo} width="72" height="72" alt={`${loaderData.brand} logo`} />
      <p className="eyebrow">Error 404</p>
      <h1>Page not found</h1>
      <p>This page doesn't exist, or it has moved. Our bikes, taxis and pickup points are all on the home page.</p>
      <a className="btn btn-primary btn-lg" href="/">
        Back to {loaderData.brand}
      </a>
    </main>
  );
}
