import type { Config } from "@react-router/dev/config";

export default {
  ssr: true,
  // The home page is rendered to build/client/index.html at build time so it can
  // be hosted statically with the sample content; the production server keeps
  // re-rendering it from the content store (see server/page-cache.ts).
  prerender: ["/"],
  // Middleware and typed context: the back office's gate runs once per request (app/routes/admin/gate.ts).
  future: { v8_middleware: true },
} satisfies Config;
