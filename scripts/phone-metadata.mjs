// Writes app/content/phone-metadata.ts, the browser's phone metadata: India's
// numbers in full (libphonenumber's "max" set: every range a real Indian number
// is in) and no other country's. The server checks every number against "max"
// for every country; the browser checks Indian numbers as exactly, and leaves
// a foreign number to the server (decision records 043 and 049).
// Run after updating libphonenumber-js: node scripts/phone-metadata.mjs
import { execFileSync } from "node:child_process";
import { writeFileSync } from "node:fs";
import max from "libphonenumber-js/max/metadata";
import { createRequire } from "node:module";

const { version } = createRequire(import.meta.url)("libphonenumber-js/package.json");

const STRICT_COUNTRIES = ["IN"];
const metadata = {
  ...max,
  country_calling_codes: Object.fromEntries(
    Object.entries(max.country_calling_codes)
      .map(([code, countries]) => [code, countries.filter((c) => STRICT_COUNTRIES.includes(c))])
      .filter(([, countries]) => countries.length),
  ),
  countries: Object.fromEntries(STRICT_COUNTRIES.map((country) => [country, max.countries[country]])),
  nonGeographic: {},
};
const file = new URL("../app/content/phone-metadata.ts", import.meta.url).pathname;
writeFileSync(
  file,
  `// Written by scripts/phone-metadata.mjs from libphonenumber-js ${version}: run it again after updating.\n` +
    'import type { MetadataJson } from "libphonenumber-js/core";\n\n' +
    "/** India's numbers in full, for the browser; the server reads every country's (../content/phone.ts). */\n" +
    `export const metadata: MetadataJson = JSON.parse(${JSON.stringify(JSON.stringify(metadata))});\n`,
);
execFileSync("npx", ["prettier", "--write", file], { stdio: "inherit" });
