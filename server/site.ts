/**
 * Everything the running site is made of, wired together: the database, the
 * content store, sign-in, the in-memory home page and the Express app. Used by
 * server/main.ts and by the tests, so both run the same thing.
 */
import type { IncomingMessage, ServerResponse } from "node:http";
import path from "node:path";
import type { RequestHandler } from "express";
import { createRequestHandler } from "react-router";
import type { Db } from "~/db/database.server";
import type { HomeContent } from "~/content/types";
import type { AuthServiceOptions } from "~/auth/auth.server";
import type { BookingCountsOptions } from "~/booking/counts.server";
import type { ReviewLinksOptions } from "~/reviews/links.server";
import { listKinds } from "~/content/lists";
import { createServices } from "./services";
import { createApp } from "./app";
import { contextMakerOf, perBuild, type BuildSource } from "./load-context";
import { bookingRoutes } from "./booking-door";
import { todaysHome } from "~/home/content";
import { createFrontDoor, type Door } from "./front-door";
import { touchedBy, touches, watchOutside, watchTheDay, type Reads, type Touched } from "./content-changes";
import { heldCopy } from "./held-copy";
import { askedLanguage } from "~/i18n/back-office/choose.server";
import { createNoncePage } from "./nonce-page";
import { createPageCache, type Compression, type PageCacheOptions } from "./page-cache";
import { createPreviewImages } from "~/seo/preview-image.server";
import { previewInput } from "~/seo/preview-image";
import { robotsTxt, sitemapXml } from "~/seo/site-files";
import { infoPagePaths } from "~/pages/paths";
import { MENU_QUERY } from "~/home/nav";
import { languages, pathIn, prefixedLanguages, type Lang } from "~/i18n/languages";
import {
  baseHeaders,
  contentSecurityPolicy,
  inlineStyleHashes,
  NO_SOURCES,
  pageHeaders,
  policySourcesFrom,
} from "./security";

export interface SiteOptions {
  db: Db;
  /** The production build, or in development a function that loads Vite's current one. */
  build: BuildSource;
  /**
   * Development: Vite's middleware, which serves the app's modules and public/
   * in place of build/client; React Router runs in development mode. Every
   * other part (the front door, the held pages, the headers) is production's.
   */
  vite?: RequestHandler;
  clientDir?: string;
  /** Where the photos live (DATA_DIR); by default the database's folder. */
  dataDir?: string;
  /** How often the one check for changes made by other processes runs (content-changes.ts). */
  pollMs?: number;
  /** How far the held pages are compressed: at their smallest (the default), or quickly only (page-cache.ts). */
  compression?: Compression;
  /** Told after each rendering of a held page or answer, with its name and the milliseconds it took. */
  onRendered?: (name: string, ms: number) => void;
  /** Told after each check for changes made elsewhere: whether it read the content version. */
  onCheck?: (readVersion: boolean) => void;
  auth?: AuthServiceOptions;
  counts?: BookingCountsOptions;
  reviews?: ReviewLinksOptions;
}

export async function createSite({
  db,
  build,
  vite,
  clientDir = path.resolve("build/client"),
  dataDir = path.dirname(db.$client.name),
  pollMs = 1000,
  compression = "smallest",
  onRendered,
  onCheck,
  auth: authOptions,
  counts: countOptions,
  reviews: reviewOptions,
}: SiteOptions) {
  const services = createServices(db, { dataDir, auth: authOptions, counts: countOptions, reviews: reviewOptions });
  const { store, auth, counts, images } = services;

  // Made again only for another build (in development, after an edit).
  const router = perBuild(build, (loaded) => ({
    handler: createRequestHandler(loaded, vite ? "development" : "production"),
    contextOf: contextMakerOf(loaded),
  }));
  const previews = createPreviewImages({ imagesDir: images.dir, publicDirs: [clientDir, path.resolve("public")] });
  /**
   * What React Router answers for `path` to a request with no cookie and no
   * query: what every signed-out visitor gets, rendered once for them all.
   * Asked as a crawler asks (entry.server.tsx), so the document comes whole,
   * with no streamed parts to swap in by script.
   */
  const renderAlone = async (path: string, cspNonce?: string) => {
    const request = new Request(`http://localhost${path}`, { headers: { "User-Agent": "prerender" } });
    const { handler, contextOf } = await router();
    const response = await handler(request, contextOf(services, { clientIp: "render", cspNonce }));
    if (response.status !== 200) throw new Error(`${path} rendered alone answered ${response.status}`);
    return response.text();
  };
  /**
   * What each held page reads, by kind (content-changes.ts): the home page
   * shows every list, the settings, the photos and whether each bike is free
   * today; the other pages show less.
   */
  const homeReads: Reads = [...listKinds, "settings", "images", "bookings", "day"];
  const timed = (name: string) => (ms: number) => onRendered?.(name, ms);
  const heldPage = (options: PageCacheOptions) => createPageCache({ compression, ...options });

  /** The public content and its CSP: booking answers and every page's policy read it from here. */
  const content = Object.assign(
    heldCopy({
      onMade: timed("booking answers"),
      make: () => {
        // Each language's: a request from /hi/book/bike is judged, and its message written, in Hindi.
        const homes = Object.fromEntries(languages.map((lang) => [lang, todaysHome(services, lang)])) as Record<
          Lang,
          HomeContent
        >;
        const sources = policySourcesFrom(homes.en.settings);
        return { homes, home: homes.en, sources, policy: contentSecurityPolicy({ sources }) };
      },
    }),
    { reads: homeReads },
  );
  await content.start();
  const current = () => content.current()!;

  /** A public page's policy: the hashes of the inline styles of this rendering, and the settings' sources. */
  const publicPageHeaders = (html: string) => ({
    "Content-Security-Policy": contentSecurityPolicy({
      styleHashes: inlineStyleHashes(html),
      sources: policySourcesFrom(store.settings()),
    }),
  });
  const homePage = heldPage({
    reads: homeReads,
    onRendered: timed("/"),
    render: async () => {
      // The picture of shared links is there before the page that names it.
      const { settings, heroImage } = store.home();
      await previews.ensure(previewInput(settings, heroImage));
      // Rendered without a nonce: the same bytes go to every visitor, so the CSP lists hashes.
      return renderAlone("/");
    },
    headersFor: publicPageHeaders,
    secureHeaders: baseHeaders,
  });
  /**
   * Every other page held in memory is made after the English home page: after
   * a change that page is new as soon as it was when it was the only one, and
   * the others follow (their shared picture is made by then too).
   */
  const afterHomePage = (path: string) => async () => {
    await homePage.made();
    return renderAlone(path);
  };
  // The home page in Hindi and Kannada ("/hi/", and "/hi" too: the same page).
  const homePages = [
    homePage,
    ...prefixedLanguages.map((lang) =>
      heldPage({
        paths: [`/${lang}/`, `/${lang}`],
        reads: homeReads,
        onRendered: timed(`/${lang}/`),
        render: afterHomePage(`/${lang}/`),
        headersFor: publicPageHeaders,
        secureHeaders: baseHeaders,
        // Devanagari and Kannada letters are three bytes each: every byte counts in the first round trip.
        zopfli: true,
      }),
    ),
  ];
  // About Us, Privacy Policy and FAQ in each language: the settings (the footer's year
  // with them) and, for About Us and the FAQ, their own list; no bike, price or photo.
  const infoReads: Record<(typeof infoPagePaths)[number], Reads> = {
    "/about": ["settings", "day", "about"],
    "/privacy": ["settings", "day"],
    "/faq": ["settings", "day", "faq"],
  };
  const infoPages = languages.flatMap((lang) =>
    infoPagePaths.map((path) =>
      heldPage({
        paths: [pathIn(lang, path)],
        reads: infoReads[path],
        onRendered: timed(pathIn(lang, path)),
        render: afterHomePage(pathIn(lang, path)),
        headersFor: publicPageHeaders,
        secureHeaders: baseHeaders,
      }),
    ),
  );
  // The home page's data, which its page never asks for (it runs no framework
  // script): held like the page, so asking for it costs a flood nothing.
  const homeData = heldPage({
    paths: ["/_root.data", "/.data"],
    exactUrl: true,
    contentType: "text/x-script; charset=utf-8",
    reads: homeReads,
    onRendered: timed("/.data"),
    render: () => renderAlone("/_root.data"),
    headersFor: () => ({
      "Content-Security-Policy": contentSecurityPolicy({ sources: policySourcesFrom(store.settings()) }),
      "X-Remix-Response": "yes",
    }),
    secureHeaders: baseHeaders,
  });
  // For search engines: answered from memory like the home page, and as fresh.
  const robots = heldPage({
    paths: ["/robots.txt"],
    contentType: "text/plain; charset=utf-8",
    reads: ["settings"],
    onRendered: timed("/robots.txt"),
    render: async () => robotsTxt(store.settings()),
    secureHeaders: baseHeaders,
  });
  // Its date is the newest change's, whatever it changed.
  const sitemap = heldPage({
    paths: ["/sitemap.xml"],
    contentType: "application/xml; charset=utf-8",
    reads: "everything",
    onRendered: timed("/sitemap.xml"),
    render: async () => sitemapXml(store.settings(), lastChange()),
    secureHeaders: baseHeaders,
  });
  /** The day of the newest change made after the sample content was seeded ("2026-11-23"), if any. */
  const lastChange = () => store.activity({ perPage: 1 }).entries[0]?.at.slice(0, 10) ?? null;
  // The login page, signed out: the same for everyone but its nonce.
  const loginPage = createNoncePage({
    // The brand, its only content.
    reads: ["settings"],
    onRendered: timed("/admin/login"),
    render: (nonce) => renderAlone("/admin/login", nonce),
    headersFor: (nonce) => ({
      ...pageHeaders({ nonce, admin: true, sources: () => NO_SOURCES }),
      "Content-Type": "text/html; charset=utf-8",
    }),
    secureHeaders: baseHeaders,
  });
  const pages = [...homePages, ...infoPages, homeData, robots, sitemap];
  const held = [content, ...pages, loginPage];
  await Promise.all([...pages, loginPage].map((p) => p.start()));

  /** Renders again what reads what changed. */
  const rerender = (touched: Touched) => {
    for (const h of held) if (touches(h.reads, touched)) void h.refresh();
  };
  // The content version this process has shown: a change from elsewhere moves it without telling the store.
  let known = store.version();
  const day = watchTheDay(
    () => store.settings().timeZone,
    () => rerender(new Set(["day"])),
  );
  store.onChange(({ entities, from, to }) => {
    if (from === null || to === null) return;
    // A version this process never saw came between: someone else changed something too.
    const touched = from === known ? touchedBy(entities) : "everything";
    known = to;
    if (touched === "everything" || touched.has("settings")) day.rearm();
    rerender(touched);
  });
  const outside = watchOutside({
    file: db.$client.name,
    checkMs: pollMs,
    known: () => known,
    onCheck,
    onOutside: (version) => {
      known = version;
      day.rearm();
      rerender("everything");
    },
  });

  const express = createApp({
    build,
    services,
    clientDir: vite ? undefined : clientDir,
    before: vite ? [vite] : [],
    pages: pages.map((p) => p.middleware),
    policySources: () => current().sources,
  });
  const app = createFrontDoor(express, [
    ...pages.flatMap((page) =>
      page.paths.map((path) => ({
        method: "GET" as const,
        path,
        answer: (req: IncomingMessage, res: ServerResponse, door: Door) =>
          homePages.includes(page) && door.search(req) === MENU_QUERY
            ? backToPage(res, page.paths[0]!)
            : !(page.exactUrl && door.search(req)) && page.answer(req, res, door.secure(req)),
      })),
    ),
    {
      method: "GET",
      path: "/admin/login",
      // Signed out and asking nothing special; any cookie (a session, a trusted browser) or query goes to React Router,
      // as does a phone in Hindi or Kannada: the held copy is the English page.
      answer: (req, res, door) =>
        !door.search(req) &&
        req.headers.cookie === undefined &&
        (askedLanguage(req.headers["accept-language"]) ?? "en") === "en" &&
        loginPage.answer(req, res, door.secure(req)),
    },
    ...bookingRoutes({ content: current, counts, requests: services.requests, secureHeaders: baseHeaders }),
  ]);
  /** Stops watching and working; resolves once a render under way has finished. */
  const stop = async () => {
    outside?.close();
    day.stop();
    await services.stop();
    await Promise.all(held.map((h) => h.stop()));
  };
  return {
    app,
    store,
    auth,
    counts,
    images,
    reviews: services.reviews,
    homePage,
    homePages,
    infoPages,
    loginPage,
    /** Renders every held page and answer again (in development, after an edit of the app's code). */
    renderAgain: () => rerender("everything"),
    /** Resolves once every held page and answer being made is served (quickly compressed, decision 053). */
    made: () => Promise.all(held.map((h) => h.made())).then(() => {}),
    /** Resolves once no held page or answer is being made, at its smallest too (for the tests and the benchmark). */
    settled: () => Promise.all(held.map((h) => h.settled())).then(() => {}),
    stop,
  };
}

/**
 * A drawer link of a home page followed without a script ("/?menu#taxi"):
 * the page again at its own address, where the browser keeps the link's
 * section. The navigation closes the drawer (app/home/nav.ts).
 */
function backToPage(res: ServerResponse, path: string): true {
  res.writeHead(303, { Location: path, "Cache-Control": "no-store", "Content-Length": "0" });
  res.end();
  return true;
}
