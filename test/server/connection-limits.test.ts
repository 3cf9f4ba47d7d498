/**
 * Connections per client, as nginx's limit_conn counts them: one address
 * holding many slow sockets cannot keep a visitor from another address out,
 * and when the server is full an idle kept-alive connection makes room.
 */
import net from "node:net";
import path from "node:path";
import type { Server } from "node:http";
import type { ServerBuild } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createSite } from "../../server/site";
import { createHttpServer, DEFAULT_LIMITS, type ServerLimits } from "../../server/http-server";
import { seededStore, stopBeforeClosing } from "../support/temp-db";

const sockets: net.Socket[] = [];
afterEach(() => {
  while (sockets.length) sockets.pop()!.destroy();
});

/** The production site on a free port of 127.0.0.1, every address limited (loopback too, unlike production). */
async function startLimitedSite(limits: ServerLimits) {
  const { db } = seededStore();
  const build = (await import(path.resolve("build/server/index.js"))) as ServerBuild;
  const site = await createSite({
    db,
    build,
    pollMs: 100,
    compression: "quick",
    auth: { failureDelayMs: 0, log: () => {} },
  });
  const server: Server = await new Promise((resolve) => {
    const s = createHttpServer(site.app, limits, undefined, { unlimited: () => false }).listen(0, "127.0.0.1", () =>
      resolve(s),
    );
  });
  stopBeforeClosing(async () => {
    server.closeAllConnections();
    server.close();
    await site.stop();
  });
  const { port } = server.address() as net.AddressInfo;
  const connections = () => new Promise<number>((r) => server.getConnections((_, n) => r(n)));
  return { port, connections };
}

/** A connection from `from` (a loopback address of this machine) and what it has received. */
function connect(port: number, from = "127.0.0.1") {
  const socket = net.connect({ port, host: "127.0.0.1", localAddress: from });
  sockets.push(socket);
  const state = { received: "", closed: false };
  socket.on("data", (d) => (state.received += d.toString("latin1")));
  socket.on("close", () => (state.closed = true));
  socket.on("error", () => {});
  const opened = new Promise<void>((resolve) => socket.once("connect", () => resolve()));
  return { socket, state, opened };
}

const GET = (path: string, close = false) =>
  `GET ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\n${close ? "Connection: close\r\n" : ""}\r\n`;

describe("connections per client", { timeout: 30_000 }, () => {
  it("production allows 50 connections per client address (an IPv6 /64), loopback (the local proxy) unlimited", () => {
    expect(DEFAULT_LIMITS.connectionsPerClient).toBe(50);
  });

  it("one address opening many slow sockets cannot keep a visitor from another address out", async () => {
    const log = vi.spyOn(console, "log").mockImplementation(() => {});
    const limits = { ...DEFAULT_LIMITS, maxConnections: 20, connectionsPerClient: 5, headersTimeoutMs: 60_000 };
    const { port, connections } = await startLimitedSite(limits);
    // More slow sockets than the whole server holds, each sending half a request and then nothing.
    const slow = Array.from({ length: 30 }, () => connect(port, "127.0.0.1"));
    await Promise.all(slow.map((c) => c.opened));
    for (const c of slow) c.socket.write("GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow: ");
    await expect.poll(() => slow.filter((c) => c.state.closed).length).toBe(25);
    expect(await connections()).toBe(5);

    const visitor = connect(port, "127.0.0.2");
    await visitor.opened;
    visitor.socket.write(GET("/", true));
    await expect.poll(() => visitor.state.closed).toBe(true);
    expect(visitor.state.received).toMatch(/^HTTP\/1\.1 200 OK/);
    // The slow ones that were let in are still waiting; the flood wrote one log line, not 25.
    expect(slow.filter((c) => !c.state.closed)).toHaveLength(5);
    const refusedLines = log.mock.calls.filter(([line]) => String(line).includes("http.connections-refused"));
    expect(refusedLines).toHaveLength(1);
    log.mockRestore();
  });

  it("a client's connections count again once closed", async () => {
    const limits = { ...DEFAULT_LIMITS, maxConnections: 20, connectionsPerClient: 2 };
    const { port } = await startLimitedSite(limits);
    for (let round = 0; round < 3; round++) {
      const pair = [connect(port), connect(port)];
      await Promise.all(pair.map((c) => c.opened));
      for (const c of pair) c.socket.write(GET("/robots.txt", true));
      await expect.poll(() => pair.every((c) => c.state.closed)).toBe(true);
      for (const c of pair) expect(c.state.received, `round ${round}`).toMatch(/^HTTP\/1\.1 200 OK/);
    }
  });

  it("when a new connection fills the server, the connection idle the longest is closed to make room", async () => {
    const limits = { ...DEFAULT_LIMITS, maxConnections: 4, connectionsPerClient: 10 };
    const { port, connections } = await startLimitedSite(limits);
    // Three visitors, each served once and kept alive, idle now: the first the longest.
    const idle: ReturnType<typeof connect>[] = [];
    for (const from of ["127.0.0.3", "127.0.0.4", "127.0.0.5"]) {
      const c = connect(port, from);
      await c.opened;
      c.socket.write(GET("/robots.txt"));
      await expect.poll(() => c.state.received).toMatch(/^HTTP\/1\.1 200 OK[\s\S]*Disallow/);
      idle.push(c);
    }
    // A slow one that has not finished its request is not idle, and is never the one closed.
    const pending = connect(port, "127.0.0.6");
    await pending.opened;
    pending.socket.write("GET / HTTP/1.1\r\n");
    await expect.poll(() => idle[0]!.state.closed).toBe(true);
    expect(idle[1]!.state.closed).toBe(false);
    expect(pending.state.closed).toBe(false);
    await expect.poll(connections).toBe(3);
    // So the next visitor gets in, and the second-longest idle makes room again.
    const next = connect(port, "127.0.0.7");
    await next.opened;
    next.socket.write(GET("/robots.txt", true));
    await expect.poll(() => next.state.received).toMatch(/^HTTP\/1\.1 200 OK/);
    await expect.poll(() => idle[1]!.state.closed).toBe(true);
    expect(idle[2]!.state.closed).toBe(false);
  });
});
