/**
 * The audit log in words: what happened to an item (History) and who did
 * what to which item (Activity), e.g. "admin changed the price per day of
 * Royal Enfield Classic from ₹1,200 to ₹1,300".
 */
import { labelInSentence } from "./define";
import { fieldChanges, fieldsOf, type FieldChange, type ImageName } from "./fields";
import { listInfo, listKinds, type ListKind } from "./lists";
import { isSettingsSection, sectionInfo } from "./settings";
import { fill } from "~/i18n/english";
import { daysIn } from "~/i18n/dates";
import { actorName, backOfficeWords, type BackOfficeWords } from "~/i18n/back-office/words";

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
function subject(row: AuditRow, { t, text }: BackOfficeWords): { what: string; name: string } {
  if (isList(row.entity)) {
    const snapshot = row.after ?? row.before;
    const name = snapshot ? listInfo(row.entity).label(snapshot) : row.entityId;
    // "the bike {name}": one phrase per kind of item, so each language puts the name where it belongs.
    return { what: fill(text(`the ${listInfo(row.entity).noun} {name}`), { name }), name };
  }
  if (row.entity === "images") {
    const snapshot = (row.after ?? row.before ?? {}) as { alt?: string; originalName?: string };
    const name = snapshot.originalName ?? (row.detail?.name as string | undefined) ?? row.entityId;
    return { what: t("the image {name}", { name: name || row.entityId }), name };
  }
  if (row.entity === "booking")
    return { what: t("the booking {reference}", { reference: row.entityId }), name: row.entityId };
  if (row.entity === "vehicle") {
    const name = typeof row.detail?.name === "string" ? row.detail.name : t("vehicle {id}", { id: row.entityId });
    return { what: name, name };
  }
  const what =
    row.entity === "settings"
      ? t("the settings ({section})", {
          section: isSettingsSection(row.entityId) ? text(sectionInfo(row.entityId).title) : row.entityId,
        })
      : row.entityId === "all"
        ? t("all content")
        : `${row.entity} ${row.entityId}`;
  return { what, name: what };
}

function counted(detail: Record<string, unknown> | null, { t }: BackOfficeWords): string {
  if (!detail) return "";
  const parts = [
    detail.added ? t("{count} added", { count: String(detail.added) }) : "",
    detail.changed ? t("{count} changed", { count: String(detail.changed) }) : "",
    detail.trashed ? t("{count} moved to the Trash", { count: String(detail.trashed) }) : "",
  ].filter(Boolean);
  return parts.length ? parts.join(", ") : t("nothing changed");
}

/**
 * A sentence a change wrote in English when it was made ("confirmed %s on KA-20 1234": ~/reservations/book.server.ts),
 * in the reader's language: matched whole against the phrase book ("{actor} confirmed {what} on {vehicle}"), with
 * who and what put in after. What matches nothing stays as it was written.
 */
function ownSentence(own: string, actor: string, what: string, at: string, { lang, text }: BackOfficeWords): string {
  if (lang === "en") return `${actor} ${own.replace("%s", what)}`;
  return daysIn(lang, fill(text(`{actor} ${own.replace("%s", "{what}")}`), { actor, what }), Number(at.slice(0, 4)));
}

/**
 * One entry of the audit log in words; `imageName` turns an image's library id into its description. The
 * words are the reader's (`backOfficeWords(lang)`), English unless given: the log keeps what happened, not
 * the sentence, so each reader sees it in their own language.
 */
export function describe(
  row: AuditRow,
  imageName?: ImageName,
  words: BackOfficeWords = backOfficeWords("en"),
): DescribedChange {
  const { t, text, lang } = words;
  const changes = fieldChanges(fieldsOf(row.entity, row.entityId), row.before, row.after, imageName);
  const { what, name } = subject(row, words);
  const actor = actorName(row.actor, words);
  const d = row.detail ?? {};
  // "Price per day ₹1,200 → ₹1,300": the arrow reads the same in every language.
  const list = (c: FieldChange[]) => c.map((x) => `${text(x.label)} ${text(x.from)} → ${text(x.to)}`).join("; ");
  /** One changed field in words: "changed the price of Yamaha FZS from ₹800 to ₹850". */
  const oneChange = () => {
    const only = changes.length === 1 ? changes[0]! : null;
    if (!only) return null;
    const values = {
      actor,
      field: lang === "en" ? labelInSentence(only.label) : text(only.label),
      name,
      from: text(only.from),
      to: text(only.to),
    };
    return isList(row.entity) || row.entity === "images"
      ? t("{actor} changed the {field} of {name} from {from} to {to}", values)
      : t("{actor} changed the {field} from {from} to {to}", values);
  };
  let summary = text(row.action);
  let sentence = `${actor} ${row.action} ${what}`;
  // The book's and the fleet's changes carry their own words (~/reservations/book.server.ts): "%s" stands
  // for what was changed, as in "confirmed %s". They come first: their actions ("expire") are not the Trash's.
  const own = typeof d.sentence === "string" ? d.sentence : null;
  if (own) {
    const alone = own.replace(/ ?%s/, "");
    summary = text(alone.charAt(0).toUpperCase() + alone.slice(1));
    sentence = ownSentence(own, actor, what, row.at, words);
  } else
    switch (row.action) {
      case "create":
        summary = t("Added");
        sentence = t("{actor} added {what}", { actor, what });
        break;
      case "update": {
        summary = changes.length ? list(changes) : t("Saved with no changes");
        sentence = oneChange() ?? t("{actor} edited {what}", { actor, what });
        break;
      }
      case "hide":
        summary = t("Hidden from the public page");
        sentence = t("{actor} hid {what} from the public page", { actor, what });
        break;
      case "show":
        summary = t("Shown on the public page again");
        sentence = t("{actor} showed {what} on the public page again", { actor, what });
        break;
      case "move":
        summary =
          d.from && d.to
            ? t("Moved from place {from} to place {to}", { from: String(d.from), to: String(d.to) })
            : t("Moved");
        sentence = d.to
          ? t("{actor} moved {what} to place {place}", { actor, what, place: String(d.to) })
          : t("{actor} moved {what}", { actor, what });
        break;
      case "trash":
        summary = t("Deleted (to the Trash)");
        sentence = t("{actor} deleted {what} (to the Trash)", { actor, what });
        break;
      case "untrash":
        summary = t("Restored from the Trash");
        sentence = t("{actor} restored {what} from the Trash", { actor, what });
        break;
      case "purge":
        summary = t("Deleted forever");
        sentence = t("{actor} deleted {what} forever", { actor, what });
        break;
      case "expire":
        summary = t("Emptied from the Trash after 30 days");
        sentence = t("{actor} emptied {what} from the Trash after 30 days", { actor, what });
        break;
      case "revert": {
        const version = String(d.fromVersion ?? "?");
        summary = changes.length
          ? t("Restored version {version}: {changes}", { version, changes: list(changes) })
          : t("Restored version {version}", { version });
        sentence = changes.length
          ? t("{actor} restored {what} to version {version} ({changes})", {
              actor,
              what,
              version,
              changes: list(changes),
            })
          : t("{actor} restored {what} to version {version}", { actor, what, version });
        break;
      }
      case "import": {
        summary = row.before
          ? changes.length
            ? t("Imported: {changes}", { changes: list(changes) })
            : t("Imported")
          : t("Added by an import");
        const change = row.before ? oneChange() : null;
        sentence =
          row.entity === "content"
            ? t("{actor} imported content: {counts}", { actor, counts: counted(row.detail, words) })
            : change
              ? t("{change} (an import)", { change })
              : t("{actor} imported a change to {what}", { actor, what });
        break;
      }
      case "upload":
        summary = t("Uploaded");
        sentence = t("{actor} uploaded {what}", { actor, what });
        break;
      case "upload-duplicate":
        summary = t("Uploaded again (already in the library)");
        sentence = t("{actor} uploaded {what} again (it was already in the library)", { actor, what });
        break;
      case "upload-refused": {
        const message = text(String(d.message ?? ""));
        summary = t("Upload refused: {message}", { message });
        sentence = t("{actor} tried to upload a file, refused: {message}", { actor, message });
        break;
      }
      case "seed":
        summary = t("Created with the sample content");
        sentence = t("{actor} created the site with the sample content", { actor });
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
    sentence,
    changes,
  };
}
