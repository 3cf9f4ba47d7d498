import { data, Link, redirect } from "react-router";
import type { Route } from "./+types/bookings";
import { adminContext, intentOf, readForm } from "~/admin/actions.server";
import { BookingCard } from "~/admin/bookings/booking-card";
import { AddBooking, Blocks, CalendarFeed } from "~/admin/bookings/new-forms";
import { bookingIntents, doneCodes, runBookingPost } from "~/admin/bookings/posts.server";
import { bookingsView, type ShownBooking } from "~/admin/bookings/view.server";
import { outcomeHref, readOutcome } from "~/admin/outcome";
import { AdminPageHead, AlertMessage, StatusMessage } from "~/admin/ui";
import { addDays, isIsoDate } from "~/booking/dates";
import { rupees, weekdayDate } from "~/content/format";
import bookingsCss from "~/styles/bookings.css?url";

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: bookingsCss }];

const BOOKINGS = "/admin/bookings";

/** The requests inbox, today's pickups and returns, the bookings ahead and the bikes out of service; ?day= for one day. */
export function loader({ request, context }: Route.LoaderArgs) {
  const { book, store, feed, brand } = adminContext(context);
  const url = new URL(request.url);
  const dayAsked = url.searchParams.get("day") ?? "";
  const day = isIsoDate(dayAsked) ? dayAsked : null;
  const back = readOutcome(url, doneCodes);
  return {
    brand,
    day,
    view: bookingsView(book, store, day),
    feed: new URL(`/calendar/${feed.token()}.ics`, url).href,
    done: back ? { code: back.done, ref: back.get("ref"), fee: back.get("fee"), late: back.get("late") } : null,
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => [{ title: `Bookings - ${loaderData?.brand ?? ""}` }];

export async function action({ request, context }: Route.ActionArgs) {
  const { book, store, feed, actor } = adminContext(context);
  const form = await readForm(request);
  const answer = runBookingPost(intentOf(form, bookingIntents), form, { book, store, feed, actor: actor.actor });
  if (!answer.ok) return data({ error: answer.message }, { status: answer.status });
  const { ok: _ok, done, ...rest } = answer;
  return redirect(
    outcomeHref(BOOKINGS, { done, ...rest }, done === "decline" || done === "unblock" ? undefined : rest.ref),
  );
}

const doneWords: Record<string, (ref: string) => string> = {
  decline: (r) => `${r} is declined.`,
  cancel: (r) => `${r} is cancelled: the bike is free again for its dates.`,
  dates: (r) => `The dates of ${r} are changed.`,
  "pick-up": (r) => `${r} is out.`,
  deposit: (r) => `The deposit of ${r} is marked.`,
  block: () => "The bike is out of service for those days.",
  unblock: () => "The bike is back in service.",
  feed: () =>
    "The calendar feed has a new address: the old one no longer works. Paste the new one into your calendar app.",
};

function returnedWords(ref: string, fee: number, late: number) {
  if (!fee)
    return `${ref} is back${late ? `, ${late} minutes late, within the grace period` : " on time"}: no late fee.`;
  const hours = Math.floor(late / 60);
  const minutes = late % 60;
  const howLate = [hours ? `${hours} h` : "", minutes ? `${minutes} min` : ""].filter(Boolean).join(" ");
  return `${ref} is back ${howLate} late: charge a late fee of ${rupees(fee)}.`;
}

/** Confirmed or added: the tourist's page to copy into the chat. */
function ConfirmedNews({ reference, page }: { reference: string; page: string | undefined }) {
  return (
    <>
      {reference} is booked.{" "}
      {page ? (
        <>
          Copy <a href={page}>its tourist&apos;s page</a> into the chat.
        </>
      ) : null}
    </>
  );
}

function List({ title, items, empty, id }: { title: string; items: ShownBooking[]; empty?: string; id: string }) {
  if (!items.length && !empty) return null;
  return (
    <section className="admin-card" aria-labelledby={id}>
      <h2 id={id}>
        {title} <span className="admin-count">{items.length}</span>
      </h2>
      {items.length ? (
        <ul className="admin-items">
          {items.map((b) => (
            <BookingCard key={b.reference} b={b} />
          ))}
        </ul>
      ) : (
        <p className="admin-sub">{empty}</p>
      )}
    </section>
  );
}

export default function Bookings({ loaderData, actionData }: Route.ComponentProps) {
  const { view, done, day, feed } = loaderData;
  const from = day ?? view.today;
  return (
    <>
      <AdminPageHead
        title="Bookings"
        actions={
          <Link className="admin-button" to="/admin/bookings/calendar">
            Calendar
          </Link>
        }
      >
        {day ? (
          <p className="admin-lead">
            {weekdayDate(day)}. <Link to={BOOKINGS}>All bookings</Link>
          </p>
        ) : null}
      </AdminPageHead>
      <StatusMessage>
        {done?.code === "confirm" || done?.code === "add" ? (
          <ConfirmedNews reference={done.ref} page={view.booked.find((b) => b.reference === done.ref)?.page} />
        ) : done ? (
          done.code === "return" ? (
            <>
              {returnedWords(done.ref, Number(done.fee) || 0, Number(done.late) || 0)}
              {/* The rental is over: the moment to ask for a review (a one-time link, on the Reviews screen). */}
              <form method="post" action="/admin/reviews" className="booking-review-ask">
                <input type="hidden" name="bookingRef" value={done.ref} />
                <button type="submit" name="intent" value="create-link" className="admin-button">
                  Make a review link for {done.ref}
                </button>
              </form>
            </>
          ) : (
            doneWords[done.code]?.(done.ref)
          )
        ) : null}
      </StatusMessage>
      {actionData && "error" in actionData ? <AlertMessage>{actionData.error}</AlertMessage> : null}
      {day ? null : (
        <section className="admin-card" aria-labelledby="inbox-title">
          <h2 id="inbox-title">
            Requests <span className="admin-count">{view.inbox.length}</span>
          </h2>
          {view.inbox.length ? (
            <ul className="admin-items">
              {view.inbox.map((b) => (
                <BookingCard key={b.reference} b={b} clash={b.clash} />
              ))}
            </ul>
          ) : (
            <p className="admin-sub">
              No requests waiting. Each request from the site arrives here with its reference.
            </p>
          )}
        </section>
      )}
      {day ? null : (
        <>
          <List title="Overdue" items={view.overdue} id="overdue-title" />
          <List title="Pickups today" items={view.pickups} id="pickups-title" />
          <List title="Returns today" items={view.returns} id="returns-title" />
        </>
      )}
      <List title={day ? "Booked that day" : "Booked"} items={view.booked} empty="Nothing booked." id="booked-title" />
      <AddBooking view={view} from={from} to={addDays(from, 1)} />
      <Blocks view={view} from={from} to={addDays(from, 1)} />
      <CalendarFeed address={feed} />
    </>
  );
}
