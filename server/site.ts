/**
 * Everything the running site is made of, wired together: the database, the
 * content store, sign-in, the in-memory home page and the Express app. Used by
 * server/main.ts and by the tests, so both run the same thing.
 */
import path from "node:path";
import { createRequestHandler, type ServerBuild } from "react-router";
import type { Db } from "~/db/database.server";
import { createContentStore } from "~/content/store.server";
import { createAuthService, type AuthServiceOptions } from "~/auth/auth.server";
import { createImageService } from "~/images/service.server";
import { createApp } from "./app";
import { createHomePageCache } from "./home-page";
import { baseHeaders, contentSecurityPolicy, inlineStyleHashes, policySourcesFrom } from "./security";

export interface SiteOptions {
  db: Db;
  build: ServerBuild;
  clientDir?: string;
  /** Where the photos live (DATA_DIR); by default the database's folder. */
  dataDir?: string;
  pollMs?: number;
  auth?: AuthServiceOptions;
}

export async function createSite({
  db,
  build,
  clientDir = path.resolve("build/client"),
  dataDir = path.dirname(db.$client.name),
  pollMs,
  auth: authOptions,
}: SiteOptions) {
  const store = createContentStore(db);
  const auth = createAuthService(db, authOptions);
  const images = createImageService({ store, dataDir });

  const handler = createRequestHandler(build, "production");
  const homePage = createHomePageCache({
    pollMs,
    // The footer's copyright year is part of the page too.
    version: () => `${store.version()}:${new Date().getFullYear()}`,
    render: async () => {
      // Rendered without a nonce: the same bytes go to every visitor, so the CSP lists hashes.
      const response = await handler(new Request("http://localhost/"), {
        store,
        auth,
        clientIp: "render",
      } as never);
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
  await homePage.start();
  store.onChange(() => void homePage.refresh());

  const app = createApp({ build, services: { store, auth, images }, clientDir, homePage: homePage.middleware });
  const stop = () => {
    homePage.stop();
    images.stop();
  };
  return { app, store, auth, images, homePage, stop };
}
