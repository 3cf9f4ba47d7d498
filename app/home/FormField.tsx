import type { ReactNode } from "react";
import { addDays } from "~/booking/dates";
import { requestLimits } from "~/booking/limits";
import { ChatIcon } from "./icons";
import { useWords } from "~/i18n/context";

/** What a booking form was sent with, and the message for each field it refused. */
export interface FormState {
  values: Record<string, string>;
  errors: Record<string, string[] | undefined>;
  /** Said above the form: the bike is booked on those dates (from the book). */
  notice?: string;
}

export const emptyForm: FormState = { values: {}, errors: {} };

/** The attributes a control gets: its name, and on a page of one form its id and its message. */
export interface ControlProps {
  id?: string;
  name: string;
  "aria-invalid"?: true;
  "aria-describedby"?: string;
}

interface FieldProps {
  /**
   * On a page of one form (a request page, a review): ids are `${idPrefix}-${name}`,
   * and a refused field's message is tied to it. The cards' forms have none: they
   * never show a message, and ids that differ from card to card cost the page bytes.
   */
  idPrefix?: string;
  name: string;
  label: string;
  form: FormState;
}

/**
 * A labelled field with its message underneath (plain HTML: the public pages
 * are not hydrated). The label holds its control, so they need no ids to be
 * tied; `children` renders the control with the attributes that tie it to
 * its message.
 */
export function Field({
  idPrefix,
  name,
  label,
  optional,
  form,
  children,
}: FieldProps & { optional?: boolean; children: (control: ControlProps) => ReactNode }) {
  const w = useWords();
  const id = idPrefix ? `${idPrefix}-${name}` : undefined;
  const error = form.errors[name]?.[0];
  return (
    <div className="field">
      <label>
        <span className="field-label">
          {label}
          {optional ? <span className="field-optional">{w.t("optional")}</span> : null}
        </span>
        {children({
          id,
          name,
          "aria-invalid": error ? true : undefined,
          "aria-describedby": error ? `${id}-error` : undefined,
        })}
      </label>
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
export function NameField({ idPrefix, form }: { idPrefix?: string; form: FormState }) {
  const w = useWords();
  return (
    <Field idPrefix={idPrefix} name="name" label={w.t("yourName")} optional form={form}>
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
export function RequestFoot({
  estimate,
  estimateFor,
  fareWords,
}: {
  estimate: string;
  /** The ids of the controls the estimate is worked out from, on a page of one form. */
  estimateFor?: string;
  /** A taxi form's: what site.js writes as the destination changes, in the page's language. */
  fareWords?: { about: string; none: string };
}) {
  const w = useWords();
  return (
    <>
      <output
        className="request-estimate"
        htmlFor={estimateFor}
        aria-live="polite"
        data-about={fareWords?.about}
        data-none={fareWords?.none}
      >
        {estimate}
      </output>
      <button type="submit" className="request-submit">
        <ChatIcon size={18} />
        {w.t("continueInChat")}
      </button>
      <p className="request-note">{w.t("requestNote")}</p>
    </>
  );
}
