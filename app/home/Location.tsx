import { ChatButton } from "./ChatButton";
import { bookingMessages, businessChatLink } from "~/booking/chat-link";
import { countUrl } from "~/booking/count-kinds";
import type { Landmark, Settings } from "~/content/types";
import { MapIcon, PinIcon } from "./icons";
import { OpeningHours } from "./OpeningHours";

export function Location({ settings, landmarks }: { settings: Settings; landmarks: Landmark[] }) {
  return (
    <section id="location" className="section" aria-labelledby="location-title">
      <div className="container">
        <header className="section-head reveal">
          <p className="eyebrow">Location</p>
          <h2 id="location-title">Find Us in {settings.town}</h2>
        </header>
        <div className="location-grid">
          <div className="map-frame reveal">
            <iframe
              src={settings.mapEmbedUrl}
              title={`Map showing ${settings.brand} in ${settings.town}`}
              width="600"
              height="450"
              loading="lazy"
              referrerPolicy="no-referrer-when-downgrade"
            />
          </div>
          <div className="location-card reveal">
            <h3>Visit Our Shop</h3>
            <p className="address">
              <PinIcon size={20} />
              <span>{settings.address}</span>
            </p>
            <OpeningHours hours={settings.openingHours} className="address" iconSize={20} />
            <div className="location-actions">
              <a className="btn btn-primary" href={settings.mapsPlaceUrl} target="_blank" rel="noopener noreferrer">
                <MapIcon size={18} />
                Open in Maps
              </a>
              <ChatButton
                className="btn-outline"
                href={businessChatLink(settings, bookingMessages.directions(settings))}
                ping={countUrl("directions")}
              >
                Get Directions
              </ChatButton>
            </div>
            {landmarks.length > 0 && (
              <>
                <h3>Nearby Landmarks</h3>
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
