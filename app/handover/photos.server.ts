/**
 * Photos of a vehicle at pickup and at the return, taken with the phone's
 * camera on the booking's screen. They go through the image library's checks
 * and pipeline (re-encoded, every bit of metadata removed) but are kept apart
 * from it: in DATA_DIR/handover, never under /images/, never in the sitemap,
 * served only to a signed-in user (app/routes/admin/handover-photo.ts), and
 * deleted with the customer's details. A file is written before its row; a
 * row that cannot be written takes its files with it, and files no row names
 * (a process ended between the two) are removed at start once they are older
 * than a few minutes.
 */
import { lstatSync, mkdirSync, readdirSync, rmSync } from "node:fs";
import path from "node:path";
import { asc, eq, inArray } from "drizzle-orm";
import { refuse, auditRow, type Query, type Tx, type WriteResult } from "~/content/store/transaction.server";
import type { ContentStore } from "~/content/store.server";
import * as t from "~/db/schema";
import type { ImageService } from "~/images/service.server";
import { refusalOf, type BookingState } from "~/reservations/lifecycle";
import { refusals, type RefusalCode } from "~/images/refusals";
import { photoCaptions } from "./handover";

export type HandoverPhoto = typeof t.handoverPhotos.$inferSelect;
export type Stage = "out" | "in";

/** A thumbnail for the booking's screen and a size to see a scratch: no more is kept. */
export const HANDOVER_WIDTHS = [480, 1600] as const;

/** Their folder in DATA_DIR. */
export const HANDOVER_FOLDER = "handover";

/** "<16 hex>-<width>.jpg" */
export const PHOTO_FILE = /^([0-9a-f]{16})-(\d{1,4})\.jpg$/;

/** Files no row names are left this long: an upload writes its files before its row. */
const ORPHAN_GRACE_MS = 10 * 60 * 1000;

/** The data directory of a database (where its file is); null for one in memory. */
const dataDirOf = (db: { $client: { name: string } }) =>
  db.$client.name && db.$client.name !== ":memory:" ? path.dirname(db.$client.name) : null;

export const photoFile = (fileBase: string, width: number) => `${fileBase}-${width}.jpg`;

/** The photos of bookings, as the book keeps them (rows) and as they lie on disk (files). */
export function createHandoverPhotos(
  db: Query & { $client: { name: string } },
  { store, now }: { store: ContentStore; now: () => Date },
) {
  const home = dataDirOf(db);
  const dir = home ? path.join(home, HANDOVER_FOLDER) : null;
  if (dir) mkdirSync(dir, { recursive: true, mode: 0o700 });

  const rowsOf = (q: Query, bookingId: number) =>
    q
      .select()
      .from(t.handoverPhotos)
      .where(eq(t.handoverPhotos.bookingId, bookingId))
      .orderBy(asc(t.handoverPhotos.id))
      .all();

  /** Removes the files of photos whose rows are gone (or were never written). */
  function removeFiles(fileBases: readonly string[]) {
    if (!dir || !fileBases.length) return;
    const gone = new Set(fileBases);
    for (const name of readdirSync(dir)) {
      const match = PHOTO_FILE.exec(name);
      if (match && gone.has(match[1]!)) rmSync(path.join(dir, name), { force: true });
    }
  }

  /** Files no row names, older than the grace period: what an interrupted upload or erasure left. */
  function sweepOrphans(graceMs = ORPHAN_GRACE_MS) {
    if (!dir) return 0;
    const named = new Set(
      db
        .select({ f: t.handoverPhotos.fileBase })
        .from(t.handoverPhotos)
        .all()
        .map((r) => r.f),
    );
    const before = Date.now() - graceMs;
    let removed = 0;
    for (const name of readdirSync(dir)) {
      const match = PHOTO_FILE.exec(name);
      const partial = name.startsWith(".") && name.endsWith(".part");
      if ((match && named.has(match[1]!)) || (!match && !partial)) continue;
      try {
        if (lstatSync(path.join(dir, name)).mtimeMs > before) continue;
        rmSync(path.join(dir, name), { force: true });
        removed++;
      } catch {
        // Gone meanwhile.
      }
    }
    return removed;
  }
  sweepOrphans();

  return {
    dir,
    of: (bookingId: number) => rowsOf(db, bookingId),

    /** The file to answer for a photo's address, or null: only a width a photo of the book has. */
    fileFor(name: string): string | null {
      const match = PHOTO_FILE.exec(name);
      if (!match || !dir) return null;
      const row = db.select().from(t.handoverPhotos).where(eq(t.handoverPhotos.fileBase, match[1]!)).get();
      return row && row.widths.includes(Number(match[2])) ? path.join(dir, name) : null;
    },

    /** The rows of these bookings' photos go, inside the caller's transaction; their files after it commits. */
    eraseRows(tx: Tx, bookingIds: number[]): string[] {
      if (!bookingIds.length) return [];
      const rows = tx
        .select({ fileBase: t.handoverPhotos.fileBase })
        .from(t.handoverPhotos)
        .where(inArray(t.handoverPhotos.bookingId, bookingIds))
        .all();
      tx.delete(t.handoverPhotos).where(inArray(t.handoverPhotos.bookingId, bookingIds)).run();
      return rows.map((r) => r.fileBase);
    },
    removeFiles,
    sweepOrphans,

    /**
     * Photos sent for a booking's pickup ("out") or return ("in"), from a
     * multipart post (fields ref, stage, caption; files in any field). Each
     * is checked and processed by the image service, then written with an
     * audit row; a refused file is named with why. The stage must fit the
     * booking: pickup photos until it is back, return photos once it is out.
     */
    async receive(
      request: Request,
      images: ImageService,
      find: (reference: string) => { id: number; reference: string; status: BookingState } | undefined,
      actor: string,
    ): Promise<PhotoOutcome> {
      const received = await images.receivePrivate(request);
      if (!received.ok) return { ok: false, status: received.status, message: refusals[received.code]("") };
      const { files, fields } = received;
      const discard = () => Promise.all(files.map((f) => images.discard(f)));
      const booking = find(fields.ref ?? "");
      const stage = fields.stage === "in" ? "in" : fields.stage === "out" ? "out" : null;
      const caption = (photoCaptions as readonly string[]).includes(fields.caption ?? "") ? fields.caption! : "";
      if (!booking || !stage || !dir) {
        await discard();
        return { ok: false, status: 404, message: "There is no such booking." };
      }
      const refusal =
        refusalOf("photos", booking) ??
        (stage === "out" && booking.status === "returned"
          ? `${booking.reference} is back: its photos now are of the return.`
          : stage === "in" && booking.status === "confirmed"
            ? `${booking.reference} is not out yet: its photos now are of the pickup.`
            : null);
      if (refusal) {
        await discard();
        return { ok: false, status: 409, ref: booking.reference, message: refusal };
      }
      let added = 0;
      const refused: { name: string; code: RefusalCode; message: string }[] = [];
      for (const file of files) {
        const done = await images.processPrivate(file, { dir, widths: HANDOVER_WIDTHS });
        if (!done.ok) {
          refused.push({ name: file.name, code: done.code, message: done.message });
          continue;
        }
        const written = write(booking, stage, caption, done.made, actor);
        if (written.ok) added++;
        else {
          removeFiles([done.made.fileBase]);
          refused.push({ name: file.name, code: "failed", message: refusals.failed(file.name) });
        }
      }
      return { ok: true, ref: booking.reference, stage, added, refused };
    },
  };

  function write(
    booking: { id: number; reference: string },
    stage: Stage,
    caption: string,
    made: { fileBase: string; width: number; height: number; widths: number[]; bytes: number },
    actor: string,
  ): WriteResult<HandoverPhoto> {
    return store.writer.write((tx) => {
      const still = tx
        .select({ status: t.bookings.status })
        .from(t.bookings)
        .where(eq(t.bookings.id, booking.id))
        .get();
      if (!still) return refuse.missing("booking");
      const row = tx
        .insert(t.handoverPhotos)
        .values({
          bookingId: booking.id,
          stage,
          fileBase: made.fileBase,
          width: made.width,
          height: made.height,
          widths: made.widths,
          bytes: made.bytes,
          caption,
          createdAt: now().toISOString(),
          createdBy: actor,
        })
        .returning()
        .get();
      auditRow(
        tx,
        {
          entity: "booking",
          entityId: booking.reference,
          action: "photo",
          before: null,
          after: { photo: row.id, stage, caption },
          detail: {
            sentence: `photographed %s at the ${stage === "out" ? "pickup" : "return"}${caption ? `: ${caption.toLowerCase()}` : ""}`,
          },
        },
        actor,
        now().toISOString(),
      );
      return { ok: true, value: row };
    });
  }
}

export type PhotoOutcome =
  | {
      ok: true;
      ref: string;
      stage: Stage;
      added: number;
      refused: { name: string; code: RefusalCode; message: string }[];
    }
  | { ok: false; status: number; ref?: string; message: string };
