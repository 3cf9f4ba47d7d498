import { Form, Link } from "react-router";
import type { Route } from "./+types/reports";
import { adminContext } from "~/admin/actions.server";
import { BarChart, type Bar } from "~/admin/money/bar-chart";
import { ScrollRegion } from "~/admin/money/scroll-region";
import { AdminPageHead } from "~/admin/ui";
import { MONTHS_LONG, rupees } from "~/content/format";
import type { ShownFigures } from "~/money/reports.server";
import { vehicleName } from "~/reservations/vehicles";
import moneyCss from "~/styles/money.css?url";

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: moneyCss }];

/** A month ("2026-11", the current one by default) or a year ("2026"): what each bike and vehicle did and earned. */
export function loader({ request, context }: Route.LoaderArgs) {
  const { book, store, brand } = adminContext(context);
  const asked = new URL(request.url).searchParams.get("period");
  const r = book.report(asked);
  const bikes = new Map(store.list("bikes").map((b) => [b.id, b.name]));
  const bikeName = (id: string) => bikes.get(id) ?? id;
  return {
    brand,
    period: r.period,
    total: r.total,
    models: r.models
      .map((m) => ({ ...m, name: bikeName(m.itemId) }))
      .toSorted((a, b) => b.revenue - a.revenue || a.name.localeCompare(b.name)),
    vehicles: r.vehicles
      .filter((v) => v.daysInService || v.daysRented || v.revenue)
      .map((v) => ({ ...v, name: vehicleName(v), bike: bikeName(v.itemId) })),
    months: r.months,
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => [{ title: `Reports - ${loaderData?.brand ?? ""}` }];

/** "November 2026", or "2026" for a year. */
const periodName = (key: string) =>
  key.length === 4 ? key : `${MONTHS_LONG[Number(key.slice(5, 7)) - 1]} ${key.slice(0, 4)}`;
const monthName = (key: string) => MONTHS_LONG[Number(key.slice(5, 7)) - 1]!.slice(0, 3);

/** The period before and after: a month's neighbours, or a year's. */
function neighbours(key: string) {
  if (key.length === 4) return { before: String(Number(key) - 1), after: String(Number(key) + 1) };
  const [y, m] = key.split("-").map(Number) as [number, number];
  const at = (yy: number, mm: number) => `${yy}-${String(mm).padStart(2, "0")}`;
  return { before: m === 1 ? at(y - 1, 12) : at(y, m - 1), after: m === 12 ? at(y + 1, 1) : at(y, m + 1) };
}

/** The five figures, each a chart over the rows given (bikes, or a year's months). */
const FIGURES: { key: string; title: string; bar: (f: ShownFigures) => { value: number; text: string } }[] = [
  { key: "revenue", title: "Revenue", bar: (f) => ({ value: f.revenue, text: rupees(f.revenue) }) },
  { key: "utilisation", title: "Utilisation", bar: (f) => ({ value: f.utilisation, text: `${f.utilisation} %` }) },
  { key: "days", title: "Days rented", bar: (f) => ({ value: f.daysRented, text: String(f.daysRented) }) },
  {
    key: "length",
    title: "Average rental, days",
    bar: (f) => ({ value: f.averageDays, text: f.averageDays.toLocaleString("en-IN") }),
  },
  { key: "kept", title: "Deposits kept", bar: (f) => ({ value: f.kept, text: rupees(f.kept) }) },
];

export default function Reports({ loaderData }: Route.ComponentProps) {
  const { period, total, models, vehicles, months } = loaderData;
  const { before, after } = neighbours(period.key);
  const rows: (ShownFigures & { label: string })[] = period.year
    ? months.map((m) => ({ ...m, label: monthName(m.month) }))
    : models.map((m) => ({ ...m, label: m.name }));
  const exportQuery = `?period=${period.key}`;
  return (
    <>
      <AdminPageHead title={`Reports: ${periodName(period.key)}`} actions={<Link to="/admin/money">Money</Link>} />
      <section className="admin-card" aria-labelledby="period-title">
        <h2 id="period-title" className="visually-hidden">
          The period
        </h2>
        <p className="admin-card-actions">
          <Link to={`/admin/reports?period=${before}`}>← {periodName(before)}</Link>
          <Link to={`/admin/reports?period=${after}`}>{periodName(after)} →</Link>
          {period.year ? (
            <Link to={`/admin/reports?period=${period.key}-01`}>Its months</Link>
          ) : (
            <Link to={`/admin/reports?period=${period.key.slice(0, 4)}`}>The whole of {period.key.slice(0, 4)}</Link>
          )}
        </p>
        <Form method="get" className="admin-inline-form">
          <div className="admin-field">
            <label htmlFor="report-month">Month</label>
            <input id="report-month" type="month" name="period" defaultValue={period.year ? "" : period.key} />
          </div>
          <button type="submit" className="admin-button admin-button-small">
            Show
          </button>
        </Form>
        <dl className="admin-facts money-totals">
          <div>
            <dt>Revenue</dt>
            <dd>{rupees(total.revenue)}</dd>
          </div>
          <div>
            <dt>Days rented</dt>
            <dd>{total.daysRented}</dd>
          </div>
          <div>
            <dt>Utilisation</dt>
            <dd>
              {total.utilisation} % of {total.daysInService} days in service
            </dd>
          </div>
          <div>
            <dt>Rentals</dt>
            <dd>
              {total.rentals}, {total.averageDays.toLocaleString("en-IN")} days on average
            </dd>
          </div>
          <div>
            <dt>Deposits kept</dt>
            <dd>{rupees(total.kept)}</dd>
          </div>
        </dl>
      </section>

      <section className="admin-card" aria-labelledby="charts-title">
        <h2 id="charts-title">{period.year ? "Month by month" : "By bike"}</h2>
        {rows.length ? (
          <div className="money-charts">
            {FIGURES.map((f) => (
              <BarChart
                key={f.key}
                id={`chart-${f.key}`}
                title={`${f.title}, ${period.year ? "by month" : "by bike"}`}
                bars={rows.map((r): Bar => ({ label: r.label, ...f.bar(r) }))}
              />
            ))}
          </div>
        ) : (
          <p className="admin-sub">Nothing was rented in {periodName(period.key)}.</p>
        )}
      </section>

      {period.year && models.length ? (
        <FiguresTable
          title="By bike"
          what="Bike"
          caption={`Each bike in ${period.key}`}
          rows={models.map((m) => ({ ...m, label: m.name }))}
        />
      ) : null}
      {vehicles.length ? (
        <FiguresTable
          title="By vehicle"
          what="Vehicle"
          caption={`Each vehicle in ${periodName(period.key)}`}
          rows={vehicles.map((v) => ({ ...v, label: v.name, sub: v.bike }))}
        />
      ) : null}

      <section className="admin-card" aria-labelledby="export-title">
        <h2 id="export-title">For the accountant</h2>
        <p className="admin-sub">
          Spreadsheets (CSV, UTF-8) that open in Excel with every name as written, amounts in whole rupees.
        </p>
        <p className="admin-card-actions">
          <a href={`/admin/reports/bookings.csv${exportQuery}`} download>
            Bookings of {periodName(period.key)}
          </a>
          <a href={`/admin/reports/ledger.csv${exportQuery}`} download>
            Ledger entries of {periodName(period.key)}
          </a>
          <a href="/admin/reports/bookings.csv?period=all" download>
            Every booking
          </a>
          <a href="/admin/reports/ledger.csv?period=all" download>
            Every ledger entry
          </a>
        </p>
      </section>
    </>
  );
}

function FiguresTable({
  title,
  what,
  caption,
  rows,
}: {
  title: string;
  /** What a row is: "Bike", "Vehicle". */
  what: string;
  caption: string;
  rows: (ShownFigures & { label: string; sub?: string })[];
}) {
  const id = title.toLowerCase().replace(/\W+/g, "-");
  return (
    <section className="admin-card" aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      <ScrollRegion label={caption}>
        <table className="admin-table">
          <caption className="visually-hidden">{caption}</caption>
          <thead>
            <tr>
              <th scope="col">{what}</th>
              <th scope="col">Days rented</th>
              <th scope="col">Utilisation</th>
              <th scope="col">Revenue</th>
              <th scope="col">Rentals</th>
              <th scope="col">Kept</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((r) => (
              <tr key={r.label}>
                <th scope="row">
                  <span className="money-nowrap">{r.label}</span>
                  {r.sub ? <span className="money-sub">{r.sub}</span> : null}
                </th>
                <td>{r.daysRented}</td>
                <td>{r.utilisation} %</td>
                <td>{rupees(r.revenue)}</td>
                <td>{r.rentals}</td>
                <td>{rupees(r.kept)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollRegion>
    </section>
  );
}
