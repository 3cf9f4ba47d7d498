/** The back office's error page: what went wrong, inside its frame, with a way back. */
import { useEffect, useRef, type ReactNode } from "react";
import { isRouteErrorResponse, Link, useLocation, useRevalidator } from "react-router";
import { useOnline } from "./offline/online";
import { AdminPageHead, AlertMessage } from "./ui";

/** What went wrong, in the back office's frame, with a way back; `more` adds a link that fits the screen. */
export function AdminErrorPage({ error, more }: { error: unknown; more?: ReactNode }) {
  const answered = isRouteErrorResponse(error);
  const notFound = answered && error.status === 404;
  if (!answered && isNoAnswer(error)) return <NoAnswer />;
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

/**
 * A screen or a press that got no answer: offline, a screen this device has not kept (a press that cannot wait is
 * not even tried offline: ./offline/needs-connection.ts); online, a connection that dropped on the way. Either way
 * the screen opens again by itself once the connection is back.
 */
function NoAnswer() {
  const here = useLocation();
  const online = useOnline();
  const { revalidate } = useRevalidator();
  const wasOffline = useRef(!online);
  useEffect(() => {
    if (!online) wasOffline.current = true;
    else if (wasOffline.current) void revalidate();
  }, [online, revalidate]);
  return (
    <>
      <AdminPageHead
        title={online ? "No connection" : "Offline"}
        back={{ to: "/admin/content", label: "All content" }}
      />
      <AlertMessage>
        {online ? (
          <>
            No answer came from the server: the connection dropped.{" "}
            <Link to={here.pathname + here.search}>Open the screen again</Link> to see what was saved.
          </>
        ) : (
          "This screen was not kept on this device, so it cannot open without a connection. It opens as soon as you are back online."
        )}
      </AlertMessage>
    </>
  );
}

/** A fetch that got no answer at all: browsers throw a TypeError, each with its own words. */
export function isNoAnswer(error: unknown) {
  return error instanceof TypeError && /failed to fetch|networkerror|load failed/i.test(error.message);
}
