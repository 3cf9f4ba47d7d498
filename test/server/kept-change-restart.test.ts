// A change kept for a browser whose session ended is still offered after the server restarts: the key that seals it
// is made once and kept in the data directory, readable by the server's user alone.
import { spawn } from "node:child_process";
import { statSync } from "node:fs";
import net, { type AddressInfo } from "node:net";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { seededStore } from "../support/temp-db";

const PASSWORD = "restart-test-password";
const EDIT = "/admin/content/fines/late-return";

const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = net.createServer().listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });

/** The production server over `dataDir`, once it answers; `stop` ends it as a restart would. */
async function startServer(dataDir: string) {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const env = {
    ...process.env,
    NODE_ENV: "production",
    PORT: String(port),
    HOST: "127.0.0.1",
    DATA_DIR: dataDir,
    ADMIN_PASSWORD: PASSWORD,
  };
  const child = spawn(process.execPath, ["--import", "tsx", "server/main.ts"], { env, stdio: "ignore" });
  // However long a busy machine takes to start it (the test's own budget bounds it).
  for (;;) {
    const answer = await fetch(`${url}/`).catch(() => null);
    if (answer?.ok) break;
    await new Promise((r) => setTimeout(r, 100));
  }
  const stop = async () => {
    const exited = new Promise((r) => child.once("exit", r));
    child.kill("SIGTERM");
    await exited;
  };
  return { url, stop };
}

const cookieOf = (setCookie: string) => setCookie.split(";")[0]!;

async function signIn(url: string) {
  const res = await fetch(`${url}/admin/login`, {
    method: "POST",
    redirect: "manual",
    headers: { origin: url },
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
    // Sent without a session (it ended): kept in this browser's cookie.
    const sent = await fetch(`${before.url}${EDIT}`, {
      method: "POST",
      redirect: "manual",
      headers: { origin: before.url },
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
      const session = await signIn(after.url);
      const page = await fetch(`${after.url}/admin/kept`, { headers: { cookie: `${session}; ${kept}` } });
      const html = (await page.text()).replaceAll("<!-- -->", "");
      expect(html).toContain("Your change to the fine Late return");
      expect(html).toContain("777");
    } finally {
      await after.stop();
    }
  }, 90_000);
});
