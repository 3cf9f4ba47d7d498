/** What the last step came to, said at the top of the screen it came back to. */
import { Form } from "react-router";
import { StatusMessage } from "~/admin/ui";
import type { BookingNews } from "./news.server";

export function NewsMessage({ news }: { news: BookingNews | null }) {
  return (
    <StatusMessage>
      {news ? (
        <>
          {news.text}
          {news.page ? (
            <>
              {" "}
              <a href={news.page}>Its page for the tourist</a>.
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
                {news.chat.label}
              </a>
            </>
          ) : null}
          {news.reviewFor ? (
            // The rental is over: the moment to ask for a review (a one-time link, kept on the booking's screen until used).
            <Form method="post" action={`/admin/bookings/${news.reviewFor}`} className="booking-review-ask">
              <input type="hidden" name="intent" value="review-link" />
              <button type="submit" className="admin-button">
                Make a review link for {news.reviewFor}
              </button>
            </Form>
          ) : null}
        </>
      ) : null}
    </StatusMessage>
  );
}
