import { useEffect, useRef } from "react";
import { Form, Link, NavLink, Outlet, useLocation } from "react-router";
import type { Route } from "./+types/layout";
import { adminContext } from "~/admin/actions.server";
import adminCss from "~/styles/admin.css?url";
import { adminClientGate } from "./guard";
import { OfflineStatus, RefusedSaves } from "~/admin/offline/offline-bar";
import { useOfflineWorker } from "~/admin/offline/worker";
import { isNoAnswer } from "~/admin/error-page";
import { restoreSession } from "~/auth/browser-session";
import { can, type Action, type Role } from "~/auth/permissions";
import { BackOfficeLanguage, useWords } from "~/admin/words";
import { backOfficeLanguage } from "~/i18n/back-office/choose.server";
import { loadPhrases } from "~/i18n/back-office/load";
import { booksOf } from "~/i18n/back-office/screens";
import type { Phrase } from "~/i18n/back-office/words";
import { languageNames, type Lang } from "~/i18n/languages";

/**
 * The back office installs as an app of its own (its manifest); the public page links none. With credentials: the
 * session cookie goes with it, so the app's name is in the person's chosen language, not only the phone's.
 */
export const links: Route.LinksFunction = () => [
  { rel: "stylesheet", href: adminCss, precedence: "default" },
  { rel: "manifest", href: "/admin/manifest.webmanifest", crossOrigin: "use-credentials" },
];

/** The frame's own: who is signed in (the gate checked it), the brand, and the shop's clock for every time shown. */
export function loader({ context, request }: Route.LoaderArgs) {
  const { session, store, backups, auth } = adminContext(context);
  const { brand, timeZone } = store.settings();
  const backupWarning = can(session.user.role, "backups") ? backups.status().warning : null;
  // The person's own choice (read here, never put in the browser's auth_user), else the phone's language.
  const chosen = auth.language(session.user.id);
  const backOfficeLang = backOfficeLanguage(request, chosen);
  // Until they choose, a back office shown in the phone's Hindi or Kannada says so, and where to change it.
  const phoneLanguage = chosen === null && backOfficeLang !== "en";
  return { session, brand, timeZone, backupWarning, backOfficeLang, phoneLanguage };
}

/** The frame's data as last shown: offline, a screen this device has not kept fails inside the frame, not instead of it. */
let shown: Awaited<ReturnType<Route.ClientLoaderArgs["serverLoader"]>> | null = null;

export async function clientLoader({ request, serverLoader }: Route.ClientLoaderArgs) {
  // The next screen's phrase books start loading with its data and its module, in the language last shown.
  const areas = booksOf(new URL(request.url).pathname);
  const books = (lang: Lang) =>
    loadPhrases(lang, areas).catch((error: unknown) => {
      // Offline, a book this device never kept: the screen still shows, those phrases in English.
      console.error("The back office's phrase books could not load:", error);
    });
  if (shown) loadPhrases(shown.backOfficeLang, areas).catch(() => undefined);
  try {
    const data = await adminClientGate(request, serverLoader);
    // A screen is shown once its reader's books are here (after the sign-in page, say, in another language).
    await books(data.backOfficeLang);
    shown = data;
    return shown;
  } catch (error) {
    // The gate has found a stored session (else it sends to the login), and it is the one this frame was shown for
    // (not the last one signed out in this tab); the server still checks every request.
    if (shown && isNoAnswer(error) && shown.session.user.id === restoreSession()?.user.id) {
      await books(shown.backOfficeLang);
      return shown;
    }
    throw error;
  }
}
clientLoader.hydrate = true as const;

/** The gate runs before every admin navigation, not only the first. */
export function shouldRevalidate() {
  return true;
}

/** The menu, each item shown to the roles that may open it (the server's gate is the rule). */
const sections: { to: string; label: Phrase; needs: Action }[] = [
  { to: "/admin/dashboard", label: "Dashboard", needs: "money.shop" },
  { to: "/admin/bookings", label: "Bookings", needs: "bookings.read" },
  // Reports open from Money (and the dashboard): one more item would push Sign out off a laptop's bar.
  { to: "/admin/money", label: "Money", needs: "money.shop" },
  { to: "/admin/content", label: "Content", needs: "content.read" },
  { to: "/admin/reviews", label: "Reviews", needs: "content.edit" },
  { to: "/admin/activity", label: "Activity", needs: "activity" },
  { to: "/admin/trash", label: "Trash", needs: "content.edit" },
  { to: "/admin/images", label: "Images", needs: "content.edit" },
  { to: "/admin/settings", label: "Settings", needs: "settings" },
  { to: "/admin/account", label: "Account", needs: "account.own" },
];

export default function AdminLayout({ loaderData }: Route.ComponentProps) {
  return (
    <BackOfficeLanguage lang={loaderData.backOfficeLang}>
      <Frame {...loaderData} />
    </BackOfficeLanguage>
  );
}

function Frame({ session, brand, backupWarning, phoneLanguage }: Route.ComponentProps["loaderData"]) {
  const { t, text, lang } = useWords();
  // The back office keeps its files and each screen's last data for a bad connection; the public site does not.
  useOfflineWorker();
  // The phone menu closes as soon as a screen is chosen, and after any navigation.
  const menu = useRef<HTMLDetailsElement>(null);
  const location = useLocation();
  useEffect(() => menu.current?.removeAttribute("open"), [location.key]);
  const closeMenu = () => menu.current?.removeAttribute("open");
  // Escape closes the open menu and leaves the keyboard on its button, as a dialog would.
  useEffect(() => {
    const details = menu.current;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== "Escape" || !details?.open) return;
      details.removeAttribute("open");
      details.querySelector("summary")?.focus();
    };
    details?.addEventListener("keydown", onKey);
    return () => details?.removeEventListener("keydown", onKey);
  }, []);
  return (
    <div className="admin-shell">
      <div className="admin-top">
        <header className="admin-bar">
          <a className="admin-brand" href="/">
            <img src="/logo.svg" width="32" height="32" alt="" />
            <span>
              {brand} <span className="admin-brand-sub">{t("Back office")}</span>
            </span>
          </a>
          <nav className="admin-nav-desktop" aria-label={t("Back office")}>
            <NavList role={session.user.role} />
          </nav>
          <div className="admin-user">
            <span className="admin-user-name" title={session.user.email}>
              {session.user.username}
            </span>
            <LogoutButton />
          </div>
          <details className="admin-menu" ref={menu}>
            <summary>{t("Menu")}</summary>
            <div className="admin-menu-panel">
              <nav aria-label={t("Back office menu")}>
                <NavList role={session.user.role} onChoose={closeMenu} />
              </nav>
              <p className="admin-menu-user">{t("Signed in as {name}", { name: session.user.username })}</p>
              <LogoutButton />
            </div>
          </details>
        </header>
        <OfflineStatus />
      </div>
      <RefusedSaves />
      {backupWarning ? (
        <p className="admin-notice admin-backup-warning" role="alert">
          {t("Backups: {warning}", { warning: text(backupWarning) })}{" "}
          <Link to="/admin/settings/backups">{t("Open Backups")}</Link>
        </p>
      ) : null}
      <main className="admin-main" id="main">
        {phoneLanguage ? (
          <p className="admin-notice admin-language-notice">
            {t("Shown in {language}, your phone's language.", { language: languageNames[lang] })}{" "}
            <Link to="/admin/account#language-title">{t("Change it on Your account.")}</Link>
          </p>
        ) : null}
        <Outlet />
      </main>
    </div>
  );
}

/** The back office's screens; `onChoose` runs as one is chosen (the phone menu closes at once). */
function NavList({ role, onChoose }: { role: Role; onChoose?: () => void }) {
  const { t } = useWords();
  return (
    <ul className="admin-nav-list">
      {sections
        .filter((s) => can(role, s.needs))
        .map((s) => (
          <li key={s.to}>
            <NavLink to={s.to} prefetch="intent" onClick={onChoose}>
              {t(s.label)}
            </NavLink>
          </li>
        ))}
    </ul>
  );
}

/**
 * A plain form post, so logging out works with or without JavaScript. Not offline: only the server can clear the
 * session's cookie (HttpOnly), so a sign-out without it would leave the device signed in.
 */
function LogoutButton() {
  const { t } = useWords();
  return (
    <Form method="post" action="/admin/logout">
      <button type="submit" className="admin-button admin-button-quiet">
        {t("Logout")}
      </button>
    </Form>
  );
}
