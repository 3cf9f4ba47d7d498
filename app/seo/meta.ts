/**
 * The home page's head for search and sharing: title, description, canonical
 * address, Open Graph and Twitter card tags with the preview picture, and the
 * business's structured data. Absolute addresses need the site's address (a
 * setting); until the owner gives it, those that must be absolute are left out.
 */
import type { MetaDescriptor } from "react-router";
import type { HomeContent, Settings } from "~/content/types";
import { homeTitle } from "~/content/titles";
import type { PreviewImage } from "./preview-image";
import { businessJsonLd, siteAddress } from "./structured-data";

export function homeMeta(content: HomeContent, preview: PreviewImage): MetaDescriptor[] {
  const { settings } = content;
  const title = homeTitle(settings.brand);
  const description = settings.metaDescription || settings.heroSubtitle;
  const picture = siteAddress(settings.siteUrl, preview.path) ?? preview.path;
  return [
    ...pageMeta(settings, { title, path: "/", description }),
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

/** The head of any public page: its title and description, its canonical address, and what a shared link shows of it. */
export function pageMeta(
  settings: Settings,
  { title, path, description }: { title: string; path: string; description: string },
): MetaDescriptor[] {
  const address = siteAddress(settings.siteUrl, path);
  return [
    { title },
    { name: "description", content: description },
    ...(address ? [{ tagName: "link", rel: "canonical", href: address }] : []),
    { property: "og:type", content: "website" },
    { property: "og:site_name", content: settings.brand },
    { property: "og:locale", content: "en_IN" },
    { property: "og:title", content: title },
    { property: "og:description", content: description },
    ...(address ? [{ property: "og:url", content: address }] : []),
  ];
}
