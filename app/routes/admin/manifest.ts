import type { Route } from "./+types/manifest";
import { servicesContext } from "~/services.server";
import { browserLanguage } from "~/i18n/back-office/choose.server";
import { backOfficeWords } from "~/i18n/back-office/words";

/**
 * The back office's web app manifest: installed on the owner's phone, it opens
 * at the dashboard, on its own, with the brand's name and icon. Outside the
 * gate: browsers fetch a manifest without cookies, and it holds nothing but
 * the public name, in the phone's language (its Accept-Language: the request
 * carries no cookie to tell whose choice to read). Only the back office's
 * pages link it.
 */
export function loader({ context, request }: Route.LoaderArgs) {
  const { brand } = context.get(servicesContext).store.settings();
  const lang = browserLanguage(request) ?? "en";
  const manifest = {
    name: backOfficeWords(lang).t("{brand} back office", { brand }),
    lang,
    short_name: brand,
    id: "/admin/dashboard",
    start_url: "/admin/dashboard",
    scope: "/admin/",
    display: "standalone",
    background_color: "#f6f3ec",
    theme_color: "#0a3440",
    icons: [192, 512].map((size) => ({
      src: `/admin/icon-${size}.png`,
      sizes: `${size}x${size}`,
      type: "image/png",
      purpose: "any",
    })),
  };
  return new Response(JSON.stringify(manifest), {
    headers: { "Content-Type": "application/manifest+json; charset=utf-8", Vary: "Accept-Language" },
  });
}
