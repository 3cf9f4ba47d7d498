/**
 * A vehicle's form, for adding one and for changing one: the model it
 * belongs to, its registration and a note to tell it apart, the odometer,
 * whether it is in service, and the last day of each of its papers. One
 * schema (~/reservations/forms) checks it here and on the server.
 */
import type { SubmissionResult } from "@conform-to/react";
import { Form, useNavigation } from "react-router";
import { CheckboxField, SelectField, TextField } from "~/admin/fields";
import { FormErrors, getFormProps, SubmitButton } from "~/admin/form";
import { useSchemaForm } from "~/admin/schema-form";
import { vehicleSchema } from "~/reservations/forms";
import { useWords } from "~/admin/words";

export function VehicleForm({
  id,
  intent,
  version,
  models,
  values,
  answer,
  submit,
}: {
  id: string;
  intent: string;
  version?: number;
  models: { value: string; label: string }[];
  values: Record<string, unknown>;
  answer: SubmissionResult<string[]> | null;
  submit: string;
}) {
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.formData?.get("intent") === intent;
  const { t } = useWords();
  const [form, fields] = useSchemaForm(vehicleSchema, {
    id,
    lastResult: navigation.state === "idle" ? answer : null,
    defaultValue: values,
  });
  return (
    <Form method="post" {...getFormProps(form)} className="vehicle-form">
      <input type="hidden" name="intent" value={intent} />
      {version !== undefined ? <input type="hidden" name="version" value={version} /> : null}
      <FormErrors form={form} />
      <SelectField field={fields.model} label={t("Model")} options={models} />
      <div className="booking-row">
        <div className="booking-small">
          <TextField
            field={fields.registration}
            label={t("Registration")}
            hint={t("As on the plate, like KA-47-H-1021.")}
            autoCapitalize="none"
            spellCheck={false}
          />
        </div>
        <div className="booking-small">
          <TextField field={fields.note} label={t("Note")} hint={t("A colour or a sticker that tells it apart.")} />
        </div>
      </div>
      <TextField field={fields.odometer} type="number" inputMode="numeric" label={t("Odometer, km")} />
      <CheckboxField field={fields.inService} label={t("In service: bookings can have it")} />
      <fieldset className="admin-field vehicle-papers">
        <legend>{t("Papers: the last day each is valid")}</legend>
        <p className="admin-hint">
          {t(
            "Leave one empty if you do not keep track of it. When a paper ends, the vehicle cannot go out until you note the renewed one; the dashboard says so 30 days before.",
          )}
        </p>
        <div className="booking-row">
          <div className="booking-small">
            <TextField field={fields.insuranceUntil} type="date" label={t("Insurance")} />
          </div>
          <div className="booking-small">
            <TextField field={fields.pucUntil} type="date" label={t("Pollution (PUC)")} />
          </div>
          <div className="booking-small">
            <TextField field={fields.registrationUntil} type="date" label={t("Registration")} />
          </div>
          <div className="booking-small">
            <TextField field={fields.permitUntil} type="date" label={t("Rental permit")} />
          </div>
        </div>
      </fieldset>
      <SubmitButton pending={busy}>{submit}</SubmitButton>
    </Form>
  );
}
