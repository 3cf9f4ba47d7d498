/**
 * The HTTP server around the Express app, with limits on how long a client
 * may take and how many may be connected: without them Node holds a slow
 * body for 300 s and accepts connections until memory runs out.
 */
import http from "node:http";
import { limitConnections } from "./connection-limits";
import { normalisedPath } from "./paths";
import { UPLOAD_BODY_TIMEOUT_MS, UPLOAD_PATH } from "~/images/limits";
import { HANDOVER_UPLOAD_PATH } from "~/handover/limits";

export interface ServerLimits {
  /** Time to send the request line and headers (slow-header attacks). */
  headersTimeoutMs: number;
  /** Time to send a request's body, for every route but the SLOW_BODY_ROUTES. */
  bodyTimeoutMs: number;
  /** An idle kept-alive connection is closed after this. */
  keepAliveTimeoutMs: number;
  /** Connections at once; more are dropped at once. */
  maxConnections: number;
  /**
   * Connections one client (an IPv4 address, an IPv6 /64) may hold at once;
   * more are closed as they open. Unset: no limit per client.
   */
  connectionsPerClient?: number;
  /** How often Node looks for connections past the header and request timeouts. */
  checkIntervalMs: number;
}

export const DEFAULT_LIMITS: ServerLimits = {
  headersTimeoutMs: 10_000,
  bodyTimeoutMs: 20_000,
  keepAliveTimeoutMs: 5_000,
  maxConnections: 1_000,
  // A browser opens at most six to a site; 50 leaves room for many visitors behind one shared address.
  connectionsPerClient: 50,
  checkIntervalMs: 1_000,
};

interface SlowBodyRoute {
  method: string;
  /** The normalised path, exactly. */
  path: string;
  /** Its own time to send the body (a photo over a weak mobile connection). */
  bodyTimeoutMs: number;
}

/**
 * Routes whose bodies may take longer than DEFAULT_LIMITS.bodyTimeoutMs: the
 * photo upload. The server's overall request timeout grows to cover the longest.
 */
const SLOW_BODY_ROUTES: SlowBodyRoute[] = [
  { method: "POST", path: UPLOAD_PATH, bodyTimeoutMs: UPLOAD_BODY_TIMEOUT_MS },
  { method: "POST", path: HANDOVER_UPLOAD_PATH, bodyTimeoutMs: UPLOAD_BODY_TIMEOUT_MS },
];

const bodyTimeoutFor = (method: string, path: string, limits: ServerLimits, routes: SlowBodyRoute[]) =>
  routes.find((r) => r.method === method && r.path === normalisedPath(path))?.bodyTimeoutMs ?? limits.bodyTimeoutMs;

/**
 * Watches a request's body: one not fully arrived in time is answered 408 (or,
 * when an answer has gone already, its connection is closed). Node's own
 * request timeout is one number for every route; this gives each route its own.
 *
 * An answer given before the body has arrived (a refusal, a 405, a sign-in
 * redirect) closes the connection (Connection: close) and leaves the body's
 * timer running: the client has no reason to go on sending, and one trickling
 * bytes is cut off at the body's limit, not held for the server's longest cap.
 */
function watchBody(req: http.IncomingMessage, res: http.ServerResponse, timeoutMs: number) {
  const hasBody = req.headers["content-length"] !== undefined && req.headers["content-length"] !== "0";
  if (!hasBody && req.headers["transfer-encoding"] === undefined) return;
  if (req.complete) return;
  const writeHead = res.writeHead;
  res.writeHead = function (this: http.ServerResponse, ...args: Parameters<typeof writeHead>) {
    if (!req.complete) this.setHeader("Connection", "close");
    return writeHead.apply(this, args);
  } as typeof writeHead;
  const timer = setTimeout(() => {
    if (req.complete) return;
    console.log(
      JSON.stringify({
        at: new Date().toISOString(),
        event: "http.slow-body",
        method: req.method,
        path: (req.url ?? "").slice(0, 200),
      }),
    );
    if (!res.headersSent) {
      res.setHeader("Connection", "close");
      res.writeHead(408, { "Content-Type": "text/plain; charset=utf-8" });
      res.end("The request took too long to arrive.");
    }
    req.socket.destroySoon();
  }, timeoutMs);
  timer.unref();
  // Whichever comes first ends the watch, and takes the other listener away: a kept-alive connection carries many
  // requests, and would otherwise hold one "close" listener for each body it ever received.
  const done = () => {
    clearTimeout(timer);
    req.off("end", done);
    req.socket.off("close", done);
  };
  req.once("end", done);
  req.socket.once("close", done);
}

/** An HTTP server for `app` with the limits set; call .listen on it. */
export function createHttpServer(
  app: http.RequestListener,
  limits: ServerLimits = DEFAULT_LIMITS,
  routes = SLOW_BODY_ROUTES,
  /** Addresses not limited per client (by default loopback: the local proxy the site trusts). */
  { unlimited }: { unlimited?: (address: string) => boolean } = {},
): http.Server {
  const longestBody = Math.max(limits.bodyTimeoutMs, ...routes.map((r) => r.bodyTimeoutMs));
  const server = http.createServer(
    {
      headersTimeout: limits.headersTimeoutMs,
      // Node's overall cap, for every route: the longest body time plus the headers'.
      requestTimeout: limits.headersTimeoutMs + longestBody,
      keepAliveTimeout: limits.keepAliveTimeoutMs,
      connectionsCheckingInterval: limits.checkIntervalMs,
      requireHostHeader: true,
    },
    (req, res) => {
      watchBody(req, res, bodyTimeoutFor(req.method ?? "", req.url ?? "/", limits, routes));
      app(req, res);
    },
  );
  server.maxConnections = limits.maxConnections;
  limitConnections(server, {
    total: limits.maxConnections,
    perClient: limits.connectionsPerClient ?? limits.maxConnections,
    unlimited,
    onRefused: logRefusedConnections(),
  });
  return server;
}

/** One log line for a flood of refused connections: the first at once, then at most one every 10 s with the count. */
function logRefusedConnections(everyMs = 10_000) {
  let refused = 0;
  let last = 0;
  // Which client is not written down: addresses are used in memory only.
  return () => {
    refused++;
    const now = Date.now();
    if (now - last < everyMs) return;
    console.log(JSON.stringify({ at: new Date(now).toISOString(), event: "http.connections-refused", count: refused }));
    refused = 0;
    last = now;
  };
}
