import path from "node:path";
import compression from "compression";
import express from "express";
import { createRequestHandler } from "@react-router/express";
import type { ServerBuild } from "react-router";
import type { ContentSource } from "~/content/load";

export interface AppOptions {
  /** The React Router server build, or a function that loads it (development). */
  build: ServerBuild | (() => Promise<ServerBuild>);
  content: ContentSource;
  /** build/client in production; in development Vite serves the assets. */
  clientDir?: string;
  /** Serves GET / from memory (production). */
  homePage?: express.RequestHandler;
  /** Extra middleware that must run before the routes (Vite's, in development). */
  before?: express.RequestHandler[];
}

export function createApp({ build, content, clientDir, homePage, before = [] }: AppOptions) {
  const app = express();
  app.disable("x-powered-by");
  app.set("trust proxy", "loopback");

  // Before compression: its bodies are already compressed.
  if (homePage) app.use(homePage);
  app.use(compression());
  for (const middleware of before) app.use(middleware);

  if (clientDir) {
    // Hashed build assets never change; everything else may be replaced by a deploy.
    app.use(
      "/assets",
      express.static(path.join(clientDir, "assets"), { immutable: true, maxAge: "1y", index: false }),
    );
    // The build-time index.html and its .data hold the sample content: the
    // home route renders the live page, so they are never served as files.
    const files = express.static(clientDir, { maxAge: "1h", index: false, redirect: false });
    const buildTimeOnly = /^\/(index\.html|.*\.data)$/;
    app.use((req, res, next) => (buildTimeOnly.test(req.path) ? next() : files(req, res, next)));
  }

  app.all(
    "/{*path}",
    createRequestHandler({
      build,
      getLoadContext: () => ({ content }),
    }),
  );
  return app;
}
