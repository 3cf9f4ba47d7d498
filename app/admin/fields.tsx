/**
 * The fields of the back office's forms: a label, an optional hint, the
 * control, and the message next to it, wired for screen readers.
 */
import {
  getCollectionProps,
  getInputProps,
  getSelectProps,
  getTextareaProps,
  type FieldMetadata,
} from "@conform-to/react";
import type { ReactNode } from "react";
import { useWords } from "./words";

type AnyField = FieldMetadata<any, any, string[]>;

/** The message under a field, or a placeholder so nothing jumps when one appears. */
export function FieldError({ id, errors }: { id: string; errors?: string[] }) {
  // The schemas' messages and refusals are English; each is shown in the reader's language, with its days.
  const { text } = useWords();
  if (!errors?.length) return null;
  return (
    <p className="admin-field-error" id={id}>
      {errors.map((e) => text(e)).join(" ")}
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
export const autoFocusIf = (field: AnyField, first?: boolean) =>
  first && field.errors?.length ? { autoFocus: true } : {};

export function TextField({
  field,
  label,
  hint,
  type = "text",
  prefix,
  inputMode,
  autoComplete,
  autoCapitalize,
  spellCheck,
  step,
  firstInvalid,
  lang,
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
  autoCapitalize?: "none" | "sentences" | "words";
  spellCheck?: boolean;
  step?: string;
  firstInvalid?: boolean;
  /** The language typed in, when it is not English. */
  lang?: string;
}) {
  const input = (
    <input
      {...getInputProps(field, { type, ...described(field, hint) })}
      key={field.key}
      lang={lang}
      inputMode={inputMode}
      autoComplete={autoComplete ?? "off"}
      autoCapitalize={autoCapitalize}
      spellCheck={spellCheck}
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
  lang,
}: {
  field: AnyField;
  label: ReactNode;
  hint?: ReactNode;
  rows?: number;
  firstInvalid?: boolean;
  /** The language typed in, when it is not English. */
  lang?: string;
}) {
  return (
    <FieldShell field={field} label={label} hint={hint}>
      <textarea
        {...getTextareaProps(field, described(field, hint))}
        key={field.key}
        lang={lang}
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

/** Several of a few choices, as big tick boxes (the days of a line of opening hours). */
export function CheckboxesField({
  field,
  legend,
  options,
  firstInvalid,
}: {
  /** A field of strings: the boxes need its name, value and errors, not a list's rows. */
  field: AnyField;
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
