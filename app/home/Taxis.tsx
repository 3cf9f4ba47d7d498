import { bookingMessages, businessChatLink } from "~/booking/chat-link";
import { countUrl } from "~/booking/count-kinds";
import { faresOf } from "~/booking/fares";
import { rupees } from "~/content/format";
import type { Settings, TaxiService } from "~/content/types";
import { BookingLink, CardMedia, FeatureList, PriceAndBooking } from "./Card";
import { PinIcon } from "./icons";
import { RatingBadge } from "./Rating";
import { RequestDetails } from "./RequestDetails";
import { TaxiRideForm } from "./TaxiRideForm";
import { itemAnchor } from "~/content/lists";

export function Taxis({ taxis, settings, today }: { taxis: TaxiService[]; settings: Settings; today: string }) {
  return (
    <section id="taxi" className="section section-tint" aria-labelledby="taxi-title">
      <div className="container">
        <header className="section-head reveal">
          <p className="eyebrow">With a local driver</p>
          <h2 id="taxi-title">Our Taxi Services</h2>
          <p className="section-lead">One fair rate by the kilometre, agreed before you set off.</p>
        </header>
        <ul className="card-grid card-grid-3 request-grid stagger">
          {taxis.map((taxi, i) => (
            <li key={taxi.id} id={itemAnchor("taxis", taxi.id)} className="card">
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
                <FareTable taxi={taxi} />
                <FeatureList features={taxi.features} label={`${taxi.name} features`} />
                <PriceAndBooking
                  price={taxi.price}
                  unit={taxi.unit}
                  booking={
                    <BookingLink
                      href={businessChatLink(settings, bookingMessages.taxi(settings, taxi))}
                      label="Book Now"
                      item={taxi.name}
                      ping={countUrl("taxi-link", taxi.id)}
                    />
                  }
                />
                <RequestDetails label="Choose date and time" item={taxi.name}>
                  <TaxiRideForm taxi={taxi} taxis={taxis} today={today} idPrefix={`t${i}`} />
                </RequestDetails>
              </div>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

/** The one-way fare to every listed destination that has a distance: worked out here, no script needed. */
function FareTable({ taxi }: { taxi: TaxiService }) {
  const fares = faresOf(taxi).filter((d) => d.km !== null && d.fare !== null);
  if (fares.length === 0) return null;
  return (
    <table className="fares">
      <caption>One-way fares</caption>
      <thead className="visually-hidden">
        <tr>
          <th scope="col">Destination</th>
          <th scope="col">Distance</th>
          <th scope="col">Fare</th>
        </tr>
      </thead>
      <tbody>
        {fares.map((d) => (
          <tr key={d.listed}>
            <th scope="row">{d.place}</th>
            <td>{d.km} km</td>
            <td className="fare">{rupees(d.fare!)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
