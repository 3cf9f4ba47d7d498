import { Link } from "react-router";
import type { Route } from "./+types/dashboard";
import { adminContext } from "~/admin/actions.server";
import { dashboardStamp } from "~/booking/dashboard-stamp.server";
import { useWords } from "~/admin/words";
import { Moment } from "~/admin/money/moment";
import { titleWords } from "~/admin/titles";
import { lastBackupLine } from "~/backups/words";
import { describeWith, readerWords } from "~/admin/activity-words.server";
import { listKinds, lists } from "~/content/lists";
import { AdminPageHead } from "~/admin/ui";
import { BookingRequests } from "~/admin/dashboard/booking-requests";
import { BookLead } from "~/admin/dashboard/book-figures";
import { MoneyLead } from "~/admin/dashboard/money-lead";
import { FleetNotices } from "~/admin/dashboard/fleet-notices";
import { fleetView } from "~/admin/vehicles/view.server";
import { bookFigures } from "~/admin/bookings/figures.server";
import { useLiveFigures } from "~/admin/dashboard/live-figures";
import { CHART_DAYS, bookingFigures } from "~/booking/figures";
import dashboardCss from "~/styles/dashboard.css?url";

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: dashboardCss, precedence: "default" }];

export function loader({ context, request }: Route.LoaderArgs) {
  const { session, store, images, auth, counts, book, backups } = adminContext(context);
  const admin = auth.admin(session.user.id);
  const settings = store.settings();
  const names = (kind: "bikes" | "taxis" | "pickupPoints") =>
    new Map(store.list(kind).map((item) => [item.id, item.name]));
  const recent = counts.recent(settings.timeZone, CHART_DAYS);
  const words = readerWords(context, request);
  const money = book.moneyScreen();
  return {
    money: {
      takenToday: money.takings.reduce((n, m) => n + m.in - m.out, 0),
      held: money.held.reduce((n, b) => n + b.amount, 0),
      heldCount: money.held.length,
      owed: money.owed.reduce((n, b) => n + b.amount, 0),
      owedCount: money.owed.length,
      originals: money.originals.length,
    },
    brand: settings.brand,
    timeZone: settings.timeZone,
    book: bookFigures(book),
    fleet: fleetView(book, store).notices,
    bookings: {
      ...bookingFigures(
        recent.rows,
        recent.today,
        {
          bikes: names("bikes"),
          taxis: names("taxis"),
          pickupPoints: names("pickupPoints"),
        },
        words,
      ),
      ever: recent.ever,
    },
    thisLogin: admin?.lastLoginAt ?? null,
    previousLogin: admin?.previousLoginAt ?? null,
    counts: listKinds.map((kind) => {
      const items = store.list(kind);
      const hidden = items.filter((i) => i.hidden).length;
      return { kind, label: lists[kind].title, slug: lists[kind].slug, shown: items.length - hidden, hidden };
    }),
    recentChanges: store.activity({ perPage: 5 }).entries.map(describeWith(images, words)),
    stamp: dashboardStamp(context),
    backup: backups.lastSeen(),
  };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => [
  { title: titleWords(matches).t("Admin Dashboard - {brand}", { brand: loaderData?.brand ?? "" }) },
];

export default function Dashboard({ loaderData }: Route.ComponentProps) {
  const { bookings, timeZone, counts, recentChanges, thisLogin, previousLogin, stamp, book, fleet, money } = loaderData;
  const { t, text, lang } = useWords();
  const news = useLiveFigures(stamp, bookings.periods.today.all);
  return (
    <>
      <AdminPageHead title={t("Dashboard")}>
        <p className="admin-lead">
          <Link to="/admin/settings/backups">{lastBackupLine(loaderData.backup, { t, text, lang })}</Link>
        </p>
      </AdminPageHead>
      <p className="visually-hidden" role="status">
        {news}
      </p>
      {/* Money and today's work first; the counts of taps on the page's booking buttons further down. */}
      <MoneyLead figures={money} />
      <BookLead figures={book} />
      <FleetNotices notices={fleet} />
      <section className="admin-card" aria-labelledby="signin-title">
        <h2 id="signin-title">{t("Sign-in")}</h2>
        <dl className="admin-facts">
          <div>
            <dt>{t("This sign-in")}</dt>
            <dd>{thisLogin ? <Moment iso={thisLogin} /> : "—"}</dd>
          </div>
          <div>
            <dt>{t("Last sign-in before this one")}</dt>
            <dd>{previousLogin ? <Moment iso={previousLogin} /> : t("This is the first sign-in")}</dd>
          </div>
        </dl>
      </section>
      <section className="admin-card" aria-labelledby="content-title">
        <h2 id="content-title">{t("On the public page")}</h2>
        <ul className="dash-lists">
          {counts.map((c) => (
            <li key={c.kind}>
              <Link to={`/admin/content/${c.slug}`}>
                <span className="dash-lists-name">{text(c.label)}</span>
                <span className="dash-lists-figures">
                  {c.hidden > 0
                    ? t("{shown} shown, {hidden} hidden", { shown: c.shown, hidden: c.hidden })
                    : t("{shown} shown", { shown: c.shown })}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </section>
      <section className="admin-card" aria-labelledby="change-title">
        <h2 id="change-title">{t("Latest changes")}</h2>
        <ol className="admin-recent">
          {recentChanges.map((c) => (
            <li key={c.id}>
              <Moment iso={c.at} /> · {c.sentence}
            </li>
          ))}
        </ol>
        <p className="admin-card-actions">
          <Link to="/admin/activity">{t("All activity")}</Link>
          <Link to="/admin/trash">{t("Trash")}</Link>
        </p>
      </section>
      <BookingRequests figures={bookings} ever={bookings.ever} timeZone={timeZone} />
    </>
  );
}
