import {
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  isRouteErrorResponse,
  useLocation,
  useMatches,
} from "react-router";
import { langOfPath, type Lang } from "./i18n/languages";
import type { Route } from "./+types/root";
import { useNonce } from "./nonce";

/** A back-office screen's data names the language it is read in (its frame's, the sign-in's). */
interface BackOfficeData {
  backOfficeLang?: Lang;
}

export interface RouteHandle {
  /** false: the route is served as plain HTML, with no framework JavaScript at all. */
  hydrate?: boolean;
  /** CSS to inline in the document head (the public pages: one request fewer on a slow network). */
  inlineCss?: string;
}

export const links: Route.LinksFunction = () => [{ rel: "icon", href: "/favicon.svg", type: "image/svg+xml" }];

export function Layout({ children }: { children: React.ReactNode }) {
  const matches = useMatches();
  const handles = matches.map((m) => (m.handle ?? {}) as RouteHandle);
  const hydrate = !handles.some((h) => h.hydrate === false);
  const inlineCss = handles
    .map((h) => h.inlineCss)
    .filter(Boolean)
    .join("\n");
  const nonce = useNonce();
  // The public pages under /hi/ and /kn/ are in Hindi and Kannada; the back office in its reader's language.
  const pathLang = langOfPath(useLocation().pathname);
  const lang = matches.map((m) => (m.data as BackOfficeData | undefined)?.backOfficeLang).find(Boolean) ?? pathLang;
  return (
    <html lang={lang}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0f4c5c" />
        <Meta />
        {inlineCss ? <style nonce={nonce} dangerouslySetInnerHTML={{ __html: inlineCss }} /> : null}
        <Links />
        {hydrate ? null : <script src="/site.js" defer nonce={nonce} />}
      </head>
      <body>
        {children}
        {hydrate ? (
          <>
            <ScrollRestoration nonce={nonce} />
            <Scripts nonce={nonce} />
          </>
        ) : null}
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  let message = "Something went wrong";
  let details = "Please try again in a moment.";
  if (isRouteErrorResponse(error)) {
    message = error.status === 404 ? "Page not found" : `Error ${error.status}`;
    details = error.statusText || details;
  }
  return (
    <main className="not-found">
      <h1>{message}</h1>
      <p>{details}</p>
      <a href="/">Back to the home page</a>
    </main>
  );
}
