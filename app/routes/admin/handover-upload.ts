import { redirect } from "react-router";
import type { Route } from "./+types/handover-upload";
import { adminContext } from "~/admin/actions.server";
import { flashRedirect } from "~/admin/flash.server";

/**
 * POST /admin/handover/upload: photos of a vehicle at a booking's pickup or
 * return, as multipart/form-data (fields ref, stage, caption; the files in
 * any field), from the booking's screen with or without JavaScript. Signed-out
 * and cross-site posts never get here (the gate and server/security.ts); the
 * body has the library's upload limits, not the 64 KB of forms. The answer
 * goes back to the booking's screen, which says what was added and what was
 * refused, once.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const { book, images, actor } = adminContext(context);
  const outcome = await book.photos.receive(request, images, (ref) => book.find(ref), actor.actor);
  const headers = outcome.ok || outcome.status < 411 ? undefined : { Connection: "close" };
  if (!outcome.ok) {
    if (!outcome.ref) return new Response(outcome.message, { status: outcome.status, headers });
    return flashRedirect(context, `/admin/bookings/${outcome.ref}#photos`, {
      done: "photos",
      ref: outcome.ref,
      refusedText: outcome.message,
    });
  }
  const [first, ...more] = outcome.refused;
  return flashRedirect(context, `/admin/bookings/${outcome.ref}#photos`, {
    done: "photos",
    ref: outcome.ref,
    added: outcome.added,
    refusedName: first?.name,
    refusedCode: first?.code,
    refusedMore: more.length || undefined,
  });
}

/** There is nothing to see here: a booking's screen has the form. */
export function loader() {
  return redirect("/admin/bookings");
}
