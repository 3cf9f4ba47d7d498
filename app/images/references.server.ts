/**
 * Content refers to images by library id. A reference a write introduces must
 * name an image that is in the library (not in its Trash) and has alt text:
 * checked once, in the content store's write path, for every writer (forms,
 * History restores, settings, the import).
 */
import { eq } from "drizzle-orm";
import * as t from "~/db/schema";
import { listInfo, listKinds, type ListKind } from "~/content/lists";
import { isSettingsSection, sectionInfo } from "~/content/settings";
import type { Query } from "~/content/store/transaction.server";

/** Which fields of an entity of the audit log hold image references: a list's, or a settings section's. */
function imageFieldsOf(entity: string, entityId: string): readonly string[] {
  if (entity === "settings") return isSettingsSection(entityId) ? sectionInfo(entityId).imageFields : [];
  return (listKinds as readonly string[]).includes(entity) ? listInfo(entity as ListKind).imageFields : [];
}

/** Why `id` cannot be used on the page, or null when it can. */
export function imageProblem(q: Query, id: unknown): string | null {
  if (typeof id !== "string" || !id) return "Choose an image from the library";
  const row = q
    .select({ alt: t.images.alt, deletedAt: t.images.deletedAt })
    .from(t.images)
    .where(eq(t.images.id, id))
    .get();
  if (!row) return `No image "${id}" is in the library: choose one there, or upload it first`;
  if (row.deletedAt) return `The image "${id}" is in the Trash: restore it in Images, or choose another`;
  if (!row.alt.trim()) return `The image "${id}" has no description (alt text) yet: write one in Images first`;
  return null;
}

export interface ReferenceProblem {
  field: string;
  message: string;
}

/**
 * The problems of the references a change brings in: a field whose value is
 * new (created, or changed from `before`). An unchanged reference is left
 * alone, so hiding or moving an item never fails on its picture.
 */
export function newReferenceProblems(
  q: Query,
  entity: string,
  entityId: string,
  before: unknown,
  after: unknown,
): ReferenceProblem[] {
  const fields = imageFieldsOf(entity, entityId);
  if (!after || typeof after !== "object") return [];
  const was = (before && typeof before === "object" ? before : {}) as Record<string, unknown>;
  const now = after as Record<string, unknown>;
  const problems: ReferenceProblem[] = [];
  for (const field of fields) {
    if (!(field in now) || now[field] === was[field]) continue;
    const message = imageProblem(q, now[field]);
    if (message) problems.push({ field, message });
  }
  return problems;
}
