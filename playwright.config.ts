import { defineConfig } from "@playwright/test";
import chromium from "./scripts/chromium.json" with { type: "json" };

const port = Number(process.env.TEST_PORT ?? 3210);
/**
 * A second site, with its own database, for the tests that change content, each only items it adds itself: the
 * public page's tests never see their edits. A test whose subject every item shares (a list's order, the settings,
 * the sign-in's failure counts, booking counts) starts a site of its own instead (test/browser/fixtures.ts).
 */
export const editingPort = port + 1;
// The held pages compressed quickly only, in every site a test starts (own-server.ts too): brotli's quality 11 and
// Zopfli after each change were much of the run's work (docs/decisions/054).
const env = {
  HOST: "127.0.0.1",
  ADMIN_USERNAME: "admin",
  ADMIN_PASSWORD: "test-only-password-4821",
  PAGE_COMPRESSION: "quick",
};

export default defineConfig({
  testDir: "test/browser",
  fullyParallel: true,
  workers: 2,
  // One retry, reported: a test that passes only on its retry is listed as "flaky" at the end of the run, to be
  // fixed (docs/decisions/044-one-reported-retry-for-browser-tests.md); a test that fails twice fails the run.
  retries: 1,
  reporter: [["list"]],
  timeout: 60_000,
  // What a slow phone needs, shared: every wait follows the state it waits for, with time for a busy machine.
  expect: { timeout: 15_000 },
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH || chromium.executablePath,
      // No name but the test sites' address resolves: nothing a test loads reaches the internet, and nothing waits
      // on it. A page without JavaScript loads the map's frame at once (it is lazy only with scripting on), and its
      // load event waited for the name's lookup, which at times took six seconds to fail on a machine without the
      // internet. Requests a test answers itself (`route`) are answered before any lookup.
      args: [...chromium.args, "--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1"],
    },
  },
  webServer: [
    {
      // The first server builds the app first when its sources changed (the servers start one after the other), so a
      // test sees the code as it is; its budget holds a build on a busy machine.
      command: "node --import tsx test/support/fresh-build.ts && node test/browser/serve.mjs",
      url: `http://127.0.0.1:${port}/`,
      env: { ...env, PORT: String(port) },
      reuseExistingServer: false,
      timeout: 240_000,
    },
    {
      command: "node test/browser/serve.mjs",
      url: `http://127.0.0.1:${editingPort}/`,
      env: { ...env, PORT: String(editingPort) },
      reuseExistingServer: false,
      timeout: 60_000,
    },
  ],
});
