import { bookingMessages, businessChatLink, telLink } from "~/booking/chat-link";
import { countUrl } from "~/booking/count-kinds";
import type { Settings } from "~/content/types";
import { ChatIcon, MailIcon, PhoneIcon, PinIcon, SocialIcon } from "./icons";
import { OpeningHours } from "./OpeningHours";

/**
 * Footer columns (spec section 2). Links go to a section of the home page
 * where it has one (from the other pages, `home` "/" leads there), and About
 * Us, Privacy Policy and FAQ to their pages (docs/decisions/022-pages-behind-the-footer-links.md).
 */
function footerColumns(town: string, home: "" | "/") {
  const section = (anchor: string) => `${home}#${anchor}`;
  return [
    {
      title: "Our Services",
      links: [
        { label: "Scooter Rentals", href: section("bikes") },
        { label: "Motorcycle Rentals", href: section("bikes") },
        { label: "Local Sightseeing", href: section("taxi") },
        { label: "Airport Transfers", href: section("taxi") },
        { label: "Outstation Trips", href: section("taxi") },
      ],
    },
    {
      title: "Popular Destinations",
      links: [
        { label: "Om Beach", href: section("taxi") },
        { label: "Kudle Beach", href: section("taxi") },
        { label: `${town} Temples`, href: section("taxi") },
        { label: "Yana Rocks", href: section("taxi") },
        { label: "Jog Falls", href: section("taxi") },
      ],
    },
    {
      title: "Quick Links",
      links: [
        { label: "About Us", href: "/about" },
        { label: "Terms & Conditions", href: section("terms") },
        { label: "Privacy Policy", href: "/privacy" },
        { label: "FAQ", href: "/faq" },
      ],
    },
  ];
}

const networkName = { instagram: "Instagram", facebook: "Facebook", youtube: "YouTube" } as const;

export function Footer({ settings, home = "" }: { settings: Settings; home?: "" | "/" }) {
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
            <a href={telLink(settings.phone)} ping={countUrl("footer-phone")}>
              {settings.phone}
            </a>
          </p>
          <p className="footer-line">
            <ChatIcon size={18} />
            <a
              href={businessChatLink(settings, bookingMessages.enquiry(settings))}
              ping={countUrl("footer-chat")}
              target="_blank"
              rel="noopener noreferrer"
            >
              Chat with us
            </a>
          </p>
          {settings.email && (
            <p className="footer-line">
              <MailIcon size={18} />
              <a href={`mailto:${settings.email}`}>{settings.email}</a>
            </p>
          )}
        </div>
        {footerColumns(settings.town, home).map((column) => (
          <nav
            key={column.title}
            className="footer-column"
            aria-labelledby={`footer-${column.title.replace(/\W+/g, "-").toLowerCase()}`}
          >
            <h2 id={`footer-${column.title.replace(/\W+/g, "-").toLowerCase()}`}>{column.title}</h2>
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
                  aria-label={`${settings.brand} on ${networkName[s.network]}`}
                >
                  <SocialIcon network={s.network} size={22} />
                </a>
              </li>
            ))}
          </ul>
        )}
        <p className="copyright">
          © {year} {settings.copyrightHolder}. All rights reserved.
        </p>
      </div>
    </footer>
  );
}
