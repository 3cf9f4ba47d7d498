import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

const developmentTest = "test/server/dev-server.test.ts";

// Unit and server tests. The React Router plugin is left out: tests import modules directly.
export default defineConfig({
  resolve: {
    tsconfigPaths: true,
    // Node 20.19+ loads react-router's ESM build (the "module-sync" condition), also for the adapters
    // that require it; the code run from source must get the same copy, or the server's
    // RouterContextProvider is a class of another copy and React Router refuses it.
    alias: [{ find: /^react-router$/, replacement: fileURLToPath(import.meta.resolve("react-router")) }],
  },
  test: {
    projects: [
      { extends: true, test: { name: "unit", include: ["test/unit/**/*.test.{ts,tsx}"] } },
      // The server tests run the production build as `npm start` does, React's production build with it: React's
      // development build checked every element (the run went from 365 s to 329 s, docs/decisions/054).
      {
        extends: true,
        test: {
          name: "server",
          include: ["test/server/**/*.test.ts"],
          exclude: [developmentTest],
          env: { NODE_ENV: "production" },
          // A worker keeps the modules it has loaded from one file to the next: loading the app again for each of
          // some eighty files was a fifth of the run. What a file changes for its tests is put back after each
          // test (environment variables, spies), and what a test starts is stopped by the setup file.
          isolate: false,
          setupFiles: ["test/support/after-each.ts"],
          unstubEnvs: true,
          restoreMocks: true,
        },
      },
      // Vite's development server in the test's own process loads React's development build: in a worker of its own.
      {
        extends: true,
        test: { name: "development", include: [developmentTest], setupFiles: ["test/support/after-each.ts"] },
      },
    ],
    environment: "node",
    // Files that opt into jsdom see the site at this address.
    environmentOptions: { jsdom: { url: "http://localhost:3000/" } },
    pool: "forks",
    // A server a test starts as a process of its own (server/main.ts) compresses its held pages quickly only, as
    // startSite's do: brotli's quality 11 and Zopfli were half of the suite's work (docs/decisions/054).
    env: { PAGE_COMPRESSION: "quick" },
    // The HTTP tests run the production build: made here, once per run, when its sources changed.
    globalSetup: ["test/support/fresh-build.ts"],
    // Several files at once, though the machine has two cores: a server test spends most of its time waiting on its
    // site and its child processes. Each file runs in a process of its own, with its own temp directories and sites
    // on ports the system hands out (test/support), so nothing is shared. (The default, cores - 1, is one here.)
    maxWorkers: 3,
    // A budget that bounds a hang, not a timed assertion: every test waits for states. With three files at once and
    // other work keeping both cores busy, a test that takes 5 s alone has taken over 30 s (docs/decisions/042).
    testTimeout: 120_000,
    hookTimeout: 120_000,
  },
});
