import { data } from "react-router";
import type { Route } from "./+types/booking-receipt";
import { notFoundTitle } from "~/content/titles";
import { answerPageCss } from "~/home/page-css";
import { LanguageSwitch } from "~/home/LanguageSwitch";
import { LanguageProvider, useWords } from "~/i18n/context";
import { langOf, pathIn } from "~/i18n/languages";
import { receiptView, type ReceiptView } from "~/money/receipt.server";
import { bookingAt } from "~/reservations/tourist-page.server";
import { servicesContext } from "~/services.server";
import { NoSuchBooking } from "~/reservations/private-pages";
import { privateNoReferrer } from "~/seo/private-answers";
import receiptCss from "~/styles/receipt.css?inline";

/** Plain HTML like the booking's page (no framework JavaScript), laid out to print on A4 and on an 80 mm roll. */
export const handle = { hydrate: false, inlineCss: answerPageCss + receiptCss, ...privateNoReferrer };

/**
 * GET /b/SR-7K4Q-<token>/receipt: the booking's receipt, once it has one (its
 * first payment), in the page's language (/hi/…, /kn/…); anything else is
 * the same 404 as a wrong address.
 */
export function loader({ params, context, request }: Route.LoaderArgs) {
  const { book, store } = context.get(servicesContext);
  const lang = langOf(request);
  const booking = bookingAt(book, params.address);
  const receipt = booking ? receiptView(booking, book.ledger(booking), store.home(lang), lang) : null;
  const brand = store.settings().brand;
  if (!booking || !receipt) return data({ lang, receipt: null, address: "", brand }, { status: 404 });
  return { lang, receipt, address: params.address, brand };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [
    {
      title: loaderData?.receipt
        ? `${loaderData.receipt.title} - ${loaderData.brand}`
        : notFoundTitle(loaderData?.brand ?? "", loaderData?.lang),
    },
    { name: "robots", content: "noindex, nofollow" },
    { name: "referrer", content: "no-referrer" },
  ];
}

export default function BookingReceipt({ loaderData }: Route.ComponentProps) {
  const { lang, receipt, address, brand } = loaderData;
  return (
    <LanguageProvider lang={lang}>
      {receipt ? <Receipt receipt={receipt} address={address} /> : <NoSuchBooking brand={brand} />}
    </LanguageProvider>
  );
}

function Receipt({ receipt: r, address }: { receipt: ReceiptView; address: string }) {
  const w = useWords();
  const own = `/b/${address}/receipt`;
  return (
    <main className="receipt">
      <LanguageSwitch path={own} className="receipt-lang" />
      <header className="receipt-shop">
        <p className="receipt-shop-name">{r.shop.name}</p>
        <p>{r.shop.address}</p>
        <p>{r.shop.phone}</p>
        {r.shop.gstin ? (
          <p>
            {w.t("receiptGstin")}: {r.shop.gstin}
          </p>
        ) : null}
      </header>
      <h1>{r.title}</h1>
      <dl className="receipt-facts">
        <div>
          <dt>{w.t("receiptDate")}</dt>
          <dd>
            {r.date} ({r.financialYear})
          </dd>
        </div>
        <div>
          <dt>{w.t("bookingEyebrow", { reference: "" }).trim()}</dt>
          <dd>{r.reference}</dd>
        </div>
        {r.customer ? (
          <div>
            <dt>{w.t("receiptCustomer")}</dt>
            <dd>{r.customer}</dd>
          </div>
        ) : null}
        <div>
          <dt>{w.t("receiptService")}</dt>
          <dd>{r.service}</dd>
        </div>
      </dl>
      <table className="receipt-lines">
        <caption>{w.t("receiptTitle")}</caption>
        <tbody>
          {r.charges.map((c) => (
            <tr key={c.id}>
              <th scope="row">
                {c.what}
                {c.note ? <span className="receipt-note">{c.note}</span> : null}
              </th>
              <td>{c.amount}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row">{w.t("receiptTotal")}</th>
            <td>{r.total}</td>
          </tr>
        </tfoot>
      </table>
      {r.tax ? <p className="receipt-tax">{r.tax}</p> : null}
      {r.payments.length ? (
        <table className="receipt-lines">
          <caption>{w.t("receiptPayments")}</caption>
          <tbody>
            {r.payments.map((p) => (
              <tr key={p.id}>
                <th scope="row">
                  {p.what}
                  <span className="receipt-note">{p.date}</span>
                </th>
                <td>{p.amount}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
      {r.deposit.length ? (
        <table className="receipt-lines">
          <caption>{w.t("factDeposit")}</caption>
          <tbody>
            {r.deposit.map((d) => (
              <tr key={d.what}>
                <th scope="row">{d.what}</th>
                <td>{d.amount}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
      <p className="receipt-balance">
        {w.t("receiptBalance")}: {r.balance}
      </p>
      <p className="receipt-print">{w.t("receiptPrint")}</p>
      <p className="receipt-back">
        <a href={pathIn(w.lang, `/b/${address}`)}>{w.t("backToBooking")}</a>
      </p>
    </main>
  );
}
