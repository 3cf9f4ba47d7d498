import { describe, expect, it } from "vitest";
import { actions, can, homeFor, mayRequest, roles, routeRules } from "~/auth/permissions";

describe("what each role may do", () => {
  it("lets the owner do everything", () => {
    for (const action of actions) expect(can("owner", action)).toBe(true);
  });

  it("lets the counter work bookings, read content and see their own takings, and nothing of settings, prices, the shop's money or people", () => {
    const allowed = actions.filter((action) => can("counter", action));
    expect(allowed).toEqual(["bookings.read", "bookings.work", "content.read", "money.own", "account.own"]);
  });

  it("sends each role to a screen it may open", () => {
    expect(homeFor("owner")).toBe("/admin/dashboard");
    expect(homeFor("counter")).toBe("/admin/bookings");
    for (const role of roles) expect(mayRequest(role, homeFor(role), "GET")).toBe(true);
  });
});

describe("a request to a back-office route", () => {
  it("is refused to everyone when the route has no rule", () => {
    for (const role of roles) expect(mayRequest(role, "/admin/new-screen", "GET")).toBe(false);
    // An inherited name of a plain object is no rule either.
    expect(mayRequest("owner", "constructor", "GET")).toBe(false);
  });

  it("lets the counter read content but not change it", () => {
    expect(mayRequest("counter", "/admin/content/:list/:id", "GET")).toBe(true);
    expect(mayRequest("counter", "/admin/content/:list/:id", "POST")).toBe(false);
    expect(mayRequest("owner", "/admin/content/:list/:id", "POST")).toBe(true);
  });

  it("lets the counter confirm and hand over a booking, but not open prices, settings or the shop's money", () => {
    expect(mayRequest("counter", "/admin/bookings/:ref", "POST")).toBe(true);
    expect(mayRequest("counter", "/admin/handover/upload", "POST")).toBe(true);
    for (const pattern of ["/admin/vehicles/:id", "/admin/settings", "/admin/money", "/admin/reports/:file"]) {
      expect(mayRequest("counter", pattern, "GET")).toBe(false);
      expect(mayRequest("counter", pattern, "POST")).toBe(false);
    }
  });

  it("names only actions the table knows", () => {
    for (const { read, write } of Object.values(routeRules)) {
      expect(actions).toContain(read);
      expect(actions).toContain(write);
    }
  });
});
