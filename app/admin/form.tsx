/**
 * The back office's form kit: Conform over the entity's Zod schema, so the
 * browser checks exactly what the server checks, and fields that carry their
 * message next to them (aria-invalid, aria-describedby) with or without
 * JavaScript.
 */
import {
  getCollectionProps,
  getFormProps,
  getInputProps,
  getSelectProps,
  getTextareaProps,
  useForm,
  type FieldMetadata,
  type FormMetadata,
  type Submission,
  type SubmissionResult,
} from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { useEffect, type ReactNode } from "react";
import type { z } from "zod";

type AnyField = FieldMetadata<any, any, string[]>;

/** Hidden inputs that say what to do with a form, not what it holds: never an unsaved change. */
const bookkeeping = new Set(["version", "section", "intent", "id", "q", "enhanced"]);

/**
 * A form bound to one schema. Fields are checked when left and again as they
 * are corrected; the server's answer (`lastResult`) shows its messages the
 * same way, and focus goes to the first field that needs attention.
 */
export function useSchemaForm<S extends z.ZodObject>(
  schema: S,
  {
    id,
    lastResult,
    defaultValue,
  }: { id: string; lastResult?: SubmissionResult<string[]> | null; defaultValue?: Record<string, unknown> },
) {
  const [form, fields] = useForm({
    id,
    lastResult: lastResult ?? undefined,
    constraint: getZodConstraint(schema),
    defaultValue: defaultValue as never,
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    shouldDirtyConsider: (name) => !bookkeeping.has(name),
    onValidate: ({ formData }) => parseWithZod(formData, { schema }),
  });
  useFocusFirstInvalid(form.id, lastResult);
  return [form, fields] as const;
}

/** After the server refuses a save, the first field that needs attention gets focus. */
function useFocusFirstInvalid(formId: string, lastResult: SubmissionResult<string[]> | null | undefined) {
  useEffect(() => {
    if (lastResult?.status !== "error") return;
    const first = document.getElementById(formId)?.querySelector<HTMLElement>('[aria-invalid="true"]');
    first?.focus();
  }, [formId, lastResult]);
}

export { getFormProps, parseWithZod };

const NOT_A_LIST = "This list could not be read. Add its rows again and save.";

/**
 * The server's answer to a refused form, ready to show again. A post that
 * sends one text where the schema wants a list (`features=x` instead of
 * `features[0]=x`) cannot be put back in the form's rows, so that field
 * starts empty, with its message, instead of breaking the page.
 */
export function replyTo(submission: Submission<unknown>, schema: z.ZodObject) {
  const constraint = getZodConstraint(schema);
  const notLists = Object.keys(constraint)
    .filter((name) => constraint[name]?.multiple)
    .flatMap((name) => valuesAt(submission.payload, name))
    .filter(([, value]) => value !== undefined && !Array.isArray(value))
    .map(([path]) => path);
  if (!notLists.length) return submission.reply();
  const fieldErrors = Object.fromEntries(notLists.map((path) => [path, [NOT_A_LIST]]));
  return submission.reply({ hideFields: notLists, fieldErrors });
}

/** Every value a constraint's name points at (`openingHours[].days` → each row's days), with its path. */
function valuesAt(value: unknown, name: string): [string, unknown][] {
  const walk = (value: unknown, [head, ...rest]: string[], path: string): [string, unknown][] => {
    if (head === undefined) return [[path, value]];
    if (head === "[]") return Array.isArray(value) ? value.flatMap((v, i) => walk(v, rest, `${path}[${i}]`)) : [];
    const child = value && typeof value === "object" ? (value as Record<string, unknown>)[head] : undefined;
    return walk(child, rest, path ? `${path}.${head}` : head);
  };
  return walk(value, name.replaceAll("[]", ".[]").split("."), "");
}
export type { FormMetadata };

/** The message under a field, or a placeholder so nothing jumps when one appears. */
export function FieldError({ id, errors }: { id: string; errors?: string[] }) {
  if (!errors?.length) return null;
  return (
    <p className="admin-field-error" id={id}>
      {errors.join(" ")}
    </p>
  );
}

function FieldShell({
  field,
  label,
  hint,
  children,
}: {
  field: AnyField;
  label: ReactNode;
  hint?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className="admin-field">
      <label htmlFor={field.id}>{label}</label>
      {hint ? (
        <p className="admin-hint" id={`${field.id}-hint`}>
          {hint}
        </p>
      ) : null}
      {children}
      <FieldError id={field.errorId} errors={field.errors} />
    </div>
  );
}

/**
 * A field Conform does not manage (a photo chosen to be sent on its own): the
 * same label, hint and message next to it as every other field, around a
 * control the caller renders with the props it is given.
 */
export function PlainField({
  id,
  label,
  hint,
  error,
  children,
}: {
  id: string;
  label: ReactNode;
  hint?: ReactNode;
  error?: string | null;
  children: (props: { id: string; "aria-describedby"?: string; "aria-invalid"?: true }) => ReactNode;
}) {
  const describedBy = [hint ? `${id}-hint` : "", error ? `${id}-error` : ""].join(" ").trim() || undefined;
  return (
    <div className="admin-field">
      <label htmlFor={id}>{label}</label>
      {hint ? (
        <p className="admin-hint" id={`${id}-hint`}>
          {hint}
        </p>
      ) : null}
      {children({ id, "aria-describedby": describedBy, "aria-invalid": error ? true : undefined })}
      <FieldError id={`${id}-error`} errors={error ? [error] : undefined} />
    </div>
  );
}

/** aria-describedby with the hint as well as the message, when there is a hint. */
const described = (field: AnyField, hint: unknown) => (hint ? { ariaDescribedBy: `${field.id}-hint` } : {});

/** The first field with a message gets focus when the page is loaded (a post without JavaScript). */
const autoFocusIf = (field: AnyField, first?: boolean) => (first && field.errors?.length ? { autoFocus: true } : {});

export function TextField({
  field,
  label,
  hint,
  type = "text",
  prefix,
  inputMode,
  autoComplete,
  step,
  firstInvalid,
}: {
  field: AnyField;
  /** Words, or words with a visually hidden part that tells apart the same field repeated on a screen. */
  label: ReactNode;
  hint?: ReactNode;
  type?: "text" | "number" | "date" | "email" | "tel" | "url" | "time" | "password";
  /** Shown before the input, e.g. "₹". */
  prefix?: string;
  inputMode?: "numeric" | "decimal" | "tel" | "email" | "url" | "text";
  autoComplete?: string;
  step?: string;
  firstInvalid?: boolean;
}) {
  const input = (
    <input
      {...getInputProps(field, { type, ...described(field, hint) })}
      key={field.key}
      inputMode={inputMode}
      autoComplete={autoComplete ?? "off"}
      step={step}
      {...autoFocusIf(field, firstInvalid)}
    />
  );
  return (
    <FieldShell field={field} label={label} hint={hint}>
      {prefix ? (
        <span className="admin-input-prefixed">
          <span aria-hidden="true">{prefix}</span>
          {input}
        </span>
      ) : (
        input
      )}
    </FieldShell>
  );
}

export function TextAreaField({
  field,
  label,
  hint,
  rows = 4,
  firstInvalid,
}: {
  field: AnyField;
  label: ReactNode;
  hint?: ReactNode;
  rows?: number;
  firstInvalid?: boolean;
}) {
  return (
    <FieldShell field={field} label={label} hint={hint}>
      <textarea
        {...getTextareaProps(field, described(field, hint))}
        key={field.key}
        rows={rows}
        {...autoFocusIf(field, firstInvalid)}
      />
    </FieldShell>
  );
}

export function SelectField({
  field,
  label,
  hint,
  options,
  firstInvalid,
  placeholder,
}: {
  field: AnyField;
  label: string;
  hint?: ReactNode;
  options: { value: string; label: string }[];
  firstInvalid?: boolean;
  /** The first, empty choice of a field with nothing chosen yet, so nothing is chosen by default. */
  placeholder?: string;
}) {
  return (
    <FieldShell field={field} label={label} hint={hint}>
      <select {...getSelectProps(field, described(field, hint))} key={field.key} {...autoFocusIf(field, firstInvalid)}>
        {placeholder ? <option value="">{placeholder}</option> : null}
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </FieldShell>
  );
}

/** A choice of a few, each a big radio button: easier than a select on a phone. */
export function ChoiceField({
  field,
  legend,
  options,
}: {
  field: AnyField;
  legend: string;
  options: { value: string; label: string }[];
}) {
  const current = String(field.initialValue ?? field.value ?? "");
  const invalid = Boolean(field.errors?.length);
  return (
    <fieldset
      className="admin-field admin-choices"
      aria-invalid={invalid || undefined}
      aria-describedby={invalid ? field.errorId : undefined}
    >
      <legend>{legend}</legend>
      {options.map((o) => (
        <label key={o.value} className="admin-choice">
          <input
            type="radio"
            name={field.name}
            value={o.value}
            defaultChecked={current === o.value}
            form={field.formId}
          />
          <span>{o.label}</span>
        </label>
      ))}
      <FieldError id={field.errorId} errors={field.errors} />
    </fieldset>
  );
}

export function CheckboxField({ field, label, hint }: { field: AnyField; label: string; hint?: ReactNode }) {
  return (
    <div className="admin-field">
      <div className="admin-check">
        <input {...getInputProps(field, { type: "checkbox", ...described(field, hint) })} key={field.key} />
        <label htmlFor={field.id}>{label}</label>
      </div>
      {hint ? (
        <p className="admin-hint" id={`${field.id}-hint`}>
          {hint}
        </p>
      ) : null}
      <FieldError id={field.errorId} errors={field.errors} />
    </div>
  );
}

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
  /** One row, in words: "Feature". */
  itemLabel: string;
  hint?: ReactNode;
  max: number;
  /** What an added row starts with. */
  newRow?: Row;
  /** One row's inputs; `buttons` are its move and remove buttons, to place beside them. */
  renderRow: (row: FieldMetadata<Row, any, string[]>, index: number, buttons: ReactNode) => ReactNode;
}

export function ListField<Row>({ form, field, label, itemLabel, hint, max, newRow, renderRow }: ListProps<Row>) {
  const rows = field.getFieldList();
  const noun = itemLabel.toLowerCase();
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
          <li key={row.key}>
            {renderRow(
              row,
              index,
              <span className="admin-row-buttons">
                <button
                  className="admin-icon-button"
                  {...form.reorder.getButtonProps({ name: field.name, from: index, to: index - 1 })}
                  disabled={index === 0}
                  aria-label={`Move ${noun} ${index + 1} up`}
                >
                  ↑
                </button>
                <button
                  className="admin-icon-button"
                  {...form.reorder.getButtonProps({ name: field.name, from: index, to: index + 1 })}
                  disabled={index === rows.length - 1}
                  aria-label={`Move ${noun} ${index + 1} down`}
                >
                  ↓
                </button>
                <button
                  className="admin-icon-button admin-icon-danger"
                  {...form.remove.getButtonProps({ name: field.name, index })}
                  aria-label={`Remove ${noun} ${index + 1}`}
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
          {...form.insert.getButtonProps({ name: field.name, defaultValue: newRow as never })}
        >
          Add {noun}
        </button>
      ) : (
        <p className="admin-hint">At most {max}.</p>
      )}
      <FieldError id={field.errorId} errors={field.errors} />
    </fieldset>
  );
}

/** A list of short texts, one input a row. */
export function TextListField({
  firstInvalid,
  ...props
}: Omit<ListProps<string>, "renderRow" | "newRow"> & { firstInvalid?: boolean }) {
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

/** Several of a few choices, as big tick boxes (the days of a line of opening hours). */
export function CheckboxesField({
  field,
  legend,
  options,
  firstInvalid,
}: {
  field: FieldMetadata<string[] | undefined, any, string[]>;
  legend: string;
  options: { value: string; label: string }[];
  firstInvalid?: boolean;
}) {
  const invalid = Boolean(field.errors?.length);
  return (
    <fieldset
      className="admin-field admin-checkboxes"
      aria-invalid={invalid || undefined}
      aria-describedby={invalid ? field.errorId : undefined}
    >
      <legend>{legend}</legend>
      <div className="admin-checkboxes-options">
        {getCollectionProps(field, { type: "checkbox", options: options.map((o) => o.value) }).map((props, i) => (
          <label key={props.key} className="admin-choice">
            <input
              {...props}
              key={props.key}
              aria-invalid={undefined}
              aria-describedby={undefined}
              {...(i === 0 ? autoFocusIf(field, firstInvalid) : {})}
            />
            <span>{options.find((o) => o.value === props.value)?.label}</span>
          </label>
        ))}
      </div>
      <FieldError id={field.errorId} errors={field.errors} />
    </fieldset>
  );
}

/** The form's main button: while its post is on its way it says so, and cannot be pressed twice. */
export function SubmitButton({
  pending,
  pendingLabel = "Saving…",
  children,
}: {
  pending: boolean;
  pendingLabel?: string;
  children: ReactNode;
}) {
  return (
    <button
      type="submit"
      className="admin-button admin-button-primary"
      disabled={pending}
      aria-busy={pending || undefined}
    >
      {pending ? pendingLabel : children}
    </button>
  );
}

/**
 * The button a phone's Go key (Enter) presses: the browser takes a form's
 * first submit button, which would otherwise be a row's ↑ or "Add feature".
 * Out of sight and out of the tab order; the visible Save button stays the
 * one to tap.
 */
export function EnterSaves() {
  return (
    <button type="submit" className="admin-enter-saves" tabIndex={-1} aria-hidden="true">
      Save
    </button>
  );
}

/** Messages that belong to the whole form rather than one field. */
export function FormErrors({ form }: { form: FormMetadata<any, string[]> }) {
  if (!form.errors?.length) return null;
  return (
    <div className="admin-alert" role="alert" id={form.errorId}>
      {form.errors.join(" ")}
    </div>
  );
}
