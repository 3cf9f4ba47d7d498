/**
 * The permission matrix, made from the build's own route table: every route
 * behind the back office's gate, its loader and its action (as a document,
 * as React Router's `.data` and as a plain post), for the owner, the counter
 * and someone signed out. A route the table of rules (app/auth/permissions.ts)
 * does not name fails here, so a new screen cannot ship without a rule.
 */
import path from "node:path";
import type { ServerBuild } from "react-router";
import { describe, expect, it } from "vitest";
import { can, mayRequest, routeRules, type Role } from "~/auth/permissions";
import { adminSite } from "../support/admin-site";

const GATE = "routes/admin/gate";

/** Each route behind the gate that answers requests: its full pattern, and whether it has a loader and an action. */
async function gatedRoutes() {
  const { routes } = (await import(path.resolve("build/server/index.js"))) as ServerBuild;
  const ancestors = (id: string): string[] => {
    const parent = routes[id]?.parentId;
    return parent ? [parent, ...ancestors(parent)] : [];
  };
  return Object.values(routes)
    .filter((r): r is NonNullable<typeof r> => !!r && ancestors(r.id).includes(GATE) && r.path !== undefined)
    .map((r) => ({
      id: r.id,
      pattern: `/${[...ancestors(r.id).reverse(), r.id]
        .map((id) => routes[id]?.path)
        .filter(Boolean)
        .join("/")}`,
      loader: Boolean(r.module.loader),
      action: Boolean(r.module.action),
    }));
}

/** An address of the pattern: every parameter filled with a value no row has (allowed answers 404 or 400). */
const addressOf = (pattern: string) => pattern.replace(/:\w+/g, "no-such-thing");

describe("the permission matrix", () => {
  it("has a rule for every route behind the gate, and none for a route that is gone", async () => {
    const patterns = (await gatedRoutes()).map((r) => r.pattern).sort();
    expect(patterns.length).toBeGreaterThan(20);
    expect(patterns).toEqual(Object.keys(routeRules).sort());
  });

  it("answers every route's loader and action for each role as its rule says, and signed out with the sign-in", async () => {
    const site = await adminSite();
    const ravi = await site.person("ravi", "counter");
    const cookies: Record<Role, string> = { owner: site.cookie, counter: ravi.cookie };
    const seen: string[] = [];
    for (const route of await gatedRoutes()) {
      const address = addressOf(route.pattern);
      const requests = [
        { method: "GET", url: address },
        { method: "GET", url: `${address}.data` },
        { method: "POST", url: address },
        { method: "POST", url: `${address}.data` },
      ];
      for (const { method, url } of requests) {
        for (const who of ["owner", "counter", "signed out"] as const) {
          const before = site.auditCount();
          const res = await fetch(`${site.url}${url}`, {
            method,
            redirect: "manual",
            body: method === "POST" ? new URLSearchParams({ intent: "matrix" }) : undefined,
            headers: { origin: site.url, ...(who === "signed out" ? {} : { cookie: cookies[who] }) },
          });
          const body = await res.text();
          const where = `${who} ${method} ${url}`;
          if (who === "signed out") {
            // A document goes to the sign-in page; React Router's `.data` carries the same redirect.
            expect(res.status, where).not.toBe(200);
            expect(`${res.headers.get("location")} ${res.headers.get("x-remix-redirect")} ${body}`, where).toMatch(
              /\/admin\/login/,
            );
            expect(site.auditCount(), where).toBe(before);
          } else if (mayRequest(who, route.pattern, method)) {
            expect(res.status, where).not.toBe(403);
            expect(res.headers.get("location") ?? "", where).not.toMatch(/\/admin\/login/);
            // A post naming no action of the route (a made-up intent, no file for an upload) is refused and changes nothing.
            if (method === "POST") {
              expect(res.status, where).toBeGreaterThanOrEqual(400);
              expect(site.auditCount(), where).toBe(before);
            }
          } else {
            expect(res.status, where).toBe(403);
            if (!url.endsWith(".data")) expect(body, where).toContain("Your account cannot open this screen");
            expect(site.auditCount(), where).toBe(before);
          }
          seen.push(where);
        }
      }
    }
    // Every route was asked in every way.
    expect(seen.length).toBe(Object.keys(routeRules).length * 12);
  }, 120_000);

  it("keeps the counter out of settings, prices, the shop's money, activity and backups", () => {
    for (const action of ["settings", "money.shop", "activity", "backups", "staff", "content.edit"] as const) {
      expect(can("counter", action)).toBe(false);
    }
  });
});
