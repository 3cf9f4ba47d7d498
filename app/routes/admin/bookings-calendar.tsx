import { Link } from "react-router";
import type { Route } from "./+types/bookings-calendar";
import { adminContext } from "~/admin/actions.server";
import { fleetCalendar } from "~/admin/bookings/calendar.server";
import { AdminPageHead } from "~/admin/ui";
import { addDays, isIsoDate } from "~/booking/dates";
import { weekdayDate } from "~/content/format";
import bookingsCss from "~/styles/bookings.css?url";

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: bookingsCss }];

/** The fleet from ?from= (today by default): each bike's booked units of its total, day by day. */
export function loader({ request, context }: Route.LoaderArgs) {
  const { book, store, brand } = adminContext(context);
  const asked = new URL(request.url).searchParams.get("from") ?? "";
  const today = book.today();
  return { brand, today, ...fleetCalendar(book, store, isIsoDate(asked) ? asked : today) };
}

export const meta: Route.MetaFunction = ({ loaderData }) => [{ title: `Calendar - ${loaderData?.brand ?? ""}` }];

const CALENDAR = "/admin/bookings/calendar";

export default function Calendar({ loaderData }: Route.ComponentProps) {
  const { from, days, bikes, today } = loaderData;
  return (
    <>
      <AdminPageHead title="Calendar" back={{ to: "/admin/bookings", label: "Bookings" }}>
        <p className="admin-lead">Booked bikes of each model, day by day. Tap a day to see its bookings or add one.</p>
      </AdminPageHead>
      <nav className="calendar-pages" aria-label="Weeks">
        <Link className="admin-button admin-button-small" to={`${CALENDAR}?from=${addDays(from, -7)}`}>
          ← Week before
        </Link>
        {from !== today ? (
          <Link className="admin-button admin-button-small admin-button-quiet" to={CALENDAR}>
            Today
          </Link>
        ) : null}
        <Link className="admin-button admin-button-small" to={`${CALENDAR}?from=${addDays(from, 7)}`}>
          Week after →
        </Link>
      </nav>
      <div className="calendar-scroll">
        <table className="calendar">
          <caption className="visually-hidden">
            Booked of each bike from {weekdayDate(from)} to {weekdayDate(days.at(-1)!)}
          </caption>
          <thead>
            <tr>
              <th scope="col">Bike</th>
              {days.map((day, i) => (
                <th
                  key={day}
                  scope="col"
                  className={`calendar-day${i >= 14 ? " calendar-later" : ""}${day === today ? " calendar-today" : ""}`}
                >
                  <span className="calendar-weekday">{weekdayDate(day).slice(0, 2)}</span>
                  <span>{Number(day.slice(8))}</span>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {bikes.map((bike) => (
              <tr key={bike.id}>
                <th scope="row" title={bike.name}>
                  {bike.name}
                </th>
                {bike.booked.map((n, i) => {
                  const day = days[i]!;
                  const state = n === 0 ? "free" : n >= bike.units ? "full" : "some";
                  return (
                    <td key={day} className={`calendar-${state}${i >= 14 ? " calendar-later" : ""}`}>
                      <Link
                        to={`/admin/bookings?day=${day}`}
                        aria-label={`${bike.name}, ${weekdayDate(day)}: ${n} of ${bike.units} booked`}
                      >
                        {n}/{bike.units}
                      </Link>
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
