/** Fields that are lists of rows (features, destinations, social links, opening hours). */
import { getInputProps, type DefaultValue, type FieldMetadata, type FormMetadata } from "@conform-to/react";
import type { ReactNode } from "react";
import { useFormAction } from "react-router";
import { labelInSentence } from "~/content/define";
import { autoFocusIf, FieldError } from "./fields";
import { useWords } from "./words";

/**
 * Rows to add, remove and reorder: a list of short texts (features,
 * destinations) or of small groups of fields (social links, opening hours).
 * The buttons are Conform intents: plain submit buttons that the server
 * answers without saving when there is no JavaScript.
 */
interface ListProps<Row> {
  form: FormMetadata<any, string[]>;
  field: FieldMetadata<Row[] | undefined, any, string[]>;
  label: string;
  /** One row, in words: "Feature" (in the reader's language). */
  itemLabel: string;
  hint?: ReactNode;
  max: number;
  /** What an added row starts with. */
  newRow?: DefaultValue<Row>;
  /** One row's inputs; `buttons` are its move and remove buttons, to place beside them. */
  renderRow: (row: FieldMetadata<Row, any, string[]>, index: number, buttons: ReactNode) => ReactNode;
}

export function ListField<Row>({ form, field, label, itemLabel, hint, max, newRow, renderRow }: ListProps<Row>) {
  const { t, lang } = useWords();
  const rows = field.getFieldList();
  // Only English lowers a label's first letter inside a sentence; the other scripts have no capitals.
  const noun = lang === "en" ? labelInSentence(itemLabel) : itemLabel;
  // Without JavaScript, Add is a post that answers with the whole page: its address ends with the new row's
  // anchor, so the browser lands on the row to fill in instead of at the top of the page.
  const action = useFormAction();
  const rowAnchor = (index: number) => `${field.id}-row-${index + 1}`;
  return (
    <fieldset
      className="admin-field admin-text-list"
      aria-invalid={field.errors?.length ? true : undefined}
      aria-describedby={
        [hint ? `${field.id}-hint` : "", field.errors?.length ? field.errorId : ""].join(" ").trim() || undefined
      }
    >
      <legend>{label}</legend>
      {hint ? (
        <p className="admin-hint" id={`${field.id}-hint`}>
          {hint}
        </p>
      ) : null}
      <ol>
        {rows.map((row, index) => (
          <li key={row.key} id={rowAnchor(index)}>
            {renderRow(
              row,
              index,
              <span className="admin-row-buttons">
                <button
                  className="admin-icon-button"
                  {...form.reorder.getButtonProps({ name: field.name, from: index, to: index - 1 })}
                  disabled={index === 0}
                  aria-label={t("Move {item} {number} up", { item: noun, number: index + 1 })}
                >
                  ↑
                </button>
                <button
                  className="admin-icon-button"
                  {...form.reorder.getButtonProps({ name: field.name, from: index, to: index + 1 })}
                  disabled={index === rows.length - 1}
                  aria-label={t("Move {item} {number} down", { item: noun, number: index + 1 })}
                >
                  ↓
                </button>
                <button
                  className="admin-icon-button admin-icon-danger"
                  {...form.remove.getButtonProps({ name: field.name, index })}
                  aria-label={t("Remove {item} {number}", { item: noun, number: index + 1 })}
                >
                  ×
                </button>
              </span>,
            )}
          </li>
        ))}
      </ol>
      {rows.length < max ? (
        <button
          className="admin-button admin-button-quiet"
          {...form.insert.getButtonProps({ name: field.name, defaultValue: newRow })}
          formAction={`${action}#${rowAnchor(rows.length)}`}
        >
          {t("Add {item}", { item: noun })}
        </button>
      ) : (
        <p className="admin-hint">{t("At most {max}.", { max })}</p>
      )}
      <FieldError id={field.errorId} errors={field.errors} />
    </fieldset>
  );
}

/** A list of short texts, one input a row. */
export function TextListField({
  firstInvalid,
  lang,
  ...props
}: Omit<ListProps<string>, "renderRow" | "newRow"> & { firstInvalid?: boolean; lang?: string }) {
  const { itemLabel, field } = props;
  // The row to focus when this list is the first field that needs attention.
  const firstRow = firstInvalid ? field.getFieldList().findIndex((row) => row.errors?.length) : -1;
  return (
    <ListField
      {...props}
      renderRow={(row, index, buttons) => (
        <>
          <div className="admin-text-list-row">
            <label htmlFor={row.id} className="visually-hidden">
              {itemLabel} {index + 1}
            </label>
            <input
              {...getInputProps(row, { type: "text" })}
              key={row.key}
              lang={lang}
              autoComplete="off"
              {...autoFocusIf(row, index === firstRow)}
            />
            {buttons}
          </div>
          <FieldError id={row.errorId} errors={row.errors} />
        </>
      )}
    />
  );
}
