import { reactRouter } from "@react-router/dev/vite";
import { defineConfig, type Plugin } from "vite";
import { precompressFiles } from "./server/precompressed.ts";

/** The browser's files compressed at their smallest once, as they are built (server/precompressed.ts). */
function precompress(): Plugin {
  return {
    name: "precompress",
    apply: "build",
    applyToEnvironment: (environment) => environment.name === "client",
    writeBundle: { order: "post", handler: ({ dir }) => precompressFiles(dir!) },
  };
}

export default defineConfig({
  plugins: [reactRouter(), precompress()],
  resolve: { tsconfigPaths: true },
});
