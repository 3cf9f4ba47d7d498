import { bookingMessages, businessChatLink } from "~/booking/chat-link";
import { countUrl } from "~/booking/count-kinds";
import { statusLabels } from "~/content/lists";
import type { Bike, PickupPoint, Settings } from "~/content/types";
import { BikeDatesForm } from "./BikeDatesForm";
import { BookingLink, CardMedia, FeatureList, PriceAndBooking } from "./Card";
import { RequestDetails } from "./RequestDetails";
import { RatingBadge } from "./Rating";
import { itemAnchor } from "~/content/lists";

export function Bikes({
  bikes,
  pickupPoints,
  settings,
  today,
}: {
  bikes: Bike[];
  pickupPoints: PickupPoint[];
  settings: Settings;
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
