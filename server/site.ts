/**
 * Everything the running site is made of, wired together: the database, the
 * content store, sign-in, the in-memory home page and the Express app. Used by
 * server/main.ts and by the tests, so both run the same thing.
 */
import path from "node:path";
import { createRequestHandler, type ServerBuild } from "react-router";
import type { Db } from "~/db/database.server";
import { requestContextOf } from "~/services.server";
import type { AuthServiceOptions } from "~/auth/auth.server";
import type { BookingCountsOptions } from "~/booking/counts.server";
import { shopToday } from "~/booking/dates";
import { createServices } from "./services";
import { createApp } from "./app";
import type { ServerLimits } from "./http-server";
import { createPageCache } from "./page-cache";
import { createPreviewImages } from "~/seo/preview-image.server";
import { previewInput } from "~/seo/preview-image";
import { robotsTxt, sitemapXml } from "~/seo/site-files";
import { baseHeaders, contentSecurityPolicy, inlineStyleHashes, policySourcesFrom } from "./security";

export interface SiteOptions {
  db: Db;
  build: ServerBuild;
  clientDir?: string;
  /** Where the photos live (DATA_DIR); by default the database's folder. */
  dataDir?: string;
  pollMs?: number;
  auth?: AuthServiceOptions;
  counts?: BookingCountsOptions;
  limits?: ServerLimits;
}

export async function createSite({
  db,
  build,
  clientDir = path.resolve("build/client"),
  dataDir = path.dirname(db.$client.name),
  pollMs,
  auth: authOptions,
  counts: countOptions,
  limits,
}: SiteOptions) {
  const services = createServices(db, { dataDir, auth: authOptions, counts: countOptions });
  const { store, auth, counts, images } = services;

  const handler = createRequestHandler(build, "production");
  const previews = createPreviewImages({ imagesDir: images.dir, publicDirs: [clientDir, path.resolve("public")] });
  // The shop's time zone as of the last render: a change to it is a content change.
  let timeZone = store.settings().timeZone;
  const homePage = createPageCache({
    pollMs,
    // The footer's copyright year is part of the page too, and so is the shop's
    // today (the earliest day the booking forms offer).
    version: () => `${store.version()}:${new Date().getFullYear()}:${shopToday(timeZone)}`,
    render: async () => {
      timeZone = store.settings().timeZone;
      // The picture of shared links is there before the page that names it.
      const { settings, heroImage } = store.home();
      await previews.ensure(previewInput(settings, heroImage));
      // Rendered without a nonce: the same bytes go to every visitor, so the CSP lists hashes.
      const response = await handler(
        new Request("http://localhost/"),
        requestContextOf(services, { clientIp: "render" }),
      );
      if (response.status !== 200) throw new Error(`Home page render answered ${response.status}`);
      return response.text();
    },
    headersFor: (html) => ({
      "Content-Security-Policy": contentSecurityPolicy({
        styleHashes: inlineStyleHashes(html),
        sources: policySourcesFrom(store.settings()),
      }),
    }),
    requestHeaders: (req) => baseHeaders(req.secure),
  });
  // For search engines: answered from memory like the home page, and as fresh.
  const robots = createPageCache({
    path: "/robots.txt",
    contentType: "text/plain; charset=utf-8",
    version: () => store.version(),
    render: async () => robotsTxt(store.settings()),
    requestHeaders: (req) => baseHeaders(req.secure),
  });
  const sitemap = createPageCache({
    path: "/sitemap.xml",
    contentType: "application/xml; charset=utf-8",
    version: () => store.version(),
    render: async () => sitemapXml(store.settings(), lastChange()),
    requestHeaders: (req) => baseHeaders(req.secure),
  });
  /** The day of the newest change made after the sample content was seeded ("2026-11-23"), if any. */
  const lastChange = () => store.activity({ perPage: 1 }).entries[0]?.at.slice(0, 10) ?? null;
  const pages = [homePage, robots, sitemap];
  await Promise.all(pages.map((p) => p.start()));
  store.onChange(() => pages.forEach((p) => void p.refresh()));

  const app = createApp({
    build,
    services,
    clientDir,
    pages: pages.map((p) => p.middleware),
    limits,
  });
  /** Stops watching and working; resolves once a render under way has finished. */
  const stop = async () => {
    services.stop();
    await Promise.all(pages.map((p) => p.stop()));
  };
  return { app, store, auth, counts, images, homePage, stop };
}
