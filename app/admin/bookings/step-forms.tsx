/**
 * The book's forms, each its action's schema through the form kit (Conform
 * over the schema the server checks again): plain posts without JavaScript,
 * carrying the version the screen showed. The server's answer goes back to
 * the one form that was pressed (its id names the action and the booking):
 * its messages beside its fields, the card it is on scrolled into view and
 * marked. Without JavaScript the page comes back at that card (the form's
 * address ends with the booking's reference).
 *
 * A screen of bookings shows many of these and most are never pressed: each
 * gets its fields' attributes from the screen's loader (`bookingForms`,
 * ~/reservations/form-rules.server.ts) and fetches its schema's check when it
 * is first used (~/reservations/form-checks.ts).
 */
import { Spoken } from "~/admin/spoken";
import type { FieldMetadata, SubmissionResult } from "@conform-to/react";
import { createContext, useContext, useEffect, type ReactNode } from "react";
import { Form, useLocation, useMatches, useNavigation } from "react-router";
import { FieldError, SelectField, TextField } from "~/admin/fields";
import { FormErrors, getFormProps, useCheckedForm, type Constraints, type FormCheck } from "~/admin/form";
import { ConfirmAction } from "~/admin/ui";
import { formIdOf } from "~/reservations/form-id";
import type { BookingIntent } from "~/reservations/forms";
import { useWords } from "~/admin/words";

export type AnyField = FieldMetadata<any, any, string[]>;

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

/** The attributes of a step's fields, as the screen's loader sent them (`bookingForms`). */
function useStepConstraint(intent: BookingIntent): Constraints {
  const sent = useMatches()
    .map(
      (match) => (match.loaderData as { bookingForms?: Record<BookingIntent, Constraints> } | undefined)?.bookingForms,
    )
    .find(Boolean);
  if (!sent) throw new Error(`A screen shows the "${intent}" form without its loader's bookingForms`);
  return sent[intent];
}

/** Where each step's check is fetched from: one function per step, so a form's effect is not set up again. */
const fetchers = new Map<BookingIntent, () => Promise<FormCheck<Record<string, any>>>>();
const checkOf = (intent: BookingIntent) => {
  const known = fetchers.get(intent);
  if (known) return known;
  const fetcher = () => import("~/reservations/form-checks").then(({ checkBooking }) => checkBooking(intent));
  fetchers.set(intent, fetcher);
  return fetcher;
};

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
  const [form, fields] = useCheckedForm<Record<string, any>>(
    { constraint: useStepConstraint(intent), load: checkOf(intent) },
    {
      id,
      lastResult: navigation.state === "idle" ? (answer?.result ?? null) : null,
      defaultValue,
    },
  );
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

export function Submit({ children, busy, tone = "" }: { children: ReactNode; busy: boolean; tone?: string }) {
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

export function ConfirmForm({
  b,
  vehicles,
}: {
  b: OnBooking & { customerName: string; customerPhone: string };
  vehicles: { id: number; name: string }[];
}) {
  const { t } = useWords();
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
                  <Spoken shown={t("Name (optional)")} said={t("Name (optional) for {ref}", { ref: b.reference })} />
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
                  <Spoken shown={t("Phone (optional)")} said={t("Phone (optional) for {ref}", { ref: b.reference })} />
                }
                autoComplete="off"
              />
            </div>
          </div>
          {vehicles.length > 1 ? (
            <SelectField
              field={fields.vehicle!}
              label={t("Vehicle for {ref}", { ref: b.reference })}
              placeholder={t("The first free one")}
              options={vehicles.map((v) => ({ value: String(v.id), label: v.name }))}
            />
          ) : (
            <FieldError id={fields.vehicle!.errorId} errors={fields.vehicle!.errors} />
          )}
          <Submit busy={busy} tone="admin-button-primary">
            {t("Confirm {ref}", { ref: b.reference })}
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

/** A step that undoes a booking (No-show, Cancel): asked first, then pressed in red. */
export function ConfirmedStep({
  intent,
  b,
  label,
  accessibleLabel,
  question,
  yes,
}: {
  intent: BookingIntent;
  b: OnBooking;
  label: string;
  accessibleLabel: string;
  question: string;
  /** The red button's words. */
  yes: string;
}) {
  return (
    <ConfirmAction label={label} accessibleLabel={accessibleLabel} question={question}>
      <StepForm intent={intent} b={b}>
        {(_fields, busy) => (
          <button type="submit" className="admin-button admin-button-danger" disabled={busy}>
            {yes}
          </button>
        )}
      </StepForm>
    </ConfirmAction>
  );
}

export function NoShowForm({ b }: { b: OnBooking }) {
  const { t } = useWords();
  const ref = b.reference;
  return (
    <ConfirmedStep
      intent="no-show"
      b={b}
      label={t("No-show")}
      accessibleLabel={t("Mark {ref} a no-show", { ref })}
      question={t("Nobody came for {ref}? Its vehicle is free again.", { ref })}
      yes={t("Yes, mark {ref} a no-show", { ref })}
    />
  );
}
