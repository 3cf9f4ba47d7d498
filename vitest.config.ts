import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

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
    include: ["test/unit/**/*.test.{ts,tsx}", "test/server/**/*.test.ts"],
    environment: "node",
    // Files that opt into jsdom see the site at this address.
    environmentOptions: { jsdom: { url: "http://localhost:3000/" } },
    pool: "forks",
    // A budget, not a timed assertion: on a busy 2-core machine a site's start and first render take seconds.
    testTimeout: 30_000,
    hookTimeout: 30_000,
  },
});
