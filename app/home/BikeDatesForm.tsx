import { isIsoDate, rentalDays } from "~/booking/dates";
import { requestLimits } from "~/booking/limits";
import { rentalEstimate, requestPaths } from "~/booking/requests";
import { quoteRental, type Season } from "~/booking/prices";
import { rupees } from "~/content/format";
import type { Bike, PickupPoint } from "~/content/types";
import { ChoiceField, DateField, NameField, RequestFoot, emptyForm, type FormState } from "./FormField";

/**
 * "Choose dates" for a bike: a GET form that works without any script. On a
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
  idPrefix: string;
  form?: FormState;
}) {
  const field = { idPrefix, form };
  const { maxDaysAhead, maxRentalDays } = requestLimits;
  return (
    <form method="get" action={requestPaths.bike} className="request-form">
      {/* Told the bike is booked then, the visitor may still send the request as it is. */}
      {form.values.anyway === "1" ? <input type="hidden" name="anyway" value="1" /> : null}
      {bike ? (
        <input type="hidden" name="bike" value={bike.id} />
      ) : (
        <ChoiceField {...field} name="bike" label="Bike" prompt="Choose a bike">
          {bikes.map((b) => (
            <option key={b.id} value={b.id}>
              {b.name}, {rupees(b.price)}/day
            </option>
          ))}
        </ChoiceField>
      )}
      <div className="field-pair">
        <DateField {...field} name="pickup" label="Pickup date" today={today} daysAhead={maxDaysAhead} />
        <DateField
          {...field}
          name="return"
          label="Return date"
          today={today}
          daysAhead={maxDaysAhead + maxRentalDays}
        />
      </div>
      <ChoiceField {...field} name="point" label="Pickup point" prompt="Choose where to pick up">
        {pickupPoints.map((p) => (
          <option key={p.id} value={p.id}>
            {p.name}
          </option>
        ))}
      </ChoiceField>
      <NameField {...field} />
      <RequestFoot
        estimate={estimate(bike, seasons, form.values)}
        estimateFor={`${idPrefix}-pickup ${idPrefix}-return`}
      />
    </form>
  );
}

/** What the page can say before the script runs: the total when the dates are already known. */
function estimate(bike: Bike | null, seasons: readonly Season[], values: FormState["values"]): string {
  const { pickup = "", return: back = "" } = values;
  if (bike && isIsoDate(pickup) && isIsoDate(back) && back >= pickup) {
    const days = rentalDays(pickup, back);
    if (days <= requestLimits.maxRentalDays) return rentalEstimate(quoteRental(bike, seasons, pickup, days), bike);
  }
  return bike
    ? `${rupees(bike.price)} a day. The estimated total goes in your message.`
    : "The estimated total goes in your message.";
}
