// Writes app/content/phone-metadata.ts, the phone check's metadata: India's
// numbers in full (libphonenumber's "max" set: every range a real Indian number
// is in), every other country by its lengths only (the "min" set). Most numbers
// are Indian and checked strictly; a tourist's own number is still accepted.
// About 20 KB gzip instead of 39 KB for "max" everywhere (decision record 043).
// Run after updating libphonenumber-js: node scripts/phone-metadata.mjs
import { execFileSync } from "node:child_process";
import { writeFileSync } from "node:fs";
import min from "libphonenumber-js/min/metadata";
import max from "libphonenumber-js/max/metadata";
import { createRequire } from "node:module";

const { version } = createRequire(import.meta.url)("libphonenumber-js/package.json");

const STRICT_COUNTRIES = ["IN"];
const metadata = {
  ...min,
  countries: {
    ...min.countries,
    ...Object.fromEntries(STRICT_COUNTRIES.map((country) => [country, max.countries[country]])),
  },
};
const file = new URL("../app/content/phone-metadata.ts", import.meta.url).pathname;
writeFileSync(
  file,
  `// Written by scripts/phone-metadata.mjs from libphonenumber-js ${version}: run it again after updating.\n` +
    'import type { MetadataJson } from "libphonenumber-js/core";\n\n' +
    "/** India's numbers in full, every other country's by length only. */\n" +
    `export const metadata: MetadataJson = JSON.parse(${JSON.stringify(JSON.stringify(metadata))});\n`,
);
execFileSync("npx", ["prettier", "--write", file], { stdio: "inherit" });
