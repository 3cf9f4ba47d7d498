import { createRequire } from "node:module";
import { randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import type { Page } from "@playwright/test";
import { expect } from "@playwright/test";
import { itemAnchor, type ListKind } from "~/content/lists";

export const mobile = { width: 390, height: 844 };
export const narrow = { width: 360, height: 740 };
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

export const ADMIN = { username: "admin", password: "test-only-password-4821" };

/** A name no other test, nor another run of this one, gives its item: "Hidden bike 3fa9c1". */
export const unique = (name: string) => `${name} ${randomBytes(3).toString("hex")}`;

/** One card's HTML on the public page (bikes, taxis, pickup points): from its anchor to the next card's. */
export function cardHtml(html: string, kind: ListKind, id: string) {
  const start = html.indexOf(` id="${itemAnchor(kind, id)}"`);
  if (start < 0) return "";
  const end = html.slice(start + 1).search(/ id="[a-z-]+--|<\/section>/);
  return html.slice(start, end < 0 ? undefined : start + 1 + end);
}

/** Signs in through the login form from wherever the page is, and waits to be in the back office. */
export async function signIn(page: Page, { remember = false, password = ADMIN.password } = {}) {
  await page.getByLabel("Username").fill(ADMIN.username);
  await page.getByLabel("Password").fill(password);
  if (remember) await page.getByLabel(/Remember me/).check();
  await page.getByRole("button", { name: "Sign in" }).click();
}

/**
 * Opens a back-office path signed in: the login page sends the browser on to it. Resolves once the browser has read
 * the whole page, not only its address: without JavaScript, a form sent by Enter before then carries only the fields
 * read so far.
 */
export async function openSignedIn(page: Page, path: string) {
  await page.goto(`/admin/login?redirect=${encodeURIComponent(path)}`);
  // The server's answer first, however long a password check takes on a busy machine (the test's budget bounds
  // it); only then the address, which the browser changes soon after.
  const answered = page.waitForResponse(
    (r) => r.request().method() === "POST" && new URL(r.url()).pathname.startsWith("/admin/login"),
  );
  await signIn(page);
  await answered;
  await expect(page).toHaveURL(path);
  await page.waitForLoadState("domcontentloaded");
}

/** Pixels the page scrolls sideways (0 when it fits). */
export function horizontalOverflow(page: Page) {
  return page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
}

/** Waits until React has taken over the element `selector` finds (its own properties are on it), for forms without Conform. */
export async function expectHydrated(page: Page, selector: string) {
  await page.waitForFunction(
    (s) => Object.keys(document.querySelector(s) ?? {}).some((k) => k.startsWith("__react")),
    selector,
  );
}

/** Waits until a back-office screen has started (hydrated): its Conform form then turns the browser's own checks off. */
export async function expectStarted(page: Page, formId: string) {
  await expect(page.locator(`form[id="${formId}"]`)).toHaveAttribute("novalidate", "");
}
