/** The Bookings screen's forms for what is new: a booking added by hand, a vehicle out of service, a feed's address. */
import { Form } from "react-router";
import { SelectField, TextField } from "~/admin/fields";
import { ConfirmAction } from "~/admin/ui";
import type { FieldMetadata } from "@conform-to/react";
import { StepForm } from "./step-forms";
import type { BookingsView } from "./view.server";
import { useWords } from "~/admin/words";
import { writtenIn } from "~/content/languages";
import { stayIn } from "./words";

type AnyField = FieldMetadata<any, any, string[]>;

function StayFields({ fields }: { fields: Record<string, AnyField> }) {
  const { t } = useWords();
  return (
    <div className="booking-row">
      <div className="booking-small">
        <TextField field={fields.from!} type="date" label={t("Pickup day")} />
      </div>
      <div className="booking-small">
        <TextField field={fields.fromTime!} type="time" label={t("at")} />
      </div>
      <div className="booking-small">
        <TextField field={fields.to!} type="date" label={t("Return day")} />
      </div>
      <div className="booking-small">
        <TextField field={fields.toTime!} type="time" label={t("at")} />
      </div>
    </div>
  );
}

export function AddBooking({ view, from, to }: { view: BookingsView; from: string; to: string }) {
  const { t, lang } = useWords();
  return (
    <section className="admin-card" aria-labelledby="add-title" id="new-booking">
      <h2 id="add-title">{t("Add a booking")}</h2>
      <p className="admin-sub">
        {t("A walk-in or a phone call: confirmed at once on a free vehicle, at today's prices.")}
      </p>
      <StepForm
        intent="add"
        className="booking-form"
        defaultValue={{ from, to, fromTime: "10:00", toTime: "10:00", bike: view.bikes[0]?.id ?? "" }}
      >
        {(fields, busy) => (
          <>
            <SelectField
              field={fields.bike!}
              label={t("Bike")}
              options={view.bikes.map((b) => ({ value: b.id, label: b.name }))}
            />
            <StayFields fields={fields} />
            <SelectField
              field={fields.vehicle!}
              label={t("Vehicle")}
              placeholder={t("The first free one")}
              options={view.vehicles.map((v) => ({ value: String(v.id), label: `${v.name} (${v.bike})` }))}
            />
            <SelectField
              field={fields.point!}
              label={t("Pickup point")}
              placeholder={t("At the shop")}
              options={view.points.map((p) => ({ value: p.id, label: writtenIn(p, "name", lang) }))}
            />
            <div className="booking-row">
              <div className="booking-small">
                <TextField field={fields.name!} label={t("Name (optional)")} />
              </div>
              <div className="booking-small">
                <TextField field={fields.phone!} type="tel" inputMode="tel" label={t("Phone (optional)")} />
              </div>
            </div>
            <button type="submit" className="admin-button admin-button-primary" disabled={busy}>
              {t("Add the booking")}
            </button>
          </>
        )}
      </StepForm>
    </section>
  );
}

export function Blocks({ view, from, to }: { view: BookingsView; from: string; to: string }) {
  const words = useWords();
  const { t } = words;
  return (
    <section className="admin-card" aria-labelledby="blocks-title" id="blocks">
      <h2 id="blocks-title">{t("Out of service")}</h2>
      {view.blocks.length ? (
        <ul className="booking-blocks">
          {view.blocks.map((b) => (
            <li key={b.id}>
              <span>
                <strong>{b.vehicle ? `${b.vehicle} (${b.bike})` : b.bike}</strong>{" "}
                {stayIn(words, { kind: "bike", ...b })}
                {b.note ? ` · ${b.note}` : ""}
              </span>
              <Form method="post" className="admin-inline-form">
                <input type="hidden" name="intent" value="unblock" />
                <input type="hidden" name="block" value={b.id} />
                <button type="submit" className="admin-button admin-button-small admin-button-quiet">
                  {t("Back in service: {vehicle}", { vehicle: b.vehicle ?? b.bike })}
                </button>
              </Form>
            </li>
          ))}
        </ul>
      ) : (
        <p className="admin-sub">{t("Every vehicle is in service.")}</p>
      )}
      <details className="booking-more">
        <summary className="admin-button admin-button-small">{t("Take a vehicle out of service")}</summary>
        <StepForm
          intent="block"
          className="booking-form"
          defaultValue={{ from, to, fromTime: "10:00", toTime: "10:00" }}
        >
          {(fields, busy) => (
            <>
              <SelectField
                field={fields.vehicle!}
                label={t("Vehicle")}
                placeholder={t("Choose one")}
                options={view.vehicles.map((v) => ({ value: String(v.id), label: `${v.name} (${v.bike})` }))}
              />
              <StayFields fields={fields} />
              <TextField field={fields.note!} label={t("Note")} hint={t("New tyres, my own trip…")} />
              <button type="submit" className="admin-button admin-button-primary" disabled={busy}>
                {t("Take it out of service")}
              </button>
            </>
          )}
        </StepForm>
      </details>
    </section>
  );
}

/** The private feed for the owner's calendar app, and a new address when the old one went somewhere it should not. */
export function CalendarFeed({ address }: { address: string }) {
  const { t } = useWords();
  return (
    <section className="admin-card" aria-labelledby="feed-title" id="feed">
      <h2 id="feed-title">{t("Your calendar app")}</h2>
      <p className="admin-sub">
        {t(
          "Add this address to your phone's calendar (subscribe by URL) to see every confirmed booking there. Keep it to yourself: anyone with it sees your bookings.",
        )}
      </p>
      <label className="admin-field">
        <span>{t("Calendar feed address")}</span>
        <input readOnly value={address} className="booking-feed" />
      </label>
      <ConfirmAction label={t("New address")} question={t("Make a new address? The old one stops working at once.")}>
        <Form method="post">
          <input type="hidden" name="intent" value="feed" />
          <button type="submit" className="admin-button admin-button-danger">
            {t("Yes, make a new address")}
          </button>
        </Form>
      </ConfirmAction>
    </section>
  );
}
