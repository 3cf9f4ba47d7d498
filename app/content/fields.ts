/**
 * History's and Activity's words for what changed, field by field ("Price per
 * day ₹1,200 → ₹1,300"), from the registry: the labels the edit forms show
 * are the ones History uses, so the two always agree.
 */
import { orNone, type Field } from "./define";
import { listInfo, listKinds, type ListKind } from "./lists";
import { isSettingsSection, sectionInfo } from "./settings";

/** What History needs of a field: its label and how its value reads. */
export type FieldInfo = Pick<Field, "label" | "show">;

/** An entry of the image library: what the owner can change about it. */
const imageLibraryFields: Record<string, FieldInfo> = {
  alt: { label: "Description (alt text)", show: orNone },
};

export interface FieldChange {
  field: string;
  label: string;
  from: string;
  to: string;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/** What changed between two versions of an item or a settings section, field by field, in words. */
export function fieldChanges(
  fields: Record<string, FieldInfo>,
  before: Record<string, unknown> | null | undefined,
  after: Record<string, unknown> | null | undefined,
): FieldChange[] {
  if (!before || !after) return [];
  const out: FieldChange[] = [];
  for (const [field, info] of Object.entries(fields)) {
    if (same(before[field], after[field])) continue;
    out.push({ field, label: info.label, from: info.show(before[field]), to: info.show(after[field]) });
  }
  return out;
}

/** The fields of an entity of the audit log: a list kind, "settings" (by section) or "images". */
export function fieldsOf(entity: string, entityId: string): Record<string, FieldInfo> {
  if (entity === "settings") return isSettingsSection(entityId) ? sectionInfo(entityId).fields : {};
  if (entity === "images") return imageLibraryFields;
  return (listKinds as readonly string[]).includes(entity) ? listInfo(entity as ListKind).fields : {};
}
