/** What the last step came to, said at the top of the screen it came back to. */
import { Form } from "react-router";
import { StatusMessage } from "~/admin/ui";
import { useWords } from "~/admin/words";
import type { BookingNews, Said } from "./news.server";

export function NewsMessage({ news }: { news: BookingNews | null }) {
  const { t, text } = useWords();
  // A value put into a phrase (a late "2 h 5 min") is translated too; names and figures stay as they are.
  const said = (s: Said) =>
    "english" in s
      ? text(s.english)
      : t(
          s.phrase,
          s.values &&
            Object.fromEntries(Object.entries(s.values).map(([k, v]) => [k, typeof v === "string" ? text(v) : v])),
        );
  return (
    <StatusMessage>
      {news ? (
        <>
          {news.says.map(said).join(" ")}
          {news.page ? (
            <>
              {" "}
              <a href={news.page}>{t("Its page for the tourist")}</a>.
            </>
          ) : null}
          {news.chat?.href ? (
            <>
              {" "}
              <a
                className="admin-button admin-button-small"
                href={news.chat.href}
                target="_blank"
                rel="noopener noreferrer"
              >
                {text(news.chat.label)}
              </a>
            </>
          ) : null}
          {news.reviewFor ? (
            // The rental is over: the moment to ask for a review (a one-time link, kept on the booking's screen until used).
            <Form method="post" action={`/admin/bookings/${news.reviewFor}`} className="booking-review-ask">
              <input type="hidden" name="intent" value="review-link" />
              <button type="submit" className="admin-button">
                {t("Make a review link for {ref}", { ref: news.reviewFor })}
              </button>
            </Form>
          ) : null}
        </>
      ) : null}
    </StatusMessage>
  );
}
