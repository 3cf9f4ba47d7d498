/**
 * The audit log in words: what happened to an item (History) and who did
 * what to which item (Activity), e.g. "admin changed the price per day of
 * Royal Enfield Classic from ₹1,200 to ₹1,300".
 */
import { labelInSentence } from "./define";
import { fieldChanges, fieldsOf, type FieldChange, type ImageName } from "./fields";
import { listInfo, listKinds, type ListKind } from "./lists";
import { isSettingsSection, sectionInfo } from "./settings";

export interface AuditRow {
  id: number;
  at: string;
  actor: string;
  entity: string;
  entityId: string;
  action: string;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
  version: number | null;
  detail: Record<string, unknown> | null;
}

export interface DescribedChange {
  id: number;
  at: string;
  actor: string;
  entity: string;
  entityId: string;
  version: number | null;
  /** What happened, without who: "Price per day ₹1,200 → ₹1,300", "Hidden from the page". */
  summary: string;
  /** The whole sentence, with who and what: for Activity. */
  sentence: string;
  changes: FieldChange[];
}

const isList = (entity: string): entity is ListKind => (listKinds as readonly string[]).includes(entity);

/** "the bike Honda Dio" and its name alone, or "the settings (Contact and hours)" twice. */
function subject(row: AuditRow): { what: string; name: string } {
  if (isList(row.entity)) {
    const snapshot = row.after ?? row.before;
    const name = snapshot ? listInfo(row.entity).label(snapshot) : row.entityId;
    return { what: `the ${listInfo(row.entity).noun} ${name}`, name };
  }
  if (row.entity === "images") {
    const snapshot = (row.after ?? row.before ?? {}) as { alt?: string; originalName?: string };
    const name = snapshot.originalName ?? (row.detail?.name as string | undefined) ?? row.entityId;
    return { what: `the image ${name || row.entityId}`, name };
  }
  if (row.entity === "booking") return { what: `the booking ${row.entityId}`, name: row.entityId };
  if (row.entity === "vehicle") {
    const name = typeof row.detail?.name === "string" ? row.detail.name : `vehicle ${row.entityId}`;
    return { what: name, name };
  }
  const what =
    row.entity === "settings"
      ? `the settings (${isSettingsSection(row.entityId) ? sectionInfo(row.entityId).title : row.entityId})`
      : row.entityId === "all"
        ? "all content"
        : `${row.entity} ${row.entityId}`;
  return { what, name: what };
}

function counted(detail: Record<string, unknown> | null): string {
  if (!detail) return "";
  const parts = [
    detail.added ? `${detail.added} added` : "",
    detail.changed ? `${detail.changed} changed` : "",
    detail.trashed ? `${detail.trashed} moved to the Trash` : "",
  ].filter(Boolean);
  return parts.length ? parts.join(", ") : "nothing changed";
}

/** One entry of the audit log in words; `imageName` turns an image's library id into its description. */
export function describe(row: AuditRow, imageName?: ImageName): DescribedChange {
  const changes = fieldChanges(fieldsOf(row.entity, row.entityId), row.before, row.after, imageName);
  const { what, name } = subject(row);
  const d = row.detail ?? {};
  const list = (c: FieldChange[]) => c.map((x) => `${x.label} ${x.from} → ${x.to}`).join("; ");
  /** One changed field in words: "changed the price of Yamaha FZS from ₹800 to ₹850". */
  const oneChange = () => {
    const only = changes.length === 1 ? changes[0]! : null;
    if (!only) return null;
    const of = isList(row.entity) || row.entity === "images" ? ` of ${name}` : "";
    return `changed the ${labelInSentence(only.label)}${of} from ${only.from} to ${only.to}`;
  };
  let summary = row.action;
  let sentence = `${row.action} ${what}`;
  // The book's and the fleet's changes carry their own words (~/reservations/book.server.ts): "%s" stands
  // for what was changed, as in "confirmed %s". They come first: their actions ("expire") are not the Trash's.
  const own = typeof d.sentence === "string" ? d.sentence : null;
  if (own) {
    const alone = own.replace(/ ?%s/, "");
    summary = alone.charAt(0).toUpperCase() + alone.slice(1);
    sentence = own.replace("%s", what);
  } else
    switch (row.action) {
      case "create":
        summary = "Added";
        sentence = `added ${what}`;
        break;
      case "update": {
        summary = changes.length ? list(changes) : "Saved with no changes";
        sentence = oneChange() ?? `edited ${what}`;
        break;
      }
      case "hide":
        summary = "Hidden from the public page";
        sentence = `hid ${what} from the public page`;
        break;
      case "show":
        summary = "Shown on the public page again";
        sentence = `showed ${what} on the public page again`;
        break;
      case "move":
        summary = d.from && d.to ? `Moved from place ${d.from} to place ${d.to}` : "Moved";
        sentence = `moved ${what}${d.to ? ` to place ${d.to}` : ""}`;
        break;
      case "trash":
        summary = "Deleted (to the Trash)";
        sentence = `deleted ${what} (to the Trash)`;
        break;
      case "untrash":
        summary = "Restored from the Trash";
        sentence = `restored ${what} from the Trash`;
        break;
      case "purge":
        summary = "Deleted forever";
        sentence = `deleted ${what} forever`;
        break;
      case "expire":
        summary = "Emptied from the Trash after 30 days";
        sentence = `emptied ${what} from the Trash after 30 days`;
        break;
      case "revert":
        summary = `Restored version ${d.fromVersion ?? "?"}${changes.length ? `: ${list(changes)}` : ""}`;
        sentence = `restored ${what} to version ${d.fromVersion ?? "?"}${changes.length ? ` (${list(changes)})` : ""}`;
        break;
      case "import":
        summary = row.before ? (changes.length ? `Imported: ${list(changes)}` : "Imported") : "Added by an import";
        sentence =
          row.entity === "content"
            ? `imported content: ${counted(row.detail)}`
            : row.before && oneChange()
              ? `${oneChange()} (an import)`
              : `imported a change to ${what}`;
        break;
      case "upload":
        summary = "Uploaded";
        sentence = `uploaded ${what}`;
        break;
      case "upload-duplicate":
        summary = "Uploaded again (already in the library)";
        sentence = `uploaded ${what} again (it was already in the library)`;
        break;
      case "upload-refused":
        summary = `Upload refused: ${String(d.message ?? "")}`;
        sentence = `tried to upload a file, refused: ${String(d.message ?? "")}`;
        break;
      case "seed":
        summary = "Created with the sample content";
        sentence = "created the site with the sample content";
        break;
    }
  return {
    id: row.id,
    at: row.at,
    actor: row.actor,
    entity: row.entity,
    entityId: row.entityId,
    version: row.version,
    summary,
    sentence: `${row.actor} ${sentence}`,
    changes,
  };
}
