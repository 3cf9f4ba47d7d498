/**
 * The shop's people and what each may do: one table, read by the server's
 * gate for every back-office loader and action (app/auth/admin-gate.server.ts)
 * and by the screens to hide what a role cannot do. Hiding is a courtesy; the
 * gate is the rule.
 */

export const roles = ["owner", "counter"] as const;
export type Role = (typeof roles)[number];

export const roleLabels: Record<Role, string> = { owner: "Owner", counter: "Counter" };

/** The things a person does in the back office. */
export const actions = [
  /** The bookings' lists, a booking's screen and its steps. */
  "bookings.read",
  /** Confirming, handing over, taking back, and a booking's own ledger (rent paid, deposit taken and returned). */
  "bookings.work",
  /**
   * The calendar feed's address, seen and renewed: a secret that reads every booking without signing in, so it
   * stays with the owner (a person who leaves keeps no way in; docs/decisions/045).
   */
  "bookings.feed",
  /** The site's content and photos, read. */
  "content.read",
  /** Changing content, photos, reviews, vehicles and their prices; the trash. */
  "content.edit",
  /** The shop's settings and its history. */
  "settings",
  /** Backups: made, downloaded, restored. */
  "backups",
  /** The shop's figures: the dashboard, Money, reports and their files. */
  "money.shop",
  /** What this person took themselves today (on Bookings, for a person who cannot see the shop's figures). */
  "money.own",
  /** Who did what: the activity log. */
  "activity",
  /** The shop's people: inviting, roles, disabling. */
  "staff",
  /** A person's own account: their password and sessions. */
  "account.own",
] as const;
export type Action = (typeof actions)[number];

const table: Record<Role, readonly Action[]> = {
  owner: actions,
  counter: ["bookings.read", "bookings.work", "content.read", "money.own", "account.own"],
};

/** Whether a person of this role may do this. */
export function can(role: Role, action: Action): boolean {
  return table[role].includes(action);
}

/** Where a person of this role lands after signing in. */
export function homeFor(role: Role): string {
  return can(role, "money.shop") ? "/admin/dashboard" : "/admin/bookings";
}

/** What reading a back-office route (GET, HEAD) and posting to it need. */
export interface RouteRule {
  read: Action;
  write: Action;
}

/** A route without an action has its post refused by the router (405) once the gate lets it through. */
const rule = (read: Action, write: Action = read): RouteRule => ({ read, write });

/**
 * Every route behind the gate, by its pattern (as app/routes.ts writes it).
 * A route missing here is refused to everyone, and the permission test fails.
 */
export const routeRules: Record<string, RouteRule> = {
  "/admin/images/upload": rule("content.edit"),
  "/admin/handover/upload": rule("bookings.work"),
  "/admin/reports/:file": rule("money.shop"),
  "/admin/dashboard/pulse": rule("money.shop"),
  "/admin/settings/backups/:file": rule("backups"),
  "/admin/dashboard": rule("money.shop"),
  "/admin/bookings": rule("bookings.read", "bookings.work"),
  "/admin/bookings/calendar": rule("bookings.read"),
  "/admin/bookings/past": rule("bookings.read"),
  "/admin/bookings/:ref": rule("bookings.read", "bookings.work"),
  "/admin/money": rule("money.shop"),
  "/admin/reports": rule("money.shop"),
  "/admin/vehicles": rule("content.edit"),
  "/admin/vehicles/:id": rule("content.edit"),
  "/admin/content": rule("content.read", "content.edit"),
  "/admin/content/:list": rule("content.read", "content.edit"),
  "/admin/content/:list/new": rule("content.read", "content.edit"),
  "/admin/content/:list/:id": rule("content.read", "content.edit"),
  "/admin/content/:list/:id/history": rule("content.read", "content.edit"),
  "/admin/trash": rule("content.edit"),
  "/admin/activity": rule("activity"),
  "/admin/reviews": rule("content.edit"),
  "/admin/images": rule("content.edit"),
  "/admin/settings": rule("settings"),
  "/admin/settings/backups": rule("backups"),
  "/admin/settings/:section/history": rule("settings"),
  "/admin/settings/people": rule("staff"),
  "/admin/account": rule("account.own"),
  // A change kept while signed out is sent again from here to its own address, where the gate checks it.
  "/admin/kept": rule("account.own"),
};

/** What a request to a route needs: null when nobody may make it. */
function ruleFor(pattern: string, method: string): Action | null {
  // React Router joins its routes' paths without a leading slash ("admin/bookings/:ref").
  const path = `/${pattern.replace(/^\/+/, "")}`;
  const found = Object.hasOwn(routeRules, path) ? routeRules[path] : undefined;
  if (!found) return null;
  return method === "GET" || method === "HEAD" ? found.read : found.write;
}

/** Whether a person of this role may make this request to a route of this pattern. */
export function mayRequest(role: Role, pattern: string, method: string): boolean {
  const needed = ruleFor(pattern, method);
  return needed !== null && can(role, needed);
}
