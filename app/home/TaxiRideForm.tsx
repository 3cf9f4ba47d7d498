import { faresOf } from "~/booking/fares";
import { requestLimits } from "~/booking/limits";
import { SOMEWHERE_ELSE, requestPaths } from "~/booking/requests";
import { rupees } from "~/content/format";
import type { TaxiService } from "~/content/types";
import { ChoiceField, DateField, Field, NameField, RequestFoot, emptyForm, type FormState } from "./FormField";

/**
 * A taxi ride: destination (with its fare), date, time and passengers. A GET
 * form that works without any script; site.js shows the chosen fare. On the
 * booking page, when the service asked for is not one of ours, the visitor
 * picks one and the destinations of every service are offered.
 */
export function TaxiRideForm({
  taxi,
  taxis,
  today,
  idPrefix,
  form = emptyForm,
}: {
  /** The service booked, or null to let the visitor choose among `taxis`. */
  taxi: TaxiService | null;
  taxis: TaxiService[];
  /** Today at the shop: the earliest date. */
  today: string;
  idPrefix: string;
  form?: FormState;
}) {
  const field = { idPrefix, form };
  const { values } = form;
  return (
    <form method="get" action={requestPaths.taxi} className="request-form">
      {taxi ? (
        <input type="hidden" name="taxi" value={taxi.id} />
      ) : (
        <ChoiceField {...field} name="taxi" label="Taxi service" prompt="Choose a service">
          {taxis.map((t) => (
            <option key={t.id} value={t.id}>
              {t.name}
            </option>
          ))}
        </ChoiceField>
      )}
      <ChoiceField {...field} name="to" label="Where to?" prompt="Choose a destination">
        {taxi ? (
          <DestinationOptions taxi={taxi} />
        ) : (
          taxis.map((t) => (
            <optgroup key={t.id} label={t.name}>
              <DestinationOptions taxi={t} />
            </optgroup>
          ))
        )}
        <option value={SOMEWHERE_ELSE}>Somewhere else</option>
      </ChoiceField>
      <Field {...field} name="place" label="If somewhere else, where?" optional>
        {(control) => (
          <input {...control} type="text" maxLength={requestLimits.placeLength} defaultValue={values.place} />
        )}
      </Field>
      <div className="field-pair">
        <DateField {...field} name="date" label="Date" today={today} daysAhead={requestLimits.maxDaysAhead} />
        <Field {...field} name="time" label="Pickup time">
          {(control) => <input {...control} type="time" required defaultValue={values.time} />}
        </Field>
      </div>
      <Field {...field} name="people" label="People">
        {(control) => (
          <input
            {...control}
            type="number"
            inputMode="numeric"
            required
            min={1}
            max={requestLimits.maxPassengers}
            defaultValue={values.people ?? "1"}
          />
        )}
      </Field>
      <NameField {...field} />
      <RequestFoot estimate={estimate(taxi, values.to)} estimateFor={`${idPrefix}-to`} />
    </form>
  );
}

/** Each listed destination, with its distance and fare where it has them. */
function DestinationOptions({ taxi }: { taxi: TaxiService }) {
  return (
    <>
      {faresOf(taxi).map((d) => (
        <option key={d.listed} value={d.listed} data-fare={d.fare === null ? undefined : rupees(d.fare)}>
          {[d.place, d.km === null ? null : `${d.km} km`, d.fare === null ? null : rupees(d.fare)]
            .filter(Boolean)
            .join(", ")}
        </option>
      ))}
    </>
  );
}

/** What the page can say before the script runs: the fare of the chosen destination, if it has one. */
function estimate(taxi: TaxiService | null, to = ""): string {
  const fare = taxi ? faresOf(taxi).find((d) => d.listed === to)?.fare : null;
  if (fare) return `About ${rupees(fare)} one-way.`;
  return taxi
    ? `${rupees(taxi.price)} per ${taxi.unit}, one-way. The fare goes in your message.`
    : "The fare goes in your message.";
}
