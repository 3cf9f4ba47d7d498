import { ChatButton } from "./ChatButton";
import { bookingMessages, businessChatLink } from "~/booking/chat-link";
import { countUrl } from "~/booking/count-kinds";
import type { Settings } from "~/content/types";
import { CallButton } from "./CallButton";
import { ArrowIcon, CloseIcon, MenuIcon } from "./icons";
import { sectionLinks } from "./nav";

/**
 * The fixed header and the mobile drawer. The drawer is a popover: the
 * platform opens and closes it (button, Escape, a tap outside) with no
 * script; /site.js only adds "close when a link is followed". On the other
 * public pages (`home` "/") the links lead to the home page's sections.
 */
export function Header({ settings, home = "" }: { settings: Settings; home?: "" | "/" }) {
  const bookNow = (className: string) => (
    <ChatButton
      className={`btn-accent ${className}`}
      href={businessChatLink(settings, bookingMessages.general(settings))}
      ping={countUrl("book-now")}
    >
      Book Now
    </ChatButton>
  );
  return (
    <>
      <header className="site-header">
        <div className="container header-inner">
          <a className="brand" href={home || "#top"}>
            <img src="/logo.svg" width="40" height="40" alt={`${settings.brand} logo`} />
            <span className="brand-text">
              <span className="brand-name">{settings.brand}</span>
              <span className="brand-tagline">{settings.tagline}</span>
            </span>
          </a>
          <nav className="header-nav" aria-label="Main">
            <ul>
              {sectionLinks.map((link) => (
                <li key={link.href}>
                  <a href={`${home}${link.href}`}>{link.label}</a>
                </li>
              ))}
            </ul>
          </nav>
          {bookNow("header-book")}
          <button type="button" className="menu-button" popoverTarget="menu" aria-controls="menu" aria-label="Menu">
            <MenuIcon size={24} />
          </button>
        </div>
      </header>
      <div id="menu" className="drawer" popover="auto" role="dialog" aria-label="Menu">
        <div className="drawer-head">
          <span className="drawer-title">{settings.brand}</span>
          <button
            type="button"
            className="drawer-close"
            popoverTarget="menu"
            popoverTargetAction="hide"
            aria-label="Close menu"
          >
            <CloseIcon size={24} />
          </button>
        </div>
        <nav aria-label="Mobile">
          <ul className="drawer-links">
            {sectionLinks.map((link) => (
              <li key={link.href}>
                <a href={`${home}${link.href}`}>
                  <span className="drawer-link-text">
                    <span className="drawer-link-label">{link.label}</span>
                    <span className="drawer-link-subtitle">{link.subtitle}</span>
                  </span>
                  <ArrowIcon size={18} />
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <div className="drawer-actions">
          {bookNow("btn-block")}
          <CallButton phone={settings.phone} className="btn-outline btn-block" />
        </div>
      </div>
    </>
  );
}
