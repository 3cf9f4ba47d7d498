import { defineConfig } from "vitest/config";

// Unit and server tests. The React Router plugin is left out: tests import modules directly.
export default defineConfig({
  resolve: { tsconfigPaths: true },
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
