/**
 * Every admin route but the login, the logout and the session check sits
 * under this one: its middleware is the server's gate (the session and the
 * role's rule are checked once per request, before any loader or action
 * runs). A request the role may not make is answered here, with a 403 page.
 */
import { isRouteErrorResponse } from "react-router";
import type { Route } from "./+types/gate";
import { adminGate } from "~/auth/admin-gate.server";
import type { Refusal } from "~/auth/admin-gate.server";
import { BackOfficeLanguage, useWords } from "~/admin/words";
import adminCss from "~/styles/admin.css?url";

export const middleware: Route.MiddlewareFunction[] = [adminGate];

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: adminCss, precedence: "default" }];

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const refusal = isRouteErrorResponse(error) && isRefusal(error.data) ? error.data : null;
  const said = isRouteErrorResponse(error) && typeof error.data === "string" && error.data ? error.data : null;
  return (
    <BackOfficeLanguage lang={refusal?.lang ?? "en"}>
      <Refused refusal={refusal} said={said} />
    </BackOfficeLanguage>
  );
}

const isRefusal = (data: unknown): data is Refusal =>
  typeof data === "object" && data !== null && typeof (data as Refusal).message === "string";

function Refused({ refusal, said }: { refusal: Refusal | null; said: string | null }) {
  const { t, text, lang } = useWords();
  return (
    <main className="admin-main admin-refused" id="main" lang={lang}>
      <h1>{refusal ? t("Not for your account") : t("Something went wrong")}</h1>
      <p className="admin-notice" role="alert">
        {text(
          refusal?.message ?? said ?? "Something went wrong on the server: nothing was changed. Try again in a moment.",
        )}
      </p>
      {/* The sign-in page sends a signed-in person on to the screen their role starts at. */}
      <p>
        <a href="/admin/login">{t("Back to the back office")}</a>
      </p>
    </main>
  );
}
