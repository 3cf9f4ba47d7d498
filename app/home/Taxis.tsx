import { bookingMessages, businessChatLink } from "~/booking/chat-link";
import { countUrl } from "~/booking/count-kinds";
import { faresOf } from "~/booking/fares";
import { rupees } from "~/content/format";
import type { Settings, TaxiService, Testimonial } from "~/content/types";
import { BookingLink, CardMedia, FeatureList, PriceAndBooking } from "./Card";
import { PinIcon } from "./icons";
import { RatingBadge } from "./Rating";
import { itemRating } from "~/reviews/ratings";
import { RequestDetails } from "./RequestDetails";
import { TaxiRideForm } from "./TaxiRideForm";
import { itemAnchor } from "~/content/lists";
import { useWords } from "~/i18n/context";

export function Taxis({
  taxis,
  reviews,
  settings,
  today,
}: {
  taxis: TaxiService[];
  reviews: readonly Testimonial[];
  settings: Settings;
  today: string;
}) {
  const w = useWords();
  return (
    <section id="taxi" className="section section-tint" aria-labelledby="taxi-title">
      <div className="container">
        <header className="section-head reveal">
          <p className="eyebrow">{w.t("taxiEyebrow")}</p>
          <h2 id="taxi-title">{w.t("taxiTitle")}</h2>
          <p className="section-lead">{w.t("taxiLead")}</p>
        </header>
        <ul className="card-grid card-grid-3 request-grid stagger">
          {taxis.map((taxi) => (
            <li key={taxi.id} id={itemAnchor("taxis", taxi.id)} className="card">
              <CardMedia
                image={taxi.image}
                badge={taxi.badge}
                corner={<RatingBadge rating={itemRating(reviews, "taxi", taxi.id)} />}
              />
              <div className="card-body">
                <h3>{taxi.name}</h3>
                <p className="card-text">{taxi.description}</p>
                {taxi.destinations.length > 0 && (
                  <div className="destinations">
                    <h4>{w.t("destinations")}</h4>
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
                <FeatureList features={taxi.features} item={taxi.name} />
                <PriceAndBooking
                  price={taxi.price}
                  unit={taxi.unit}
                  booking={
                    <BookingLink
                      href={businessChatLink(settings, bookingMessages.taxi(settings, taxi, w))}
                      label={w.t("bookNow")}
                      item={taxi.name}
                      ping={countUrl(settings.siteUrl, "taxi-link", taxi.id)}
                      plain
                    />
                  }
                />
                <RequestDetails label={w.t("chooseDateTime")} item={taxi.name}>
                  <TaxiRideForm taxi={taxi} taxis={taxis} today={today} />
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
  const w = useWords();
  const fares = faresOf(taxi).filter((d) => d.km !== null && d.fare !== null);
  if (fares.length === 0) return null;
  return (
    <table className="fares">
      <caption>{w.t("oneWayFares")}</caption>
      <thead className="visually-hidden">
        <tr>
          <th scope="col">{w.t("destination")}</th>
          <th scope="col">{w.t("distance")}</th>
          <th scope="col">{w.t("fare")}</th>
        </tr>
      </thead>
      <tbody>
        {fares.map((d) => (
          <tr key={d.listed}>
            <th scope="row">{d.place}</th>
            <td>{`${d.km} km`}</td>
            <td className="fare">{rupees(d.fare!)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
