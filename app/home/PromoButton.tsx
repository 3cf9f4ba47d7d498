import { chatLink } from "~/booking/chat-link";
import type { Settings } from "~/content/types";

/** A third party's advert, with its own number; the operator can switch it off. */
export function PromoButton({ settings }: { settings: Settings }) {
  if (!settings.promoEnabled) return null;
  return (
    <aside className="promo" aria-label="Advertisement">
      <a
        className="promo-button"
        href={chatLink(settings.chatHost, settings.promoNumber, settings.promoMessage)}
        target="_blank"
        rel="noopener noreferrer sponsored"
      >
        Need a Website?
      </a>
    </aside>
  );
}
