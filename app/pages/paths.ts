/** The public pages beside the home page: held in memory like it (server/site.ts) and listed in the sitemap. */
export const infoPagePaths = ["/about", "/privacy", "/faq"] as const;
