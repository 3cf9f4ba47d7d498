import { Link } from "react-router";
import { netOf, TakingsTable } from "~/admin/money/takings";
import type { Route } from "./+types/money";
import { adminContext } from "~/admin/actions.server";
import { AdminPageHead, useShopTimeZone } from "~/admin/ui";
import { rupees } from "~/content/format";
import { useWords } from "~/admin/words";
import { momentIn, periodIn } from "~/admin/money/months";
import { dateIn } from "~/i18n/dates";
import { titleWords } from "~/admin/titles";
import type { Lang } from "~/i18n/languages";
import { documentName } from "~/handover/handover";
import { dateOf, timeOf } from "~/reservations/stay";
import moneyCss from "~/styles/money.css?url";

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: moneyCss, precedence: "default" }];

/** The shop's money now, from the ledgers: read on every load, never a total kept apart that could drift. */
export function loader({ context }: Route.LoaderArgs) {
  const { book, store, brand } = adminContext(context);
  const today = book.today();
  const names = new Map<string, string>([
    ...store.list("bikes").map((b) => [`bike:${b.id}`, b.name] as const),
    ...store.list("taxis").map((t) => [`taxi:${t.id}`, t.name] as const),
  ]);
  const screen = book.moneyScreen();
  const who = (b: { reference: string; customerName: string; kind: string; itemId: string }) =>
    `${b.reference} · ${names.get(`${b.kind}:${b.itemId}`) ?? b.itemId}${b.customerName ? ` · ${b.customerName}` : ""}`;
  return {
    brand,
    today,
    takings: screen.takings.filter((m) => m.in || m.out),
    takers: screen.takers,
    held: screen.held.map((b) => ({
      reference: b.reference,
      who: who(b),
      amount: b.amount,
      since: b.heldSince,
      dueBack: b.endsAt,
      status: b.status,
    })),
    originals: screen.originals.map((o) => ({
      reference: o.reference,
      who: `${o.reference}${o.customerName ? ` · ${o.customerName}` : ""}`,
      document: documentName(o.documentType, o.documentLast4),
      since: o.at,
      dueBack: o.endsAt,
    })),
    owed: screen.owed.map((b) => ({ reference: b.reference, who: who(b), amount: b.amount, status: b.status })),
    toGiveBack: screen.toGiveBack.map((b) => ({ reference: b.reference, who: who(b), amount: b.amount })),
    month: screen.month,
  };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => [
  { title: titleWords(matches).t("Money - {brand}", { brand: loaderData?.brand ?? "" }) },
];

/** "3 Dec 2026 10:00" from the shop's clock. */
const moment = (lang: Lang, at: string) => `${dateIn(lang, dateOf(at))} ${timeOf(at)}`;

export default function Money({ loaderData }: Route.ComponentProps) {
  const { today, takings, takers, held, originals, owed, toGiveBack, month } = loaderData;
  const heldTotal = held.reduce((n, b) => n + b.amount, 0);
  const owedTotal = owed.reduce((n, b) => n + b.amount, 0);
  const { t, text, lang } = useWords();
  const timeZone = useShopTimeZone();
  return (
    <>
      <AdminPageHead title={t("Money")} actions={<Link to="/admin/reports">{t("Reports")}</Link>} />
      <ul className="money-lead">
        <li>
          <span className="money-figure">{rupees(netOf(takings))}</span> {t("taken today")}
        </li>
        <li>
          <span className="money-figure">{rupees(heldTotal)}</span> {t("deposits held")}
        </li>
        <li className={owedTotal ? "money-alert" : undefined}>
          <span className="money-figure">{rupees(owedTotal)}</span> {t("still owed")}
        </li>
      </ul>

      <section className="admin-card" aria-labelledby="takings-title">
        <h2 id="takings-title">{t("Today's takings, {date}", { date: dateIn(lang, today) })}</h2>
        {takings.length ? (
          <TakingsTable
            lines={takings}
            label={t("Today's takings by how they were paid")}
            caption={t("Money taken and given back today, by how it was paid")}
          />
        ) : (
          <p className="admin-sub">{t("Nothing taken or given back yet today.")}</p>
        )}
        {takers.length ? (
          <>
            <h3>{t("Who took it")}</h3>
            <ul className="admin-list money-list">
              {takers.map((p) => (
                <li key={p.actor}>
                  <span>{p.actor}</span>
                  <span className="money-amount">{rupees(p.in - p.out)}</span>
                </li>
              ))}
            </ul>
          </>
        ) : null}
      </section>

      <section className="admin-card" aria-labelledby="held-title">
        <h2 id="held-title">{t("Deposits held now")}</h2>
        {held.length ? (
          <ul className="admin-list money-list">
            {held.map((b) => (
              <li key={b.reference}>
                <Link to={`/admin/bookings/${b.reference}#money`}>{b.who}</Link>
                <span className="money-amount">{rupees(b.amount)}</span>
                <span className="admin-sub">
                  {b.status === "returned"
                    ? t("Held since {since}; due back {due} (the bike is back: settle it)", {
                        since: momentIn(lang, b.since, timeZone),
                        due: moment(lang, b.dueBack),
                      })
                    : t("Held since {since}; due back {due}", {
                        since: momentIn(lang, b.since, timeZone),
                        due: moment(lang, b.dueBack),
                      })}
                </span>
              </li>
            ))}
          </ul>
        ) : (
          <p className="admin-sub">{t("No deposit is held now.")}</p>
        )}
        {originals.length ? (
          <>
            <h3>{t("Original documents kept")}</h3>
            <ul className="admin-list money-list">
              {originals.map((o) => (
                <li key={o.reference}>
                  <Link to={`/admin/bookings/${o.reference}#photos`}>{o.who}</Link>
                  <span className="money-amount">{text(o.document)}</span>
                  <span className="admin-sub">
                    {t("Kept since {since}; due back {due}", {
                      since: moment(lang, o.since),
                      due: moment(lang, o.dueBack),
                    })}
                  </span>
                </li>
              ))}
            </ul>
          </>
        ) : null}
      </section>

      <section className="admin-card" aria-labelledby="owed-title">
        <h2 id="owed-title">{t("Balances still owed")}</h2>
        {owed.length ? (
          <ul className="admin-list money-list">
            {owed.map((b) => (
              <li key={b.reference}>
                <Link to={`/admin/bookings/${b.reference}#money`}>{b.who}</Link>
                <span className="money-amount">{rupees(b.amount)}</span>
              </li>
            ))}
          </ul>
        ) : (
          <p className="admin-sub">{t("Nobody owes anything for a rental that has begun.")}</p>
        )}
        {toGiveBack.length ? (
          <>
            <h3>{t("Paid more than charged: to give back")}</h3>
            <ul className="admin-list money-list">
              {toGiveBack.map((b) => (
                <li key={b.reference}>
                  <Link to={`/admin/bookings/${b.reference}#money`}>{b.who}</Link>
                  <span className="money-amount">{rupees(b.amount)}</span>
                </li>
              ))}
            </ul>
          </>
        ) : null}
      </section>

      <section className="admin-card" aria-labelledby="month-title">
        <h2 id="month-title">{periodIn(lang, month.month)}</h2>
        <dl className="admin-facts">
          <div>
            <dt>{t("Late fees charged")}</dt>
            <dd>{rupees(month.lateFees)}</dd>
          </div>
          <div>
            <dt>{t("Damages charged")}</dt>
            <dd>{rupees(month.damages)}</dd>
          </div>
          <div>
            <dt>{t("Kept from deposits")}</dt>
            <dd>{rupees(month.kept)}</dd>
          </div>
        </dl>
        <p className="admin-card-actions">
          <Link to={`/admin/reports?period=${month.month}`}>{t("This month's report")}</Link>
        </p>
      </section>
    </>
  );
}
