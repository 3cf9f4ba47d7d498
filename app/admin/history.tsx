/** An item's or a settings section's History: every version, newest first, each restorable in one step. */
import { Form, useNavigation } from "react-router";
import type { DescribedChange } from "~/content/activity";
import type { BackOfficeWords, Phrase } from "~/i18n/back-office/words";
import { AlertMessage, DateTime, StatusMessage } from "./ui";
import { useWords } from "./words";

/**
 * What a version did, in the reader's language: the English summary
 * (~/content/activity) is matched whole or by its template, with its list of
 * changes put back field by field ("Restored version 3: {changes}").
 */
function summaryIn(change: DescribedChange, { t, text }: BackOfficeWords): string {
  if (change.changes.length > 1) return t("Edited");
  const english = change.changes.map((c) => `${c.label} ${c.from} → ${c.to}`).join("; ");
  if (!english || !change.summary.includes(english)) return text(change.summary);
  const changes = change.changes.map((c) => `${text(c.label)} ${text(c.from)} → ${text(c.to)}`).join("; ");
  return text(change.summary.replace(english, "{changes}")).replace("{changes}", changes);
}

export function HistoryList({
  entries,
  currentVersion,
  name,
  canRestore,
}: {
  entries: DescribedChange[];
  /** The version the item is at now: restoring is offered for the others. */
  currentVersion: number | null;
  name: string;
  canRestore: boolean;
}) {
  const words = useWords();
  const { t } = words;
  const navigation = useNavigation();
  const restoring = navigation.state !== "idle" ? navigation.formData?.get("audit") : null;
  if (entries.length === 0) return <p className="admin-card">{t("No changes are recorded yet.")}</p>;
  return (
    <ol className="admin-history">
      {entries.map((e) => {
        const isCurrent = e.version !== null && e.version === currentVersion;
        const restorable = canRestore && e.version !== null && !isCurrent;
        return (
          <li key={e.id} className="admin-history-entry">
            <p className="admin-history-meta">
              <DateTime iso={e.at} /> · {e.actor}
              {e.version !== null ? ` · ${t("version {version}", { version: e.version })}` : ""}
              {isCurrent ? <span className="admin-tag">{t("Current version")}</span> : null}
            </p>
            <p className="admin-history-summary">{summaryIn(e, words)}</p>
            <ChangeList change={e} />
            {restorable ? (
              <Form method="post">
                <input type="hidden" name="intent" value="restore" />
                <input type="hidden" name="audit" value={e.id} />
                <input type="hidden" name="version" value={currentVersion ?? ""} />
                <button
                  type="submit"
                  className="admin-button admin-button-small admin-button-quiet"
                  disabled={restoring !== null && restoring !== undefined}
                  aria-label={t("Restore version {version} of {name}", { version: String(e.version), name })}
                >
                  {restoring === String(e.id)
                    ? t("Restoring…")
                    : t("Restore version {version}", { version: String(e.version) })}
                </button>
              </Form>
            ) : null}
          </li>
        );
      })}
    </ol>
  );
}

/** Field by field, when a change touched more than one field (one field is said in its summary). */
export function ChangeList({ change }: { change: DescribedChange }) {
  const { text } = useWords();
  if (change.changes.length < 2) return null;
  return (
    <ul className="admin-changes">
      {change.changes.map((c) => (
        <li key={c.field}>
          <span className="admin-change-label">{text(c.label)}</span> {text(c.from)} → {text(c.to)}
        </li>
      ))}
    </ul>
  );
}

const refusals: Record<string, Phrase> = {
  stale: "Someone else changed it a moment ago, so nothing was restored. The history below is up to date; try again.",
  invalid:
    "That version can no longer be restored as it was: it does not meet today's rules (for example a field that is now required).",
};

/** What a restore did, said once on the History it came back to. */
export function RestoreOutcome({
  restored,
  refused,
  missing,
}: {
  restored: string | null;
  refused: string | null;
  /** Why a version could not be found to restore, for this kind of thing. */
  missing: Phrase;
}) {
  const { t } = useWords();
  const refusal = refused ? refusals[refused] : undefined;
  return (
    <>
      <StatusMessage>
        {restored !== null ? t("Restored version {version}. The public page is updated.", { version: restored }) : null}
      </StatusMessage>
      {refused ? <AlertMessage>{t(refusal ?? missing)}</AlertMessage> : null}
    </>
  );
}
