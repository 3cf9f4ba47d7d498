// `npm run dev` and `npm start` serve through the same front door, held pages and headers: each runs here as a process
// of its own over its own seeded data directory, and every header of the same request must be the same in both.
import { spawn, type ChildProcess } from "node:child_process";
import path from "node:path";
import { afterEach, describe, expect, it, vi } from "vitest";
import { startDevelopment } from "../../server/development";
import { createHttpServer } from "../../server/http-server";
import { freePort, productionServer, stopProcess } from "../support/server-process";
import { seededStore, stopBeforeClosing, tempDataDir } from "../support/temp-db";

const PASSWORD = "dev-and-start-alike";
const started: ChildProcess[] = [];
afterEach(async () => {
  vi.unstubAllEnvs();
  await Promise.all(started.splice(0).map((child) => stopProcess(child)));
});

/** `npm run dev` (package.json) over `dataDir` on `port`: server/main.ts run from source in development. */
async function developmentServer(dataDir: string, port: number) {
  const url = `http://127.0.0.1:${port}`;
  const env = {
    ...process.env,
    NODE_ENV: "development",
    PORT: String(port),
    HOST: "127.0.0.1",
    DATA_DIR: dataDir,
    ADMIN_PASSWORD: PASSWORD,
  };
  started.push(spawn(process.execPath, ["--import", "tsx", "server/main.ts"], { env, stdio: "ignore" }));
  // Vite starts first; however long a busy machine takes, the test's own budget bounds it.
  while (!(await fetch(`${url}/`).catch(() => null))?.ok) await new Promise((r) => setTimeout(r, 100));
  return url;
}

async function startServer(dataDir: string, port: number) {
  const server = productionServer(dataDir, { port, password: PASSWORD });
  started.push(await server.start());
  return server.url;
}

/**
 * Every header of an answer, by name. What differs from one answer to the next is replaced by what it is: a CSP's
 * nonces and style hashes, an ETag, a length, the date. Everything else, the CSP's directives and sources
 * included, is compared as sent.
 */
async function headersOf(url: string) {
  const response = await fetch(url, { headers: { "Accept-Encoding": "br, gzip" }, redirect: "manual" });
  await response.arrayBuffer();
  const headers: Record<string, string> = { status: String(response.status) };
  for (const [name, value] of response.headers) {
    headers[name] =
      name === "content-security-policy"
        ? value.replace(/'nonce-[^']+'/g, "'nonce-…'").replace(/'sha256-[^']+'/g, "'sha256-…'")
        : name === "etag"
          ? value.replace(/"(.*?)(-br|-gz)?"/, '"…$2"')
          : name === "content-length"
            ? "…"
            : name === "date"
              ? "…"
              : value;
  }
  return headers;
}

// Budgets that bound a hang, not timed assertions: two servers (one of them Vite, which transforms the whole app on
// its first page) start and render every held page, on a machine other work may keep busy.
describe("npm run dev", { timeout: 600_000 }, () => {
  it("answers the home pages, the login page and a miss with npm start's headers", async () => {
    const [development, production] = await Promise.all([
      freePort().then((port) => developmentServer(tempDataDir(), port)),
      freePort().then((port) => startServer(tempDataDir(), port)),
    ]);
    for (const path of ["/", "/hi/", "/admin/login", "/no-such-page"]) {
      const inProduction = await headersOf(production + path);
      expect({ path, ...(await headersOf(development + path)) }).toEqual({ path, ...inProduction });
    }
    // The same policy, the nonce's and hashes' places included, and not an empty one.
    expect((await headersOf(`${development}/`))["content-security-policy"]).toContain("'sha256-…'");
    expect((await headersOf(`${development}/admin/login`))["content-security-policy"]).toContain(
      "script-src 'self' 'nonce-…'",
    );
  });

  it("renders its held pages again after an edit of the app's code", async () => {
    const { db } = seededStore();
    const rendered: string[] = [];
    // As `npm run dev` sets it: Vite keys its prebundled dependencies by it, which the other test's server made.
    vi.stubEnv("NODE_ENV", "development");
    // The server carries only Vite's hot updates here: the site's answers are not asked for.
    const { site, close, watcher } = await startDevelopment(
      createHttpServer((_req, res) => res.end()),
      { db, compression: "quick", auth: { log: () => {} }, onRendered: (name) => rendered.push(name) },
    );
    stopBeforeClosing(async () => {
      await close();
      await site.stop();
    });
    await site.settled();
    rendered.length = 0;

    // Vite's watcher tells of an edit of the home pages' styles, as it does when a developer saves the file.
    watcher.emit("change", path.resolve("app/styles/home.css"));
    const everyPage = [
      "/",
      "/hi/",
      "/kn/",
      "/about",
      "/privacy",
      "/faq",
      "/robots.txt",
      "/sitemap.xml",
      "/admin/login",
    ];
    await vi.waitFor(() => expect(rendered).toEqual(expect.arrayContaining(everyPage)), {
      timeout: 300_000,
      interval: 100,
    });
  });
});
