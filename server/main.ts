import { rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { ServerBuild } from "react-router";
import { readConfig } from "./config";
import { createApp } from "./app";
import { createHttpServer } from "./http-server";
import { createSite } from "./site";
import { openDatabase } from "~/db/database.server";
import { createAuthService } from "~/auth/auth.server";
import { openContentStore, seedSampleContent } from "~/store.server";
import { createServices } from "./services";

const config = readConfig();

async function start() {
  const db = openDatabase(config.dataDir);
  if (seedSampleContent(db)) console.log(`Created ${config.dataDir} with the sample content.`);

  const store = openContentStore(db);
  const auth = createAuthService(db);
  const firstAdmin = await auth.ensureFirstAdmin({
    username: process.env.ADMIN_USERNAME || "admin",
    password: process.env.ADMIN_PASSWORD || undefined,
    email: process.env.ADMIN_EMAIL || store.settings().email,
  });
  if (firstAdmin.created && firstAdmin.generatedPassword) {
    console.log(
      [
        "",
        "  An admin account was created. Sign in at /admin/login with:",
        `    username: ${process.env.ADMIN_USERNAME || "admin"}`,
        `    password: ${firstAdmin.generatedPassword}`,
        "  This password is shown only this once. Change it with: npm run admin:password",
        "",
      ].join("\n"),
    );
  }

  let app;
  let stopSite: () => Promise<void> = async () => {};
  if (config.production) {
    const build = (await import(path.resolve("build/server/index.js"))) as ServerBuild;
    const site = await createSite({ db, build, dataDir: config.dataDir });
    app = site.app;
    stopSite = site.stop;
  } else {
    const vite = await import("vite").then((v) => v.createServer({ server: { middlewareMode: true } }));
    const services = createServices(db, { dataDir: config.dataDir });
    app = createApp({
      build: () => vite.ssrLoadModule("virtual:react-router/server-build") as Promise<ServerBuild>,
      services,
      before: [vite.middlewares],
      csp: false,
    });
    stopSite = async () => services.stop();
  }

  // Tells `npm run restore` that a server is using this data directory.
  const pidFile = path.join(config.dataDir, "server.pid");
  writeFileSync(pidFile, String(process.pid));

  const server = createHttpServer(app).listen(config.port, config.host, () => {
    const shown = config.host === "0.0.0.0" ? "localhost" : config.host;
    console.log(`Serving on http://${shown}:${config.port}`);
  });
  const stop = () => {
    server.close(async () => {
      await stopSite();
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
