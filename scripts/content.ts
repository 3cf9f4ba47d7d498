// npm run content -- export FILE   all content and settings as readable JSON ("-" for standard output)
// npm run content -- import FILE   validate the whole file, then apply all of it or nothing
import { readFileSync, writeFileSync } from "node:fs";
import os from "node:os";
import { openDatabase } from "~/db/database.server";
import { readEnv } from "~/env.server";
import { openContentStore, seedSampleContent } from "~/store.server";

const [command, file] = process.argv.slice(2);
const dataDir = readEnv().DATA_DIR;

function usage(): never {
  console.error("Usage: npm run content -- export FILE | import FILE");
  process.exit(2);
}

if (!file || (command !== "export" && command !== "import")) usage();

const db = openDatabase(dataDir);
seedSampleContent(db);
const store = openContentStore(db);

if (command === "export") {
  const json = `${JSON.stringify(store.exportAll(), null, 2)}\n`;
  if (file === "-") process.stdout.write(json);
  else {
    writeFileSync(file, json);
    console.log(`Exported all content and settings to ${file}`);
  }
} else {
  let doc: unknown;
  try {
    doc = JSON.parse(readFileSync(file === "-" ? 0 : file, "utf8"));
  } catch (error) {
    console.error(`Cannot read ${file} as JSON: ${(error as Error).message}`);
    process.exit(1);
  }
  const result = store.importAll(doc, { actor: `cli:${os.userInfo().username}` });
  if (!result.ok) {
    console.error(`Nothing was changed. ${result.problems.length} problem(s) in ${file}:`);
    for (const problem of result.problems) console.error(`  ${problem}`);
    process.exitCode = 1;
  } else {
    const counts = Object.entries(result.counts)
      .map(([k, n]) => `${n} ${k}`)
      .join(", ");
    console.log(`Imported ${file}: settings, ${counts}. The site shows it within a second.`);
  }
}
db.$client.close();
