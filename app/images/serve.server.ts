/**
 * GET /images/<name>: a photo's variants (and the link preview picture) from DATA_DIR/images. A name is the
 * file's content address, so a file never changes: browsers keep it a year
 * without asking again. Only names of the exact stored shape that the image
 * service says it serves (a photo the library lists, not in its Trash) are
 * answered; no listing, no other path, nothing from build/.
 */
import type { RequestHandler } from "express";

const VARIANT_NAME = /^\/((?:[0-9a-f]{16}-\d{1,4}|preview-[0-9a-f]{16})\.(avif|webp|jpg))$/;
const TYPES: Record<string, string> = { avif: "image/avif", webp: "image/webp", jpg: "image/jpeg" };

const IMMUTABLE = "public, max-age=31536000, immutable";

/** Mount at /images. */
export function serveImages({ dir, serves }: { dir: string; serves: (name: string) => boolean }): RequestHandler {
  return (req, res) => {
    const answer = (status: number, text: string) => {
      res.setHeader("Cache-Control", "no-store");
      res.status(status).type("text/plain").send(text);
    };
    const notFound = () => answer(404, "Not found.");
    if (req.method !== "GET" && req.method !== "HEAD") {
      res.setHeader("Allow", "GET, HEAD");
      return answer(405, "Method not allowed.");
    }
    const match = VARIANT_NAME.exec(req.path);
    if (!match || !serves(match[1]!)) return notFound();
    res.setHeader("Content-Type", TYPES[match[2]!]!);
    res.setHeader("X-Content-Type-Options", "nosniff");
    res.sendFile(
      match[1]!,
      {
        root: dir,
        dotfiles: "deny",
        cacheControl: false,
        lastModified: false,
        headers: { "Cache-Control": IMMUTABLE },
      },
      (error) => {
        if (!error) return;
        if (res.headersSent) return res.end();
        res.removeHeader("Content-Type");
        // A Range past the file's end: 416 with the file's length (send has set Content-Range), not a miss.
        if ((error as { status?: number }).status === 416) return answer(416, "Range not satisfiable.");
        res.removeHeader("Content-Range");
        notFound();
      },
    );
  };
}
