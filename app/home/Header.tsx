import { ChatButton } from "./ChatButton";
import { bookingMessages, businessChatLink } from "~/booking/chat-link";
import { countUrl } from "~/booking/count-kinds";
import type { Settings } from "~/content/types";
import { CallButton } from "./CallButton";
import { ArrowIcon, CloseIcon, MenuIcon } from "./icons";
import { MENU_QUERY, sectionLinks } from "./nav";
import { LanguageSwitch } from "./LanguageSwitch";
import { useWords } from "~/i18n/context";
import { pathIn } from "~/i18n/languages";

/**
 * The fixed header and the mobile drawer. The drawer is a popover: the
 * platform opens and closes it (button, Escape, a tap outside) with no
 * script, and a link in it is a navigation, which closes it too (MENU_QUERY);
 * /site.js turns the home page's links into plain jumps. On the other
 * public pages (`home` "/") the links lead to the home page's sections, in
 * the page's language; `path` is the page's address without its language.
 */
export function Header({ settings, home = "", path = "/" }: { settings: Settings; home?: "" | "/"; path?: string }) {
  const w = useWords();
  const homePath = home && pathIn(w.lang, "/");
  const bookNow = (className: string) => (
    <ChatButton
      className={`btn-accent ${className}`}
      href={businessChatLink(settings, bookingMessages.general(settings, w))}
      ping={countUrl(settings.siteUrl, "book-now")}
    >
      {w.t("bookNow")}
    </ChatButton>
  );
  return (
    <>
      <header className="site-header">
        <div className="container header-inner">
          <a className="brand" href={homePath || "#top"}>
            <img src="/logo.svg" width="40" height="40" alt={w.t("logoAlt", { brand: settings.brand })} />
            <span className="brand-text">
              <span className="brand-name">{settings.brand}</span>
              <span className="brand-tagline">{settings.tagline}</span>
            </span>
          </a>
          <nav className="header-nav" aria-label={w.t("mainNav")}>
            <ul>
              {sectionLinks.map((link) => (
                <li key={link.href}>
                  <a href={`${homePath}${link.href}`}>{w.t(link.label)}</a>
                </li>
              ))}
            </ul>
          </nav>
          <LanguageSwitch path={path} className="header-lang" />
          {bookNow("header-book")}
          <button
            type="button"
            className="menu-button"
            popoverTarget="menu"
            aria-controls="menu"
            aria-label={w.t("menu")}
          >
            <MenuIcon size={24} />
          </button>
        </div>
      </header>
      <div id="menu" className="drawer" popover="auto" role="dialog" aria-label={w.t("menu")}>
        <div className="drawer-head">
          <span className="drawer-title">{settings.brand}</span>
          <button
            type="button"
            className="drawer-close"
            popoverTarget="menu"
            popoverTargetAction="hide"
            aria-label={w.t("closeMenu")}
          >
            <CloseIcon size={24} />
          </button>
        </div>
        <nav aria-label={w.t("mobileNav")}>
          <ul className="drawer-links">
            {sectionLinks.map((link) => (
              <li key={link.href}>
                <a href={`${homePath || `?${MENU_QUERY}`}${link.href}`}>
                  <span className="drawer-link-text">
                    <span className="drawer-link-label">{w.t(link.label)}</span>
                    <span className="drawer-link-subtitle">{w.t(link.subtitle)}</span>
                  </span>
                  <ArrowIcon size={18} />
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <LanguageSwitch path={path} className="drawer-lang" />
        <div className="drawer-actions">
          {bookNow("btn-block")}
          <CallButton settings={settings} className="btn-outline btn-block" />
        </div>
      </div>
    </>
  );
}
