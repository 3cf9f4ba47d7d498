import { bookingMessages, businessChatLink } from "~/booking/chat-link";
import { countUrl } from "~/booking/count-kinds";
import type { Bike, PickupPoint, Settings, Testimonial } from "~/content/types";
import { pricePeriods, seasonPriceNear, type PricePeriod, type Season } from "~/booking/prices";
import { depositText } from "~/booking/requests";
import { rupees } from "~/content/format";
import { useWords } from "~/i18n/context";
import { dayMonthIn } from "~/i18n/dates";
import { statusWord } from "~/i18n/status";
import { BikeDatesForm } from "./BikeDatesForm";
import { BookingLink, CardMedia, FeatureList, PriceAndBooking } from "./Card";
import { RequestDetails } from "./RequestDetails";
import { RatingBadge } from "./Rating";
import { itemRating } from "~/reviews/ratings";
import { itemAnchor } from "~/content/lists";

export function Bikes({
  bikes,
  reviews,
  pickupPoints,
  settings,
  seasons,
  today,
}: {
  bikes: Bike[];
  reviews: readonly Testimonial[];
  pickupPoints: PickupPoint[];
  settings: Settings;
  seasons: readonly Season[];
  today: string;
}) {
  const w = useWords();
  return (
    <section id="bikes" className="section" aria-labelledby="bikes-title">
      <div className="container">
        <header className="section-head reveal">
          <p className="eyebrow">{w.t("bikesEyebrow")}</p>
          <h2 id="bikes-title">{w.t("bikesTitle")}</h2>
          <p className="section-lead">{w.t("bikesLead")}</p>
        </header>
        <ul className="card-grid request-grid stagger">
          {bikes.map((bike) => (
            <li key={bike.id} id={itemAnchor("bikes", bike.id)} className="card">
              <CardMedia
                image={bike.image}
                badge={bike.badge}
                corner={<RatingBadge rating={itemRating(reviews, "bike", bike.id)} />}
              />
              <div className="card-body">
                <div className="card-title-row">
                  <h3>{bike.name}</h3>
                  <span className={`status status-${bike.status}`}>{statusWord(w, bike.status)}</span>
                </div>
                <p className="card-text">{bike.description}</p>
                <FeatureList features={bike.features} item={bike.name} />
                <PriceNotes bike={bike} seasons={seasons} today={today} />
                <PriceAndBooking
                  price={bike.price}
                  unit={w.t("perDay")}
                  booking={
                    <BookingLink
                      href={businessChatLink(settings, bookingMessages.bike(settings, bike, w))}
                      label={w.t(bike.status === "available" ? "bookNow" : "askForDate")}
                      item={bike.name}
                      ping={countUrl(settings.siteUrl, "bike-link", bike.id)}
                      plain
                    />
                  }
                />
                <RequestDetails label={w.t("chooseDates")} item={bike.name}>
                  <BikeDatesForm
                    bike={bike}
                    bikes={bikes}
                    pickupPoints={pickupPoints}
                    seasons={seasons}
                    today={today}
                  />
                </RequestDetails>
              </div>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

/** What else the price is made of: a season price near, the long-rental rates, the deposit. */
function PriceNotes({ bike, seasons, today }: { bike: Bike; seasons: readonly Season[]; today: string }) {
  const w = useWords();
  const season = seasonPriceNear(bike, seasons, today);
  const periods = pricePeriods(bike, seasons, today);
  // With more than one price (a season ahead, an hour's price), the table says them all, each in its period.
  const table = periods.length > 1 || Boolean(bike.hourlyPrice);
  const rates = [
    bike.weekPrice ? w.t("weekRate", { price: rupees(bike.weekPrice) }) : "",
    bike.monthPrice ? w.t("monthRate", { price: rupees(bike.monthPrice) }) : "",
  ].filter(Boolean);
  return (
    <ul className="price-notes">
      {season && (
        <li className="price-season">
          {season.from === today
            ? w.t("seasonUntil", {
                season: season.season,
                price: rupees(season.price),
                date: dayMonthIn(w.lang, season.to),
              })
            : w.t("seasonFrom", {
                season: season.season,
                price: rupees(season.price),
                date: dayMonthIn(w.lang, season.from),
              })}
        </li>
      )}
      {rates.length > 0 && !table && <li>{rates.join(" · ")}</li>}
      <li>{depositText(bike, w) || w.t("noDeposit")}</li>
      {table && (
        <li>
          <PriceTable bike={bike} periods={periods} />
        </li>
      )}
    </ul>
  );
}

/**
 * Every price the estimate may use in the coming months, a tap away without
 * JavaScript: the normal prices and each season's, with its dates.
 */
function PriceTable({ bike, periods }: { bike: Bike; periods: PricePeriod[] }) {
  const w = useWords();
  const columns = [
    ["day", w.t("priceDay")],
    ["hour", w.t("priceHour")],
    ["week", w.t("priceWeek")],
    ["month", w.t("priceMonth")],
  ] as const;
  const shown = columns.filter(([key]) => periods.some((p) => p[key] !== null));
  return (
    <details className="price-table">
      <summary>
        {w.t("allPrices")}
        <span className="visually-hidden">: {bike.name}</span>
      </summary>
      <table>
        <thead>
          <tr>
            <td />
            {shown.map(([key, label]) => (
              <th key={key}>{label}</th>
            ))}
          </tr>
        </thead>
        <tbody>
          {periods.map((period) => (
            <tr key={period.from ?? "normal"}>
              <th>
                {period.season && period.from && period.to
                  ? w.t("seasonDates", {
                      season: period.season,
                      from: dayMonthIn(w.lang, period.from),
                      to: dayMonthIn(w.lang, period.to),
                    })
                  : w.t("normalPrices")}
              </th>
              {shown.map(([key]) => {
                const amount = period[key];
                return <td key={key}>{amount === null ? "–" : rupees(amount)}</td>;
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </details>
  );
}
