import { rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { createRequestHandler, type ServerBuild } from "react-router";
import { readConfig } from "./config";
import { createApp } from "./app";
import { createHomePageCache } from "./home-page";
import { openDatabase } from "~/db/database.server";
import { createContentStore, seedIfEmpty } from "~/content/store.server";
import { sampleContent } from "~/content/sample";
import type { ContentSource } from "~/content/load";

const config = readConfig();

async function start() {
  const db = openDatabase(config.dataDir);
  if (seedIfEmpty(db, sampleContent)) console.log(`Created ${config.dataDir} with the sample content.`);
  const store = createContentStore(db);
  const content: ContentSource = { home: () => store.home(), settings: () => store.settings() };

  let app;
  let stopCache = () => {};
  if (config.production) {
    const build = (await import(path.resolve("build/server/index.js"))) as ServerBuild;
    const handler = createRequestHandler(build, "production");
    const cache = createHomePageCache({
      version: () => store.version(),
      render: async () => {
        const response = await handler(new Request("http://localhost/"), { content } as never);
        if (response.status !== 200) throw new Error(`Home page render answered ${response.status}`);
        return response.text();
      },
    });
    await cache.start();
    store.onChange(() => void cache.refresh());
    stopCache = cache.stop;
    app = createApp({ build, content, clientDir: path.resolve("build/client"), homePage: cache.middleware });
  } else {
    const vite = await import("vite").then((v) => v.createServer({ server: { middlewareMode: true } }));
    app = createApp({
      build: () => vite.ssrLoadModule("virtual:react-router/server-build") as Promise<ServerBuild>,
      content,
      before: [vite.middlewares],
    });
  }

  // Tells `npm run restore` that a server is using this data directory.
  const pidFile = path.join(config.dataDir, "server.pid");
  writeFileSync(pidFile, String(process.pid));

  const server = app.listen(config.port, config.host, () => {
    const shown = config.host === "0.0.0.0" ? "localhost" : config.host;
    console.log(`Serving on http://${shown}:${config.port}`);
  });
  const stop = () => {
    stopCache();
    server.close(() => {
      db.$client.close();
      rmSync(pidFile, { force: true });
      process.exit(0);
    });
    server.closeAllConnections();
  };
  process.on("SIGTERM", stop);
  process.on("SIGINT", stop);
}

start().catch((error) => {
  console.error(error);
  process.exit(1);
});
