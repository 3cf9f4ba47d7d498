import path from "node:path";
import type { ServerBuild } from "react-router";
import { readConfig } from "./config";
import { createApp } from "./app";
import { sampleContent } from "~/content/sample";
import type { ContentSource } from "~/content/load";

const config = readConfig();

const content: ContentSource = {
  home: () => sampleContent,
  settings: () => sampleContent.settings,
};

async function start() {
  let app;
  if (config.production) {
    const buildPath = path.resolve("build/server/index.js");
    const build = (await import(buildPath)) as ServerBuild;
    app = createApp({ build, content, clientDir: path.resolve("build/client") });
  } else {
    const vite = await import("vite").then((v) => v.createServer({ server: { middlewareMode: true } }));
    app = createApp({
      build: () => vite.ssrLoadModule("virtual:react-router/server-build") as Promise<ServerBuild>,
      content,
      before: [vite.middlewares],
    });
  }
  const server = app.listen(config.port, config.host, () => {
    const shown = config.host === "0.0.0.0" ? "localhost" : config.host;
    console.log(`Serving on http://${shown}:${config.port}`);
  });
  const stop = () => server.close(() => process.exit(0));
  process.on("SIGTERM", stop);
  process.on("SIGINT", stop);
}

start().catch((error) => {
  console.error(error);
  process.exit(1);
});
