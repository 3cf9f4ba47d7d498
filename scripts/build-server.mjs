// The production server as one JavaScript file (build/node/main.js), made by `npm run build` after the app's build:
// `npm start` and every server a test or a measuring script starts run it with plain Node. Run from its TypeScript
// through tsx, each start spent about 1.4 s of CPU loading and compiling the sources (2.6 s against 1.2 s to
// answer, docs/decisions/057). The packages stay in node_modules; only the project's own modules are bundled.
import { readFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { build } from "esbuild";
import bundle from "./server-bundle.json" with { type: "json" };

const root = path.resolve(fileURLToPath(import.meta.url), "../..");
const outfile = path.join(root, bundle.entry);

/**
 * A module that finds a file beside it (`new URL("../../drizzle", import.meta.url)`: the migrations, the image
 * worker, the Zopfli worker) finds the same file bundled: its `import.meta.url` becomes its source file's address,
 * written relative to the bundle so that the checkout can move. The rewrite is of the text: the phrase quoted in a
 * string would be rewritten too (none is; in double quotes it would fail the build).
 */
const ownAddresses = {
  name: "own-addresses",
  setup(builder) {
    builder.onLoad({ filter: /\.tsx?$/ }, async ({ path: file }) => {
      if (file.includes(`${path.sep}node_modules${path.sep}`)) return undefined;
      const source = await readFile(file, "utf8");
      if (!/\bimport\.meta\.url\b/.test(source)) return undefined;
      const fromBundle = path.relative(path.dirname(outfile), file).split(path.sep).join("/");
      return {
        contents: source.replaceAll(
          /\bimport\.meta\.url\b/g,
          `new URL(${JSON.stringify(fromBundle)}, import.meta.url).href`,
        ),
        loader: file.endsWith(".tsx") ? "tsx" : "ts",
      };
    });
  },
};

await build({
  absWorkingDir: root,
  entryPoints: ["server/main.ts"],
  outfile,
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node20",
  packages: "external",
  plugins: [ownAddresses],
  logLevel: "warning",
});
