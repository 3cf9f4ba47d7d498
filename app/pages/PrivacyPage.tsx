import { telLink } from "~/booking/chat-link";
import type { Settings } from "~/content/types";
import type { NamedThing, PrivacyFacts } from "./privacy-facts.server";
import { ContactBlock } from "./AboutPage";
import { InfoPage } from "./InfoPage";
import { RichText } from "./RichText";
import { useWords } from "~/i18n/context";

const hostOf = (address: string) => {
  try {
    return new URL(address.includes("://") ? address : `https://${address}`).host;
  } catch {
    return address;
  }
};

/**
 * The Privacy Policy: the owner's introduction, then what the site does,
 * written from the code (privacy-facts.server.ts) and the live settings: the
 * cookies, what a booking and a review keep, the services of others the page
 * loads, every table of the database, where it is kept and whom to ask.
 */
export function PrivacyPage({ settings, facts }: { settings: Settings; facts: PrivacyFacts }) {
  const chat = hostOf(settings.chatHost);
  const w = useWords();
  return (
    <InfoPage
      settings={settings}
      eyebrow={w.t("privacyEyebrow")}
      title={w.t("privacyPolicy")}
      lead={<RichText source={settings.privacyIntro} />}
      path="/privacy"
    >
      {/* What the site stores is written from the code, in English; a translated page says so. */}
      {w.lang === "en" ? null : <p className="privacy-in-english">{w.t("privacyInEnglish")}</p>}
      <div lang="en" className="privacy-body">
        <section className="info-block" aria-labelledby="privacy-short">
          <h2 id="privacy-short">In short</h2>
          <ul>
            <li>This website sets no cookies for visitors and keeps nothing that tells who you are.</li>
            <li>
              You book by a chat message or a call that you send from your phone. This website keeps none of it; the
              booking forms only write the message for you.
            </li>
            <li>Taps on booking buttons are counted, a number per day, without a cookie, an address or a browser.</li>
            <li>
              A review you send through a review link keeps the name you choose, your stars and your words, and shows
              only once we have read it.
            </li>
            <li>Nothing is sold or given to anyone.</li>
          </ul>
        </section>

        <section className="info-block" aria-labelledby="privacy-cookies">
          <h2 id="privacy-cookies">Cookies and browser storage</h2>
          <p>
            <strong>On the pages you visit: none.</strong> Only the back office, where the shop&apos;s owner and staff
            sign in, uses these, and only in their browsers:
          </p>
          <NamedList things={[...facts.ownerCookies, ...facts.ownerStorage]} />
        </section>

        <section className="info-block" aria-labelledby="privacy-booking">
          <h2 id="privacy-booking">When you book</h2>
          <p>
            Booking buttons open a chat with our number {settings.phone} on {chat}, or call it. What you write there is
            between you and us, on that service under its own privacy policy. The forms with dates turn your choice into
            that message: their answers pass through this website only to write it, and are not stored.
          </p>
          <p>
            Each tap on a booking button adds one to a count for the day, the button and the bike or taxi. No cookie,
            network address or browser is kept with it.
          </p>
        </section>

        <section className="info-block" aria-labelledby="privacy-reviews">
          <h2 id="privacy-reviews">When you send a review</h2>
          <p>
            A review link works once. What you send is kept: the name you choose to show, the day, your stars and your
            words. It appears on the home page only after we show it, and we may answer it in public; we never change
            what you wrote. No cookie, address or account is made. Ask us and we take it down.
          </p>
        </section>

        <section className="info-block" aria-labelledby="privacy-others">
          <h2 id="privacy-others">Other services on these pages</h2>
          <ul>
            <li>
              The map on the home page is shown by {hostOf(settings.mapEmbedUrl)}: your browser loads it from them, and
              they may set cookies of their own.
            </li>
            <li>Chat links open {chat}; social links open the networks you tap.</li>
            {settings.promoEnabled ? (
              <li>The “Need a Website?” button opens a chat with another business, not with us.</li>
            ) : null}
            {settings.analyticsScriptUrl ? (
              <li>
                Visitor statistics are counted by {hostOf(settings.analyticsScriptUrl)}, whose script these pages load.
              </li>
            ) : (
              <li>No statistics service is loaded.</li>
            )}
          </ul>
        </section>

        <section className="info-block" aria-labelledby="privacy-safety">
          <h2 id="privacy-safety">Keeping the site safe</h2>
          <p>
            To stop floods, the server counts requests per network address in its memory for a few minutes; those
            addresses are never written down. Failed sign-ins to the back office are the one exception, listed below.
          </p>
        </section>

        <section className="info-block" aria-labelledby="privacy-stored">
          <h2 id="privacy-stored">Everything this website stores</h2>
          <p>
            This list is made from the website&apos;s database itself, so nothing is left out. What may be about you
            comes first.
          </p>
          <StoredList things={facts.stored.filter((t) => t.aboutVisitors)} />
          <details className="privacy-more">
            <summary>
              The rest: the shop&apos;s content, settings and the accounts of its owner and staff (nothing about
              visitors)
            </summary>
            <StoredList things={facts.stored.filter((t) => !t.aboutVisitors)} />
          </details>
        </section>

        <section className="info-block" aria-labelledby="privacy-where">
          <h2 id="privacy-where">Where it is kept</h2>
          <p>
            In one database file and a folder of photos on the server that runs this website, and in the backups the
            owner makes of them. Photos are stored without their metadata.
          </p>
        </section>

        <section className="info-block" aria-labelledby="privacy-rights">
          <h2 id="privacy-rights">Your rights</h2>
          <p>
            Under India&apos;s Digital Personal Data Protection Act, 2023, you may ask us what we keep about you, and
            have it corrected or erased.{" "}
            {settings.email ? (
              <>
                Write to us at <a href={`mailto:${settings.email}`}>{settings.email}</a> or call
              </>
            ) : (
              "Call"
            )}{" "}
            us on <a href={telLink(settings.phone)}>{settings.phone}</a>. If our answer does not settle it, you may
            complain to the Data Protection Board of India.
          </p>
          <p>
            Responsible for this website: {settings.copyrightHolder}, {settings.address}.
          </p>
        </section>
      </div>
      <ContactBlock settings={settings} />
    </InfoPage>
  );
}

function StoredList({ things }: { things: PrivacyFacts["stored"] }) {
  return (
    <dl className="privacy-stored">
      {things.map((thing) => (
        <div key={thing.what}>
          <dt>{thing.what}</dt>
          <dd>
            <span className="privacy-label">Holds:</span> {thing.holds.join(", ")}.
          </dd>
          <dd>
            <span className="privacy-label">Kept:</span> {thing.howLong}.
          </dd>
        </div>
      ))}
    </dl>
  );
}

function NamedList({ things }: { things: NamedThing[] }) {
  return (
    <dl className="privacy-stored">
      {things.map((thing) => (
        <div key={thing.name}>
          <dt>
            <code>{thing.name}</code>
          </dt>
          <dd>
            {thing.purpose}; {thing.howLong}.
          </dd>
        </div>
      ))}
    </dl>
  );
}
