import { ChatButton } from "./ChatButton";
import { bookingMessages, businessChatLink, telLink } from "~/booking/chat-link";
import { countUrl } from "~/booking/count-kinds";
import type { PickupPoint, Settings } from "~/content/types";
import { BookingLink, CardMedia, FeatureList } from "./Card";
import { PhoneIcon } from "./icons";
import { itemAnchor } from "~/content/lists";
import { useWords } from "~/i18n/context";

export function Pickup({ points, settings }: { points: PickupPoint[]; settings: Settings }) {
  const w = useWords();
  return (
    <section id="pickup" className="section section-tint" aria-labelledby="pickup-title">
      <div className="container">
        <header className="section-head reveal">
          <p className="eyebrow">{w.t("pickupEyebrow")}</p>
          <h2 id="pickup-title">{w.t("pickupTitle")}</h2>
          <p className="section-lead">{w.t("pickupLead")}</p>
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
                  <span className="visually-hidden">{`${index + 1}. `}</span>
                  {point.name}
                </h3>
                <p className="card-text">{point.description}</p>
                <FeatureList features={point.features} item={point.name} />
                <div className="card-foot card-foot-end">
                  <BookingLink
                    href={businessChatLink(settings, bookingMessages.pickup(settings, point, w))}
                    label={w.t("pickUpHere")}
                    item={point.name}
                    ping={countUrl(settings.siteUrl, "pickup", point.id)}
                  />
                </div>
              </div>
            </li>
          ))}
        </ol>
        <div className="custom-pickup reveal">
          <div>
            <h3>{w.t("cantFind")}</h3>
            <p>{w.t("cantFindText")}</p>
          </div>
          <div className="custom-pickup-actions">
            <ChatButton
              className="btn-accent"
              href={businessChatLink(settings, bookingMessages.customPickup(settings, w))}
              ping={countUrl(settings.siteUrl, "custom-pickup")}
            >
              {w.t("requestCustomPickup")}
            </ChatButton>
            <a className="btn btn-ghost" href={telLink(settings.phone)} ping={countUrl(settings.siteUrl, "call")}>
              <PhoneIcon size={18} />
              {w.t("callUsDirectly")}
            </a>
          </div>
        </div>
      </div>
    </section>
  );
}
