import path from "node:path";
import type { Server } from "node:http";
import type { ServerBuild } from "react-router";
import { createSite } from "../../server/site";
import { createHttpServer, DEFAULT_LIMITS, type ServerLimits } from "../../server/http-server";
import type { Db } from "~/db/database.server";
import type { AuthServiceOptions } from "~/auth/auth.server";
import type { ReviewLinksOptions } from "~/reviews/links.server";
import type { Compression } from "../../server/page-cache";
import { stopBeforeClosing } from "./temp-db";

/**
 * The production site over a real database, on a free port; needs `npm run build` first. Its held pages are
 * compressed quickly only, unless the test weighs them (`compression: "smallest"`): brotli's quality 11 was half of
 * the suite's work (docs/decisions/054).
 */
export async function startSite(
  db: Db,
  {
    pollMs = 100,
    compression = "quick",
    auth,
    limits = DEFAULT_LIMITS,
    reviews,
  }: {
    pollMs?: number;
    compression?: Compression;
    auth?: AuthServiceOptions;
    limits?: ServerLimits;
    reviews?: ReviewLinksOptions;
  } = {},
) {
  const build = (await import(path.resolve("build/server/index.js"))) as ServerBuild;
  const site = await createSite({
    db,
    build,
    pollMs,
    compression,
    reviews,
    auth: { failureDelayMs: 0, log: () => {}, ...auth },
  });
  const server: Server = await new Promise((resolve) => {
    const s = createHttpServer(site.app, limits).listen(0, "127.0.0.1", () => resolve(s));
  });
  stopBeforeClosing(async () => {
    server.closeAllConnections();
    server.close();
    await site.stop();
  });
  const { port } = server.address() as { port: number };
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    server,
    cache: site.homePage,
    auth: site.auth,
    store: site.store,
    images: site.images,
    reviews: site.reviews,
  };
}
