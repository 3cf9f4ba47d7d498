import type { SubmissionResult } from "@conform-to/react";
import { data, Form, useNavigation } from "react-router";
import { titleWords } from "~/admin/titles";
import type { Route } from "./+types/vehicle";
import { adminContext, baseVersion, intentOf, readForm } from "~/admin/actions.server";
import { TextField } from "~/admin/fields";
import { flashRedirect, takeFlash } from "~/admin/flash.server";
import { FormErrors, getFormProps, SubmitButton } from "~/admin/form";
import { parseWithZod, useSchemaForm } from "~/admin/schema-form";
import { AdminPageHead, AlertMessage, ConfirmAction, StatusMessage } from "~/admin/ui";
import { VehicleForm } from "~/admin/vehicles/vehicle-form";
import { fleetView } from "~/admin/vehicles/view.server";
import { rupees } from "~/content/format";
import { useWords } from "~/admin/words";
import { paperNoticeIn } from "~/admin/bookings/words";
import { weekdayDateIn } from "~/i18n/dates";
import { serviceSchema, vehicleSchema } from "~/reservations/forms";
import { z } from "zod";
import bookingsCss from "~/styles/bookings.css?url";

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: bookingsCss, precedence: "default" }];

const idOf = (param: string | undefined) => (param && /^\d{1,9}$/.test(param) ? Number(param) : null);

/** One vehicle: its details and papers to change, its service log, and taking it off the fleet. */
export function loader({ context, params }: Route.LoaderArgs) {
  const { book, store, brand } = adminContext(context);
  const id = idOf(params.id);
  const view = fleetView(book, store);
  const vehicle = view.vehicles.find((v) => v.id === id);
  if (!vehicle) throw data("There is no such vehicle.", { status: 404 });
  const flash = takeFlash(context, z.enum(["saved", "service", "retired"]));
  return {
    brand,
    vehicle,
    models: view.modelOptions,
    services: book.fleet.services(vehicle.id),
    holds: book.fleet.holdsFrom(vehicle.id).map((h) => h.label),
    today: view.today,
    done: flash?.done ?? null,
  };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => [
  {
    title: titleWords(matches).t("{vehicle} - Vehicles - {brand}", {
      vehicle: loaderData?.vehicle.name ?? titleWords(matches).t("Vehicle", {}),
      brand: loaderData?.brand ?? "",
    }),
  },
];

const intents = z.enum(["save", "service", "retire"]);
type ActionData = { form: "save" | "service" | "retire"; result?: SubmissionResult<string[]>; message?: string };

export async function action({ request, context, params }: Route.ActionArgs) {
  const { book, actor } = adminContext(context);
  const id = idOf(params.id);
  if (id === null || !book.fleet.find(id)) throw data("There is no such vehicle.", { status: 404 });
  const here = `/admin/vehicles/${id}`;
  const form = await readForm(request);
  const intent = intentOf(form, intents);
  if (intent === "retire") {
    const result = book.fleet.retire(id, baseVersion(form), actor.actor);
    if (!result.ok) return data<ActionData>({ form: "retire", message: result.message }, { status: 409 });
    return flashRedirect(context, here, { done: "retired" });
  }
  const schema = intent === "save" ? vehicleSchema : serviceSchema;
  const submission = parseWithZod(form, { schema });
  if (submission.status !== "success")
    return data<ActionData>({ form: intent, result: submission.reply() }, { status: 400 });
  const result =
    intent === "save"
      ? book.fleet.update(id, baseVersion(form), submission.value as z.output<typeof vehicleSchema>, actor.actor)
      : book.fleet.logService(id, submission.value as z.output<typeof serviceSchema>, actor.actor);
  if (!result.ok) {
    const fields = Object.keys(result.fieldErrors).length > 0;
    return data<ActionData>(
      {
        form: intent,
        result: submission.reply({ fieldErrors: result.fieldErrors, formErrors: fields ? [] : [result.message] }),
      },
      { status: result.reason === "invalid" ? 400 : 409 },
    );
  }
  return flashRedirect(context, intent === "service" ? `${here}#services` : here, {
    done: intent === "save" ? "saved" : "service",
  });
}

const doneWords = {
  saved: "Saved.",
  service: "The service is logged.",
  retired: "The vehicle is off the fleet. The bookings it had keep it.",
} as const;

export default function Vehicle({ loaderData, actionData }: Route.ComponentProps) {
  const { vehicle: v, models, services, holds, done } = loaderData;
  const answer = (actionData ?? null) as ActionData | null;
  const words = useWords();
  const { t, text, lang } = words;
  return (
    <>
      <AdminPageHead title={v.name} back={{ to: "/admin/vehicles", label: t("Vehicles") }}>
        <p className="admin-lead">
          {text(v.model)}
          {v.retired ? ` · ${t("no longer with the shop")}` : v.inService ? "" : ` · ${t("out of service")}`}
        </p>
      </AdminPageHead>
      <StatusMessage>{done && !answer ? t(doneWords[done]) : null}</StatusMessage>
      {v.papers.length || v.service ? (
        <ul className="admin-card vehicle-notices">
          {v.papers.map((p) => (
            <li
              key={p.paper}
              className={p.days < 0 ? "vehicle-notice-expired" : p.urgent ? "vehicle-notice-urgent" : ""}
            >
              {paperNoticeIn(words, p)}
            </li>
          ))}
          {v.service ? <li>{text(v.service.text)}</li> : null}
        </ul>
      ) : null}
      {v.retired ? null : (
        <section className="admin-card" aria-labelledby="details-title">
          <h2 id="details-title">{t("Details and papers")}</h2>
          <VehicleForm
            id="vehicle"
            intent="save"
            version={v.version}
            models={models.map((m) => ({ ...m, label: text(m.label) }))}
            values={v.values}
            answer={answer?.form === "save" ? (answer.result ?? null) : null}
            submit={t("Save")}
          />
        </section>
      )}
      <section className="admin-card" aria-labelledby="services-title" id="services">
        <h2 id="services-title">
          {t("Service log")} <span className="admin-count">{services.length}</span>
        </h2>
        {services.length ? (
          <ol className="admin-recent vehicle-services">
            {services.map((s) => (
              <li key={s.id}>
                <strong>{weekdayDateIn(lang, s.doneOn)}</strong>
                {s.odometer !== null ? ` · ${t("{km} km", { km: s.odometer.toLocaleString("en-IN") })}` : ""} · {s.work}
                {s.cost !== null ? ` · ${rupees(s.cost)}` : ""}
              </li>
            ))}
          </ol>
        ) : (
          <p className="admin-sub">{t("No service logged yet. Log the last one, so the next is counted from it.")}</p>
        )}
        {v.retired ? null : (
          <ServiceForm answer={answer?.form === "service" ? (answer.result ?? null) : null} today={loaderData.today} />
        )}
      </section>
      {v.retired ? null : (
        <section className="admin-card" aria-labelledby="retire-title">
          <h2 id="retire-title">{t("Off the fleet")}</h2>
          <p className="admin-sub">
            {t("Sold, written off, or gone for good: it leaves the model's count; the bookings it had keep it.")}
            {holds.length
              ? ` ${t("Bookings ahead hold it: {bookings}.", { bookings: holds.map(text).join(", ") })}`
              : ""}
          </p>
          {answer?.form === "retire" && answer.message ? <AlertMessage>{text(answer.message)}</AlertMessage> : null}
          <ConfirmAction
            label={t("Take it off the fleet")}
            question={t("Take {vehicle} off the fleet? This cannot be undone.", { vehicle: v.name })}
          >
            <Form method="post">
              <input type="hidden" name="intent" value="retire" />
              <input type="hidden" name="version" value={v.version} />
              <button type="submit" className="admin-button admin-button-danger">
                {t("Yes, take {vehicle} off the fleet", { vehicle: v.name })}
              </button>
            </Form>
          </ConfirmAction>
        </section>
      )}
    </>
  );
}

function ServiceForm({ answer, today }: { answer: SubmissionResult<string[]> | null; today: string }) {
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.formData?.get("intent") === "service";
  const { t } = useWords();
  const [form, fields] = useSchemaForm(serviceSchema, {
    id: "service",
    lastResult: navigation.state === "idle" ? answer : null,
    defaultValue: { doneOn: today },
  });
  return (
    <Form method="post" {...getFormProps(form)} className="vehicle-form">
      <input type="hidden" name="intent" value="service" />
      <FormErrors form={form} />
      <div className="booking-row">
        <div className="booking-small">
          <TextField field={fields.doneOn} type="date" label={t("Done on")} />
        </div>
        <div className="booking-small">
          <TextField field={fields.odometer} type="number" inputMode="numeric" label={t("Odometer, km")} />
        </div>
      </div>
      <TextField field={fields.work} label={t("What was done")} hint={t("Oil change, new brake pads…")} />
      <TextField field={fields.cost} type="number" inputMode="numeric" prefix="₹" label={t("Cost")} />
      <SubmitButton pending={busy}>{t("Log the service")}</SubmitButton>
    </Form>
  );
}
