/**
 * A save refused because someone else saved first: who and when, their
 * values beside the operator's, and one button that puts the operator's own
 * changes on top of theirs. Nothing is overwritten without the operator
 * seeing it.
 */
import { Form } from "react-router";
import { labelInSentence } from "~/content/define";
import type { FieldInfo } from "~/content/fields";
import type { Conflict } from "~/content/store/transaction.server";
import { formatDateTime, useShopTimeZone } from "./ui";
import { useWords } from "./words";

export interface ConflictView {
  changedBy: string;
  changedAt: string;
  /** The version to base the next save on: theirs. */
  version: number;
  rows: { field: string; label: string; theirs: string; yours: string; youChanged: boolean }[];
  /** Their version with the fields the operator changed replaced by the operator's values. */
  merged: Record<string, unknown>;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/**
 * Works out what the operator changed (against the version they opened) and
 * what the merge of both would be. Without the opened version, everything the
 * operator sent counts as their change.
 */
export function conflictView(
  fields: Record<string, FieldInfo>,
  conflict: Conflict,
  yours: Record<string, unknown>,
): ConflictView {
  const theirs = conflict.current;
  const base = conflict.base;
  const merged: Record<string, unknown> = {};
  const rows: ConflictView["rows"] = [];
  for (const [field, info] of Object.entries(fields)) {
    const youChanged = base ? !same(base[field], yours[field]) : true;
    merged[field] = youChanged ? yours[field] : theirs[field];
    if (same(theirs[field], yours[field])) continue;
    const show = info.show ?? ((v: unknown) => (v === null || v === undefined || v === "" ? "none" : String(v)));
    rows.push({ field, label: info.label, theirs: show(theirs[field]), yours: show(yours[field]), youChanged });
  }
  return { changedBy: conflict.changedBy, changedAt: conflict.changedAt, version: theirs.version, rows, merged };
}

export function ConflictPanel({
  conflict,
  what,
  formFields = {},
}: {
  conflict: ConflictView;
  what: string;
  /** Hidden fields the post needs besides the merge, like the settings section it belongs to. */
  formFields?: Record<string, string>;
}) {
  const mine = conflict.rows.filter((r) => r.youChanged);
  const timeZone = useShopTimeZone();
  const { t, text, lang } = useWords();
  const name = conflict.changedBy;
  return (
    <section className="admin-conflict" role="alert" aria-labelledby="conflict-title">
      <h2 id="conflict-title">{t("Not saved: {name} changed this {what} first", { name, what: text(what) })}</h2>
      <p>
        {conflict.changedAt
          ? t("{name} saved a newer version at {time} while you were editing.", {
              name,
              time: formatDateTime(conflict.changedAt, timeZone, lang),
            })
          : t("{name} saved a newer version while you were editing.", { name })}{" "}
        {t("Nothing of yours was saved and nothing of theirs was overwritten.")}
      </p>
      {conflict.rows.length ? (
        <table className="admin-table admin-conflict-table">
          <caption className="visually-hidden">{t("Their values and yours")}</caption>
          <thead>
            <tr>
              <th scope="col">{t("Field")}</th>
              <th scope="col">{t("Theirs (saved)")}</th>
              <th scope="col">{t("Yours")}</th>
            </tr>
          </thead>
          <tbody>
            {conflict.rows.map((r) => (
              <tr key={r.field}>
                <th scope="row">{text(r.label)}</th>
                <td data-label={t("Theirs")}>{text(r.theirs)}</td>
                <td data-label={t("Yours")}>
                  {text(r.yours)}
                  {r.youChanged ? <span className="admin-sub">{t("your change")}</span> : null}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : (
        <p>{t("Your version and theirs are the same.")}</p>
      )}
      <Form method="post" replace className="admin-conflict-actions">
        <input type="hidden" name="intent" value="apply-mine" />
        {Object.entries(formFields).map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        <input type="hidden" name="version" value={conflict.version} />
        <input type="hidden" name="merged" value={JSON.stringify(conflict.merged)} />
        <button type="submit" className="admin-button admin-button-primary">
          {mine.length ? t("Apply my changes on top of theirs") : t("Save again on top of theirs")}
        </button>
        <p className="admin-hint">
          {mine.length
            ? t("Saves theirs with your changes to {fields}.", {
                fields: mine.map((r) => (lang === "en" ? labelInSentence(r.label) : text(r.label))).join(", "),
              })
            : t("Saves the form as it is now, on top of their version.")}
        </p>
      </Form>
    </section>
  );
}
