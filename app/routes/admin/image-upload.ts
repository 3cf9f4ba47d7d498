import { redirect } from "react-router";
import type { Route } from "./+types/image-upload";
import { getAdminSession, requireAdmin } from "~/auth/session.server";
import { services } from "~/services.server";

/**
 * POST /admin/images/upload: photos as multipart/form-data (any file field,
 * usually "photos"; "alt" applies when one file is sent). A fetch asking for
 * JSON gets each file's result; a plain form post is sent back to the Images
 * screen, which shows the same results. Cross-site posts never get here
 * (server/security.ts); the body has its own limits, not the 64 KB of forms.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const json = wantsJson(request);
  const session = getAdminSession(request, context);
  if (!session) {
    // Nothing of the body is read; the connection is closed rather than drained.
    if (json) return Response.json({ error: "Not signed in" }, { status: 401, headers: { Connection: "close" } });
    requireAdmin(request, context);
  }
  const outcome = await services(context).images.upload(request, { actor: session!.user.username });
  const headers = outcome.status === 411 || outcome.status === 413 ? { Connection: "close" } : undefined;
  if (json) return Response.json(outcome, { status: outcome.status, headers });
  return redirect(`/admin/images?upload=${outcome.batch}`, { status: 303, headers });
}

/** There is nothing to see here: the Images screen has the upload form. */
export function loader({ request, context }: Route.LoaderArgs) {
  requireAdmin(request, context);
  return redirect("/admin/images");
}

function wantsJson(request: Request): boolean {
  return /\bapplication\/json\b/i.test(request.headers.get("accept") ?? "");
}
