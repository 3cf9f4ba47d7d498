import { data, Link } from "react-router";
import { titleWords } from "~/admin/titles";
import type { Route } from "./+types/bookings";
import { adminContext, intentOf, readForm, readerLanguage } from "~/admin/actions.server";
import { bookingForms } from "~/reservations/form-rules.server";
import { refusedPress } from "~/auth/admin-gate.server";
import { BookingCard } from "~/admin/bookings/booking-card";
import { AddBooking, Blocks, CalendarFeed } from "~/admin/bookings/new-forms";
import { bookingNews, doneCodes } from "~/admin/bookings/news.server";
import { NewsMessage } from "~/admin/bookings/news";
import { intentSchema, runBookingPost } from "~/admin/bookings/posts.server";
import { StepAnswerContext, type StepAnswer } from "~/admin/bookings/step-forms";
import { bookContext, bookingsView, type ShownBooking } from "~/admin/bookings/view.server";
import { flashRedirect, takeFlash } from "~/admin/flash.server";
import { AdminPageHead } from "~/admin/ui";
import { MyTakings } from "~/admin/money/takings";
import { can } from "~/auth/permissions";
import { addDays, isIsoDate } from "~/booking/dates";
import { useWords } from "~/admin/words";

import type { Phrase } from "~/i18n/back-office/words";
import { weekdayDateIn } from "~/i18n/dates";
import bookingsCss from "~/styles/bookings.css?url";

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: bookingsCss, precedence: "default" }];

const BOOKINGS = "/admin/bookings";

/** The requests, what today needs, what comes after, the vehicles out of service; ?day= for one day. */
export function loader({ request, context }: Route.LoaderArgs) {
  const { book, store, feed, brand, session } = adminContext(context);
  const { role, username } = session.user;
  const url = new URL(request.url);
  const dayAsked = url.searchParams.get("day") ?? "";
  const day = isIsoDate(dayAsked) ? dayAsked : null;
  const flash = takeFlash(context, doneCodes);
  return {
    brand,
    bookingForms,
    day,
    view: bookingsView(book, store, request.url, day),
    feed: can(role, "bookings.feed") ? new URL(`/calendar/${feed.token()}.ics`, url).href : null,
    // A person who cannot see the shop's figures sees what they took themselves today, and nobody else's.
    editsVehicles: can(role, "content.edit"),
    mine: can(role, "money.own") && !can(role, "money.shop") ? book.takingsBy(username) : null,
    news: flash ? bookingNews(flash.done, flash.get("ref"), book, bookContext(book, store, request.url)) : null,
  };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => [
  { title: titleWords(matches).t("Bookings - {brand}", { brand: loaderData?.brand ?? "" }) },
];

export async function action({ request, context }: Route.ActionArgs) {
  const { book, store, feed, actor, session } = adminContext(context);
  const form = await readForm(request);
  const intent = intentOf(form, intentSchema);
  if (intent === "feed" && !can(session.user.role, "bookings.feed")) refusedPress(readerLanguage(context, request));
  const answer = runBookingPost(intent, form, { book, store, feed, actor: actor.actor });
  if (!answer.ok)
    return data<StepAnswer>(
      { formId: answer.formId, ref: answer.ref, result: answer.result },
      { status: answer.status },
    );
  const stays = answer.ref && !["decline", "unblock", "feed"].includes(intent);
  return flashRedirect(context, stays ? `${BOOKINGS}#${answer.ref}` : BOOKINGS, { done: intent, ref: answer.ref });
}

function List({ title, items, empty, id }: { title: Phrase; items: ShownBooking[]; empty?: Phrase; id: string }) {
  const { t } = useWords();
  if (!items.length && !empty) return null;
  return (
    <section className="admin-card" aria-labelledby={id}>
      <h2 id={id}>
        {t(title)} <span className="admin-count">{items.length}</span>
      </h2>
      {items.length ? (
        <ul className="admin-items">
          {items.map((b) => (
            <BookingCard key={b.reference} b={b} />
          ))}
        </ul>
      ) : (
        <p className="admin-sub">{empty ? t(empty) : null}</p>
      )}
    </section>
  );
}

export default function Bookings({ loaderData, actionData }: Route.ComponentProps) {
  const { view, news, day, feed, mine, editsVehicles } = loaderData;
  const from = day ?? view.today;
  const { t, lang } = useWords();
  return (
    <StepAnswerContext.Provider value={actionData ?? null}>
      <AdminPageHead
        title={t("Bookings")}
        actions={
          <>
            <Link className="admin-button" to="/admin/bookings/calendar">
              {t("Calendar")}
            </Link>
            <Link className="admin-button admin-button-quiet" to="/admin/bookings/past">
              {t("Past")}
            </Link>
            {editsVehicles ? (
              <Link className="admin-button admin-button-quiet" to="/admin/vehicles">
                {t("Vehicles")}
              </Link>
            ) : null}
          </>
        }
      >
        {day ? (
          <p className="admin-lead">
            {weekdayDateIn(lang, day)}. <Link to={BOOKINGS}>{t("All bookings")}</Link>
          </p>
        ) : null}
      </AdminPageHead>
      <NewsMessage news={actionData ? null : news} />
      {day ? null : (
        <section className="admin-card" aria-labelledby="inbox-title">
          <h2 id="inbox-title">
            {t("Requests")} <span className="admin-count">{view.inbox.length}</span>
          </h2>
          {view.inbox.length ? (
            <ul className="admin-items">
              {view.inbox.map((b) => (
                <BookingCard key={b.reference} b={b} clash={b.clash} vehicles={b.vehicles} />
              ))}
            </ul>
          ) : (
            <p className="admin-sub">
              {t("No requests waiting. Each request from the site arrives here with its reference.")}
            </p>
          )}
        </section>
      )}
      {day ? null : (
        <List title="Today" items={view.needs} empty="Nothing to hand over or take back today." id="today-title" />
      )}
      {mine && !day ? <MyTakings today={mine.today} lines={mine.byMethod} /> : null}
      <List
        title={day ? "Booked that day" : "Coming up and out"}
        items={view.later}
        empty="Nothing booked."
        id="booked-title"
      />
      <AddBooking view={view} from={from} to={addDays(from, 1)} />
      <Blocks view={view} from={from} to={addDays(from, 1)} />
      {feed ? <CalendarFeed address={feed} /> : null}
    </StepAnswerContext.Provider>
  );
}
