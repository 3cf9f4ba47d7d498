/**
 * The home page's head for search and sharing: title, description, canonical
 * address, Open Graph and Twitter card tags with the preview picture, and the
 * business's structured data. Absolute addresses need the site's address (a
 * setting); until the owner gives it, those that must be absolute are left out.
 */
import type { MetaDescriptor } from "react-router";
import type { HomeContent } from "~/content/types";
import { homeTitle } from "~/content/titles";
import type { PreviewImage } from "./preview-image";
import { businessJsonLd, siteAddress } from "./structured-data";

export function homeMeta(content: HomeContent, preview: PreviewImage): MetaDescriptor[] {
  const { settings } = content;
  const title = homeTitle(settings.brand);
  const description = settings.metaDescription || settings.heroSubtitle;
  const home = siteAddress(settings.siteUrl, "/");
  const picture = siteAddress(settings.siteUrl, preview.path) ?? preview.path;
  return [
    { title },
    { name: "description", content: description },
    ...(home ? [{ tagName: "link", rel: "canonical", href: home }] : []),
    { property: "og:type", content: "website" },
    { property: "og:site_name", content: settings.brand },
    { property: "og:locale", content: "en_IN" },
    { property: "og:title", content: title },
    { property: "og:description", content: description },
    ...(home ? [{ property: "og:url", content: home }] : []),
    { property: "og:image", content: picture },
    { property: "og:image:type", content: "image/jpeg" },
    { property: "og:image:width", content: String(preview.width) },
    { property: "og:image:height", content: String(preview.height) },
    { property: "og:image:alt", content: preview.alt },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: title },
    { name: "twitter:description", content: description },
    { name: "twitter:image", content: picture },
    { name: "twitter:image:alt", content: preview.alt },
    { "script:ld+json": businessJsonLd(content, preview) },
  ];
}
