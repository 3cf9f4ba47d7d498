import { bookingMessages, businessChatLink } from "~/booking/chat-link";
import type { AboutSection, Settings } from "~/content/types";
import { CallButton } from "~/home/CallButton";
import { ChatButton } from "~/home/ChatButton";
import { Picture, imageSizes } from "~/home/Picture";
import { InfoPage } from "./InfoPage";
import { RichText } from "./RichText";
import { useWords } from "~/i18n/context";

/** About Us: the owner's sections, each a heading and a text with an optional photo, then how to reach the shop. */
export function AboutPage({ settings, sections }: { settings: Settings; sections: AboutSection[] }) {
  const w = useWords();
  return (
    <InfoPage settings={settings} eyebrow={settings.brand} title={w.t("aboutUs")} lead={settings.tagline} path="/about">
      {sections.map((section) => (
        <section key={section.id} className="info-block" aria-labelledby={`about-${section.id}`}>
          {section.photo ? (
            <div className="info-photo">
              <Picture image={section.photo} sizes={imageSizes.card} />
            </div>
          ) : null}
          <h2 id={`about-${section.id}`}>{section.heading}</h2>
          <RichText source={section.text} />
        </section>
      ))}
      <ContactBlock settings={settings} />
    </InfoPage>
  );
}

/** The shop's address, hours and the two ways to reach it: the end of every page a visitor may decide on. */
export function ContactBlock({ settings }: { settings: Settings }) {
  const w = useWords();
  return (
    <section className="info-block info-contact" aria-labelledby="info-contact">
      <h2 id="info-contact">{w.t("talkToUs")}</h2>
      <p>{settings.address}</p>
      <div className="hero-actions">
        <ChatButton className="btn-accent" href={businessChatLink(settings, bookingMessages.enquiry(settings, w))}>
          {w.t("chatWithUs")}
        </ChatButton>
        <CallButton settings={settings} className="btn-outline" />
      </div>
    </section>
  );
}
