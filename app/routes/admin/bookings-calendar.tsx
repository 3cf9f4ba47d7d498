import { Link } from "react-router";
import { titleWords } from "~/admin/titles";
import type { Route } from "./+types/bookings-calendar";
import { adminContext } from "~/admin/actions.server";
import { fleetCalendar, type CalendarCell } from "~/admin/bookings/calendar.server";
import { AdminPageHead } from "~/admin/ui";
import { addDays, isIsoDate } from "~/booking/dates";
import { useWords } from "~/admin/words";
import { monthIn, weekdayIn } from "~/admin/bookings/words";
import { weekdayDateIn } from "~/i18n/dates";
import bookingsCss from "~/styles/bookings.css?url";

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: bookingsCss, precedence: "default" }];

/** Each vehicle from ?from= (today by default), day by day: what holds it, a tap from its booking. */
export function loader({ request, context }: Route.LoaderArgs) {
  const { book, store, brand } = adminContext(context);
  const asked = new URL(request.url).searchParams.get("from") ?? "";
  const today = book.today();
  return { brand, today, ...fleetCalendar(book, store, isIsoDate(asked) ? asked : today) };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => [
  { title: titleWords(matches).t("Calendar - {brand}", { brand: loaderData?.brand ?? "" }) },
];

const CALENDAR = "/admin/bookings/calendar";
/** A phone shows the first week; a wide screen both. */
const WEEK = 7;

function Cell({ cell, day, vehicle, later }: { cell: CalendarCell; day: string; vehicle: string; later: boolean }) {
  const { t, lang } = useWords();
  const when = weekdayDateIn(lang, day);
  const className = `calendar-${cell.kind}${later ? " calendar-later" : ""}`;
  if (cell.kind === "booking")
    return (
      <td className={className}>
        <Link
          to={`/admin/bookings/${cell.key}`}
          aria-label={t("{vehicle}, {day}: {what}", { vehicle, day: when, what: cell.key! })}
        >
          {cell.key!.slice(3)}
        </Link>
      </td>
    );
  if (cell.kind === "block")
    return (
      <td className={className}>
        <Link
          to={`/admin/bookings?day=${day}#blocks`}
          aria-label={t("{vehicle}, {day}: {what}", { vehicle, day: when, what: cell.label })}
        >
          ✕
        </Link>
      </td>
    );
  return (
    <td className={className}>
      <Link
        to={`/admin/bookings?day=${day}#new-booking`}
        aria-label={t("{vehicle}, {day}: free", { vehicle, day: when })}
      >
        <span aria-hidden="true">·</span>
      </Link>
    </td>
  );
}

export default function Calendar({ loaderData }: Route.ComponentProps) {
  const { from, days, months, firstWeekMonths, bikes, today } = loaderData;
  const later = (i: number) => i >= WEEK;
  const { t, lang } = useWords();
  return (
    <>
      <AdminPageHead title={t("Calendar")} back={{ to: "/admin/bookings", label: t("Bookings") }}>
        <p className="admin-lead">{t("Each vehicle, day by day. Tap a booking to open it, a free day to add one.")}</p>
      </AdminPageHead>
      <nav className="calendar-pages" aria-label={t("Weeks")}>
        <Link className="admin-button admin-button-small" to={`${CALENDAR}?from=${addDays(from, -WEEK)}`}>
          {t("← Week before")}
        </Link>
        {from !== today ? (
          <Link className="admin-button admin-button-small admin-button-quiet" to={CALENDAR}>
            {t("Today")}
          </Link>
        ) : null}
        <Link className="admin-button admin-button-small" to={`${CALENDAR}?from=${addDays(from, WEEK)}`}>
          {t("Week after →")}
        </Link>
      </nav>
      <p className="calendar-key" aria-hidden="true">
        <span className="calendar-booking">7K4Q</span> {t("a booking")} <span className="calendar-block">✕</span>{" "}
        {t("out of service")} <span className="calendar-free">·</span> {t("free")}
      </p>
      <div className="calendar-scroll">
        <table className="calendar">
          <caption className="visually-hidden">
            {t("Each vehicle from {from} to {to}", {
              from: weekdayDateIn(lang, from),
              to: weekdayDateIn(lang, days.at(-1)!),
            })}
          </caption>
          <thead>
            {/* The months above the days: a phone shows one week, a wide screen two. */}
            <tr className="calendar-months calendar-months-week">
              <td />
              {firstWeekMonths.map((m) => (
                <th key={m.label} scope="colgroup" colSpan={m.span}>
                  {monthIn(lang, m)}
                </th>
              ))}
            </tr>
            <tr className="calendar-months calendar-months-wide">
              <td />
              {months.map((m) => (
                <th key={m.label} scope="colgroup" colSpan={m.span}>
                  {monthIn(lang, m)}
                </th>
              ))}
            </tr>
            <tr>
              <th scope="col">{t("Vehicle")}</th>
              {days.map((day, i) => (
                <th
                  key={day}
                  scope="col"
                  className={`calendar-day${later(i) ? " calendar-later" : ""}${day === today ? " calendar-today" : ""}`}
                  aria-current={day === today ? "date" : undefined}
                >
                  <span className="calendar-weekday">{weekdayIn(lang, day)}</span>
                  <span>{Number(day.slice(8))}</span>
                </th>
              ))}
            </tr>
          </thead>
          {bikes.map((bike) => (
            <tbody key={bike.id}>
              <tr className="calendar-model">
                <th scope="colgroup" colSpan={WEEK + 1}>
                  {bike.name}
                </th>
                <td colSpan={days.length - WEEK} className="calendar-later" />
              </tr>
              {bike.vehicles.map((v) => (
                <tr key={v.id}>
                  <th scope="row">
                    <Link to={`/admin/vehicles/${v.id}`}>{v.name}</Link>
                  </th>
                  {v.cells.map((cell, i) => (
                    <Cell
                      key={days[i]}
                      cell={cell}
                      day={days[i]!}
                      vehicle={`${bike.name} ${v.name}`}
                      later={later(i)}
                    />
                  ))}
                </tr>
              ))}
              {bike.unplaced ? (
                <tr>
                  <th scope="row">{t("No vehicle yet")}</th>
                  {bike.unplaced.map((cell, i) => (
                    <Cell
                      key={days[i]}
                      cell={cell}
                      day={days[i]!}
                      vehicle={t("{bike}, no vehicle yet", { bike: bike.name })}
                      later={later(i)}
                    />
                  ))}
                </tr>
              ) : null}
              {!bike.vehicles.length ? (
                <tr>
                  <td colSpan={WEEK + 1} className="calendar-none">
                    {t("No vehicles yet:")} <Link to="/admin/vehicles#add">{t("add one")}</Link>.
                  </td>
                  <td colSpan={days.length - WEEK} className="calendar-later" />
                </tr>
              ) : null}
            </tbody>
          ))}
        </table>
      </div>
    </>
  );
}
