// A change kept for a browser whose session ended is still offered after the server restarts: the key that seals it
// is made once and kept in the data directory, readable by the server's user alone.
import { statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { freePort, productionServer, stopProcess } from "../support/server-process";
import { seededStore } from "../support/temp-db";

const PASSWORD = "restart-test-password";
const EDIT = "/admin/content/fines/late-return";

/** The production server over `dataDir`, once it answers; `stop` ends it as a restart would. */
async function startServer(dataDir: string) {
  const server = productionServer(dataDir, { port: await freePort(), password: PASSWORD });
  const child = await server.start();
  return { url: server.url, stop: () => stopProcess(child) };
}

const cookieOf = (setCookie: string) => setCookie.split(";")[0]!;

/** Signs in through the login form, as a browser with these cookies (its device cookie, if any): its cookies after. */
async function signIn(url: string, cookies = "") {
  const res = await fetch(`${url}/admin/login`, {
    method: "POST",
    redirect: "manual",
    headers: { origin: url, cookie: cookies },
    body: new URLSearchParams({ username: "admin", password: PASSWORD }),
  });
  expect(res.status).toBe(302);
  return res.headers.getSetCookie().map(cookieOf).join("; ");
}

describe("a kept change across a restart", () => {
  it("is still offered after the server restarts, sealed with the key kept 0600 in the data directory", async () => {
    const { dataDir, db } = seededStore();
    db.$client.close();

    const before = await startServer(dataDir);
    // The owner's browser signs in, its session ends, and a change sent from it is kept in its cookie.
    const browser = await signIn(before.url);
    const device = browser.split("; ").find((c) => c.startsWith("device="))!;
    await fetch(`${before.url}/admin/logout`, {
      method: "POST",
      redirect: "manual",
      headers: { origin: before.url, cookie: browser },
      body: new URLSearchParams(),
    });
    const sent = await fetch(`${before.url}${EDIT}`, {
      method: "POST",
      redirect: "manual",
      headers: { origin: before.url, cookie: browser },
      body: new URLSearchParams({ name: "Late return", amount: "777", version: "1" }),
    });
    expect(sent.headers.get("location")).toBe("/admin/login?redirect=%2Fadmin%2Fkept&kept");
    const kept = cookieOf(sent.headers.get("set-cookie")!);
    await before.stop();

    const key = statSync(path.join(dataDir, "kept-change.key"));
    expect(key.size).toBe(32);
    expect(key.mode & 0o777).toBe(0o600);

    const after = await startServer(dataDir);
    try {
      const session = await signIn(after.url, device);
      const page = await fetch(`${after.url}/admin/kept`, { headers: { cookie: `${session}; ${kept}` } });
      const html = (await page.text()).replaceAll("<!-- -->", "");
      expect(html).toContain("Your change to the fine Late return");
      expect(html).toContain("777");
    } finally {
      await after.stop();
    }
  }, 90_000);
});
