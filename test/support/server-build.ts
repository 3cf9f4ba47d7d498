import path from "node:path";
import type { Server } from "node:http";
import { createRequestHandler, type ServerBuild } from "react-router";
import { afterEach } from "vitest";
import { createApp } from "../../server/app";
import { createHomePageCache } from "../../server/home-page";
import type { ContentStore } from "~/content/store.server";

const servers: (() => void)[] = [];
afterEach(() => {
  while (servers.length) servers.pop()!();
});

/** The production app over a real store, on a free port; needs `npm run build` first. */
export async function startSite(store: ContentStore, { pollMs = 100 } = {}) {
  const build = (await import(path.resolve("build/server/index.js"))) as ServerBuild;
  const content = { home: () => store.home(), settings: () => store.settings() };
  const handler = createRequestHandler(build, "production");
  const cache = createHomePageCache({
    pollMs,
    version: () => store.version(),
    render: async () => (await handler(new Request("http://localhost/"), { content } as never)).text(),
  });
  await cache.start();
  const app = createApp({ build, content, clientDir: path.resolve("build/client"), homePage: cache.middleware });
  const server: Server = await new Promise((resolve) => {
    const s = app.listen(0, "127.0.0.1", () => resolve(s));
  });
  servers.push(() => {
    cache.stop();
    server.closeAllConnections();
    server.close();
  });
  const { port } = server.address() as { port: number };
  return { url: `http://127.0.0.1:${port}`, cache };
}
