import type { Route } from "./+types/manifest";
import { servicesContext } from "~/services.server";
import { askerLanguage } from "~/admin/asker-language.server";
import { backOfficeWords } from "~/i18n/back-office/words";

/**
 * The back office's web app manifest: installed on the owner's phone, it opens
 * at the dashboard, on its own, with the brand's name and icon. Outside the
 * gate: it holds nothing but the public name, so it is answered signed out
 * too. The frame links it with credentials, so the session cookie comes along
 * and the name is in the person's chosen language; without one (signed out, a
 * browser that sends none) in the phone's. Never kept by a cache (/admin/ is
 * no-store), and it varies by cookie and by language.
 */
export function loader({ context, request }: Route.LoaderArgs) {
  const { store, auth } = context.get(servicesContext);
  const { brand } = store.settings();
  const lang = askerLanguage(request, auth);
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
    headers: { "Content-Type": "application/manifest+json; charset=utf-8", Vary: "Accept-Language, Cookie" },
  });
}
