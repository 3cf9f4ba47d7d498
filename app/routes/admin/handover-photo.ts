import { createReadStream } from "node:fs";
import { stat } from "node:fs/promises";
import { Readable } from "node:stream";
import type { Route } from "./+types/handover-photo";
import { readSessionCookie } from "~/auth/cookie.server";
import { servicesContext } from "~/services.server";

/** Read as what it is, never sniffed (the server keeps every /admin/ answer out of caches: no-store). */
const PRIVATE = { "X-Content-Type-Options": "nosniff" };

const notFound = () =>
  new Response("Not found.", { status: 404, headers: { ...PRIVATE, "Content-Type": "text/plain" } });

/**
 * GET /admin/handover/photos/<file>: a handover photo, to a signed-in user
 * only. Outside the gate on purpose: signed out, the address answers the
 * same 404 as a photo that does not exist (no login page, nothing said of
 * whether it does). Only a width a photo of the book has is answered.
 */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const { auth, book } = context.get(servicesContext);
  if (!auth.authenticate(readSessionCookie(request))) return notFound();
  const file = book.photos.fileFor(params.file);
  if (!file) return notFound();
  try {
    const { size } = await stat(file);
    const body = Readable.toWeb(createReadStream(file)) as ReadableStream<Uint8Array>;
    return new Response(body, {
      headers: { ...PRIVATE, "Content-Type": "image/jpeg", "Content-Length": String(size) },
    });
  } catch {
    return notFound();
  }
}
