import { ChatButton } from "./ChatButton";
import { bookingMessages, businessChatLink, telLink } from "~/booking/chat-link";
import { countUrl } from "~/booking/count-kinds";
import type { PickupPoint, Settings } from "~/content/types";
import { BookingLink, CardMedia, FeatureList } from "./Card";
import { PhoneIcon } from "./icons";
import { itemAnchor } from "~/content/lists";

export function Pickup({ points, settings }: { points: PickupPoint[]; settings: Settings }) {
  return (
    <section id="pickup" className="section section-tint" aria-labelledby="pickup-title">
      <div className="container">
        <header className="section-head reveal">
          <p className="eyebrow">Collect & return</p>
          <h2 id="pickup-title">Pickup Points</h2>
          <p className="section-lead">Pick your bike up, or meet your driver, at any of these spots.</p>
        </header>
        <ol className="card-grid card-grid-3 stagger">
          {points.map((point, index) => (
            <li key={point.id} id={itemAnchor("pickupPoints", point.id)} className="card">
              <CardMedia
                image={point.image}
                badge={point.badge}
                corner={
                  <span className="pickup-number" aria-hidden="true">
                    {index + 1}
                  </span>
                }
              />
              <div className="card-body">
                <h3>
                  <span className="visually-hidden">{index + 1}. </span>
                  {point.name}
                </h3>
                <p className="card-text">{point.description}</p>
                <FeatureList features={point.features} label={`${point.name} features`} />
                <div className="card-foot card-foot-end">
                  <BookingLink
                    href={businessChatLink(settings, bookingMessages.pickup(settings, point))}
                    label="Pick up here"
                    item={point.name}
                    ping={countUrl("pickup", point.id)}
                  />
                </div>
              </div>
            </li>
          ))}
        </ol>
        <div className="custom-pickup reveal">
          <div>
            <h3>Can't Find Your Location?</h3>
            <p>Tell us where you're staying and we'll bring the bike to you, or send a taxi.</p>
          </div>
          <div className="custom-pickup-actions">
            <ChatButton
              className="btn-accent"
              href={businessChatLink(settings, bookingMessages.customPickup(settings))}
              ping={countUrl("custom-pickup")}
            >
              Request Custom Pickup
            </ChatButton>
            <a className="btn btn-ghost" href={telLink(settings.phone)} ping={countUrl("call")}>
              <PhoneIcon size={18} />
              Call Us Directly
            </a>
          </div>
        </div>
      </div>
    </section>
  );
}
