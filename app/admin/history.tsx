/** An item's or a settings section's History: every version, newest first, each restorable in one step. */
import { Form, useNavigation } from "react-router";
import type { DescribedChange } from "~/content/activity";
import { AlertMessage, DateTime, StatusMessage } from "./ui";

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
  const navigation = useNavigation();
  const restoring = navigation.state !== "idle" ? navigation.formData?.get("audit") : null;
  if (entries.length === 0) return <p className="admin-card">No changes are recorded yet.</p>;
  return (
    <ol className="admin-history">
      {entries.map((e) => {
        const isCurrent = e.version !== null && e.version === currentVersion;
        const restorable = canRestore && e.version !== null && !isCurrent;
        return (
          <li key={e.id} className="admin-history-entry">
            <p className="admin-history-meta">
              <DateTime iso={e.at} /> · {e.actor}
              {e.version !== null ? ` · version ${e.version}` : ""}
              {isCurrent ? <span className="admin-tag">Current version</span> : null}
            </p>
            <p className="admin-history-summary">{e.changes.length > 1 ? "Edited" : e.summary}</p>
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
                  aria-label={`Restore version ${e.version} of ${name}`}
                >
                  {restoring === String(e.id) ? "Restoring…" : `Restore version ${e.version}`}
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
  if (change.changes.length < 2) return null;
  return (
    <ul className="admin-changes">
      {change.changes.map((c) => (
        <li key={c.field}>
          <span className="admin-change-label">{c.label}</span> {c.from} → {c.to}
        </li>
      ))}
    </ul>
  );
}

const refusals: Record<string, string> = {
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
  missing: string;
}) {
  return (
    <>
      <StatusMessage>
        {restored !== null ? <>Restored version {restored}. The public page is updated.</> : null}
      </StatusMessage>
      {refused ? <AlertMessage>{refusals[refused] ?? missing}</AlertMessage> : null}
    </>
  );
}
