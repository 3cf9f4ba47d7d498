// The two file servers part "files" of npm run bench compares (scripts/bench.mjs), over the same build/client:
// on the port given, the site's (server/static-files.ts: held in memory, compressed by the build); on the next,
// the way it was before (Express's file server, each answer gzipped as it is sent by the site's compression step).
import path from "node:path";
import express from "express";
import { compressRendered } from "../server/compress-rendered";
import { staticFiles } from "../server/static-files";

const port = Number(process.argv[2]);
const clientDir = path.resolve("build/client");

const held = express();
held.use(staticFiles(clientDir, { cacheControl: () => "public, max-age=31536000, immutable" }));

const asItWas = express();
asItWas.use(compressRendered);
asItWas.use("/assets", express.static(path.join(clientDir, "assets"), { immutable: true, maxAge: "1y", index: false }));
asItWas.use(express.static(clientDir, { maxAge: "1h", index: false, redirect: false }));

let listening = 0;
for (const [app, at] of [
  [held, port],
  [asItWas, port + 1],
] as const) {
  app.listen(at, "127.0.0.1", () => ++listening === 2 && console.log("listening"));
}
