import type { ReactNode } from "react";
import { addDays } from "~/booking/dates";
import { requestLimits } from "~/booking/limits";
import { ChatIcon } from "./icons";

/** What a booking form was sent with, and the message for each field it refused. */
export interface FormState {
  values: Record<string, string>;
  errors: Record<string, string[] | undefined>;
  /** Said above the form: the bike is booked on those dates (from the book). */
  notice?: string;
}

export const emptyForm: FormState = { values: {}, errors: {} };

/** The attributes that tie a control to its label and its message. */
export interface ControlProps {
  id: string;
  name: string;
  "aria-invalid"?: true;
  "aria-describedby"?: string;
}

interface FieldProps {
  /** Ids on the page are `${idPrefix}-${name}`: one form per card, so each prefix is unique. */
  idPrefix: string;
  name: string;
  label: string;
  form: FormState;
}

/**
 * A labelled field with its message underneath (plain HTML: the public pages
 * are not hydrated). The control is rendered by `children` with the ids and
 * ARIA attributes that tie it to both.
 */
export function Field({
  idPrefix,
  name,
  label,
  optional,
  form,
  children,
}: FieldProps & { optional?: boolean; children: (control: ControlProps) => ReactNode }) {
  const id = `${idPrefix}-${name}`;
  const error = form.errors[name]?.[0];
  return (
    <div className="field">
      <label htmlFor={id}>
        {label}
        {optional ? <span className="field-optional"> (optional)</span> : null}
      </label>
      {children({
        id,
        name,
        "aria-invalid": error ? true : undefined,
        "aria-describedby": error ? `${id}-error` : undefined,
      })}
      {error ? (
        <p className="field-error" id={`${id}-error`}>
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** A required choice whose first, empty option asks for it (so an unknown value shows as not chosen). */
export function ChoiceField({ prompt, children, ...field }: FieldProps & { prompt: string; children: ReactNode }) {
  return (
    <Field {...field}>
      {(control) => (
        <select {...control} required defaultValue={field.form.values[field.name] ?? ""}>
          <option value="">{prompt}</option>
          {children}
        </select>
      )}
    </Field>
  );
}

/** A required date from the shop's today up to `daysAhead` later. */
export function DateField({ today, daysAhead, ...field }: FieldProps & { today: string; daysAhead: number }) {
  return (
    <Field {...field}>
      {(control) => (
        <input
          {...control}
          type="date"
          required
          min={today}
          max={addDays(today, daysAhead)}
          defaultValue={field.form.values[field.name]}
        />
      )}
    </Field>
  );
}

/** "Your name (optional)": the message then says who is asking. */
export function NameField({ idPrefix, form }: { idPrefix: string; form: FormState }) {
  return (
    <Field idPrefix={idPrefix} name="name" label="Your name" optional form={form}>
      {(control) => (
        <input
          {...control}
          type="text"
          autoComplete="name"
          maxLength={requestLimits.nameLength}
          defaultValue={form.values.name}
        />
      )}
    </Field>
  );
}

/** The end of a booking form: the live estimate (site.js updates it), the button and what happens next. */
export function RequestFoot({ estimate, estimateFor }: { estimate: string; estimateFor: string }) {
  return (
    <>
      <output className="request-estimate" htmlFor={estimateFor} aria-live="polite">
        {estimate}
      </output>
      <button type="submit" className="request-submit">
        <ChatIcon size={18} />
        Continue in chat
      </button>
      <p className="request-note">Opens the chat with your request written in. Nothing is booked until we reply.</p>
    </>
  );
}
