/**
 * How many connections one client may hold at once, as nginx's limit_conn
 * does it: a client is an IPv4 address or an IPv6 /64 (the block one
 * subscriber gets, as the login lockout counts them). One client then never
 * takes every connection, and a visitor from elsewhere still gets in. When a
 * new connection fills the server, the connection that has sat idle longest
 * between kept-alive requests is closed, so the next visitor finds room: an
 * idle connection costs its browser only a reconnect.
 */
import type { IncomingMessage, Server, ServerResponse } from "node:http";
import type { Socket } from "node:net";
import { clientNetwork } from "~/auth/network-address.server";

export interface ConnectionLimitOptions {
  /** Connections at once in all (Node drops any beyond: server.maxConnections). */
  total: number;
  /** Connections one client may hold; more are closed as they open. */
  perClient: number;
  /**
   * Addresses not limited per client: by default loopback, which is the local
   * proxy the site trusts (its connections carry many visitors; a proxy in
   * front limits them by their own addresses, as nginx's limit_conn does).
   */
  unlimited?: (address: string) => boolean;
  /** Told of each connection refused (one line in the log, not one per socket of a flood). */
  onRefused?: (client: string) => void;
}

const isLoopback = (address: string) => address === "::1" || /^(::ffff:)?127\./i.test(address);

export function limitConnections(
  server: Server,
  { total, perClient, unlimited = isLoopback, onRefused = () => {} }: ConnectionLimitOptions,
) {
  const held = new Map<string, number>();
  /** Connections with no request under way after at least one answer, oldest idle first (a Set keeps its order). */
  const idle = new Set<Socket>();
  /** Requests under way on each connection (pipelined ones wait their turn). */
  const busy = new WeakMap<Socket, number>();
  let open = 0;

  server.on("connection", (socket: Socket) => {
    const address = socket.remoteAddress ?? "";
    const client = unlimited(address) ? null : clientNetwork(address);
    if (client !== null) {
      const count = held.get(client) ?? 0;
      if (count >= perClient) {
        onRefused(client);
        socket.destroy();
        return;
      }
      held.set(client, count + 1);
    }
    open++;
    socket.once("close", () => {
      open--;
      idle.delete(socket);
      if (client === null) return;
      const count = (held.get(client) ?? 1) - 1;
      if (count > 0) held.set(client, count);
      else held.delete(client);
    });
    // This one filled the server: the longest idle connection makes room for the next.
    if (open >= total) closeLongestIdle();
  });

  server.on("request", (req: IncomingMessage, res: ServerResponse) => {
    const socket = req.socket;
    idle.delete(socket);
    busy.set(socket, (busy.get(socket) ?? 0) + 1);
    // "close" comes once per response; `on` spares the per-request wrapper `once` would make.
    res.on("close", answered);
  });

  /** A response is done (`this`): its connection is idle once no other request waits on it. */
  function answered(this: ServerResponse) {
    const socket = this.req.socket;
    const left = (busy.get(socket) ?? 1) - 1;
    busy.set(socket, left);
    if (left === 0 && !socket.destroyed) idle.add(socket);
  }

  function closeLongestIdle() {
    const [longest] = idle;
    if (!longest) return;
    idle.delete(longest);
    longest.destroy();
  }

  return {
    /** For tests: connections held now by each limited client. */
    held: () => new Map(held),
    open: () => open,
  };
}
