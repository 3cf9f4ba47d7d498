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
import {
  CheckboxesField,
  CheckboxField,
  ChoiceField,
  FieldError,
  SelectField,
  TextAreaField,
  TextField,
} from "~/admin/fields";
import { rupees } from "~/content/format";
import { documentTypes, documentWords, FUEL_STEPS } from "~/handover/handover";
import { methodWords, payMethods } from "~/money/ledger";
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

/** Whether the last refused post came from this form (`instance`: one of several of the same step, like an entry's Reverse). */
export function useRefusedHere(intent: BookingIntent, ref?: string, instance?: string) {
  const answer = useContext(StepAnswerContext);
  return answer?.formId === formIdOf(intent, ref, instance) ? answer : null;
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
  instance,
  children,
}: {
  intent: BookingIntent;
  b?: OnBooking;
  className?: string;
  defaultValue?: Record<string, unknown>;
  /** Tells apart several forms of one step on a screen (each entry's Reverse): sent, so the answer finds it. */
  instance?: string;
  children: (fields: Record<string, AnyField>, busy: boolean) => ReactNode;
}) {
  const id = formIdOf(intent, b?.reference, instance);
  const answer = useRefusedHere(intent, b?.reference, instance);
  const navigation = useNavigation();
  const { pathname } = useLocation();
  const busy =
    navigation.state !== "idle" &&
    navigation.formData?.get("intent") === intent &&
    navigation.formData?.get("ref") === (b?.reference ?? null) &&
    (navigation.formData?.get("instance") ?? undefined) === instance;
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
      {instance ? <input type="hidden" name="instance" value={instance} /> : null}
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

/** What a check-out starts from: the vehicle's last reading, the deposit agreed, the terms' requirements. */
export interface CheckOutStart {
  odometer: number | null;
  deposit: number | null;
  checklist: { id: string; text: string }[];
  /** The tourist agreed already (the line above the form says when). */
  agreed: boolean;
}

const FUEL_CHOICES = FUEL_STEPS.map((label, i) => ({ value: String(i), label }));
/** Rupees typed on a phone: the number pad, the ₹ before it. */
function RupeesField({ field, label }: { field: AnyField; label: ReactNode }) {
  return <TextField field={field} type="number" inputMode="numeric" prefix="₹" label={label} />;
}

/** How money changed hands, three big choices side by side (and "Not now" where it may wait). */
function MethodChoice({ field, legend, notNow = false }: { field: AnyField; legend: string; notNow?: boolean }) {
  return (
    <div className="booking-compact">
      <ChoiceField
        field={field}
        legend={legend}
        options={notNow ? [...METHOD_CHOICES, { value: "", label: "Not now" }] : METHOD_CHOICES}
      />
    </div>
  );
}

const METHOD_CHOICES = payMethods.map((m) => ({
  value: m,
  label: methodWords[m].replace(/^./, (c) => c.toUpperCase()),
}));

/**
 * Check-out at the counter, one hand on a phone: when, the odometer and the
 * fuel (a few steps, not a number), helmets, the damage it already has, what
 * is kept as security (a document's type and last four characters only), the
 * terms' requirements ticked, and the deposit taken. Photos are sent apart,
 * from the Photos card, before or after.
 */
export function HandOverForm({ b, start, open = false }: { b: OnBooking; start: CheckOutStart; open?: boolean }) {
  const refused = useRefusedHere("pick-up", b.reference);
  return (
    <details className="booking-more booking-handover" open={open || Boolean(refused) || undefined} id="handover">
      <summary className="admin-button admin-button-small admin-button-primary">Hand over…</summary>
      <StepForm
        intent="pick-up"
        b={b}
        className="booking-form"
        defaultValue={{
          odometer: start.odometer === null ? "" : String(start.odometer),
          helmets: "1",
          deposit: start.deposit === null ? "" : String(start.deposit),
        }}
      >
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
            <div className="booking-row">
              <div className="booking-small">
                <TextField
                  field={fields.odometer!}
                  type="number"
                  inputMode="numeric"
                  label={
                    <>
                      Odometer, km <span className="visually-hidden">at the pickup of {b.reference}</span>
                    </>
                  }
                  hint={
                    start.odometer !== null ? `Last read: ${start.odometer.toLocaleString("en-IN")} km.` : undefined
                  }
                />
              </div>
              <div className="booking-small">
                <TextField field={fields.helmets!} type="number" inputMode="numeric" label="Helmets given" />
              </div>
            </div>
            <div className="booking-compact">
              <ChoiceField field={fields.fuel!} legend="Fuel" options={FUEL_CHOICES} />
            </div>
            <TextAreaField field={fields.damage!} label="Damage it already has" rows={2} />
            <fieldset className="booking-fieldset">
              <legend>Kept as security</legend>
              <ChoiceField
                field={fields.documentType!}
                legend="Document"
                options={[
                  { value: "", label: "None" },
                  ...documentTypes.map((d) => ({ value: d, label: documentWords[d] })),
                ]}
              />
              <TextField
                field={fields.documentLast4!}
                label="Its last four letters or digits"
                hint="Never the whole number, and never an Aadhaar number: only the last four characters of the document kept."
                autoCapitalize="none"
              />
              <CheckboxField field={fields.original!} label="The original is kept at the shop" />
            </fieldset>
            {start.checklist.length ? (
              <div className="booking-checklist">
                <CheckboxesField
                  field={fields.checklist!}
                  legend="The terms' requirements, checked"
                  options={start.checklist.map((r) => ({ value: r.id, label: r.text }))}
                />
              </div>
            ) : null}
            <div className="booking-row">
              <div className="booking-small">
                <RupeesField field={fields.deposit!} label="Deposit taken" />
              </div>
            </div>
            <MethodChoice field={fields.depositMethod!} legend="Deposit paid by" notNow />
            {start.agreed ? null : (
              <p className="admin-sub">
                The tourist has not agreed to the terms yet: see above to let them agree first.
              </p>
            )}
            <Submit busy={busy} tone="admin-button-primary">
              Hand over {b.reference}
            </Submit>
          </>
        )}
      </StepForm>
    </details>
  );
}

/** What a check-in starts from: the pickup's reading, and whether an original document is held. */
export interface CheckInStart {
  odometer: number | null;
  originalHeld: string | null;
  lateSoFar: number;
}

/** Check-in: when, the odometer and fuel as it came back, new damage with its charge, the original given back. */
export function ReturnForm({ b, start, open = false }: { b: OnBooking; start: CheckInStart; open?: boolean }) {
  const refused = useRefusedHere("return", b.reference);
  return (
    <details className="booking-more booking-handover" open={open || Boolean(refused) || undefined} id="check-in">
      <summary className="admin-button admin-button-small admin-button-primary">Returned…</summary>
      <StepForm
        intent="return"
        b={b}
        className="booking-form"
        defaultValue={{
          odometer: start.odometer === null ? "" : String(start.odometer),
          originalBack: start.originalHeld ? "on" : undefined,
        }}
      >
        {(fields, busy) => (
          <>
            <MomentFields fields={fields} label="Returned" reference={b.reference} />
            <TextField
              field={fields.odometer!}
              type="number"
              inputMode="numeric"
              label={
                <>
                  Odometer, km <span className="visually-hidden">at the return of {b.reference}</span>
                </>
              }
              hint={start.odometer !== null ? `It left with ${start.odometer.toLocaleString("en-IN")} km.` : undefined}
            />
            <div className="booking-compact">
              <ChoiceField field={fields.fuel!} legend="Fuel" options={FUEL_CHOICES} />
            </div>
            <div className="booking-row">
              <div className="booking-small">
                <TextAreaField field={fields.damage!} label="New damage" rows={2} />
              </div>
              <div className="booking-small">
                <RupeesField field={fields.damageCharge!} label="Charge for the damage" />
              </div>
            </div>
            {start.originalHeld ? (
              <CheckboxField field={fields.originalBack!} label={`${start.originalHeld}: the original is given back`} />
            ) : null}
            <p className="admin-sub">
              Empty day and time: now. The late fee comes from the terms
              {start.lateSoFar ? ` (so far ${rupees(start.lateSoFar)})` : ""} and goes on the bill with the damage.
            </p>
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

/** A money form of the booking's screen: its version is the ledger's (how many entries it showed). */
function MoneyStep({
  intent,
  b,
  summary,
  open,
  defaultValue,
  children,
}: {
  intent: "pay" | "deposit" | "settle" | "charge" | "discount";
  b: OnBooking;
  summary: string;
  open?: boolean;
  defaultValue?: Record<string, unknown>;
  children: (fields: Record<string, AnyField>, busy: boolean) => ReactNode;
}) {
  const refused = useRefusedHere(intent, b.reference);
  return (
    <details className="booking-more" open={open || Boolean(refused) || undefined}>
      <summary className="admin-button admin-button-small admin-button-quiet">{summary}</summary>
      {/* Made again when the ledger moves on: what it starts from (the rest owed, what the deposit pays) changed. */}
      <StepForm key={b.version} intent={intent} b={b} className="booking-form" defaultValue={defaultValue}>
        {children}
      </StepForm>
    </details>
  );
}

export function PayForm({ b, owed }: { b: OnBooking; owed: number }) {
  return (
    <MoneyStep intent="pay" b={b} summary="Payment received…" defaultValue={{ amount: owed ? String(owed) : "" }}>
      {(fields, busy) => (
        <>
          <RupeesField field={fields.amount!} label="Amount received" />
          <MethodChoice field={fields.method!} legend="Paid by" />
          <Submit busy={busy} tone="admin-button-primary">
            Payment received for {b.reference}
          </Submit>
        </>
      )}
    </MoneyStep>
  );
}

/** The UPI payment request marked received: the amount the screen showed, by UPI. */
export function UpiReceivedForm({ b, owed, label }: { b: OnBooking; owed: number; label: string }) {
  return (
    <StepForm intent="pay" b={b} instance="upi">
      {(fields, busy) => (
        <>
          <input type="hidden" name="amount" value={owed} />
          <input type="hidden" name="method" value="upi" />
          <FieldError id={fields.amount!.errorId} errors={fields.amount!.errors} />
          <Submit busy={busy} tone="admin-button-primary">
            {label}
          </Submit>
        </>
      )}
    </StepForm>
  );
}

export function DepositTakenForm({ b, deposit }: { b: OnBooking; deposit: number | null }) {
  return (
    <MoneyStep
      intent="deposit"
      b={b}
      summary="Deposit taken…"
      defaultValue={{ amount: deposit === null ? "" : String(deposit) }}
    >
      {(fields, busy) => (
        <>
          <RupeesField field={fields.amount!} label="Deposit taken" />
          <MethodChoice field={fields.method!} legend="Paid by" />
          <Submit busy={busy}>Deposit taken for {b.reference}</Submit>
        </>
      )}
    </MoneyStep>
  );
}

/**
 * The deposit settled in one press: what is kept pays the late fee and the
 * damage still unpaid, the rest goes back to the tourist. Two presses at
 * once make one entry: the second is based on a ledger that moved on.
 */
export function SettleForm({
  b,
  held,
  start,
  open,
}: {
  b: OnBooking;
  held: number;
  start: { keepLate: number; keepDamage: number; back: number };
  open?: boolean;
}) {
  return (
    <MoneyStep
      intent="settle"
      b={b}
      summary="Deposit returned…"
      open={open}
      defaultValue={{
        keepLate: start.keepLate ? String(start.keepLate) : "",
        keepDamage: start.keepDamage ? String(start.keepDamage) : "",
      }}
    >
      {(fields, busy) => (
        <>
          <p className="admin-sub">
            Held: {rupees(held)}. What is not kept is given back
            {start.back ? ` (${rupees(start.back)} with these amounts)` : ""}.
          </p>
          <div className="booking-row">
            <div className="booking-small">
              <RupeesField field={fields.keepLate!} label="Keep for the late fee" />
            </div>
            <div className="booking-small">
              <RupeesField field={fields.keepDamage!} label="Keep for damage" />
            </div>
          </div>
          <MethodChoice field={fields.method!} legend="Given back by" />
          <Submit busy={busy} tone="admin-button-primary">
            Deposit returned for {b.reference}
          </Submit>
        </>
      )}
    </MoneyStep>
  );
}

export function ChargeForm({ b }: { b: OnBooking }) {
  return (
    <MoneyStep intent="charge" b={b} summary="Add a charge…">
      {(fields, busy) => (
        <>
          <ChoiceField
            field={fields.kind!}
            legend="For"
            options={[
              { value: "damage", label: "Damage" },
              { value: "late-fee", label: "Late fee" },
              { value: "rent-due", label: "Rent or fare" },
            ]}
          />
          <RupeesField field={fields.amount!} label="Amount charged" />
          <TextField field={fields.reason!} label="What it is for" />
          <Submit busy={busy}>Charge {b.reference}</Submit>
        </>
      )}
    </MoneyStep>
  );
}

export function DiscountForm({ b }: { b: OnBooking }) {
  return (
    <MoneyStep intent="discount" b={b} summary="Discount…">
      {(fields, busy) => (
        <>
          <RupeesField field={fields.amount!} label="Discount given" />
          <TextField field={fields.reason!} label="Why" />
          <Submit busy={busy}>Give {b.reference} the discount</Submit>
        </>
      )}
    </MoneyStep>
  );
}

/** A mistake undone: an entry that cancels the one named, with why. Nothing is ever changed or deleted. */
export function ReverseForm({ b, entry, label }: { b: OnBooking; entry: number; label: string }) {
  const refused = useRefusedHere("reverse", b.reference, `entry${entry}`);
  return (
    <details className="booking-more booking-reverse" open={Boolean(refused) || undefined}>
      <summary className="admin-button admin-button-small admin-button-quiet">
        Reverse <span className="visually-hidden">{label}</span>
      </summary>
      <StepForm intent="reverse" b={b} className="booking-form" instance={`entry${entry}`}>
        {(fields, busy) => (
          <>
            <input type="hidden" name="entry" value={entry} />
            <TextField
              field={fields.reason!}
              label={
                <>
                  Why it is reversed <span className="visually-hidden">({label})</span>
                </>
              }
            />
            <Submit busy={busy} tone="admin-button-danger">
              Reverse {label}
            </Submit>
          </>
        )}
      </StepForm>
    </details>
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
