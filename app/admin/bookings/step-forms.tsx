/**
 * The book's forms, each its action's schema through the form kit (Conform
 * over the schema the server checks again): plain posts without JavaScript,
 * carrying the version the screen showed. The server's answer goes back to
 * the one form that was pressed (its id names the action and the booking):
 * its messages beside its fields, the card it is on scrolled into view and
 * marked. Without JavaScript the page comes back at that card (the form's
 * address ends with the booking's reference).
 */
import type { FieldMetadata, SubmissionResult } from "@conform-to/react";
import { createContext, useContext, useEffect, type ReactNode } from "react";
import { Form, useLocation, useNavigation } from "react-router";
import { FieldError, SelectField, TextField } from "~/admin/fields";
import { FormErrors, getFormProps, useSchemaForm } from "~/admin/form";
import { ConfirmAction } from "~/admin/ui";
import { bookingSchemas, formIdOf, type BookingIntent } from "~/reservations/forms";

type AnyField = FieldMetadata<any, any, string[]>;

/** The last refused post's answer, for the form it came from. */
export interface StepAnswer {
  formId: string;
  ref: string;
  result: SubmissionResult<string[]>;
}

export const StepAnswerContext = createContext<StepAnswer | null>(null);

/** The booking a form acts on, and the version the screen showed. */
export interface OnBooking {
  reference: string;
  version: number;
}

/** Whether the last refused post came from this form. */
export function useRefusedHere(intent: BookingIntent, ref?: string) {
  const answer = useContext(StepAnswerContext);
  return answer?.formId === formIdOf(intent, ref) ? answer : null;
}

/**
 * One step's form. `children` gets the form's fields; the hidden ones say
 * which booking, at which version, and what to do.
 */
export function StepForm({
  intent,
  b,
  className = "admin-inline-form booking-act",
  defaultValue,
  children,
}: {
  intent: BookingIntent;
  b?: OnBooking;
  className?: string;
  defaultValue?: Record<string, unknown>;
  children: (fields: Record<string, AnyField>, busy: boolean) => ReactNode;
}) {
  const id = formIdOf(intent, b?.reference);
  const answer = useRefusedHere(intent, b?.reference);
  const navigation = useNavigation();
  const { pathname } = useLocation();
  const busy =
    navigation.state !== "idle" &&
    navigation.formData?.get("intent") === intent &&
    navigation.formData?.get("ref") === (b?.reference ?? null);
  const [form, fields] = useSchemaForm(bookingSchemas[intent], {
    id,
    lastResult: navigation.state === "idle" ? (answer?.result ?? null) : null,
    defaultValue,
  });
  // A refusal is said where the owner pressed: that card comes into view, marked.
  useEffect(() => {
    if (!answer) return;
    document.getElementById(id)?.closest(".booking-card, .admin-card")?.scrollIntoView({ block: "center" });
  }, [answer, id]);
  return (
    <Form
      method="post"
      action={b ? `${pathname}#${b.reference}` : pathname}
      {...getFormProps(form)}
      className={`${className}${answer ? " booking-refused" : ""}`}
    >
      <input type="hidden" name="intent" value={intent} />
      {b ? (
        <>
          <input type="hidden" name="ref" value={b.reference} />
          <input type="hidden" name="version" value={b.version} />
        </>
      ) : null}
      <FormErrors form={form} />
      {children(fields as Record<string, AnyField>, busy)}
    </Form>
  );
}

function Submit({ children, busy, tone = "" }: { children: ReactNode; busy: boolean; tone?: string }) {
  return (
    <button
      type="submit"
      className={`admin-button admin-button-small ${tone}`}
      disabled={busy}
      aria-busy={busy || undefined}
    >
      {children}
    </button>
  );
}

/** The day and time of a moment; both left empty: now, at the shop. */
function MomentFields({
  fields,
  label,
  reference,
}: {
  fields: Record<string, AnyField>;
  label: string;
  reference: string;
}) {
  return (
    <div className="booking-row">
      <div className="booking-small">
        <TextField
          field={fields.date!}
          type="date"
          label={
            <>
              {label} day <span className="visually-hidden">of {reference}</span>
            </>
          }
        />
      </div>
      <div className="booking-small">
        <TextField
          field={fields.time!}
          type="time"
          label={
            <>
              Time{" "}
              <span className="visually-hidden">
                {label.toLowerCase()} of {reference}
              </span>
            </>
          }
        />
      </div>
    </div>
  );
}

export function ConfirmForm({
  b,
  vehicles,
}: {
  b: OnBooking & { customerName: string; customerPhone: string };
  vehicles: { id: number; name: string }[];
}) {
  return (
    <StepForm
      intent="confirm"
      b={b}
      className="booking-act booking-form"
      defaultValue={{ name: b.customerName, phone: b.customerPhone }}
    >
      {(fields, busy) => (
        <>
          <div className="booking-row">
            <div className="booking-small">
              <TextField
                field={fields.name!}
                label={
                  <>
                    Name (optional) <span className="visually-hidden">for {b.reference}</span>
                  </>
                }
                autoComplete="off"
              />
            </div>
            <div className="booking-small">
              <TextField
                field={fields.phone!}
                type="tel"
                inputMode="tel"
                label={
                  <>
                    Phone (optional) <span className="visually-hidden">for {b.reference}</span>
                  </>
                }
                autoComplete="off"
              />
            </div>
          </div>
          {vehicles.length > 1 ? (
            <SelectField
              field={fields.vehicle!}
              label={`Vehicle for ${b.reference}`}
              placeholder="The first free one"
              options={vehicles.map((v) => ({ value: String(v.id), label: v.name }))}
            />
          ) : (
            <FieldError id={fields.vehicle!.errorId} errors={fields.vehicle!.errors} />
          )}
          <Submit busy={busy} tone="admin-button-primary">
            Confirm {b.reference}
          </Submit>
        </>
      )}
    </StepForm>
  );
}

/** A step that needs nothing but the press (Decline). */
export function PlainStep({
  b,
  intent,
  label,
  tone = "admin-button-quiet",
}: {
  b: OnBooking;
  intent: BookingIntent;
  label: string;
  tone?: string;
}) {
  return (
    <StepForm intent={intent} b={b}>
      {(_fields, busy) => (
        <Submit busy={busy} tone={tone}>
          {label}
        </Submit>
      )}
    </StepForm>
  );
}

export function HandOverForm({ b, open = false }: { b: OnBooking; open?: boolean }) {
  const refused = useRefusedHere("pick-up", b.reference);
  return (
    <details className="booking-more" open={open || Boolean(refused) || undefined}>
      <summary className="admin-button admin-button-small admin-button-primary">Hand over…</summary>
      <StepForm intent="pick-up" b={b} className="booking-form">
        {(fields, busy) => (
          <>
            <MomentFields fields={fields} label="Picked up" reference={b.reference} />
            <div className="admin-field">
              <div className="admin-check">
                <input type="checkbox" id={fields.early!.id} name={fields.early!.name} />
                <label htmlFor={fields.early!.id}>
                  Early pickup: move the start to this day (the bike must be free)
                </label>
              </div>
            </div>
            <p className="admin-sub">Empty day and time: now.</p>
            <Submit busy={busy} tone="admin-button-primary">
              Hand over {b.reference}
            </Submit>
          </>
        )}
      </StepForm>
    </details>
  );
}

export function ReturnForm({ b, open = false }: { b: OnBooking; open?: boolean }) {
  const refused = useRefusedHere("return", b.reference);
  return (
    <details className="booking-more" open={open || Boolean(refused) || undefined}>
      <summary className="admin-button admin-button-small admin-button-primary">Returned…</summary>
      <StepForm intent="return" b={b} className="booking-form">
        {(fields, busy) => (
          <>
            <MomentFields fields={fields} label="Returned" reference={b.reference} />
            <div className="booking-row">
              <div className="booking-small">
                <TextField
                  field={fields.damages!}
                  type="number"
                  inputMode="numeric"
                  prefix="₹"
                  label={
                    <>
                      Damages <span className="visually-hidden">of {b.reference}</span>
                    </>
                  }
                />
              </div>
              <div className="booking-small">
                <TextField
                  field={fields.note!}
                  label={
                    <>
                      Damages note <span className="visually-hidden">of {b.reference}</span>
                    </>
                  }
                />
              </div>
            </div>
            <p className="admin-sub">Empty day and time: now. The late fee comes from the terms.</p>
            <Submit busy={busy} tone="admin-button-primary">
              Mark {b.reference} returned
            </Submit>
          </>
        )}
      </StepForm>
    </details>
  );
}

export function DatesForm({ b, startsAt, endsAt }: { b: OnBooking; startsAt: string; endsAt: string }) {
  const refused = useRefusedHere("dates", b.reference);
  return (
    <details className="booking-more" open={Boolean(refused) || undefined}>
      <summary className="admin-button admin-button-small admin-button-quiet">Change dates</summary>
      <StepForm
        intent="dates"
        b={b}
        className="booking-form"
        defaultValue={{
          from: startsAt.slice(0, 10),
          fromTime: startsAt.slice(11),
          to: endsAt.slice(0, 10),
          toTime: endsAt.slice(11),
        }}
      >
        {(fields, busy) => (
          <>
            <div className="booking-row">
              <div className="booking-small">
                <TextField field={fields.from!} type="date" label="Pickup" />
              </div>
              <div className="booking-small">
                <TextField field={fields.fromTime!} type="time" label="at" />
              </div>
              <div className="booking-small">
                <TextField field={fields.to!} type="date" label="Return" />
              </div>
              <div className="booking-small">
                <TextField field={fields.toTime!} type="time" label="at" />
              </div>
            </div>
            <Submit busy={busy}>Save dates of {b.reference}</Submit>
          </>
        )}
      </StepForm>
    </details>
  );
}

export function VehicleForm({
  b,
  current,
  vehicles,
}: {
  b: OnBooking;
  current: number | null;
  vehicles: { id: number; name: string }[];
}) {
  const others = vehicles.filter((v) => v.id !== current);
  const refused = useRefusedHere("vehicle", b.reference);
  if (!others.length && !refused) return null;
  return (
    <details className="booking-more" open={Boolean(refused) || undefined}>
      <summary className="admin-button admin-button-small admin-button-quiet">Another vehicle</summary>
      <StepForm intent="vehicle" b={b} className="booking-form">
        {(fields, busy) => (
          <>
            <SelectField
              field={fields.vehicle!}
              label="Vehicle"
              placeholder="Choose one"
              options={others.map((v) => ({ value: String(v.id), label: v.name }))}
            />
            <Submit busy={busy}>Give {b.reference} this vehicle</Submit>
          </>
        )}
      </StepForm>
    </details>
  );
}

export function DepositForm({ b, deposit }: { b: OnBooking; deposit: "none" | "received" | "returned" }) {
  if (deposit === "returned") return null;
  const next = deposit === "received" ? "returned" : "received";
  return (
    <StepForm intent="deposit" b={b}>
      {(fields, busy) => (
        <>
          <input type="hidden" name="deposit" value={next} />
          <FieldError id={fields.deposit!.errorId} errors={fields.deposit!.errors} />
          <Submit busy={busy} tone="admin-button-quiet">
            {next === "returned" ? "Deposit given back" : "Deposit received"}
          </Submit>
        </>
      )}
    </StepForm>
  );
}

export function CancelForm({ b }: { b: OnBooking }) {
  return (
    <ConfirmAction
      label="Cancel"
      accessibleLabel={`Cancel ${b.reference}`}
      question={<>Cancel {b.reference}? Its vehicle is free again for its dates.</>}
    >
      <StepForm intent="cancel" b={b}>
        {(_fields, busy) => (
          <button type="submit" className="admin-button admin-button-danger" disabled={busy}>
            Yes, cancel {b.reference}
          </button>
        )}
      </StepForm>
    </ConfirmAction>
  );
}

export function NoShowForm({ b }: { b: OnBooking }) {
  return (
    <ConfirmAction
      label="No-show"
      accessibleLabel={`Mark ${b.reference} a no-show`}
      question={<>Nobody came for {b.reference}? Its vehicle is free again.</>}
    >
      <StepForm intent="no-show" b={b}>
        {(_fields, busy) => (
          <button type="submit" className="admin-button admin-button-danger" disabled={busy}>
            Yes, mark {b.reference} a no-show
          </button>
        )}
      </StepForm>
    </ConfirmAction>
  );
}

export function CustomerForm({ b, name, phone }: { b: OnBooking; name: string; phone: string }) {
  const refused = useRefusedHere("customer", b.reference);
  return (
    <details className="booking-more" open={Boolean(refused) || undefined}>
      <summary className="admin-button admin-button-small admin-button-quiet">
        {name || phone ? "Change the customer" : "Note the customer"}
      </summary>
      <StepForm intent="customer" b={b} className="booking-form" defaultValue={{ name, phone }}>
        {(fields, busy) => (
          <>
            <div className="booking-row">
              <div className="booking-small">
                <TextField field={fields.name!} label="Name" autoComplete="off" />
              </div>
              <div className="booking-small">
                <TextField
                  field={fields.phone!}
                  type="tel"
                  inputMode="tel"
                  label="Phone"
                  autoComplete="off"
                  hint="With the country code for a number from abroad, like +49 151 2345 6789."
                />
              </div>
            </div>
            <Submit busy={busy}>Save the customer of {b.reference}</Submit>
          </>
        )}
      </StepForm>
    </details>
  );
}
