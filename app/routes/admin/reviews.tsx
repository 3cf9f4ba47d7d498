import { Form, Link, data, useNavigation } from "react-router";
import { Spoken } from "~/admin/spoken";
import { z } from "zod";
import type { Route } from "./+types/reviews";
import { asLang, pathIn } from "~/i18n/languages";
import { adminContext, baseVersion, formText, intentOf, readForm } from "~/admin/actions.server";
import type { Outcome } from "~/admin/outcome";
import { NewLinkCard, type NewLink } from "~/admin/reviews/new-link";
import { qrRows } from "~/admin/reviews/qr.server";
import { AdminPageHead, DateTime, OutcomeMessage, useStateFrom } from "~/admin/ui";
import { adminTitle, titleWords } from "~/admin/titles";
import { siteAddress } from "~/seo/structured-data";
import { useWords } from "~/admin/words";
import { dateIn } from "~/i18n/dates";
import { Sentence } from "~/admin/sentence";
import type { Phrase } from "~/i18n/back-office/words";

/**
 * Reviews from customers: make a one-time review link (to copy, or to scan at
 * the counter), see the reviews that came in and wait to be shown, and the
 * links made. Every review, shown or not, is also on Content → Reviews, with
 * its History, Trash and order.
 */
export function loader({ context }: Route.LoaderArgs) {
  const { store, reviews, brand } = adminContext(context);
  const fromCustomers = store.list("testimonials").filter((r) => r.origin === "link");
  // Untouched since it arrived: nobody has shown, hidden or answered it yet.
  const waiting = fromCustomers.filter((r) => r.hidden && r.version === 1);
  return {
    brand,
    waiting: waiting.map(({ id, version, author, date, rating, text }) => ({
      id,
      version,
      author,
      date,
      rating,
      text,
    })),
    shown: fromCustomers.filter((r) => !r.hidden).length,
    links: reviews
      .list()
      .map(({ id, createdAt, expiresAt, state, bookingRef }) => ({ id, createdAt, expiresAt, state, bookingRef })),
  };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  const { t, text } = titleWords(matches);
  return [{ title: `${t("Reviews")} - ${text(adminTitle.content(loaderData?.brand ?? ""))}` }];
};

const intents = z.enum(["create-link", "show", "hide"]);

type ActionData = { link?: NewLink; outcome?: Outcome };

/** Make a link; show a waiting review on the page, or keep it off. Stale versions change nothing. */
export async function action({ request, context }: Route.ActionArgs) {
  const { store, reviews, book, actor } = adminContext(context);
  const form = await readForm(request);
  const intent = intentOf(form, intents);
  if (intent === "create-link") {
    // From the Bookings screen, for a rental that is over: the link remembers which booking it was for.
    const bookingRef = formText(form, "bookingRef") || null;
    if (bookingRef && book.find(bookingRef)?.status !== "returned") {
      return data<ActionData>(
        {
          outcome: {
            tone: "info",
            text: `${bookingRef} is not marked returned: a review link follows a rental. No link was made.`,
          },
        },
        { status: 400 },
      );
    }
    const made = reviews.create({ ...actor, bookingRef });
    // For a booking, the page in the language its request was sent in, like the tourist's booking page.
    const path = pathIn(asLang(bookingRef ? (book.find(bookingRef)?.language ?? "en") : "en"), made.path);
    const url = siteAddress(store.settings().siteUrl, path) ?? new URL(path, request.url).href;
    return data<ActionData>({ link: { url, expiresAt: made.expiresAt, qr: qrRows(url) } });
  }
  const id = formText(form, "id");
  const result = store.setHidden("testimonials", id, intent === "hide", baseVersion(form), actor);
  if (!result.ok) {
    return data<ActionData>(
      {
        outcome: {
          tone: "info",
          text: "That review was changed a moment ago, so nothing was done. Here is the latest.",
        },
      },
      { status: 409 },
    );
  }
  const who = result.value.author;
  return data<ActionData>({
    outcome: {
      tone: "success",
      text:
        intent === "show"
          ? `${who}'s review is on the home page now.`
          : `${who}'s review stays off the page. It is in Content → Reviews if you change your mind.`,
    },
  });
}

const linkStates: Record<"open" | "used" | "expired", Phrase> = {
  open: "Not used yet",
  used: "Used",
  expired: "Expired",
};

export default function Reviews({ loaderData, actionData }: Route.ComponentProps) {
  const { t, text, lang } = useWords();
  const { waiting, links, shown } = loaderData;
  const [outcome, setOutcome] = useStateFrom<Outcome | null>(actionData, actionData?.outcome ?? null);
  const navigation = useNavigation();
  const making = navigation.state !== "idle" && navigation.formData?.get("intent") === "create-link";
  return (
    <>
      <AdminPageHead
        title={t("Reviews")}
        actions={
          <Link className="admin-button admin-button-quiet" to="/admin/content/reviews">
            {t("All reviews")}
          </Link>
        }
      />
      <section className="admin-card" aria-labelledby="make-link-title">
        <h2 id="make-link-title">{t("Ask a customer for a review")}</h2>
        <p className="admin-hint">
          {t(
            "After a rental, make a link for the customer. It works once, for 30 days, with no account. Their review waits here until you show it; you may reply, but never change their words or stars (the page says so).",
          )}
        </p>
        <Form method="post" className="admin-card-actions">
          <button type="submit" name="intent" value="create-link" className="admin-button admin-button-primary">
            {making ? t("Making a link…") : t("Create a review link")}
          </button>
        </Form>
      </section>
      {actionData?.link ? <NewLinkCard link={actionData.link} /> : null}

      <section className="admin-card" aria-labelledby="waiting-title">
        <h2 id="waiting-title">{t("Waiting for you ({count})", { count: waiting.length })}</h2>
        {waiting.length === 0 ? (
          <p className="admin-hint">
            {shown === 1
              ? t("No new reviews. {count} review from customers on the page.", { count: shown })
              : t("No new reviews. {count} reviews from customers on the page.", { count: shown })}
          </p>
        ) : (
          <ul className="admin-items">
            {waiting.map((review) => (
              <li key={review.id} className="admin-item admin-item-hidden">
                <div>
                  <h3 className="admin-item-title">
                    {"★".repeat(review.rating)}
                    <span className="visually-hidden"> {t("{rating} of 5 stars", { rating: review.rating })}</span>{" "}
                    {review.author}
                  </h3>
                  <p className="admin-item-facts">{dateIn(lang, review.date)}</p>
                  <p className="admin-review-text">{review.text}</p>
                </div>
                <div className="admin-item-actions">
                  <Form method="post">
                    <input type="hidden" name="id" value={review.id} />
                    <input type="hidden" name="version" value={review.version} />
                    <button type="submit" name="intent" value="show" className="admin-button admin-button-primary">
                      <Spoken
                        shown={t("Show on the page")}
                        said={t("Show on the page for {name}", { name: review.author })}
                      />
                    </button>
                  </Form>
                  <Form method="post">
                    <input type="hidden" name="id" value={review.id} />
                    <input type="hidden" name="version" value={review.version} />
                    <button type="submit" name="intent" value="hide" className="admin-button admin-button-quiet">
                      <Spoken shown={t("Keep it off")} said={t("Keep it off for {name}", { name: review.author })} />
                    </button>
                  </Form>
                  <Link className="admin-button admin-button-quiet" to={`/admin/content/reviews/${review.id}`}>
                    <Spoken shown={t("Reply")} said={t("Reply to {name}", { name: review.author })} />
                  </Link>
                </div>
              </li>
            ))}
          </ul>
        )}
      </section>

      <section className="admin-card" aria-labelledby="links-title">
        <h2 id="links-title">{t("Links made")}</h2>
        {links.length === 0 ? (
          <p className="admin-hint">{t("None yet.")}</p>
        ) : (
          <ul className="admin-link-list">
            {links.map((link) => (
              <li key={link.id}>
                <span>
                  <Sentence
                    text={link.bookingRef ? t("Made {date} for {booking}") : t("Made {date}")}
                    parts={{
                      date: <DateTime iso={link.createdAt} />,
                      booking: <Link to={`/admin/bookings/${link.bookingRef}#review`}>{link.bookingRef}</Link>,
                    }}
                  />
                </span>
                <span className={`admin-link-state admin-link-${link.state}`}>{t(linkStates[link.state])}</span>
              </li>
            ))}
          </ul>
        )}
      </section>
      <OutcomeMessage
        outcome={outcome && { ...outcome, text: text(outcome.text) }}
        onDismiss={() => setOutcome(null)}
      />
    </>
  );
}
