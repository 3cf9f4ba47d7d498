import { Readable } from "node:stream";
import { data } from "react-router";
import type { Route } from "./+types/backups-file";
import { adminContext } from "~/admin/actions.server";
import { keyFileText } from "~/backups/key.server";
import { snapshotTar } from "~/backups/store.server";

const KEY_FILE = "backup-key.txt";
const private_ = { "Cache-Control": "no-store", "X-Content-Type-Options": "nosniff" };

/**
 * GET /admin/settings/backups/backup-key.txt: the owner's key as a file,
 * only until its words are written down; GET …/<snapshot>.tar: a snapshot
 * as one file (its manifest, database and photo files), which
 * `npm run restore` takes once unpacked.
 */
export function loader({ params, context }: Route.LoaderArgs) {
  const { backups } = adminContext(context);
  if (params.file === KEY_FILE) {
    if (backups.settings().keyWrittenDown) {
      throw data("The key's words were written down: it is not given again.", { status: 404 });
    }
    return new Response(keyFileText(backups.key()), {
      headers: {
        ...private_,
        "Content-Type": "text/plain; charset=utf-8",
        "Content-Disposition": `attachment; filename="backup-key-${backups.key().id}.txt"`,
      },
    });
  }
  const id = /^(.+)\.tar$/.exec(params.file ?? "")?.[1];
  const tar = id ? snapshotTar(backups.dataDir, id) : null;
  if (!tar || !id) throw data("There is no such backup.", { status: 404 });
  return new Response(Readable.toWeb(tar) as ReadableStream, {
    headers: {
      ...private_,
      "Content-Type": "application/x-tar",
      "Content-Disposition": `attachment; filename="backup-${id}.tar"`,
    },
  });
}
