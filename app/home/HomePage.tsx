import { shopToday } from "~/booking/dates";
import type { HomeContent } from "~/content/types";
import { placeholderCss } from "~/images/page-image";
import { imagesOf } from "~/content/page-content";
import { Bikes } from "./Bikes";
import { Footer } from "./Footer";
import { Header } from "./Header";
import { Hero } from "./Hero";
import { Location } from "./Location";
import { Pickup } from "./Pickup";
import { PromoButton } from "./PromoButton";
import { Taxis } from "./Taxis";
import { Terms } from "./Terms";
import { useWords } from "~/i18n/context";
import { IconSprite } from "./icons";
import { Testimonials } from "./Testimonials";

/** The public page, sections in the specification's order. */
export function HomePage({ content }: { content: HomeContent }) {
  const { settings } = content;
  // The page is re-rendered when the shop's day changes (server/site.ts), so the forms' earliest date stays true.
  const today = shopToday(settings.timeZone);
  const placeholders = placeholderCss(imagesOf(content));
  const w = useWords();
  return (
    <>
      {/* The photos' blurred previews: CSS in a <style>, which the page's CSP allows by hash. */}
      {placeholders ? <style dangerouslySetInnerHTML={{ __html: placeholders }} /> : null}
      <IconSprite />
      <a className="skip-link" href="#main">
        {w.t("skipToContent")}
      </a>
      <Header settings={settings} />
      <main id="main">
        <Hero content={content} />
        <Bikes
          bikes={content.bikes}
          reviews={content.testimonials}
          pickupPoints={content.pickupPoints}
          settings={settings}
          seasons={content.seasons}
          today={today}
        />
        <Taxis taxis={content.taxis} reviews={content.testimonials} settings={settings} today={today} />
        <Terms terms={content.terms} graceMinutes={content.settings.graceMinutes} />
        <Testimonials testimonials={content.testimonials} brand={settings.brand} />
        <Location settings={settings} landmarks={content.landmarks} />
        <Pickup points={content.pickupPoints} settings={settings} />
        <section id="contact" className="contact-anchor" aria-hidden="true" />
      </main>
      <Footer settings={settings} />
      <PromoButton settings={settings} />
      {/* The hosting provider's analytics, only once the operator has configured it. */}
      {settings.analyticsScriptUrl ? <script src={settings.analyticsScriptUrl} defer /> : null}
    </>
  );
}
