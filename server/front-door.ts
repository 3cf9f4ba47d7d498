/**
 * The first thing every request meets: the node:http request handler. The
 * answers that need nothing of Express or React Router (the pages held in
 * memory, a booking form's redirect to the chat, a booking link's count) are
 * given here, without Express's router and its middlewares in between. Every
 * other request goes on to Express unchanged, and so does any of these that
 * Express's gatekeepers would refuse or treat specially (a bad Host, a body
 * where none belongs, a cross-site write, a body too large or not a form): Express
 * refuses it as it always has, with the same status, message and log line.
 */
import type { IncomingMessage, RequestListener, ServerResponse } from "node:http";
import type { TLSSocket } from "node:tls";
import type { Express } from "express";
import proxyaddr from "proxy-addr";
import { bodyLimitProblem, hasBody, hasValidHost, isAcceptedBody, isCrossSite } from "./security";

/** What Express would say of a request, worked out only when a route asks. */
export interface Door {
  /** The query string without its "?", "" when there is none. */
  search(req: IncomingMessage): string;
  /** "https" or "http", as Express's req.protocol reads it (a trusted local proxy's X-Forwarded-Proto believed). */
  protocol(req: IncomingMessage): string;
  /** Over HTTPS, as Express's req.secure reads it. */
  secure(req: IncomingMessage): boolean;
  /** The client's address, as Express's req.ip reads it. */
  ip(req: IncomingMessage): string;
}

export interface FrontDoorRoute {
  /** A GET route answers HEAD too. */
  method: "GET" | "POST";
  /** The path exactly as sent, without its query. */
  path: string;
  /** Answers the request, or returns false to leave it to Express. */
  answer(req: IncomingMessage, res: ServerResponse, door: Door): boolean;
}

type Trust = (address: string | undefined, hop: number) => boolean;

export function createFrontDoor(app: Express, routes: FrontDoorRoute[]): RequestListener {
  const trust = app.get("trust proxy fn") as Trust;
  const trustProxy = app.enabled("trust proxy");
  const byMethod = { GET: new Map<string, FrontDoorRoute>(), POST: new Map<string, FrontDoorRoute>() };
  for (const route of routes) byMethod[route.method].set(route.path, route);
  /** Whether a connection comes from a trusted proxy: asked once per connection, not per request. */
  const trusted = new WeakMap<object, boolean>();

  const door: Door = {
    search(req) {
      const url = req.url ?? "";
      const q = url.indexOf("?");
      return q === -1 ? "" : url.slice(q + 1);
    },
    protocol(req) {
      const own = (req.socket as TLSSocket).encrypted ? "https" : "http";
      let fromProxy = trusted.get(req.socket);
      if (fromProxy === undefined) trusted.set(req.socket, (fromProxy = trust(req.socket.remoteAddress, 0)));
      if (!fromProxy) return own;
      // As Express reads it: the first of the values, if a proxy sent several.
      const header = (req.headers["x-forwarded-proto"] as string | undefined) || own;
      const comma = header.indexOf(",");
      return (comma === -1 ? header : header.slice(0, comma)).trim();
    },
    secure: (req) => door.protocol(req) === "https",
    ip: (req) => proxyaddr(req, trust),
  };

  /**
   * True when Express's gatekeepers (security.ts) would let the request
   * through untouched: a read has no body; a write comes from this site,
   * declares a body no longer than any form, and of a type its route takes.
   */
  function passesGatekeepers(req: IncomingMessage, path: string): boolean {
    const { headers } = req;
    if (!hasValidHost(headers, trustProxy)) return false;
    if (req.method === "GET" || req.method === "HEAD") return !hasBody(headers);
    return !isCrossSite(headers, door.protocol(req)) && !bodyLimitProblem(headers) && isAcceptedBody(path, headers);
  }

  return (req, res) => {
    const routes =
      req.method === "GET" || req.method === "HEAD" ? byMethod.GET : req.method === "POST" ? byMethod.POST : null;
    if (routes) {
      const url = req.url ?? "";
      const q = url.indexOf("?");
      const path = q === -1 ? url : url.slice(0, q);
      const route = routes.get(path);
      if (route && passesGatekeepers(req, path) && route.answer(req, res, door)) return;
    }
    app(req, res);
  };
}
