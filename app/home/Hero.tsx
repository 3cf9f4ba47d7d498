import { rupees } from "~/content/format";
import type { HomeContent } from "~/content/types";
import { CallButton } from "./CallButton";
import { Picture, imageSizes } from "./Picture";
import { useWords } from "~/i18n/context";

export function Hero({ content }: { content: HomeContent }) {
  const { settings, bikes, taxis, pickupPoints } = content;
  const w = useWords();
  return (
    <section className="hero" id="top" aria-labelledby="hero-title">
      <div className="container hero-inner">
        <div className="hero-copy">
          <p className="eyebrow">{`${settings.tagline} · ${settings.town}`}</p>
          <h1 id="hero-title">{settings.heroTitle}</h1>
          <p className="hero-subtitle">{settings.heroSubtitle}</p>
          <div className="hero-actions">
            <a className="btn btn-accent btn-lg" href="#bikes">
              {w.t("rentABike")}
            </a>
            <a className="btn btn-ghost btn-lg" href="#taxi">
              {w.t("bookATaxi")}
            </a>
            <CallButton settings={settings} className="btn-ghost btn-lg" />
          </div>
          <HeroFacts bikes={bikes} taxis={taxis} pickupCount={pickupPoints.length} />
        </div>
        {content.heroImage ? (
          <Picture className="hero-art" image={content.heroImage} sizes={imageSizes.hero} priority />
        ) : null}
      </div>
    </section>
  );
}

/** Facts worked out from the content itself, so they can never disagree with it. */
function HeroFacts({ bikes, taxis, pickupCount }: Pick<HomeContent, "bikes" | "taxis"> & { pickupCount: number }) {
  const cheapestBike = bikes.length ? Math.min(...bikes.map((b) => b.price)) : null;
  const cheapestTaxi = taxis.length ? taxis.reduce((a, b) => (b.price < a.price ? b : a)) : null;
  const w = useWords();
  return (
    <ul className="hero-facts">
      {cheapestBike !== null && (
        <li>
          <strong>{w.t("factBikes", { count: bikes.length })}</strong>
          {` ${w.t("factBikesFrom", { price: rupees(cheapestBike) })}`}
        </li>
      )}
      {cheapestTaxi && (
        <li>
          <strong>{w.t("factTaxis")}</strong>
          {` ${w.t("factTaxisAt", { price: rupees(cheapestTaxi.price), unit: cheapestTaxi.unit })}`}
        </li>
      )}
      {pickupCount > 0 && (
        <li>
          <strong>{w.t("factPickups", { count: pickupCount })}</strong>
        </li>
      )}
    </ul>
  );
}
