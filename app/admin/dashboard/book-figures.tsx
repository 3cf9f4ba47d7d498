/** The dashboard's lead: today's pickups, returns and anything overdue, then the bookings week by week. */
import { FigureLinks } from "./figure-links";
import type { BookFigures } from "~/admin/bookings/figures.server";
import { rupees } from "~/content/format";
import { useWords } from "~/admin/words";
import { weekdayDateIn } from "~/i18n/dates";

export function BookLead({ figures }: { figures: BookFigures }) {
  const { t, lang } = useWords();
  const today = [
    { label: t("Overdue"), value: figures.overdue, alert: figures.overdue > 0 },
    { label: t("Not picked up"), value: figures.missed, alert: figures.missed > 0 },
    { label: t("Pickups today"), value: figures.pickups },
    { label: t("Returns today"), value: figures.returns },
    { label: t("Requests waiting"), value: figures.requests },
  ];
  return (
    <section className="admin-card" aria-labelledby="book-title">
      <h2 id="book-title">{t("Bookings")}</h2>
      <FigureLinks figures={today} to="/admin/bookings" />
      <div className="admin-scroll">
        <table className="admin-table">
          <caption className="visually-hidden">{t("Confirmed bookings by the week of their pickup")}</caption>
          <thead>
            <tr>
              <th scope="col">{t("Week of")}</th>
              <th scope="col">{t("Bookings")}</th>
              <th scope="col">{t("Days booked")}</th>
              <th scope="col">{t("Value")}</th>
            </tr>
          </thead>
          <tbody>
            {figures.weeks.map((w) => (
              <tr key={w.monday} aria-current={w.monday === figures.thisWeek ? "date" : undefined}>
                <th scope="row">
                  {w.monday === figures.thisWeek
                    ? t("{date} (this week)", { date: weekdayDateIn(lang, w.monday) })
                    : weekdayDateIn(lang, w.monday)}
                </th>
                <td>{w.bookings}</td>
                <td>{w.days}</td>
                <td>{rupees(w.value)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
