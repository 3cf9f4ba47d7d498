import { ChatButton } from "./ChatButton";
import { bookingMessages, businessChatLink } from "~/booking/chat-link";
import { countUrl } from "~/booking/count-kinds";
import type { Landmark, Settings } from "~/content/types";
import { MapIcon, PinIcon } from "./icons";
import { OpeningHours } from "./OpeningHours";
import { useWords } from "~/i18n/context";

export function Location({ settings, landmarks }: { settings: Settings; landmarks: Landmark[] }) {
  const w = useWords();
  const { brand, town } = settings;
  return (
    <section id="location" className="section" aria-labelledby="location-title">
      <div className="container">
        <header className="section-head reveal">
          <p className="eyebrow">{w.t("locationEyebrow")}</p>
          <h2 id="location-title">{w.t("locationTitle", { town })}</h2>
        </header>
        <div className="location-grid">
          <div className="map-frame reveal">
            <iframe
              src={settings.mapEmbedUrl}
              title={w.t("mapTitle", { brand, town })}
              width="600"
              height="450"
              loading="lazy"
              referrerPolicy="no-referrer-when-downgrade"
            />
          </div>
          <div className="location-card reveal">
            <h3>{w.t("visitShop")}</h3>
            <p className="address">
              <PinIcon size={20} />
              <span>{settings.address}</span>
            </p>
            <OpeningHours hours={settings.openingHours} className="address" iconSize={20} />
            <div className="location-actions">
              <a className="btn btn-primary" href={settings.mapsPlaceUrl} target="_blank" rel="noopener noreferrer">
                <MapIcon size={18} />
                {w.t("openInMaps")}
              </a>
              <ChatButton
                className="btn-outline"
                href={businessChatLink(settings, bookingMessages.directions(settings, w))}
                ping={countUrl(settings.siteUrl, "directions")}
              >
                {w.t("getDirections")}
              </ChatButton>
            </div>
            {landmarks.length > 0 && (
              <>
                <h3>{w.t("nearbyLandmarks")}</h3>
                <ul className="landmarks">
                  {landmarks.map((l) => (
                    <li key={l.name}>
                      <span>{l.name}</span>
                      <span className="landmark-distance">{l.distance}</span>
                    </li>
                  ))}
                </ul>
              </>
            )}
          </div>
        </div>
      </div>
    </section>
  );
}
