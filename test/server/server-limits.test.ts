import net from "node:net";
import type { AddressInfo } from "node:net";
import express from "express";
import { afterEach, describe, expect, it, onTestFinished, vi } from "vitest";
import { createHttpServer, DEFAULT_LIMITS, type ServerLimits } from "../../server/http-server";
import { seededStore } from "../support/temp-db";
import { startSite } from "../support/server-build";
import { rawRequest } from "../support/raw-http";
import { UPLOAD_BODY_TIMEOUT_MS } from "~/images/limits";

/** Short limits, so the tests see them act; production uses DEFAULT_LIMITS. */
const short: ServerLimits = {
  headersTimeoutMs: 400,
  bodyTimeoutMs: 300,
  keepAliveTimeoutMs: 300,
  maxConnections: 3,
  checkIntervalMs: 100,
};

const sockets: net.Socket[] = [];
afterEach(() => {
  while (sockets.length) sockets.pop()!.destroy();
});

/** An open connection and what it has received so far. */
function connect(port: number) {
  const socket = net.connect(port, "127.0.0.1");
  sockets.push(socket);
  const state = { received: "", closed: false };
  socket.on("data", (d) => (state.received += d.toString("latin1")));
  socket.on("close", () => (state.closed = true));
  socket.on("error", () => {});
  const opened = new Promise<void>((resolve) => socket.once("connect", () => resolve()));
  const closed = new Promise<void>((resolve) => socket.once("close", () => resolve()));
  return { socket, state, opened, closed };
}

const slowPost = (path: string) =>
  [
    `POST ${path} HTTP/1.1`,
    "Host: 127.0.0.1",
    "Content-Type: application/x-www-form-urlencoded",
    "Content-Length: 100",
    "",
    "username=ad",
  ].join("\r\n");

// Each test starts a site and waits for a server-side timer: a budget for a busy machine.
describe("the server's limits", { timeout: 30_000 }, () => {
  it("production defaults: headers in 10 s, bodies in 20 s, idle keep-alive 5 s, 1,000 connections", () => {
    const server = createHttpServer(express());
    expect(server.headersTimeout).toBe(10_000);
    // Node's one cap covers the photo upload's own, longer time; every other route is cut at 20 s by cutSlowBodies.
    expect(server.requestTimeout).toBe(DEFAULT_LIMITS.headersTimeoutMs + UPLOAD_BODY_TIMEOUT_MS);
    expect(server.keepAliveTimeout).toBe(5_000);
    expect(server.maxConnections).toBe(1_000);
  });

  it("a kept-alive connection carrying many posts keeps no watcher of a body that has arrived", async () => {
    // Each answer says how many "close" listeners its connection holds, once its body has arrived. Production's
    // limits: the connection stays open between posts however slowly a busy machine sends them.
    const server = createHttpServer((req, res) => {
      req.resume();
      req.on("end", () => res.end(String(req.socket.listenerCount("close"))));
    }, DEFAULT_LIMITS);
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    onTestFinished(() => void server.close());
    const { port } = server.address() as AddressInfo;
    const c = connect(port);
    await c.opened;
    const post = "POST / HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Length: 5\r\n\r\nhello";
    const counts: number[] = [];
    for (let i = 0; i < 15; i++) {
      const before = c.state.received.length;
      c.socket.write(post);
      // A bound on a hang, not a timed assertion: the answer is waited for however long a busy machine takes.
      await vi.waitFor(
        () => {
          const answer = /\r\n\r\n(\d+)$/.exec(c.state.received.slice(before));
          if (!answer) throw new Error("no answer yet");
          counts.push(Number(answer[1]));
        },
        { timeout: 30_000, interval: 5 },
      );
    }
    expect(counts.at(-1)).toBe(counts[0]);
  });

  it("a body that does not arrive in time is cut off with 408 and the connection closed", async () => {
    const { db } = seededStore();
    const { port } = await startSite(db, { limits: short });
    const res = await rawRequest(port, slowPost("/admin/login"));
    expect(res.status).toBe(408);
  });

  it.each([
    ["a POST to a public page (405)", "/"],
    ["a cross-site post (403)", "/admin/settings"],
  ])("%s answered before its body closes the connection; a trickled body is cut at its limit", async (_, path) => {
    const { db } = seededStore();
    // The body's own limit is short; the server's overall cap (headers + upload time) is ten minutes.
    const { port } = await startSite(db, { limits: { ...short, bodyTimeoutMs: 1_000, headersTimeoutMs: 5_000 } });
    const c = connect(port);
    await c.opened;
    const body = "x".repeat(1_000);
    c.socket.write(
      [
        `POST ${path} HTTP/1.1`,
        "Host: 127.0.0.1",
        "Content-Type: application/x-www-form-urlencoded",
        `Content-Length: ${body.length}`,
        ...(path.startsWith("/admin") ? ["Origin: https://evil.example"] : []),
        "",
        "",
      ].join("\r\n"),
    );
    // 5 bytes at a time, as long as the connection is open: the whole body would take far longer than its limit.
    let sent = 0;
    const trickle = setInterval(() => {
      if (c.state.closed || sent >= body.length) return;
      c.socket.write(body.slice(sent, (sent += 5)));
    }, 100);
    try {
      await c.closed;
    } finally {
      clearInterval(trickle);
    }
    expect(c.state.received).toMatch(/^HTTP\/1\.1 (405|403)/);
    expect(c.state.received).toMatch(/\r\nConnection: close\r\n/i);
    expect(sent).toBeLessThan(body.length);
  });

  it("headers that do not arrive in time are cut off", async () => {
    const { db } = seededStore();
    const { port } = await startSite(db, { limits: short });
    const res = await rawRequest(port, "GET /admin/login HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow: ");
    expect(res.status).toBe(408);
  });

  it("an idle kept-alive connection is closed", async () => {
    const { db } = seededStore();
    const { port } = await startSite(db, { limits: short });
    const c = connect(port);
    await c.opened;
    c.socket.write("GET /site.js HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n");
    await expect.poll(() => c.state.received).toMatch(/^HTTP\/1\.1 200/);
    await c.closed;
    expect(c.state.received.match(/HTTP\/1\.1/g)).toHaveLength(1);
  });

  it("connections beyond the cap are dropped; once one ends, the next is served", async () => {
    const { db } = seededStore();
    const { port, server } = await startSite(db, { limits: { ...short, headersTimeoutMs: 60_000 } });
    const held = [connect(port), connect(port), connect(port)];
    await Promise.all(held.map((c) => c.opened));
    await expect.poll(() => new Promise((r) => server.getConnections((_, n) => r(n)))).toBe(3);
    const extra = connect(port);
    await extra.closed;
    expect(extra.state.received).toBe("");
    held[0]!.socket.destroy();
    await expect.poll(() => new Promise((r) => server.getConnections((_, n) => r(n)))).toBe(2);
    const res = await rawRequest(port, "GET /site.js HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n");
    expect(res.status).toBe(200);
  });

  it("a route listed as slow (the photo upload) gets its own time for its body", async () => {
    const routes = [{ method: "POST", path: "/admin/images/upload", bodyTimeoutMs: 60_000 }];
    const limits = { ...short, maxConnections: 100 };
    const app = express();
    app.post("/{*path}", (req, res) => {
      let size = 0;
      req.on("data", (d: Buffer) => (size += d.length));
      req.on("end", () => res.type("text/plain").end(`got ${size}`));
    });
    const server = createHttpServer(app, limits, routes);
    expect(server.requestTimeout).toBe(limits.headersTimeoutMs + 60_000);
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const { port } = server.address() as AddressInfo;
    try {
      const upload = connect(port);
      await upload.opened;
      upload.socket.write(slowPost("/admin/%69mages/upload"));
      // Another route's equally slow body is cut off meanwhile...
      const other = await rawRequest(port, slowPost("/admin/login"));
      expect(other.status).toBe(408);
      // ...while the upload is still waiting for the rest of its body.
      expect(upload.state.closed).toBe(false);
      upload.socket.write("x".repeat(100 - "username=ad".length));
      await expect.poll(() => upload.state.received).toMatch(/^HTTP\/1\.1 200[\s\S]*got 100$/);
    } finally {
      server.closeAllConnections();
      server.close();
    }
  });
});
