import { bookingMessages, businessChatLink, pageLink, telLink } from "~/booking/chat-link";
import { countUrl } from "~/booking/count-kinds";
import type { Settings } from "~/content/types";
import { ChatIcon, MailIcon, PhoneIcon, PinIcon, SocialIcon } from "./icons";
import { OpeningHours } from "./OpeningHours";
import { useWords } from "~/i18n/context";
import { pathIn } from "~/i18n/languages";
import type { Words } from "~/i18n/words";

/**
 * Footer columns (spec section 2). Links go to a section of the home page
 * where it has one (from the other pages, `home` is the home page's address
 * in the page's language), and About Us, Privacy Policy and FAQ to their
 * pages (docs/decisions/022-pages-behind-the-footer-links.md).
 */
function footerColumns(town: string, home: string, w: Words) {
  const section = (anchor: string) => `${home}#${anchor}`;
  const page = (path: string) => pathIn(w.lang, path);
  return [
    {
      id: "footer-our-services",
      title: w.t("ourServices"),
      links: [
        { label: w.t("scooterRentals"), href: section("bikes") },
        { label: w.t("motorcycleRentals"), href: section("bikes") },
        { label: w.t("localSightseeing"), href: section("taxi") },
        { label: w.t("airportTransfers"), href: section("taxi") },
        { label: w.t("outstationTrips"), href: section("taxi") },
      ],
    },
    {
      id: "footer-popular-destinations",
      title: w.t("popularDestinations"),
      links: [
        { label: w.t("omBeach"), href: section("taxi") },
        { label: w.t("kudleBeach"), href: section("taxi") },
        { label: w.t("townTemples", { town }), href: section("taxi") },
        { label: w.t("yanaRocks"), href: section("taxi") },
        { label: w.t("jogFalls"), href: section("taxi") },
      ],
    },
    {
      id: "footer-quick-links",
      title: w.t("quickLinks"),
      links: [
        { label: w.t("aboutUs"), href: page("/about") },
        { label: w.t("termsTitle"), href: section("terms") },
        { label: w.t("privacyPolicy"), href: page("/privacy") },
        { label: w.t("faq"), href: page("/faq") },
      ],
    },
  ];
}

const networkName = { instagram: "Instagram", facebook: "Facebook", youtube: "YouTube" } as const;

export function Footer({ settings, home = "" }: { settings: Settings; home?: "" | "/" }) {
  const w = useWords();
  const year = new Date().getFullYear();
  return (
    <footer className="site-footer">
      <div className="container footer-grid">
        <div className="footer-contact">
          <h2 className="footer-brand">{settings.brand}</h2>
          <p className="footer-line">
            <PinIcon size={18} />
            <span>{settings.address}</span>
          </p>
          <OpeningHours hours={settings.openingHours} className="footer-line" />
          <p className="footer-line">
            <PhoneIcon size={18} />
            <a href={telLink(settings.phone)} ping={countUrl(settings.siteUrl, "footer-phone")}>
              {settings.phone}
            </a>
          </p>
          <p className="footer-line">
            <ChatIcon size={18} />
            <a
              href={pageLink(businessChatLink(settings, bookingMessages.enquiry(settings, w)))}
              ping={countUrl(settings.siteUrl, "footer-chat")}
              target="_blank"
              rel="noopener noreferrer"
            >
              {w.t("chatWithUs")}
            </a>
          </p>
          {settings.email && (
            <p className="footer-line">
              <MailIcon size={18} />
              <a href={`mailto:${settings.email}`}>{settings.email}</a>
            </p>
          )}
        </div>
        {footerColumns(settings.town, home && pathIn(w.lang, "/"), w).map((column) => (
          <nav key={column.id} className="footer-column" aria-labelledby={column.id}>
            <h2 id={column.id}>{column.title}</h2>
            <ul>
              {column.links.map((link) => (
                <li key={link.label}>
                  <a href={link.href}>{link.label}</a>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <div className="container footer-bottom">
        {settings.socialLinks.length > 0 && (
          <ul className="social">
            {settings.socialLinks.map((s) => (
              <li key={s.network}>
                <a
                  href={s.url}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={w.t("onNetwork", { brand: settings.brand, network: networkName[s.network] })}
                >
                  <SocialIcon network={s.network} size={22} />
                </a>
              </li>
            ))}
          </ul>
        )}
        <p className="copyright">{`© ${year} ${settings.copyrightHolder}. ${w.t("allRightsReserved")}`}</p>
      </div>
    </footer>
  );
}
