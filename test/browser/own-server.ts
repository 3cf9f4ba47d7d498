// A site of its own for a browser test that changes what other tests rely on
// (a setting, a list's order, the lockout of the admin, booking counts): the
// production server (as the build bundled it) on a free port, with its own data
// directory, stopped and removed afterwards. Each start costs a second or two.
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { openDatabase, type Db } from "~/db/database.server";
import { seedSampleContent } from "~/store.server";
import { freePort } from "../support/server-process";
import bundle from "../../scripts/server-bundle.json" with { type: "json" };

export const OWN_PASSWORD = "own-server-password-5731";

/**
 * Starts the site; `prepare` may change the seeded database first (through
 * the store). Resolves once the home page answers.
 */
export async function startOwnServer(prepare?: (db: Db) => void, { password = OWN_PASSWORD } = {}) {
  const dataDir = mkdtempSync(path.join(tmpdir(), "site-own-"));
  // Without changes to make, the server seeds the sample content itself, as on any first start.
  if (prepare) {
    const db = openDatabase(dataDir);
    seedSampleContent(db);
    prepare(db);
    db.$client.close();
  }

  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, [bundle.entry], {
    stdio: "ignore",
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      ADMIN_USERNAME: "admin",
      ADMIN_PASSWORD: password,
      PAGE_COMPRESSION: "quick",
    },
  });
  // A test that runs out of time while the site starts never calls stop: the site ends with this worker, not after.
  const endWithWorker = () => child.kill("SIGTERM");
  process.once("exit", endWithWorker);
  // Asked often, until it answers or its process ends: a start on a busy machine takes what it takes, and the
  // caller's budget (the fixture's, the test's) bounds it.
  while ((await fetch(`${url}/`).catch(() => null))?.status !== 200) {
    if (child.exitCode !== null) throw new Error(`The site on ${url} exited (${child.exitCode}) before answering.`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }

  return {
    url,
    async stop() {
      const exited = new Promise<void>((resolve) =>
        child.exitCode !== null ? resolve() : child.once("exit", () => resolve()),
      );
      process.off("exit", endWithWorker);
      child.kill("SIGTERM");
      await exited;
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
