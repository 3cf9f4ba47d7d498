/** The back office's error page: what went wrong, inside its frame, with a way back. */
import { useEffect, useRef, type ReactNode } from "react";
import { isRouteErrorResponse, Link, useLocation, useRevalidator } from "react-router";
import { backoff, useOnline } from "./offline/online";
import { AdminPageHead, AlertMessage } from "./ui";
import { Phrased, useWords } from "./words";

/** What went wrong, in the back office's frame, with a way back; `more` adds a link that fits the screen. */
export function AdminErrorPage({ error, more }: { error: unknown; more?: ReactNode }) {
  const { t, text } = useWords();
  const answered = isRouteErrorResponse(error);
  const notFound = answered && error.status === 404;
  if (!answered && isNoAnswer(error)) return <NoAnswer error={error} />;
  const message = answered
    ? typeof error.data === "string" && error.data
      ? text(error.data)
      : t("The server answered {status} {statusText}.", { status: error.status, statusText: error.statusText })
    : t("Something went wrong on the server: nothing was changed. Try again in a moment.");
  return (
    <>
      <AdminPageHead
        title={notFound ? t("Not found") : t("Something went wrong")}
        back={{ to: "/admin/content", label: t("All content") }}
      />
      <AlertMessage>
        {message} {more ?? <Link to="/admin">{t("Back to the back office")}</Link>}
      </AlertMessage>
    </>
  );
}

/**
 * A screen or a press that got no answer: offline, a screen this device has not kept (a press that cannot wait is
 * not even tried offline: ./offline/needs-connection.ts); online, a connection that dropped on the way. Either way
 * the screen opens again by itself once the connection is back.
 */
function NoAnswer({ error }: { error: unknown }) {
  const { t } = useWords();
  const here = useLocation();
  const online = useOnline();
  const { revalidate } = useRevalidator();
  // Once the browser has been offline here, the screen tries again by itself when it is back (each failed try
  // brings a new error), a little later each time.
  const tries = useRef<number | null>(online ? null : 0);
  useEffect(() => {
    if (!online) tries.current = 0;
    if (!online || tries.current === null) return;
    const timer = setTimeout(() => void revalidate(), backoff(tries.current++));
    return () => clearTimeout(timer);
  }, [online, error, revalidate]);
  return (
    <>
      <AdminPageHead
        title={online ? t("No connection") : t("Offline")}
        back={{ to: "/admin/content", label: t("All content") }}
      />
      <AlertMessage>
        {online ? (
          <Phrased
            phrase="No answer came from the server: the connection dropped. {link} to see what was saved."
            parts={{ link: <Link to={here.pathname + here.search}>{t("Open the screen again")}</Link> }}
          />
        ) : (
          t(
            "This screen was not kept on this device, so it cannot open without a connection. It opens as soon as you are back online.",
          )
        )}
      </AlertMessage>
    </>
  );
}

/**
 * A fetch that got no answer, or half of one: browsers throw a TypeError, each with its own words, and React Router
 * cannot read an answer cut off on the way.
 */
export function isNoAnswer(error: unknown) {
  if (error instanceof TypeError)
    return /failed to fetch|networkerror|load failed|connection was lost/i.test(error.message);
  return error instanceof Error && /unable to decode turbo-stream/i.test(error.message);
}
