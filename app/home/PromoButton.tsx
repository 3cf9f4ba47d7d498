import { chatLink } from "~/booking/chat-link";
import type { Settings } from "~/content/types";
import { useWords } from "~/i18n/context";

/** A third party's advert, with its own number; the operator can switch it off. */
export function PromoButton({ settings }: { settings: Settings }) {
  const w = useWords();
  if (!settings.promoEnabled) return null;
  return (
    <aside className="promo" aria-label={w.t("advertisement")}>
      <a
        className="promo-button"
        href={chatLink(settings.chatHost, settings.promoNumber, settings.promoMessage)}
        target="_blank"
        rel="noopener noreferrer sponsored"
      >
        {w.t("needWebsite")}
      </a>
    </aside>
  );
}
