import { compressRendered } from "./compress-rendered";
import { staticFiles } from "./static-files";
import express from "express";
import { createRequestHandler } from "@react-router/express";
import type { Services } from "~/services.server";
import { contextMakerOf, perBuildMiddleware, type BuildSource } from "./load-context";
import { privateAnswers } from "./private-answers";
import { IMAGES_URL } from "~/images/limits";
import { serveImages } from "~/images/serve.server";
import {
  errorHandler,
  limitRequestBodies,
  refuseCrossSiteWrites,
  refuseMalformedRequests,
  policySourcesFrom,
  requireFormBodies,
  securityHeaders,
  type PolicySources,
} from "./security";

export interface AppOptions {
  /** The React Router server build, or a function that loads it (development). */
  build: BuildSource;
  services: Services;
  /** build/client in production; in development Vite serves the assets. */
  clientDir?: string;
  /** Serve GET /, its data, /robots.txt and /sitemap.xml from memory (production), for what the front door leaves to Express. */
  pages?: express.RequestHandler[];
  /** Extra middleware that must run before the routes (Vite's, in development). */
  before?: express.RequestHandler[];
  /** Where public pages may load from (their CSP); by default read from the settings for each request. */
  policySources?: () => PolicySources;
}

export function createApp({
  build,
  services,
  clientDir,
  pages = [],
  before = [],
  policySources = () => policySourcesFrom(services.store.settings()),
}: AppOptions) {
  const app = express();
  app.disable("x-powered-by");
  // Behind a proxy on this machine, its X-Forwarded-* (https, client address) are believed.
  app.set("trust proxy", "loopback");

  app.use(refuseMalformedRequests);
  app.use(refuseCrossSiteWrites);
  app.use(limitRequestBodies);
  app.use(requireFormBodies);
  // The pages held in memory set their own headers, and their bodies are already compressed.
  for (const page of pages) app.use(page);
  app.use(securityHeaders({ sources: policySources }));
  app.use(perBuildMiddleware(build, privateAnswers));
  // Uploaded photos: from DATA_DIR/images only, never from build/.
  app.use(IMAGES_URL.replace(/\/$/, ""), serveImages(services.images));
  if (clientDir) {
    app.use(
      staticFiles(clientDir, {
        // The build-time index.html and its .data hold the sample content: the home route renders the live page,
        // so they are never served as files.
        refuse: /^\/(index\.html|.*\.data)$/i,
        // Hashed build assets never change; everything else may be replaced by a deploy.
        cacheControl: (urlPath) =>
          urlPath.startsWith("/assets/") ? "public, max-age=31536000, immutable" : "public, max-age=3600",
      }),
    );
  }
  app.use(compressRendered);
  for (const middleware of before) app.use(middleware);

  app.all(
    "/{*path}",
    perBuildMiddleware(build, (loaded) => {
      // The services reach the routes in React Router's context only, with the build's own keys.
      const contextOf = contextMakerOf(loaded);
      return createRequestHandler({
        build: loaded,
        getLoadContext: (req, res) =>
          contextOf(services, { clientIp: req.ip ?? "unknown", cspNonce: res.locals.cspNonce as string | undefined }),
      });
    }),
  );
  app.use(errorHandler);
  return app;
}
