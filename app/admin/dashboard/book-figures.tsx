/** The dashboard's lead: today's pickups, returns and anything overdue, then the bookings week by week. */
import { FigureLinks } from "./figure-links";
import type { BookFigures } from "~/admin/bookings/figures.server";
import { rupees, weekdayDate } from "~/content/format";

export function BookLead({ figures }: { figures: BookFigures }) {
  const today = [
    { label: "Overdue", value: figures.overdue, alert: figures.overdue > 0 },
    { label: "Not picked up", value: figures.missed, alert: figures.missed > 0 },
    { label: "Pickups today", value: figures.pickups },
    { label: "Returns today", value: figures.returns },
    { label: "Requests waiting", value: figures.requests },
  ];
  return (
    <section className="admin-card" aria-labelledby="book-title">
      <h2 id="book-title">Bookings</h2>
      <FigureLinks figures={today} to="/admin/bookings" />
      <div className="admin-scroll">
        <table className="admin-table">
          <caption className="visually-hidden">Confirmed bookings by the week of their pickup</caption>
          <thead>
            <tr>
              <th scope="col">Week of</th>
              <th scope="col">Bookings</th>
              <th scope="col">Days booked</th>
              <th scope="col">Value</th>
            </tr>
          </thead>
          <tbody>
            {figures.weeks.map((w) => (
              <tr key={w.monday} aria-current={w.monday === figures.thisWeek ? "date" : undefined}>
                <th scope="row">
                  {weekdayDate(w.monday)}
                  {w.monday === figures.thisWeek ? " (this week)" : ""}
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
