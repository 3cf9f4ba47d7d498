/**
 * Every admin route but the login, the logout and the session check sits
 * under this one: its middleware is the server's gate (the session and the
 * role's rule are checked once per request, before any loader or action
 * runs). A request the role may not make is answered here, with a 403 page.
 */
import { isRouteErrorResponse } from "react-router";
import type { Route } from "./+types/gate";
import { adminGate } from "~/auth/admin-gate.server";
import adminCss from "~/styles/admin.css?url";

export const middleware: Route.MiddlewareFunction[] = [adminGate];

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: adminCss }];

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const refused = isRouteErrorResponse(error) && error.status === 403;
  const message =
    isRouteErrorResponse(error) && typeof error.data === "string" && error.data
      ? error.data
      : "Something went wrong on the server: nothing was changed. Try again in a moment.";
  return (
    <main className="admin-main admin-refused" id="main">
      <h1>{refused ? "Not for your account" : "Something went wrong"}</h1>
      <p className="admin-notice" role="alert">
        {message}
      </p>
      {/* The sign-in page sends a signed-in person on to the screen their role starts at. */}
      <p>
        <a href="/admin/login">Back to the back office</a>
      </p>
    </main>
  );
}
