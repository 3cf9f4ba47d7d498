/** robots.txt and sitemap.xml, from the live settings. */
import type { Settings } from "~/content/types";
import { infoPagePaths } from "~/pages/paths";
import { languages, pathIn, prefixedLanguages } from "~/i18n/languages";
import { siteAddress } from "./structured-data";
import { escapeXml } from "./xml";

/**
 * Everything public may be read; the back office and the booking routes (a
 * redirect to the chat, and the count endpoint) are not pages to index.
 */
export function robotsTxt(settings: Pick<Settings, "siteUrl">): string {
  const sitemap = siteAddress(settings.siteUrl, "/sitemap.xml");
  return [
    "User-agent: *",
    "Disallow: /admin",
    "Disallow: /book/",
    ...prefixedLanguages.map((lang) => `Disallow: /${lang}/book/`),
    "Allow: /",
    ...(sitemap ? ["", `Sitemap: ${sitemap}`] : []),
    "",
  ].join("\n");
}

/**
 * The home page and the pages beside it, each in every language, each naming
 * its other versions (as the pages' hreflang links do). Without the site's
 * address (a setting) there is nothing absolute to list.
 */
export function sitemapXml(settings: Pick<Settings, "siteUrl">, lastModified: string | null): string | null {
  if (!siteAddress(settings.siteUrl, "/")) return null;
  const lastmod = lastModified ? `<lastmod>${lastModified}</lastmod>` : "";
  const address = (path: string) => escapeXml(siteAddress(settings.siteUrl, path)!);
  const alternates = (path: string) =>
    [
      ...languages.map(
        (lang) => `<xhtml:link rel="alternate" hreflang="${lang}" href="${address(pathIn(lang, path))}"/>`,
      ),
      `<xhtml:link rel="alternate" hreflang="x-default" href="${address(path)}"/>`,
    ].join("");
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...["/", ...infoPagePaths].flatMap((path) =>
      languages.map((lang) => `  <url><loc>${address(pathIn(lang, path))}</loc>${lastmod}${alternates(path)}</url>`),
    ),
    "</urlset>",
    "",
  ].join("\n");
}
