import { spawn } from "node:child_process";
import { writeFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import Database from "better-sqlite3";
import { checkDatabaseFile } from "~/db/backup-checks.server";
import { openDatabase } from "~/db/database.server";
import { openContentStore } from "~/store.server";
import { freePort, productionServer, stopProcess } from "../support/server-process";
import { closeLater, seededStore } from "../support/temp-db";
import { restoreStopped, snapshotOf } from "../support/backups";

describe("backup and restore", () => {
  it("writes a consistent copy that passes PRAGMA integrity_check", async () => {
    const { db, dataDir, store } = seededStore();
    const { folder, check } = await snapshotOf(db, dataDir);
    expect(folder).toMatch(/backups\/snapshots\/[^/]+-manual$/);
    expect(check).toMatchObject({ ok: true, problems: [] });
    const copy = new Database(`${folder}/site.db`, { readonly: true });
    expect(copy.pragma("integrity_check", { simple: true })).toBe("ok");
    expect(copy.prepare("select count(*) n from bikes").get()).toEqual({ n: store.list("bikes").length });
    copy.close();
  });

  it("restores a checked backup for a stopped server and keeps the database it replaces", async () => {
    const { db, dataDir, store } = seededStore();
    const { folder } = await snapshotOf(db, dataDir);
    const bike = store.item("bikes", "honda-dio")!;
    store.update("bikes", bike.id, { ...bike, price: 777 }, bike.version, { actor: "t" });
    db.$client.close();

    const result = await restoreStopped(dataDir, folder);
    expect(result.ok).toBe(true);
    const reopened = openDatabase(dataDir);
    closeLater(reopened);
    expect(openContentStore(reopened).item("bikes", "honda-dio")!.price).toBe(500);
    const previous = result.ok && result.previous;
    expect(previous && checkDatabaseFile(`${previous}/site.db`)).toBe("ok");
    const kept = new Database(`${previous}/site.db`, { readonly: true });
    expect(kept.prepare("select price from bikes where id = 'honda-dio'").get()).toEqual({ price: 777 });
    kept.close();
  });

  it("refuses what is not a backup folder of this site", async () => {
    const { dataDir } = seededStore();
    const junk = `${dataDir}/junk.db`;
    writeFileSync(junk, "not a database at all, just text".repeat(200));
    expect(await restoreStopped(dataDir, junk)).toEqual({ ok: false, problems: [`No such backup folder: ${junk}`] });
    expect(await restoreStopped(dataDir, dataDir)).toEqual({
      ok: false,
      problems: [`manifest.json: missing or unreadable: ${dataDir} is not a backup folder of this site.`],
    });
  });
});

describe("a crash during a burst of writes", () => {
  it("leaves an intact database in which each write is wholly in or wholly out", async () => {
    const { dataDir, db } = seededStore();
    db.$client.close();
    const writer = spawn(process.execPath, ["--import", "tsx", "test/support/write-burst.ts", dataDir], {
      stdio: ["ignore", "pipe", "inherit"],
    });
    // Killed in the middle of the burst, once it has committed at least 20 writes.
    await new Promise<void>((resolve) =>
      writer.stdout.on("data", (chunk: Buffer) => {
        if (Number(chunk.toString().match(/\d+/g)?.at(-1) ?? 0) >= 20) resolve();
      }),
    );
    writer.kill("SIGKILL");
    await new Promise((r) => writer.once("exit", r));

    const sqlite = new Database(`${dataDir}/site.db`);
    closeLater({ $client: sqlite } as never);
    expect(sqlite.pragma("integrity_check", { simple: true })).toBe("ok");
    const writes = sqlite.prepare("select entity_id, after from audit_log where actor = 'burst' order by id").all() as {
      entity_id: string;
      after: string;
    }[];
    expect(writes.length).toBeGreaterThan(10);
    // Every committed write bumped the content version exactly once…
    const { version } = sqlite.prepare("select version from content_meta").get() as { version: number };
    expect(version).toBe(1 + writes.length);
    // …and each bike holds exactly what its last audited write says.
    const lastWrite = new Map(writes.map((w) => [w.entity_id, JSON.parse(w.after)]));
    for (const [id, after] of lastWrite) {
      const row = sqlite.prepare("select price, version from bikes where id = ?").get(id) as {
        price: number;
        version: number;
      };
      expect(row).toEqual({ price: after.price, version: after.version });
    }
  });
});

describe("kill -9 of the server during a burst of sign-ins", () => {
  it("restarts with an intact database in which each sign-in is wholly in or wholly out", async () => {
    const { dataDir, db } = seededStore();
    db.$client.close();
    const server = productionServer(dataDir, { port: await freePort(), password: "crash-test-password" });
    const signIn = () =>
      fetch(`${server.url}/admin/login`, {
        method: "POST",
        redirect: "manual",
        body: new URLSearchParams({ username: "admin", password: "crash-test-password" }),
      }).then(
        (r) => r.status,
        () => 0,
      );

    const running = await server.start();
    let stop = false;
    let attempts = 0;
    let reachedBurst: () => void;
    const burst = new Promise<void>((r) => (reachedBurst = r));
    // Two streams of sign-ins, each one after another: every success is one write transaction.
    const streams = [0, 1].map(async () => {
      let ok = 0;
      while (!stop) {
        if ((await signIn()) === 302) ok++;
        if (++attempts >= 6) reachedBurst();
      }
      return ok;
    });
    // Killed in the middle of the burst: after some sign-ins, with more in flight.
    await burst;
    const killed = stopProcess(running, "SIGKILL");
    stop = true;
    await killed;
    const answered = (await Promise.all(streams)).reduce((a, b) => a + b, 0);
    expect(answered).toBeGreaterThan(0);

    const sqlite = new Database(`${dataDir}/site.db`);
    expect(sqlite.pragma("integrity_check", { simple: true })).toBe("ok");
    const sessions = sqlite.prepare("select created_at from sessions order by created_at").all() as {
      created_at: string;
    }[];
    const admin = sqlite.prepare("select last_login_at from admin_users").get() as { last_login_at: string };
    // Every answered sign-in committed its session; the user's last login is the newest session's.
    expect(sessions.length).toBeGreaterThanOrEqual(answered);
    expect(admin.last_login_at).toBe(sessions.at(-1)!.created_at);
    const orphans = sqlite
      .prepare("select count(*) n from sessions where user_id not in (select id from admin_users)")
      .get();
    expect(orphans).toEqual({ n: 0 });
    sqlite.close();

    const again = await server.start();
    try {
      expect(await signIn()).toBe(302);
    } finally {
      await stopProcess(again);
    }
  }, 120_000);
});
