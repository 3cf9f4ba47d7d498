/**
 * The place inside the back office's frame where each screen is shown. Its
 * error page is the back office's own: a bad address or a failing screen
 * keeps the bar and the menu, says what happened and offers a way back,
 * instead of the public site's 404.
 */
import { Outlet } from "react-router";
import type { Route } from "./+types/screen";
import { AdminErrorPage } from "~/admin/error-page";

export default function Screen() {
  return <Outlet />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <AdminErrorPage error={error} />;
}
