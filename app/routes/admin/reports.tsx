import { Form, Link } from "react-router";
import type { Route } from "./+types/reports";
import { adminContext } from "~/admin/actions.server";
import { BarChart, type Bar } from "~/admin/money/bar-chart";
import { ScrollRegion } from "~/admin/money/scroll-region";
import { AdminPageHead } from "~/admin/ui";
import { rupees } from "~/content/format";
import { useWords } from "~/admin/words";
import { monthShortIn, periodIn } from "~/admin/money/months";
import { titleWords } from "~/admin/titles";
import type { Phrase } from "~/i18n/back-office/words";
import type { ShownFigures } from "~/money/reports.server";
import { vehicleName } from "~/reservations/vehicles";
import moneyCss from "~/styles/money.css?url";

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: moneyCss, precedence: "default" }];

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

export const meta: Route.MetaFunction = ({ loaderData, matches }) => [
  { title: titleWords(matches).t("Reports - {brand}", { brand: loaderData?.brand ?? "" }) },
];

/** The period before and after: a month's neighbours, or a year's. */
function neighbours(key: string) {
  if (key.length === 4) return { before: String(Number(key) - 1), after: String(Number(key) + 1) };
  const [y, m] = key.split("-").map(Number) as [number, number];
  const at = (yy: number, mm: number) => `${yy}-${String(mm).padStart(2, "0")}`;
  return { before: m === 1 ? at(y - 1, 12) : at(y, m - 1), after: m === 12 ? at(y + 1, 1) : at(y, m + 1) };
}

/** The five figures, each a chart over the rows given (bikes, or a year's months). */
const FIGURES: {
  key: string;
  /** The chart's title over a month's bikes, and over a year's months. */
  byBike: Phrase;
  byMonth: Phrase;
  bar: (f: ShownFigures) => { value: number; text: string };
}[] = [
  {
    key: "revenue",
    byBike: "Revenue, by bike",
    byMonth: "Revenue, by month",
    bar: (f) => ({ value: f.revenue, text: rupees(f.revenue) }),
  },
  {
    key: "utilisation",
    byBike: "Utilisation, by bike",
    byMonth: "Utilisation, by month",
    bar: (f) => ({ value: f.utilisation, text: `${f.utilisation} %` }),
  },
  {
    key: "days",
    byBike: "Days rented, by bike",
    byMonth: "Days rented, by month",
    bar: (f) => ({ value: f.daysRented, text: String(f.daysRented) }),
  },
  {
    key: "length",
    byBike: "Average rental, days, by bike",
    byMonth: "Average rental, days, by month",
    bar: (f) => ({ value: f.averageDays, text: f.averageDays.toLocaleString("en-IN") }),
  },
  {
    key: "kept",
    byBike: "Deposits kept, by bike",
    byMonth: "Deposits kept, by month",
    bar: (f) => ({ value: f.kept, text: rupees(f.kept) }),
  },
];

export default function Reports({ loaderData }: Route.ComponentProps) {
  const { period, total, models, vehicles, months } = loaderData;
  const { t, lang } = useWords();
  const periodName = (key: string) => periodIn(lang, key);
  const { before, after } = neighbours(period.key);
  const rows: (ShownFigures & { label: string })[] = period.year
    ? months.map((m) => ({ ...m, label: monthShortIn(lang, m.month) }))
    : models.map((m) => ({ ...m, label: m.name }));
  const exportQuery = `?period=${period.key}`;
  const averageDays = total.averageDays.toLocaleString("en-IN");
  return (
    <>
      <AdminPageHead
        title={t("Reports: {period}", { period: periodName(period.key) })}
        actions={<Link to="/admin/money">{t("Money")}</Link>}
      />
      <section className="admin-card" aria-labelledby="period-title">
        <h2 id="period-title" className="visually-hidden">
          {t("The period")}
        </h2>
        <p className="admin-card-actions">
          <Link to={`/admin/reports?period=${before}`}>← {periodName(before)}</Link>
          <Link to={`/admin/reports?period=${after}`}>{periodName(after)} →</Link>
          {period.year ? (
            <Link to={`/admin/reports?period=${period.key}-01`}>{t("Its months")}</Link>
          ) : (
            <Link to={`/admin/reports?period=${period.key.slice(0, 4)}`}>
              {t("The whole of {year}", { year: period.key.slice(0, 4) })}
            </Link>
          )}
        </p>
        <Form method="get" className="admin-inline-form">
          <div className="admin-field">
            <label htmlFor="report-month">{t("Month")}</label>
            <input id="report-month" type="month" name="period" defaultValue={period.year ? "" : period.key} />
          </div>
          <button type="submit" className="admin-button admin-button-small">
            {t("Show")}
          </button>
        </Form>
        <dl className="admin-facts money-totals">
          <div>
            <dt>{t("Revenue")}</dt>
            <dd>{rupees(total.revenue)}</dd>
          </div>
          <div>
            <dt>{t("Days rented")}</dt>
            <dd>{total.daysRented}</dd>
          </div>
          <div>
            <dt>{t("Utilisation")}</dt>
            <dd>
              {t("{percent} % of {days} days in service", {
                percent: total.utilisation,
                days: total.daysInService,
              })}
            </dd>
          </div>
          <div>
            <dt>{t("Rentals")}</dt>
            <dd>{t("{rentals}, {average} days on average", { rentals: total.rentals, average: averageDays })}</dd>
          </div>
          <div>
            <dt>{t("Deposits kept")}</dt>
            <dd>{rupees(total.kept)}</dd>
          </div>
        </dl>
      </section>

      <section className="admin-card" aria-labelledby="charts-title">
        <h2 id="charts-title">{period.year ? t("Month by month") : t("By bike")}</h2>
        {rows.length ? (
          <div className="money-charts">
            {FIGURES.map((f) => (
              <BarChart
                key={f.key}
                id={`chart-${f.key}`}
                title={t(period.year ? f.byMonth : f.byBike)}
                bars={rows.map((r): Bar => ({ label: r.label, ...f.bar(r) }))}
              />
            ))}
          </div>
        ) : (
          <p className="admin-sub">{t("Nothing was rented in {period}.", { period: periodName(period.key) })}</p>
        )}
      </section>

      {period.year && models.length ? (
        <FiguresTable
          id="by-bike"
          title={t("By bike")}
          what={t("Bike")}
          caption={t("Each bike in {period}", { period: period.key })}
          rows={models.map((m) => ({ ...m, label: m.name }))}
        />
      ) : null}
      {vehicles.length ? (
        <FiguresTable
          id="by-vehicle"
          title={t("By vehicle")}
          what={t("Vehicle")}
          caption={t("Each vehicle in {period}", { period: periodName(period.key) })}
          rows={vehicles.map((v) => ({ ...v, label: v.name, sub: v.bike }))}
        />
      ) : null}

      <section className="admin-card" aria-labelledby="export-title">
        <h2 id="export-title">{t("For the accountant")}</h2>
        <p className="admin-sub">
          {t("Spreadsheets (CSV, UTF-8) that open in Excel with every name as written, amounts in whole rupees.")}
        </p>
        <p className="admin-card-actions">
          <a href={`/admin/reports/bookings.csv${exportQuery}`} download>
            {t("Bookings of {period}", { period: periodName(period.key) })}
          </a>
          <a href={`/admin/reports/ledger.csv${exportQuery}`} download>
            {t("Ledger entries of {period}", { period: periodName(period.key) })}
          </a>
          <a href="/admin/reports/bookings.csv?period=all" download>
            {t("Every booking")}
          </a>
          <a href="/admin/reports/ledger.csv?period=all" download>
            {t("Every ledger entry")}
          </a>
        </p>
      </section>
    </>
  );
}

function FiguresTable({
  id,
  title,
  what,
  caption,
  rows,
}: {
  /** The heading's id: "by-bike", "by-vehicle". */
  id: string;
  title: string;
  /** What a row is: "Bike", "Vehicle". */
  what: string;
  caption: string;
  rows: (ShownFigures & { label: string; sub?: string })[];
}) {
  const { t } = useWords();
  return (
    <section className="admin-card" aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      <ScrollRegion label={caption}>
        <table className="admin-table">
          <caption className="visually-hidden">{caption}</caption>
          <thead>
            <tr>
              <th scope="col">{what}</th>
              <th scope="col">{t("Days rented")}</th>
              <th scope="col">{t("Utilisation")}</th>
              <th scope="col">{t("Revenue")}</th>
              <th scope="col">{t("Rentals")}</th>
              <th scope="col">{t("Kept")}</th>
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
