import path from "node:path";
import type { Config } from "@react-router/dev/config";
import { precompressFiles } from "./server/precompressed.ts";

export default {
  ssr: true,
  // The home page is rendered to build/client/index.html at build time so it can
  // be hosted statically with the sample content; the production server keeps
  // re-rendering it from the content store (see server/page-cache.ts).
  prerender: ["/"],
  // Middleware and typed context: the back office's gate runs once per request (app/routes/admin/gate.ts).
  future: { v8_middleware: true },
  // The browser's files compressed at their smallest once, as they are built (server/precompressed.ts): at the
  // build's very end, once the server build has added its files to build/client and the bundler's own are gone.
  buildEnd: ({ reactRouterConfig }) => precompressFiles(path.join(reactRouterConfig.buildDirectory, "client")),
} satisfies Config;
