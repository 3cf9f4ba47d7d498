import { bookingMessages, businessChatLink } from "~/booking/chat-link";
import { countUrl } from "~/booking/count-kinds";
import { statusLabels } from "~/content/lists";
import type { Bike, PickupPoint, Settings } from "~/content/types";
import { seasonPriceNear, type Season } from "~/booking/prices";
import { depositText } from "~/booking/requests";
import { displayDate, rupees } from "~/content/format";
import { BikeDatesForm } from "./BikeDatesForm";
import { BookingLink, CardMedia, FeatureList, PriceAndBooking } from "./Card";
import { RequestDetails } from "./RequestDetails";
import { RatingBadge } from "./Rating";
import { itemAnchor } from "~/content/lists";

export function Bikes({
  bikes,
  pickupPoints,
  settings,
  seasons,
  today,
}: {
  bikes: Bike[];
  pickupPoints: PickupPoint[];
  settings: Settings;
  seasons: readonly Season[];
  today: string;
}) {
  return (
    <section id="bikes" className="section" aria-labelledby="bikes-title">
      <div className="container">
        <header className="section-head reveal">
          <p className="eyebrow">Scooters & motorcycles</p>
          <h2 id="bikes-title">Our Elite Bikes</h2>
          <p className="section-lead">
            Serviced before every rental, with a helmet. Prices are per day; fuel is yours.
          </p>
        </header>
        <ul className="card-grid request-grid stagger">
          {bikes.map((bike) => (
            <li key={bike.id} id={itemAnchor("bikes", bike.id)} className="card">
              <CardMedia image={bike.image} badge={bike.badge} corner={<RatingBadge rating={bike.rating} />} />
              <div className="card-body">
                <div className="card-title-row">
                  <h3>{bike.name}</h3>
                  <span className={`status status-${bike.status}`}>{statusLabels[bike.status]}</span>
                </div>
                <p className="card-text">{bike.description}</p>
                <FeatureList features={bike.features} label={`${bike.name} features`} />
                <PriceNotes bike={bike} seasons={seasons} today={today} />
                <PriceAndBooking
                  price={bike.price}
                  unit="day"
                  booking={
                    <BookingLink
                      href={businessChatLink(settings, bookingMessages.bike(settings, bike))}
                      label={bike.status === "available" ? "Book Now" : "Ask for a date"}
                      item={bike.name}
                      ping={countUrl("bike-link", bike.id)}
                    />
                  }
                />
                <RequestDetails label="Choose dates" item={bike.name}>
                  <BikeDatesForm
                    bike={bike}
                    bikes={bikes}
                    pickupPoints={pickupPoints}
                    seasons={seasons}
                    today={today}
                    idPrefix={`bike-${bike.id}`}
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

/** "1 Jan" */
const dayMonth = (date: string) => displayDate(date).replace(/ \d{4}$/, "");

/** What else the price is made of: a season price near, the long-rental rates, the deposit. */
function PriceNotes({ bike, seasons, today }: { bike: Bike; seasons: readonly Season[]; today: string }) {
  const season = seasonPriceNear(bike, seasons, today);
  const rates = [
    bike.weekPrice ? `7 days ${rupees(bike.weekPrice)}` : "",
    bike.monthPrice ? `30 days ${rupees(bike.monthPrice)}` : "",
  ].filter(Boolean);
  return (
    <ul className="price-notes">
      {season && (
        <li className="price-season">
          {`${season.season}: ${rupees(season.price)}/day ${season.from === today ? `until ${dayMonth(season.to)}` : `from ${dayMonth(season.from)}`}`}
        </li>
      )}
      {rates.length > 0 && <li>{rates.join(" · ")}</li>}
      <li>{depositText(bike) || "No deposit"}</li>
    </ul>
  );
}
