/**
 * `npm run dev`: the site as `npm start` serves it (the same front door, held
 * pages and headers, server/site.ts), with Vite in place of the build. Vite's
 * middleware serves the app's modules and public/, its build of the server
 * code is loaded again after an edit, and its hot updates travel over the
 * site's own HTTP server (same origin, so the pages' CSP lets them through).
 */
import type { Server } from "node:http";
import type { RequestHandler } from "express";
import type { ServerBuild } from "react-router";
import type { Plugin } from "vite";
import { createSite, type SiteOptions } from "./site";

/**
 * The site over Vite on `httpServer` (which it does not start): `site` as createSite makes it, and `close`, which
 * stops Vite and its hot-update sockets (before the server closes: it waits for every connection).
 */
export async function startDevelopment(httpServer: Server, options: Omit<SiteOptions, "build" | "vite">) {
  let edited = () => {};
  /**
   * An edit of a module the server's build uses: told after Vite has dropped
   * its copy of the module and of everything that imports it, so a page
   * rendered now renders the new code.
   */
  const edits: Plugin = {
    name: "sagara-rides:held-pages-follow-edits",
    enforce: "pre",
    hotUpdate({ modules }) {
      if (this.environment.name === "ssr" && modules.length > 0) edited();
    },
  };
  const { createServer } = await import("vite");
  const vite = await createServer({
    appType: "custom",
    // No CORS headers: nothing on another origin reads the site, in development as in production.
    server: { middlewareMode: true, hmr: { server: httpServer }, cors: false },
    plugins: [edits],
  });
  const site = await createSite({
    ...options,
    build: () => vite.ssrLoadModule("virtual:react-router/server-build") as Promise<ServerBuild>,
    vite: vite.middlewares as RequestHandler,
  });
  // An edit of the app shows at once, on the held pages too.
  edited = site.renderAgain;
  return {
    site,
    close: () => vite.close(),
    /** Vite's file watcher: the tests tell it of an edit without making one. */
    watcher: vite.watcher,
  };
}
