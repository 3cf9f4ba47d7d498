/**
 * A real S3-compatible server for the tests (s3rver, from npm), on a free
 * port with its own folder, and an HTTP proxy in front of it that can do
 * what a bad connection or a provider does: cut a connection in the middle
 * of an upload, or answer that the bucket is full as MinIO does.
 */
import { createServer, request, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { readdirSync } from "node:fs";
import path from "node:path";
import S3rver from "s3rver";
import { tempDataDir } from "./temp-db";

const BUCKET = "shop-backups";

const stops: (() => Promise<void>)[] = [];
/** After each test (./after-each.ts), before the folders they use are removed. */
export async function stopS3Servers() {
  while (stops.length) await stops.pop()!();
}

/** What the proxy does to the next requests. */
interface Faults {
  /** Cut the connection of a PUT after this many bytes of its body, this many times. */
  dropPutAfterBytes?: number;
  drops?: number;
  /** Answer every PUT that the bucket is full (MinIO's answer). */
  full?: boolean;
}

export async function s3Server() {
  const directory = tempDataDir();
  const server = new S3rver({
    address: "127.0.0.1",
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: BUCKET, configs: [] }],
  });
  const { port } = (await server.run()) as AddressInfo;
  const faults: Faults = {};
  let puts = 0;
  const proxy: Server = createServer((req: IncomingMessage, res) => {
    if (req.method === "PUT") puts++;
    if (req.method === "PUT" && faults.full) {
      req.resume();
      req.on("end", () => {
        res.writeHead(507, { "Content-Type": "application/xml" });
        res.end(
          `<?xml version="1.0" encoding="UTF-8"?><Error><Code>XMinioStorageFull</Code><Message>Storage backend has reached its minimum free drive threshold. Please delete a few objects to proceed.</Message></Error>`,
        );
      });
      return;
    }
    const upstream = request(
      // No pooled connection outlives its request: the bucket closes at once after the test.
      { host: "127.0.0.1", port, method: req.method, path: req.url, headers: req.headers, agent: false },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    upstream.on("error", () => res.destroy());
    let seen = 0;
    const cut = req.method === "PUT" && (faults.drops ?? 0) > 0 && faults.dropPutAfterBytes !== undefined;
    if (cut) faults.drops!--;
    req.on("data", (chunk: Buffer) => {
      seen += chunk.length;
      if (cut && seen > faults.dropPutAfterBytes!) {
        upstream.destroy();
        req.socket.destroy();
        return;
      }
      upstream.write(chunk);
    });
    req.on("end", () => upstream.end());
    // A sender killed mid-body (kill -9) never ends its request: the bucket's side goes with it, or the bucket
    // would wait for the rest of the body and never close.
    req.on("close", () => {
      if (!req.complete) upstream.destroy();
    });
  });
  await new Promise<void>((resolve) => proxy.listen(0, "127.0.0.1", resolve));
  const proxyPort = (proxy.address() as AddressInfo).port;
  stops.push(async () => {
    proxy.closeAllConnections();
    await new Promise((resolve) => proxy.close(resolve));
    await server.close();
  });

  /** The BACKUP_S3_ variables for this bucket, through the proxy. */
  const env = (over: Record<string, string> = {}): NodeJS.ProcessEnv => ({
    BACKUP_S3_ENDPOINT: `http://127.0.0.1:${proxyPort}`,
    BACKUP_S3_REGION: "us-east-1",
    BACKUP_S3_BUCKET: BUCKET,
    BACKUP_S3_PREFIX: "shop",
    BACKUP_S3_ACCESS_KEY_ID: "S3RVER",
    BACKUP_S3_SECRET_ACCESS_KEY: "S3RVER",
    ...over,
  });

  /** Every file s3rver keeps for an object (its bytes as stored), by key. */
  const storedObjects = (): Map<string, string> => {
    const found = new Map<string, string>();
    const walk = (dir: string, key: string) => {
      for (const entry of readdirSync(dir, { withFileTypes: true })) {
        const at = path.join(dir, entry.name);
        const match = /^(.*)\._S3rver_object$/.exec(entry.name);
        if (match) found.set(`${key}${match[1]}`, at);
        else if (entry.isDirectory()) walk(at, `${key}${entry.name}/`);
      }
    };
    walk(path.join(directory, BUCKET), "");
    return found;
  };

  return { env, faults, storedObjects, puts: () => puts };
}
