/** The back office's error page: what went wrong, inside its frame, with a way back. */
import type { ReactNode } from "react";
import { isRouteErrorResponse, Link } from "react-router";
import { AdminPageHead, AlertMessage } from "./ui";

/** What went wrong, in the back office's frame, with a way back; `more` adds a link that fits the screen. */
export function AdminErrorPage({ error, more }: { error: unknown; more?: ReactNode }) {
  const answered = isRouteErrorResponse(error);
  const notFound = answered && error.status === 404;
  const message = answered
    ? typeof error.data === "string" && error.data
      ? error.data
      : `The server answered ${error.status} ${error.statusText}.`
    : "Something went wrong on the server: nothing was changed. Try again in a moment.";
  return (
    <>
      <AdminPageHead
        title={notFound ? "Not found" : "Something went wrong"}
        back={{ to: "/admin/content", label: "All content" }}
      />
      <AlertMessage>
        {message} {more ?? <Link to="/admin/dashboard">Back to the dashboard</Link>}
      </AlertMessage>
    </>
  );
}
