import { bookingMessages, businessChatLink } from "~/booking/chat-link";
import type { Settings, TaxiService } from "~/content/types";
import { BookingLink, CardMedia, FeatureList, PriceAndBooking } from "./Card";
import { PinIcon } from "./icons";
import { RatingBadge } from "./Rating";

export function Taxis({ taxis, settings }: { taxis: TaxiService[]; settings: Settings }) {
  return (
    <section id="taxi" className="section section-tint" aria-labelledby="taxi-title">
      <div className="container">
        <header className="section-head reveal">
          <p className="eyebrow">With a local driver</p>
          <h2 id="taxi-title">Our Taxi Services</h2>
          <p className="section-lead">One fair rate by the kilometre, agreed before you set off.</p>
        </header>
        <ul className="card-grid card-grid-3 stagger">
          {taxis.map((taxi) => (
            <li key={taxi.id} className="card">
              <CardMedia image={taxi.image} badge={taxi.badge} corner={<RatingBadge rating={taxi.rating} />} />
              <div className="card-body">
                <h3>{taxi.name}</h3>
                <p className="card-text">{taxi.description}</p>
                {taxi.destinations.length > 0 && (
                  <div className="destinations">
                    <h4>Destinations</h4>
                    <ul>
                      {taxi.destinations.map((d) => (
                        <li key={d}>
                          <PinIcon size={14} />
                          {d}
                        </li>
                      ))}
                    </ul>
                  </div>
                )}
                <FeatureList features={taxi.features} label={`${taxi.name} features`} />
                <PriceAndBooking
                  price={taxi.price}
                  unit={taxi.unit}
                  booking={
                    <BookingLink
                      href={businessChatLink(settings, bookingMessages.taxi(settings, taxi))}
                      label="Book Now"
                      item={taxi.name}
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
