/**
 * The booking screen's own step forms: the handover both ways, the money, the
 * dates, the vehicle, the customer, cancelling. Each is a ./step-forms.tsx
 * `StepForm`; they live apart so that Bookings, which shows only a request's
 * Confirm, Decline and No-show, does not carry them.
 */
import { Spoken } from "~/admin/spoken";
import type { ReactNode } from "react";
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
import { writtenIn } from "~/content/languages";
import { documentTypes, documentWords, FUEL_STEPS } from "~/handover/handover";
import { methodWords, payMethods } from "~/money/ledger";
import { useWords } from "~/admin/words";
import type { BackOfficeWords, Phrase } from "~/i18n/back-office/words";
import { ConfirmedStep, StepForm, Submit, useRefusedHere, type AnyField, type OnBooking } from "./step-forms";

/** The day and time of a moment; both left empty: now, at the shop. */
function MomentFields({
  fields,
  moment,
  reference,
}: {
  fields: Record<string, AnyField>;
  moment: "pickup" | "return";
  reference: string;
}) {
  const { t } = useWords();
  const pickup = moment === "pickup";
  return (
    <div className="booking-row">
      <div className="booking-small">
        <TextField
          field={fields.date!}
          type="date"
          label={
            <Spoken
              shown={t(pickup ? "Picked up day" : "Returned day")}
              said={t(pickup ? "Picked up day of {ref}" : "Returned day of {ref}", { ref: reference })}
            />
          }
        />
      </div>
      <div className="booking-small">
        <TextField
          field={fields.time!}
          type="time"
          label={
            <Spoken
              shown={t("Time")}
              said={t(pickup ? "Time picked up of {ref}" : "Time returned of {ref}", { ref: reference })}
            />
          }
        />
      </div>
    </div>
  );
}

/** What a check-out starts from: the vehicle's last reading, the deposit agreed, the terms' requirements. */
export interface CheckOutStart {
  odometer: number | null;
  deposit: number | null;
  checklist: { id: string; text: string; textHi: string; textKn: string }[];
  /** The tourist agreed already (the line above the form says when). */
  agreed: boolean;
}

const fuelChoices = ({ text }: BackOfficeWords) =>
  FUEL_STEPS.map((label, i) => ({ value: String(i), label: text(label) }));
/** Rupees typed on a phone: the number pad, the ₹ before it. */
function RupeesField({ field, label }: { field: AnyField; label: ReactNode }) {
  return <TextField field={field} type="number" inputMode="numeric" prefix="₹" label={label} />;
}

/** How money changed hands, three big choices side by side (and "Not now" where it may wait). */
function MethodChoice({ field, legend, notNow = false }: { field: AnyField; legend: Phrase; notNow?: boolean }) {
  const { t, text } = useWords();
  const methods = METHOD_CHOICES.map((m) => ({ ...m, label: text(m.label) }));
  return (
    <div className="booking-compact">
      <ChoiceField
        field={field}
        legend={t(legend)}
        options={notNow ? [...methods, { value: "", label: t("Not now") }] : methods}
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
  const words = useWords();
  const { t, text, lang } = words;
  return (
    <details className="booking-more booking-handover" open={open || Boolean(refused) || undefined} id="handover">
      <summary className="admin-button admin-button-small admin-button-primary">{t("Hand over…")}</summary>
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
            <MomentFields fields={fields} moment="pickup" reference={b.reference} />
            <div className="admin-field">
              <div className="admin-check">
                <input type="checkbox" id={fields.early!.id} name={fields.early!.name} />
                <label htmlFor={fields.early!.id}>
                  {t("Early pickup: move the start to this day (the bike must be free)")}
                </label>
              </div>
            </div>
            <p className="admin-sub">{t("Empty day and time: now.")}</p>
            <div className="booking-row">
              <div className="booking-small">
                <TextField
                  field={fields.odometer!}
                  type="number"
                  inputMode="numeric"
                  label={
                    <Spoken
                      shown={t("Odometer, km")}
                      said={t("Odometer, km at the pickup of {ref}", { ref: b.reference })}
                    />
                  }
                  hint={
                    start.odometer !== null
                      ? t("Last read: {km} km.", { km: start.odometer.toLocaleString("en-IN") })
                      : undefined
                  }
                />
              </div>
              <div className="booking-small">
                <TextField field={fields.helmets!} type="number" inputMode="numeric" label={t("Helmets given")} />
              </div>
            </div>
            <div className="booking-compact">
              <ChoiceField field={fields.fuel!} legend={t("Fuel")} options={fuelChoices(words)} />
            </div>
            <TextAreaField field={fields.damage!} label={t("Damage it already has")} rows={2} />
            <fieldset className="booking-fieldset">
              <legend>{t("Kept as security")}</legend>
              <ChoiceField
                field={fields.documentType!}
                legend={t("Document")}
                options={[
                  { value: "", label: t("None") },
                  ...documentTypes.map((d) => ({ value: d, label: text(documentWords[d]) })),
                ]}
              />
              <TextField
                field={fields.documentLast4!}
                label={t("Its last four letters or digits")}
                hint={t(
                  "Never the whole number, and never an Aadhaar number: only the last four characters of the document kept.",
                )}
                autoCapitalize="none"
              />
              <CheckboxField field={fields.original!} label={t("The original is kept at the shop")} />
            </fieldset>
            {start.checklist.length ? (
              <div className="booking-checklist">
                <CheckboxesField
                  field={fields.checklist!}
                  legend={t("The terms' requirements, checked")}
                  options={start.checklist.map((r) => ({ value: r.id, label: writtenIn(r, "text", lang) }))}
                />
              </div>
            ) : null}
            <div className="booking-row">
              <div className="booking-small">
                <RupeesField field={fields.deposit!} label={t("Deposit taken")} />
              </div>
            </div>
            <MethodChoice field={fields.depositMethod!} legend="Deposit paid by" notNow />
            {start.agreed ? null : (
              <p className="admin-sub">
                {t("The tourist has not agreed to the terms yet: see above to let them agree first.")}
              </p>
            )}
            <Submit busy={busy} tone="admin-button-primary">
              {t("Hand over {ref}", { ref: b.reference })}
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
  const words = useWords();
  const { t, text } = words;
  return (
    <details className="booking-more booking-handover" open={open || Boolean(refused) || undefined} id="check-in">
      <summary className="admin-button admin-button-small admin-button-primary">{t("Returned…")}</summary>
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
            <MomentFields fields={fields} moment="return" reference={b.reference} />
            <TextField
              field={fields.odometer!}
              type="number"
              inputMode="numeric"
              label={
                <Spoken
                  shown={t("Odometer, km")}
                  said={t("Odometer, km at the return of {ref}", { ref: b.reference })}
                />
              }
              hint={
                start.odometer !== null
                  ? t("It left with {km} km.", { km: start.odometer.toLocaleString("en-IN") })
                  : undefined
              }
            />
            <div className="booking-compact">
              <ChoiceField field={fields.fuel!} legend={t("Fuel")} options={fuelChoices(words)} />
            </div>
            <div className="booking-row">
              <div className="booking-small">
                <TextAreaField field={fields.damage!} label={t("New damage")} rows={2} />
              </div>
              <div className="booking-small">
                <RupeesField field={fields.damageCharge!} label={t("Charge for the damage")} />
              </div>
            </div>
            {start.originalHeld ? (
              <CheckboxField
                field={fields.originalBack!}
                label={t("{document}: the original is given back", { document: text(start.originalHeld) })}
              />
            ) : null}
            <p className="admin-sub">
              {start.lateSoFar
                ? t(
                    "Empty day and time: now. The late fee comes from the terms (so far {amount}) and goes on the bill with the damage.",
                    { amount: rupees(start.lateSoFar) },
                  )
                : t("Empty day and time: now. The late fee comes from the terms and goes on the bill with the damage.")}
            </p>
            <Submit busy={busy} tone="admin-button-primary">
              {t("Mark {ref} returned", { ref: b.reference })}
            </Submit>
          </>
        )}
      </StepForm>
    </details>
  );
}

export function DatesForm({ b, startsAt, endsAt }: { b: OnBooking; startsAt: string; endsAt: string }) {
  const refused = useRefusedHere("dates", b.reference);
  const { t } = useWords();
  return (
    <details className="booking-more" open={Boolean(refused) || undefined}>
      <summary className="admin-button admin-button-small admin-button-quiet">{t("Change dates")}</summary>
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
                <TextField field={fields.from!} type="date" label={t("Pickup")} />
              </div>
              <div className="booking-small">
                <TextField field={fields.fromTime!} type="time" label={t("at")} />
              </div>
              <div className="booking-small">
                <TextField field={fields.to!} type="date" label={t("Return")} />
              </div>
              <div className="booking-small">
                <TextField field={fields.toTime!} type="time" label={t("at")} />
              </div>
            </div>
            <Submit busy={busy}>{t("Save dates of {ref}", { ref: b.reference })}</Submit>
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
  const { t } = useWords();
  if (!others.length && !refused) return null;
  return (
    <details className="booking-more" open={Boolean(refused) || undefined}>
      <summary className="admin-button admin-button-small admin-button-quiet">{t("Another vehicle")}</summary>
      <StepForm intent="vehicle" b={b} className="booking-form">
        {(fields, busy) => (
          <>
            <SelectField
              field={fields.vehicle!}
              label={t("Vehicle")}
              placeholder={t("Choose one")}
              options={others.map((v) => ({ value: String(v.id), label: v.name }))}
            />
            <Submit busy={busy}>{t("Give {ref} this vehicle", { ref: b.reference })}</Submit>
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
  summary: Phrase;
  open?: boolean;
  defaultValue?: Record<string, unknown>;
  children: (fields: Record<string, AnyField>, busy: boolean) => ReactNode;
}) {
  const refused = useRefusedHere(intent, b.reference);
  const { t } = useWords();
  return (
    <details className="booking-more" open={open || Boolean(refused) || undefined}>
      <summary className="admin-button admin-button-small admin-button-quiet">{t(summary)}</summary>
      {/* Made again when the ledger moves on: what it starts from (the rest owed, what the deposit pays) changed. */}
      <StepForm key={b.version} intent={intent} b={b} className="booking-form" defaultValue={defaultValue}>
        {children}
      </StepForm>
    </details>
  );
}

export function PayForm({ b, owed }: { b: OnBooking; owed: number }) {
  const { t } = useWords();
  return (
    <MoneyStep intent="pay" b={b} summary="Payment received…" defaultValue={{ amount: owed ? String(owed) : "" }}>
      {(fields, busy) => (
        <>
          <RupeesField field={fields.amount!} label={t("Amount received")} />
          <MethodChoice field={fields.method!} legend="Paid by" />
          <Submit busy={busy} tone="admin-button-primary">
            {t("Payment received for {ref}", { ref: b.reference })}
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
  const { t } = useWords();
  return (
    <MoneyStep
      intent="deposit"
      b={b}
      summary="Deposit taken…"
      defaultValue={{ amount: deposit === null ? "" : String(deposit) }}
    >
      {(fields, busy) => (
        <>
          <RupeesField field={fields.amount!} label={t("Deposit taken")} />
          <MethodChoice field={fields.method!} legend="Paid by" />
          <Submit busy={busy}>{t("Deposit taken for {ref}", { ref: b.reference })}</Submit>
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
  const { t } = useWords();
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
            {start.back
              ? t("Held: {held}. What is not kept is given back ({back} with these amounts).", {
                  held: rupees(held),
                  back: rupees(start.back),
                })
              : t("Held: {held}. What is not kept is given back.", { held: rupees(held) })}
          </p>
          <div className="booking-row">
            <div className="booking-small">
              <RupeesField field={fields.keepLate!} label={t("Keep for the late fee")} />
            </div>
            <div className="booking-small">
              <RupeesField field={fields.keepDamage!} label={t("Keep for damage")} />
            </div>
          </div>
          <MethodChoice field={fields.method!} legend="Given back by" />
          <Submit busy={busy} tone="admin-button-primary">
            {t("Deposit returned for {ref}", { ref: b.reference })}
          </Submit>
        </>
      )}
    </MoneyStep>
  );
}

export function ChargeForm({ b }: { b: OnBooking }) {
  const { t } = useWords();
  return (
    <MoneyStep intent="charge" b={b} summary="Add a charge…">
      {(fields, busy) => (
        <>
          <ChoiceField
            field={fields.kind!}
            legend={t("For")}
            options={[
              { value: "damage", label: t("Damage") },
              { value: "late-fee", label: t("Late fee") },
              { value: "rent-due", label: t("Rent or fare") },
            ]}
          />
          <RupeesField field={fields.amount!} label={t("Amount charged")} />
          <TextField field={fields.reason!} label={t("What it is for")} />
          <Submit busy={busy}>{t("Charge {ref}", { ref: b.reference })}</Submit>
        </>
      )}
    </MoneyStep>
  );
}

export function DiscountForm({ b }: { b: OnBooking }) {
  const { t } = useWords();
  return (
    <MoneyStep intent="discount" b={b} summary="Discount…">
      {(fields, busy) => (
        <>
          <RupeesField field={fields.amount!} label={t("Discount given")} />
          <TextField field={fields.reason!} label={t("Why")} />
          <Submit busy={busy}>{t("Give {ref} the discount", { ref: b.reference })}</Submit>
        </>
      )}
    </MoneyStep>
  );
}

/** A mistake undone: an entry that cancels the one named, with why. Nothing is ever changed or deleted. */
export function ReverseForm({ b, entry, label }: { b: OnBooking; entry: number; label: string }) {
  const refused = useRefusedHere("reverse", b.reference, `entry${entry}`);
  const { t } = useWords();
  return (
    <details className="booking-more booking-reverse" open={Boolean(refused) || undefined}>
      <summary className="admin-button admin-button-small admin-button-quiet">
        <Spoken shown={t("Reverse")} said={t("Reverse {entry}", { entry: label })} />
      </summary>
      <StepForm intent="reverse" b={b} className="booking-form" instance={`entry${entry}`}>
        {(fields, busy) => (
          <>
            <input type="hidden" name="entry" value={entry} />
            <TextField
              field={fields.reason!}
              label={
                <Spoken shown={t("Why it is reversed")} said={t("Why it is reversed ({line})", { line: label })} />
              }
            />
            <Submit busy={busy} tone="admin-button-danger">
              {t("Reverse {entry}", { entry: label })}
            </Submit>
          </>
        )}
      </StepForm>
    </details>
  );
}

export function CancelForm({ b }: { b: OnBooking }) {
  const { t } = useWords();
  const ref = b.reference;
  return (
    <ConfirmedStep
      intent="cancel"
      b={b}
      label={t("Cancel")}
      accessibleLabel={t("Cancel {ref}", { ref })}
      question={t("Cancel {ref}? Its vehicle is free again for its dates.", { ref })}
      yes={t("Yes, cancel {ref}", { ref })}
    />
  );
}

export function CustomerForm({ b, name, phone }: { b: OnBooking; name: string; phone: string }) {
  const refused = useRefusedHere("customer", b.reference);
  const { t } = useWords();
  return (
    <details className="booking-more" open={Boolean(refused) || undefined}>
      <summary className="admin-button admin-button-small admin-button-quiet">
        {t(name || phone ? "Change the customer" : "Note the customer")}
      </summary>
      <StepForm intent="customer" b={b} className="booking-form" defaultValue={{ name, phone }}>
        {(fields, busy) => (
          <>
            <div className="booking-row">
              <div className="booking-small">
                <TextField field={fields.name!} label={t("Name")} autoComplete="off" />
              </div>
              <div className="booking-small">
                <TextField
                  field={fields.phone!}
                  type="tel"
                  inputMode="tel"
                  label={t("Phone")}
                  autoComplete="off"
                  hint={t("With the country code for a number from abroad, like +49 151 2345 6789.")}
                />
              </div>
            </div>
            <Submit busy={busy}>{t("Save the customer of {ref}", { ref: b.reference })}</Submit>
          </>
        )}
      </StepForm>
    </details>
  );
}
