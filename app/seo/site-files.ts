/** robots.txt and sitemap.xml, from the live settings. */
import type { Settings } from "~/content/types";
import { infoPagePaths } from "~/pages/paths";
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
    "Allow: /",
    ...(sitemap ? ["", `Sitemap: ${sitemap}`] : []),
    "",
  ].join("\n");
}

/** The home page and the pages beside it. Without the site's address (a setting) there is nothing absolute to list. */
export function sitemapXml(settings: Pick<Settings, "siteUrl">, lastModified: string | null): string | null {
  if (!siteAddress(settings.siteUrl, "/")) return null;
  const lastmod = lastModified ? `<lastmod>${lastModified}</lastmod>` : "";
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...["/", ...infoPagePaths].map(
      (path) => `  <url><loc>${escapeXml(siteAddress(settings.siteUrl, path)!)}</loc>${lastmod}</url>`,
    ),
    "</urlset>",
    "",
  ].join("\n");
}
