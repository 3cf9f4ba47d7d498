import type { ReactNode } from "react";
import type { Settings } from "~/content/types";
import { Footer } from "~/home/Footer";
import { Header } from "~/home/Header";
import { PromoButton } from "~/home/PromoButton";
import { useWords } from "~/i18n/context";
import { IconSprite } from "~/home/icons";

/**
 * The frame of the public pages beside the home page (About Us, Privacy
 * Policy, FAQ): the home page's header and footer, their links leading back
 * to its sections, and the page's own heading. Plain HTML, like the home page.
 */
export function InfoPage({
  settings,
  eyebrow,
  title,
  lead,
  path,
  children,
}: {
  settings: Settings;
  eyebrow: string;
  title: string;
  lead?: ReactNode;
  /** The page's English address ("/about"): where the language switch leads. */
  path: string;
  children: ReactNode;
}) {
  const w = useWords();
  return (
    <>
      <IconSprite />
      <a className="skip-link" href="#main">
        {w.t("skipToContent")}
      </a>
      <Header settings={settings} home="/" path={path} />
      <main id="main" className="info-page">
        <div className="container info-container">
          <header className="info-head">
            <p className="eyebrow">{eyebrow}</p>
            <h1>{title}</h1>
            {lead ? <div className="section-lead">{lead}</div> : null}
          </header>
          {children}
        </div>
      </main>
      <Footer settings={settings} home="/" />
      <PromoButton settings={settings} />
      {settings.analyticsScriptUrl ? <script src={settings.analyticsScriptUrl} defer /> : null}
    </>
  );
}
