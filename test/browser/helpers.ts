import { createRequire } from "node:module";
import { readFileSync } from "node:fs";
import type { Page } from "@playwright/test";
import { expect } from "@playwright/test";

export const mobile = { width: 390, height: 844 };
export const desktop = { width: 1280, height: 800 };

const require = createRequire(import.meta.url);
const axeSource = readFileSync(require.resolve("axe-core/axe.min.js"), "utf8");

/** Runs axe-core in the page (WCAG 2.x A and AA plus best practices) and expects no violations. */
export async function expectNoAxeViolations(page: Page) {
  // Evaluated through the DevTools protocol, so the page's CSP (rightly) does not apply.
  await page.evaluate(axeSource);
  const violations = await page.evaluate(async () => {
    const result = await (window as any).axe.run(document, {
      runOnly: { type: "tag", values: ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"] },
    });
    return result.violations.map((v: any) => ({
      id: v.id,
      help: v.help,
      nodes: v.nodes.slice(0, 3).map((n: any) => n.target.join(" ")),
    }));
  });
  expect(violations).toEqual([]);
}

/** The decoded prefilled message of a chat link. */
export function chatMessage(href: string | null) {
  expect(href).toBeTruthy();
  return new URL(href!).searchParams.get("text");
}
