// npm run deps:check — what could be updated, sorted by how careful the update
// must be, and whether the installed tree matches the lockfile. The registry
// this project uses does not answer `npm audit`; see docs/dependencies.md for
// how advisories are checked instead.
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { pathToFileURL } from "node:url";

const KINDS = ["major", "minor", "patch"];

/** "major", "minor" or "patch": the largest part of the version that changes. */
export function changeKind(from, to) {
  const [a, b] = [from, to].map((v) => String(v).split(/[.+-]/).slice(0, 3).map(Number));
  if (a[0] !== b[0]) return "major";
  if (a[1] !== b[1]) return "minor";
  return "patch";
}

/** A range without ^, ~, x or comparison: this exact version and no other. */
export const isPinned = (range) => /^\d+\.\d+\.\d+(-[\w.]+)?$/.test(range ?? "");

/**
 * The rows of the report from `npm outdated --json` and package.json: every
 * package with a newer version, majors first, each saying whether `npm update`
 * would take it (within its range) or it needs a deliberate change.
 */
export function outdatedReport(outdated, pkg) {
  const declared = { ...pkg.dependencies, ...pkg.devDependencies };
  const nodeMajor = Number(/\d+/.exec(pkg.engines?.node ?? "")?.[0]);
  return Object.entries(outdated)
    .filter(([name]) => name in declared)
    .map(([name, v]) => {
      const range = declared[name];
      const kind = changeKind(v.current ?? v.wanted, v.latest);
      const inRange = v.wanted !== v.current;
      let action;
      if (!v.current) action = "not installed: npm install";
      // Node's types describe the Node the site runs on, not the newest one.
      else if (name === "@types/node" && Number(v.latest.split(".")[0]) > nodeMajor)
        action = `held at Node ${nodeMajor} (engines)`;
      else if (isPinned(range)) action = `pinned: change package.json to ${v.latest} on purpose`;
      else if (inRange) action = `npm update ${name} (to ${v.wanted})`;
      else
        action = kind === "major" ? "major: read the changelog, check engines" : `outside ${range}: widen on purpose`;
      return { name, current: v.current ?? "missing", wanted: v.wanted, latest: v.latest, kind, range, action };
    })
    .sort((x, y) => KINDS.indexOf(x.kind) - KINDS.indexOf(y.kind) || x.name.localeCompare(y.name));
}

export function formatTable(rows) {
  if (!rows.length) return "Every dependency is at its latest version.";
  const head = ["package", "current", "latest", "change", "range", "what to do"];
  const body = rows.map((r) => [r.name, r.current, r.latest, r.kind, r.range, r.action]);
  const widths = head.map((h, i) => Math.max(h.length, ...body.map((row) => row[i].length)));
  const line = (cells) =>
    cells
      .map((c, i) => c.padEnd(widths[i]))
      .join("  ")
      .trimEnd();
  return [line(head), line(widths.map((w) => "-".repeat(w))), ...body.map(line)].join("\n");
}

/** Runs npm and gives back its standard output, also when it exits non-zero (outdated and ls do, on findings). */
function npm(args) {
  try {
    return execFileSync("npm", args, { encoding: "utf8", stdio: ["ignore", "pipe", "pipe"] });
  } catch (error) {
    if (typeof error.stdout === "string" && error.stdout.trim()) return error.stdout;
    throw error;
  }
}

function main() {
  const pkg = JSON.parse(readFileSync("package.json", "utf8"));
  const outdated = JSON.parse(npm(["outdated", "--json"]) || "{}");
  console.log(formatTable(outdatedReport(outdated, pkg)));

  const tree = JSON.parse(npm(["ls", "--json"]) || "{}");
  const problems = tree.problems ?? [];
  console.log("");
  if (problems.length) {
    console.log("The installed packages do not match package.json and the lockfile:");
    for (const p of problems) console.log(`  ${p}`);
    console.log("Run npm install, then npm test.");
    process.exitCode = 1;
  } else {
    console.log("The installed packages match package.json and the lockfile.");
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) main();
