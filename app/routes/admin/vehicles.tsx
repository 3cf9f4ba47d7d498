import type { SubmissionResult } from "@conform-to/react";
import { data, Link } from "react-router";
import { titleWords } from "~/admin/titles";
import type { Route } from "./+types/vehicles";
import { adminContext, readForm } from "~/admin/actions.server";
import { flashRedirect, takeFlash } from "~/admin/flash.server";
import { parseWithZod } from "~/admin/schema-form";
import { AdminPageHead, StatusMessage } from "~/admin/ui";
import { VehicleForm } from "~/admin/vehicles/vehicle-form";
import { fleetView, type ShownVehicle } from "~/admin/vehicles/view.server";
import { vehicleSchema } from "~/reservations/forms";
import { vehicleName } from "~/reservations/vehicles";
import { z } from "zod";
import bookingsCss from "~/styles/bookings.css?url";
import { useWords } from "~/admin/words";
import { paperNoticeIn } from "~/admin/bookings/words";
import { weekdayDateIn } from "~/i18n/dates";

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: bookingsCss, precedence: "default" }];

const VEHICLES = "/admin/vehicles";

/** Every vehicle of every model, with what its papers and service say today; a form to add one. */
export function loader({ context }: Route.LoaderArgs) {
  const { book, store, brand } = adminContext(context);
  const view = fleetView(book, store);
  const flash = takeFlash(context, z.enum(["added"]));
  const added = flash ? book.fleet.find(Number(flash.get("id"))) : undefined;
  return { brand, ...view, added: added ? vehicleName(added) : null };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => [
  { title: titleWords(matches).t("Vehicles - {brand}", { brand: loaderData?.brand ?? "" }) },
];

export async function action({ request, context }: Route.ActionArgs) {
  const { book, actor } = adminContext(context);
  const form = await readForm(request);
  const submission = parseWithZod(form, { schema: vehicleSchema });
  if (submission.status !== "success") return data({ result: submission.reply() }, { status: 400 });
  const added = book.fleet.add(submission.value, actor.actor);
  if (!added.ok)
    return data(
      { result: submission.reply({ fieldErrors: added.fieldErrors, formErrors: [added.message] }) },
      { status: added.reason === "invalid" ? 400 : 409 },
    );
  return flashRedirect(context, `${VEHICLES}#vehicle-${added.value.id}`, { done: "added", id: added.value.id });
}

function VehicleCard({ v }: { v: ShownVehicle }) {
  const words = useWords();
  const { t, text, lang } = words;
  return (
    <li className="admin-item booking-card" id={`vehicle-${v.id}`}>
      <div className="booking-head">
        <h3 className="admin-item-title">
          <Link to={`${VEHICLES}/${v.id}`}>{v.name}</Link>
        </h3>
        <span
          className={`admin-tag ${v.retired ? "booking-cancelled" : v.inService ? "booking-confirmed" : "booking-overdue"}`}
        >
          {t(v.retired ? "Gone" : v.inService ? "In service" : "Out of service")}
        </span>
      </div>
      <p className="admin-item-facts">
        {v.registration && v.note ? <span>{v.note}</span> : null}
        <span>{t("{km} km", { km: v.odometer.toLocaleString("en-IN") })}</span>
        {v.lastService ? (
          <span>
            {t("Last service {day}", {
              day: lang === "en" ? v.lastService.doneOn : weekdayDateIn(lang, v.lastService.doneOn),
            })}
          </span>
        ) : (
          <span>{t("No service logged")}</span>
        )}
      </p>
      {v.papers.length || v.service ? (
        <ul className="vehicle-notices">
          {v.papers.map((p) => (
            <li
              key={p.paper}
              className={p.days < 0 ? "vehicle-notice-expired" : p.urgent ? "vehicle-notice-urgent" : ""}
            >
              {paperNoticeIn(words, p)}
            </li>
          ))}
          {v.service ? <li className={v.service.soon ? "" : "vehicle-notice-urgent"}>{text(v.service.text)}</li> : null}
        </ul>
      ) : null}
    </li>
  );
}

export default function Vehicles({ loaderData, actionData }: Route.ComponentProps) {
  const { vehicles, modelOptions, added } = loaderData;
  const live = vehicles.filter((v) => !v.retired);
  const byModel = new Map<string, ShownVehicle[]>();
  for (const v of live) byModel.set(v.model, [...(byModel.get(v.model) ?? []), v]);
  const gone = vehicles.filter((v) => v.retired);
  const { t, text } = useWords();
  return (
    <>
      <AdminPageHead title={t("Vehicles")} back={{ to: "/admin/bookings", label: t("Bookings") }}>
        <p className="admin-lead">
          {t(
            "Each bike the shop owns, with its papers and services. A model on the page has as many as are listed here.",
          )}
        </p>
      </AdminPageHead>
      <StatusMessage>{added && !actionData ? t("{vehicle} is added.", { vehicle: added }) : null}</StatusMessage>
      {[...byModel.entries()].map(([model, list]) => (
        <section key={model} className="admin-card" aria-labelledby={`model-${list[0]!.itemId}`}>
          <h2 id={`model-${list[0]!.itemId}`}>
            {model} <span className="admin-count">{list.length}</span>
          </h2>
          <ul className="admin-items">
            {list.map((v) => (
              <VehicleCard key={v.id} v={v} />
            ))}
          </ul>
        </section>
      ))}
      <section className="admin-card" aria-labelledby="add-vehicle-title" id="add">
        <h2 id="add-vehicle-title">{t("Add a vehicle")}</h2>
        <VehicleForm
          id="add-vehicle"
          intent="add"
          models={modelOptions.map((m) => ({ ...m, label: text(m.label) }))}
          values={{ model: modelOptions[0]?.value ?? "", odometer: 0, inService: true }}
          answer={(actionData as { result?: SubmissionResult<string[]> } | undefined)?.result ?? null}
          submit={t("Add the vehicle")}
        />
      </section>
      {gone.length ? (
        <section className="admin-card" aria-labelledby="gone-title">
          <h2 id="gone-title">{t("No longer with the shop")}</h2>
          <ul className="admin-items">
            {gone.map((v) => (
              <VehicleCard key={v.id} v={v} />
            ))}
          </ul>
        </section>
      ) : null}
    </>
  );
}
