import { describe, expect, it } from "vitest";
// @ts-expect-error: a plain .mjs script, without types.
import { changeKind, formatTable, isPinned, outdatedReport } from "../../scripts/deps-check.mjs";

const pkg = {
  engines: { node: ">=20.19.0" },
  dependencies: { "react-router": "7.18.4", express: "^5.1.0", zod: "^4.6.7" },
  devDependencies: { typescript: "~5.9.3", "@types/node": "^20.19.0" },
};

/** What `npm outdated --json` prints. */
const outdated = {
  "react-router": { current: "7.18.4", wanted: "7.18.4", latest: "7.18.5" },
  express: { current: "5.1.0", wanted: "5.2.1", latest: "5.2.1" },
  typescript: { current: "5.9.3", wanted: "5.9.3", latest: "7.0.2" },
  zod: { wanted: "4.6.7", latest: "4.6.7" },
  "@types/node": { current: "20.19.43", wanted: "20.19.43", latest: "26.6.6" },
  "left-pad": { current: "1.0.0", wanted: "1.0.0", latest: "1.3.0" },
};

describe("npm run deps:check", () => {
  it("tells patch, minor and major changes apart", () => {
    expect(changeKind("7.18.4", "7.18.5")).toBe("patch");
    expect(changeKind("5.1.0", "5.2.1")).toBe("minor");
    expect(changeKind("5.9.3", "7.0.2")).toBe("major");
  });

  it("knows a pinned version from a range", () => {
    expect(isPinned("7.18.4")).toBe(true);
    for (const range of ["^5.1.0", "~5.9.3", ">=1", "*", undefined]) expect(isPinned(range)).toBe(false);
  });

  it("lists what could change, majors first, each with what to do; packages not ours are left out", () => {
    const rows = outdatedReport(outdated, pkg);
    expect(rows.map((r: { name: string; kind: string; action: string }) => [r.name, r.kind, r.action])).toEqual([
      ["@types/node", "major", "held at Node 20 (engines)"],
      ["typescript", "major", "major: read the changelog, check engines"],
      ["express", "minor", "npm update express (to 5.2.1)"],
      ["react-router", "patch", "pinned: change package.json to 7.18.5 on purpose"],
      ["zod", "patch", "not installed: npm install"],
    ]);
    expect(rows.find((r: { name: string }) => r.name === "zod").current).toBe("missing");
    const table = formatTable(rows).split("\n");
    expect(table[0]).toMatch(/^package\s+current\s+latest\s+change\s+range\s+what to do$/);
    expect(table).toHaveLength(2 + rows.length);
  });

  it("says so when nothing is out of date", () => {
    expect(formatTable(outdatedReport({}, pkg))).toBe("Every dependency is at its latest version.");
  });
});
