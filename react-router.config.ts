import type { Config } from "@react-router/dev/config";

export default {
  ssr: true,
  // The home page is rendered to build/client/index.html at build time so it can
  // be hosted statically with the sample content; the production server keeps
  // re-rendering it from the content store (see server/page-cache.ts).
  prerender: ["/"],
} satisfies Config;
