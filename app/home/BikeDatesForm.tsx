import { isIsoDate, rentalDays } from "~/booking/dates";
import { stayOfRequest } from "~/reservations/stay";
import { requestLimits } from "~/booking/limits";
import { rentalEstimate, requestPaths } from "~/booking/requests";
import { quoteStay, type Season } from "~/booking/prices";
import { rupees } from "~/content/format";
import type { Bike, PickupPoint } from "~/content/types";
import { ChoiceField, DateField, Field, NameField, RequestFoot, emptyForm, type FormState } from "./FormField";
import { useWords } from "~/i18n/context";
import { pathIn } from "~/i18n/languages";
import type { Words } from "~/i18n/words";

/**
 * "Choose dates" for a bike: a POST form that works without any script. On a
 * card the bike is fixed; on the booking page, when the bike asked for is not
 * one of ours, the visitor picks one. site.js shows the total as dates change.
 */
export function BikeDatesForm({
  bike,
  bikes,
  pickupPoints,
  seasons,
  today,
  idPrefix,
  form = emptyForm,
}: {
  /** The bike booked, or null to let the visitor choose among `bikes`. */
  bike: Bike | null;
  bikes: Bike[];
  pickupPoints: PickupPoint[];
  seasons: readonly Season[];
  /** Today at the shop: the earliest pickup date. */
  today: string;
  /** On a page of one form: the prefix of its ids (the cards' forms have none). */
  idPrefix?: string;
  form?: FormState;
}) {
  const w = useWords();
  const field = { idPrefix, form };
  const { maxDaysAhead, maxRentalDays } = requestLimits;
  return (
    <form method="post" action={pathIn(w.lang, requestPaths.bike)} className="request-form">
      {/* Told the bike is booked then, the visitor may still send the request as it is. */}
      {form.values.anyway === "1" ? <input type="hidden" name="anyway" value="1" /> : null}
      {bike ? (
        <input type="hidden" name="bike" value={bike.id} />
      ) : (
        <ChoiceField {...field} name="bike" label={w.t("fieldBike")} prompt={w.t("chooseBike")}>
          {bikes.map((b) => (
            <option key={b.id} value={b.id}>
              {w.t("bikeOption", { name: b.name, price: rupees(b.price) })}
            </option>
          ))}
        </ChoiceField>
      )}
      <div className="field-pair">
        <DateField {...field} name="pickup" label={w.t("pickupDate")} today={today} daysAhead={maxDaysAhead} />
        <DateField
          {...field}
          name="return"
          label={w.t("returnDate")}
          today={today}
          daysAhead={maxDaysAhead + maxRentalDays}
        />
      </div>
      {/* Shown where an hour can be rented, and wherever times were sent (so a refusal sits by them). */}
      {(bike ? bike.hourlyPrice : bikes.some((b) => b.hourlyPrice)) || hoursTyped(form) ? (
        <HoursFields bike={bike} field={field} />
      ) : null}
      <ChoiceField {...field} name="point" label={w.t("pickupPoint")} prompt={w.t("choosePoint")}>
        {pickupPoints.map((p) => (
          <option key={p.id} value={p.id}>
            {p.name}
          </option>
        ))}
      </ChoiceField>
      <NameField {...field} />
      <RequestFoot
        estimate={estimate(bike, seasons, form.values, w)}
        estimateFor={idPrefix && `${idPrefix}-pickup ${idPrefix}-return`}
      />
    </form>
  );
}

/**
 * A rental of a few hours inside one day: the two times, folded away under
 * the hourly price (a details element, so it opens without any script), open
 * when they hold something or were refused.
 */
const hoursTyped = ({ values, errors }: FormState) =>
  Boolean(values.from || values.until || errors.from || errors.until);

function HoursFields({ bike, field }: { bike: Bike | null; field: { idPrefix?: string; form: FormState } }) {
  const w = useWords();
  const { values } = field.form;
  return (
    <details className="hours-choice" open={hoursTyped(field.form)}>
      <summary>
        {bike?.hourlyPrice
          ? w.t("byTheHourPrice", { price: rupees(bike.hourlyPrice), hours: bike.minHours })
          : w.t("byTheHour")}
      </summary>
      <p className="field-hint">{w.t("hoursHint")}</p>
      <div className="field-pair">
        {(["from", "until"] as const).map((name) => (
          <Field key={name} {...field} name={name} label={w.t(name === "from" ? "timeFrom" : "timeUntil")} optional>
            {(control) => <input {...control} type="time" step={900} defaultValue={values[name]} />}
          </Field>
        ))}
      </div>
    </details>
  );
}

/** What the page can say before the script runs: the total when the dates are already known. */
function estimate(bike: Bike | null, seasons: readonly Season[], values: FormState["values"], w: Words): string {
  const { pickup = "", return: back = "", from = "", until = "" } = values;
  if (bike && isIsoDate(pickup) && isIsoDate(back) && back >= pickup) {
    const days = rentalDays(pickup, back);
    const stay = stayOfRequest(pickup, back, from, until);
    if (days <= requestLimits.maxRentalDays) return rentalEstimate(quoteStay(bike, seasons, stay), bike, w);
  }
  return bike ? w.t("bikeDayEstimate", { price: rupees(bike.price) }) : w.t("totalInMessage");
}
