/**
 * The home page's head for search and sharing: title, description, canonical
 * address, Open Graph and Twitter card tags with the preview picture, and the
 * business's structured data. Absolute addresses need the site's address (a
 * setting); until the owner gives it, those that must be absolute are left out.
 */
import type { MetaDescriptor } from "react-router";
import type { HomeContent, Settings } from "~/content/types";
import { languages, localeOf, pathIn, type Lang } from "~/i18n/languages";
import { homeTitle } from "~/content/titles";
import type { PreviewImage } from "./preview-image";
import { businessJsonLd, siteAddress } from "./structured-data";

export function homeMeta(content: HomeContent, preview: PreviewImage, lang: Lang = "en"): MetaDescriptor[] {
  const { settings } = content;
  const title = homeTitle(settings.brand, lang);
  // The owner's description is English; a translated page describes itself by its translated subtitle.
  const description = (lang === "en" && settings.metaDescription) || settings.heroSubtitle;
  const picture = siteAddress(settings.siteUrl, preview.path) ?? preview.path;
  return [
    ...pageMeta(settings, { title, path: "/", description }, lang),
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
    // The business is described once, on the English page (the x-default of the three).
    ...(lang === "en" ? [{ "script:ld+json": businessJsonLd(content, preview) }] : []),
  ];
}

/**
 * The head of any public page: its title and description, its canonical
 * address (the page in its own language), every language's version of it
 * for search engines (English the default), and what a shared link shows of
 * it. `path` is the page's English address.
 */
export function pageMeta(
  settings: Settings,
  { title, path, description }: { title: string; path: string; description: string },
  lang: Lang = "en",
): MetaDescriptor[] {
  const address = siteAddress(settings.siteUrl, pathIn(lang, path));
  // Absolute once the site's address is known, as search engines want them; until then, relative.
  const versionOf = (l: Lang) => siteAddress(settings.siteUrl, pathIn(l, path)) ?? pathIn(l, path);
  return [
    { title },
    { name: "description", content: description },
    ...(address ? [{ tagName: "link", rel: "canonical", href: address }] : []),
    ...languages.map((l) => ({ tagName: "link", rel: "alternate", hrefLang: l, href: versionOf(l) })),
    { tagName: "link", rel: "alternate", hrefLang: "x-default", href: versionOf("en") },
    { property: "og:type", content: "website" },
    { property: "og:site_name", content: settings.brand },
    { property: "og:locale", content: localeOf[lang].replace("-", "_") },
    { property: "og:title", content: title },
    { property: "og:description", content: description },
    ...(address ? [{ property: "og:url", content: address }] : []),
  ];
}
