import { redirect } from "react-router";
import type { Route } from "./+types/image-upload";
import { adminContext } from "~/admin/actions.server";
import { wantsJson } from "~/auth/admin-gate.server";
import { isMultipart } from "~/images/multipart.server";
import { refusals } from "~/images/refusals";

/**
 * POST /admin/images/upload: photos as multipart/form-data (any file field,
 * usually "photos"; "alt" applies when one file is sent). A fetch asking for
 * JSON gets each file's result; a plain form post is sent back to the Images
 * screen, which shows the same results. Signed-out and cross-site posts never
 * get here (the gate and server/security.ts); the body has its own limits,
 * not the 64 KB of forms.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const { images, actor } = adminContext(context);
  // A post that carries no files (a form with an intent, a probe) is not an upload: refused, and not kept as one.
  if (!isMultipart(request)) return new Response(refusals["not-multipart"](), { status: 415 });
  const outcome = await images.upload(request, actor);
  const headers = outcome.status === 411 || outcome.status === 413 ? { Connection: "close" } : undefined;
  if (wantsJson(request)) return Response.json(outcome, { status: outcome.status, headers });
  return redirect(`/admin/images?upload=${outcome.batch}`, { status: 303, headers });
}

/** There is nothing to see here: the Images screen has the upload form. */
export function loader() {
  return redirect("/admin/images");
}
