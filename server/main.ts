import { rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { ServerBuild } from "react-router";
import { createHttpServer } from "./http-server";
import { createSite } from "./site";
import { openDatabase } from "~/db/database.server";
import { readEnv } from "~/env.server";
import { createAuthService } from "~/auth/auth.server";
import { openContentStore, seedSampleContent } from "~/store.server";
import { startDevelopment } from "./development";

const env = readEnv();
const production = env.NODE_ENV !== "development";

async function start() {
  const db = openDatabase(env.DATA_DIR);
  if (seedSampleContent(db)) console.log(`Created ${env.DATA_DIR} with the sample content.`);

  const store = openContentStore(db);
  const auth = createAuthService(db);
  const firstAdmin = await auth.ensureFirstAdmin({
    username: env.ADMIN_USERNAME,
    password: env.ADMIN_PASSWORD,
    email: env.ADMIN_EMAIL ?? store.settings().email,
  });
  if (firstAdmin.created && firstAdmin.generatedPassword) {
    console.log(
      [
        "",
        "  An admin account was created. Sign in at /admin/login with:",
        `    username: ${env.ADMIN_USERNAME}`,
        `    password: ${firstAdmin.generatedPassword}`,
        "  This password is shown only this once. Change it with: npm run admin:password",
        "",
      ].join("\n"),
    );
  }

  // The site is created with the server, which Vite's hot updates share in development.
  let site: Awaited<ReturnType<typeof createSite>> | undefined;
  const server = createHttpServer((req, res) => site!.app(req, res));
  let stopDevelopment = async () => {};
  if (production) {
    const build = (await import(path.resolve("build/server/index.js"))) as ServerBuild;
    site = await createSite({ db, build, dataDir: env.DATA_DIR, compression: env.PAGE_COMPRESSION });
  } else {
    const development = await startDevelopment(server, {
      db,
      dataDir: env.DATA_DIR,
      compression: env.PAGE_COMPRESSION,
    });
    site = development.site;
    stopDevelopment = development.close;
  }
  const { stop: stopSite } = site;

  // Tells `npm run restore` that a server is using this data directory.
  const pidFile = path.join(env.DATA_DIR, "server.pid");
  writeFileSync(pidFile, String(process.pid));

  server.listen(env.PORT, env.HOST, () => {
    const shown = env.HOST === "0.0.0.0" ? "localhost" : env.HOST;
    console.log(`Serving on http://${shown}:${env.PORT}`);
  });
  const stop = async () => {
    // Vite's hot-update sockets first: the server waits for every connection before it closes.
    await stopDevelopment();
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
