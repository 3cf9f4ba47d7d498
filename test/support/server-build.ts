import path from "node:path";
import type { Server } from "node:http";
import type { ServerBuild } from "react-router";
import { afterEach } from "vitest";
import { createSite } from "../../server/site";
import type { Db } from "~/db/database.server";
import type { AuthServiceOptions } from "~/auth/auth.server";

const servers: (() => void)[] = [];
afterEach(() => {
  while (servers.length) servers.pop()!();
});

/** The production site over a real database, on a free port; needs `npm run build` first. */
export async function startSite(db: Db, { pollMs = 100, auth }: { pollMs?: number; auth?: AuthServiceOptions } = {}) {
  const build = (await import(path.resolve("build/server/index.js"))) as ServerBuild;
  const site = await createSite({ db, build, pollMs, auth: { failureDelayMs: 0, log: () => {}, ...auth } });
  const server: Server = await new Promise((resolve) => {
    const s = site.app.listen(0, "127.0.0.1", () => resolve(s));
  });
  servers.push(() => {
    site.stop();
    server.closeAllConnections();
    server.close();
  });
  const { port } = server.address() as { port: number };
  return {
    url: `http://127.0.0.1:${port}`,
    cache: site.homePage,
    auth: site.auth,
    store: site.store,
    images: site.images,
  };
}
