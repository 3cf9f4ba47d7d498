import { bookingMessages, businessChatLink } from "~/booking/chat-link";
import type { Bike, BikeStatus, Settings } from "~/content/types";
import { BookingLink, CardMedia, FeatureList, PriceAndBooking } from "./Card";
import { RatingBadge } from "./Rating";

const statusLabel: Record<BikeStatus, string> = {
  available: "Available",
  "rented-out": "All rented out",
  maintenance: "In maintenance",
};

export function Bikes({ bikes, settings }: { bikes: Bike[]; settings: Settings }) {
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
        <ul className="card-grid stagger">
          {bikes.map((bike) => (
            <li key={bike.id} className="card">
              <CardMedia image={bike.image} badge={bike.badge} corner={<RatingBadge rating={bike.rating} />} />
              <div className="card-body">
                <div className="card-title-row">
                  <h3>{bike.name}</h3>
                  <span className={`status status-${bike.status}`}>{statusLabel[bike.status]}</span>
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
                    />
                  }
                />
              </div>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
