/**
 * History's and Activity's words for what changed, field by field ("Price per
 * day ₹1,200 → ₹1,300"), from the registry: the labels the edit forms show
 * are the ones History uses, so the two always agree.
 */
import { orNone, type Field } from "./define";
import { listInfo, listKinds, type ListKind } from "./lists";
import { isSettingsSection, sectionInfo } from "./settings";

/** What History needs of a field: its label, how its value reads, and whether it names an image of the library. */
export type FieldInfo = Pick<Field, "label" | "show"> & { image?: boolean };

/**
 * How an image's library id reads in History and Activity: its description
 * (alt text), which the owner wrote and knows the photo by. The registry only
 * knows the id; the library knows the words.
 */
export type ImageName = (id: string) => string | undefined;

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
  imageName?: ImageName,
): FieldChange[] {
  if (!before || !after) return [];
  const out: FieldChange[] = [];
  for (const [field, info] of Object.entries(fields)) {
    if (same(before[field], after[field])) continue;
    const show = (value: unknown) =>
      info.image && typeof value === "string" && value ? (imageName?.(value) ?? info.show(value)) : info.show(value);
    out.push({ field, label: info.label, from: show(before[field]), to: show(after[field]) });
  }
  return out;
}

/** The fields of an entity of the audit log: a list kind, "settings" (by section) or "images". */
export function fieldsOf(entity: string, entityId: string): Record<string, FieldInfo> {
  if (entity === "settings") return isSettingsSection(entityId) ? sectionInfo(entityId).fields : {};
  if (entity === "images") return imageLibraryFields;
  return (listKinds as readonly string[]).includes(entity) ? listInfo(entity as ListKind).fields : {};
}
