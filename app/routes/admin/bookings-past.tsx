import { Form, Link } from "react-router";
import { titleWords } from "~/admin/titles";
import type { Route } from "./+types/bookings-past";
import { adminContext } from "~/admin/actions.server";
import { bookContext, bookingLine } from "~/admin/bookings/view.server";
import { balanceOf, balanceWords } from "~/money/ledger";
import { AdminPageHead } from "~/admin/ui";
import { rupees } from "~/content/format";
import { ENDED_STATES, stateWords, type BookingState } from "~/reservations/lifecycle";
import bookingsCss from "~/styles/bookings.css?url";
import { useWords } from "~/admin/words";
import { stayIn } from "~/admin/bookings/words";

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: bookingsCss, precedence: "default" }];

const PAST = "/admin/bookings/past";

/** Bookings that ended (returned, cancelled, declined, expired, no-shows), newest first, searched and filtered. */
export function loader({ request, context }: Route.LoaderArgs) {
  const { book, store, brand } = adminContext(context);
  const url = new URL(request.url);
  const param = (name: string) => (url.searchParams.get(name) ?? "").slice(0, 60);
  const status: BookingState | "" = (ENDED_STATES as readonly string[]).includes(param("status"))
    ? (param("status") as BookingState)
    : "";
  const query = {
    q: param("q").trim(),
    status,
    itemId: param("bike"),
    month: /^\d{4}-\d{2}$/.test(param("month")) ? param("month") : "",
    page: Math.max(1, Math.min(10_000, Number(param("page")) || 1)),
  };
  const found = book.past(query);
  const ctx = bookContext(book, store, request.url);
  // A page's balances in one read, not a ledger per row.
  const balances = book.balances(found.rows);
  return {
    brand,
    query,
    bikes: store.list("bikes").map((b) => ({ id: b.id, name: b.name })),
    rows: found.rows.map((b) => {
      const line = bookingLine(b, ctx);
      return {
        reference: line.reference,
        item: line.item,
        kind: line.kind,
        startsAt: line.startsAt,
        endsAt: line.endsAt,
        status: line.status,
        stateWord: line.stateWord,
        vehicle: line.vehicle?.name ?? null,
        price: b.quote?.total ?? b.total,
        money: balanceWords(balances.get(b.id) ?? balanceOf([]), rupees),
        customer: [b.customerName, b.customerPhone].filter(Boolean).join(", "),
      };
    }),
    page: found.page,
    more: found.more,
  };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => [
  { title: titleWords(matches).t("Past bookings - {brand}", { brand: loaderData?.brand ?? "" }) },
];

export default function PastBookings({ loaderData }: Route.ComponentProps) {
  const { query, bikes, rows, page, more } = loaderData;
  const pageLink = (n: number) => {
    const params = new URLSearchParams();
    for (const [k, v] of Object.entries({ q: query.q, status: query.status, bike: query.itemId, month: query.month }))
      if (v) params.set(k, v);
    if (n > 1) params.set("page", String(n));
    const search = params.toString();
    return search ? `${PAST}?${search}` : PAST;
  };
  const filtered = Boolean(query.q || query.status || query.itemId || query.month);
  const words = useWords();
  const { t, text } = words;
  return (
    <>
      <AdminPageHead title={t("Past bookings")} back={{ to: "/admin/bookings", label: t("Bookings") }}>
        <p className="admin-lead">
          {t("Every booking that ended stays here, with its figures. Names and phones go after their days.")}
        </p>
      </AdminPageHead>
      <Form method="get" className="admin-card booking-search" role="search" aria-label={t("Past bookings")}>
        <div className="booking-row">
          <label className="admin-field booking-wide">
            <span>{t("Reference, name or phone")}</span>
            <input
              type="search"
              name="q"
              defaultValue={query.q}
              maxLength={60}
              autoComplete="off"
              enterKeyHint="search"
            />
          </label>
          <label className="admin-field booking-small">
            <span>{t("State")}</span>
            <select name="status" defaultValue={query.status}>
              <option value="">{t("Any")}</option>
              {ENDED_STATES.map((s) => (
                <option key={s} value={s}>
                  {text(stateWords[s])}
                </option>
              ))}
            </select>
          </label>
          <label className="admin-field booking-small">
            <span>{t("Bike")}</span>
            <select name="bike" defaultValue={query.itemId}>
              <option value="">{t("Any")}</option>
              {bikes.map((b) => (
                <option key={b.id} value={b.id}>
                  {b.name}
                </option>
              ))}
            </select>
          </label>
          <label className="admin-field booking-small">
            <span>{t("Month of pickup")}</span>
            <input type="month" name="month" defaultValue={query.month} />
          </label>
        </div>
        <p className="admin-card-actions">
          <button type="submit" className="admin-button admin-button-primary">
            {t("Search")}
          </button>
          {filtered ? (
            <Link className="admin-button admin-button-quiet" to={PAST}>
              {t("Clear")}
            </Link>
          ) : null}
        </p>
      </Form>
      <section className="admin-card" aria-labelledby="past-title">
        <h2 id="past-title">
          {t(filtered ? "Found" : "Newest first")}{" "}
          <span className="admin-count">
            {rows.length}
            {more ? "+" : ""}
          </span>
        </h2>
        {rows.length ? (
          <ul className="admin-items">
            {rows.map((b) => (
              <li key={b.reference} className="admin-item booking-card">
                <div className="booking-head">
                  <h3 className="admin-item-title">
                    <Link to={`/admin/bookings/${b.reference}`} className="booking-open">
                      <span className="booking-ref">{b.reference}</span> {b.item}
                    </Link>
                  </h3>
                  <span className={`admin-tag booking-${b.status}`}>{text(b.stateWord)}</span>
                </div>
                <p className="admin-item-facts">
                  <span>{stayIn(words, b)}</span>
                  {b.vehicle ? <span>{b.vehicle}</span> : null}
                  {b.price !== null ? <span>{rupees(b.price)}</span> : null}
                  {b.money.map((w) => (
                    <span key={w}>{text(w)}</span>
                  ))}
                  {b.customer ? <span>{b.customer}</span> : null}
                </p>
              </li>
            ))}
          </ul>
        ) : (
          <p className="admin-sub">{t(filtered ? "No past booking matches." : "No booking has ended yet.")}</p>
        )}
        {page > 1 || more ? (
          <nav className="admin-card-actions" aria-label={t("Pages")}>
            {page > 1 ? (
              <Link className="admin-button admin-button-small" to={pageLink(page - 1)}>
                {t("← Newer")}
              </Link>
            ) : null}
            {more ? (
              <Link className="admin-button admin-button-small" to={pageLink(page + 1)}>
                {t("Older →")}
              </Link>
            ) : null}
          </nav>
        ) : null}
      </section>
    </>
  );
}
