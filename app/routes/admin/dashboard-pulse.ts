import type { Route } from "./+types/dashboard-pulse";
import { dashboardStamp } from "~/booking/dashboard-stamp.server";

/**
 * GET /admin/dashboard/pulse: a stamp that changes when the dashboard's
 * figures would (a booking request counted, a content change). An open
 * dashboard asks for it while visible and reloads its figures only when it
 * moved: two small reads instead of the whole dashboard every few seconds.
 * Only the signed-in owner gets here (the gate).
 */
export function loader({ context }: Route.LoaderArgs) {
  return Response.json({ stamp: dashboardStamp(context) });
}
