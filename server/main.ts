import { rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { ServerBuild } from "react-router";
import { readConfig } from "./config";
import { createApp } from "./app";
import { createHttpServer } from "./http-server";
import { createSite } from "./site";
import { openDatabase } from "~/db/database.server";
import { createContentStore, seedIfEmpty } from "~/content/store.server";
import { createAuthService } from "~/auth/auth.server";
import { createBookingCounts } from "~/booking/counts.server";
import { createImageService } from "~/images/service.server";
import { sampleContent } from "~/content/sample";

const config = readConfig();

async function start() {
  const db = openDatabase(config.dataDir);
  if (seedIfEmpty(db, sampleContent)) console.log(`Created ${config.dataDir} with the sample content.`);

  const store = createContentStore(db);
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
    app = createApp({
      build: () => vite.ssrLoadModule("virtual:react-router/server-build") as Promise<ServerBuild>,
      services: {
        store,
        auth,
        counts: createBookingCounts(db),
        images: createImageService({ store, dataDir: config.dataDir }),
      },
      before: [vite.middlewares],
      csp: false,
    });
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
