import { faresOf } from "~/booking/fares";
import { requestLimits } from "~/booking/limits";
import { SOMEWHERE_ELSE, requestPaths } from "~/booking/requests";
import { rupees } from "~/content/format";
import type { TaxiService } from "~/content/types";
import { ChoiceField, DateField, Field, NameField, RequestFoot, emptyForm, type FormState } from "./FormField";
import { useWords } from "~/i18n/context";
import { pathIn } from "~/i18n/languages";
import type { Words } from "~/i18n/words";

/**
 * A taxi ride: where from, destination (with its fare), date, time and
 * passengers. A POST form that works without any script; site.js shows the chosen fare. On the
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
  /** On a page of one form: the prefix of its ids (the cards' forms have none). */
  idPrefix?: string;
  form?: FormState;
}) {
  const w = useWords();
  const field = { idPrefix, form };
  const { values } = form;
  return (
    <form method="post" action={pathIn(w.lang, requestPaths.taxi)} className="request-form">
      {taxi ? (
        <input type="hidden" name="taxi" value={taxi.id} />
      ) : (
        <ChoiceField {...field} name="taxi" label={w.t("taxiService")} prompt={w.t("chooseService")}>
          {taxis.map((t) => (
            <option key={t.id} value={t.id}>
              {t.name}
            </option>
          ))}
        </ChoiceField>
      )}
      <Field {...field} name="from" label={w.t("pickupFrom")}>
        {(control) => (
          <input
            {...control}
            type="text"
            required
            autoComplete="street-address"
            maxLength={requestLimits.placeLength}
            defaultValue={values.from}
          />
        )}
      </Field>
      <ChoiceField {...field} name="to" label={w.t("whereTo")} prompt={w.t("chooseDestination")}>
        {taxi ? (
          <DestinationOptions taxi={taxi} />
        ) : (
          taxis.map((t) => (
            <optgroup key={t.id} label={t.name}>
              <DestinationOptions taxi={t} />
            </optgroup>
          ))
        )}
        <option value={SOMEWHERE_ELSE}>{w.t("somewhereElse")}</option>
      </ChoiceField>
      <Field {...field} name="place" label={w.t("whereElse")} optional>
        {(control) => (
          <input {...control} type="text" maxLength={requestLimits.placeLength} defaultValue={values.place} />
        )}
      </Field>
      <div className="field-pair">
        <DateField {...field} name="date" label={w.t("date")} today={today} daysAhead={requestLimits.maxDaysAhead} />
        <Field {...field} name="time" label={w.t("pickupTime")}>
          {(control) => <input {...control} type="time" required defaultValue={values.time} />}
        </Field>
      </div>
      <Field {...field} name="people" label={w.t("people")}>
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
      <RequestFoot
        estimate={estimate(taxi, values.to, w)}
        estimateFor={idPrefix && `${idPrefix}-to`}
        fareWords={{ about: w.t("fareAbout"), none: w.t("fareInMessage") }}
      />
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
function estimate(taxi: TaxiService | null, to: string | undefined, w: Words): string {
  const fare = taxi ? faresOf(taxi).find((d) => d.listed === to)?.fare : null;
  if (fare) return w.t("fareAbout", { fare: rupees(fare) });
  return taxi ? w.t("taxiRateEstimate", { price: rupees(taxi.price), unit: taxi.unit }) : w.t("fareInMessage");
}
