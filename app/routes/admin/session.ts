import type { Route } from "./+types/session";
import { getAdminSession } from "~/auth/session.server";

/**
 * Who is signed in, for the browser to mirror in its storage. Answers 401 with
 * nothing in it when the request has no valid server session.
 */
export function loader({ request, context }: Route.LoaderArgs) {
  const session = getAdminSession(request, context);
  if (!session) return Response.json({ error: "Not signed in" }, { status: 401 });
  return Response.json(session);
}
