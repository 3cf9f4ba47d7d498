import { data } from "react-router";
import type { Route } from "./+types/booking-page";
import { notFoundTitle } from "~/content/titles";
import { answerPageCss } from "~/home/page-css";
import { LanguageSwitch } from "~/home/LanguageSwitch";
import bookingPageCss from "~/styles/booking-page.css?inline";
import { LanguageProvider, useWords } from "~/i18n/context";
import { langOf, pathIn } from "~/i18n/languages";
import { bookingAt, touristMoney, touristPage, type TouristPage } from "~/reservations/tourist-page.server";
import { servicesContext } from "~/services.server";
import { NoSuchBooking } from "~/reservations/private-pages";
import { privateNoReferrer } from "~/seo/private-answers";

/**
 * Plain HTML with the home page's inlined CSS, like the booking forms' pages:
 * no framework JavaScript. Private: never indexed, never kept by a cache, and
 * its secret address never sent on to another site (the server sets those
 * headers on the page and its `.data`, a miss included).
 */
export const handle = { hydrate: false, inlineCss: answerPageCss + bookingPageCss, ...privateNoReferrer };

/**
 * GET /b/SR-7K4Q-<token>: one booking for the tourist who has its address;
 * anything else is 404. Under /hi/ or /kn/ in that language: the owner's
 * link leads to the language the request was sent in.
 */
export function loader({ params, context, request }: Route.LoaderArgs) {
  const { book, store } = context.get(servicesContext);
  const lang = langOf(request);
  const booking = bookingAt(book, params.address);
  if (!booking) return data({ lang, page: null, address: "", brand: store.settings().brand }, { status: 404 });
  const page = touristPage(booking, store.home(lang), lang, store.home(), touristMoney(book, booking, lang));
  return { lang, page, address: params.address, brand: page.brand };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [
    {
      title: loaderData?.page
        ? `${loaderData.page.reference} - ${loaderData.page.brand}`
        : notFoundTitle(loaderData?.brand ?? "", loaderData?.lang),
    },
    { name: "robots", content: "noindex, nofollow" },
    { name: "referrer", content: "no-referrer" },
  ];
}

export default function BookingPage({ loaderData }: Route.ComponentProps) {
  const { lang, page, address, brand } = loaderData;
  return (
    <LanguageProvider lang={lang}>
      {page ? <Booking page={page} address={address} /> : <NoSuchBooking brand={brand} />}
    </LanguageProvider>
  );
}

function Booking({ page, address }: { page: TouristPage; address: string }) {
  const w = useWords();
  const own = `/b/${address}`;
  return (
    <main className="request-page booking-page">
      <LanguageSwitch path={own} className="request-page-lang" />
      <a className="request-page-brand" href={pathIn(w.lang, "/")}>
        <img src="/logo.svg" width="40" height="40" alt="" />
        {page.brand}
      </a>
      <p className="eyebrow">{w.t("bookingEyebrow", { reference: page.reference })}</p>
      <h1>{page.item}</h1>
      <p className={`booking-status booking-status-${page.status}`} role="status">
        {page.statusLine}
      </p>
      <dl className="booking-facts">
        <div>
          <dt>{page.to ? w.t("factPickup") : w.t("factWhen")}</dt>
          <dd>{page.from}</dd>
        </div>
        {page.to ? (
          <div>
            <dt>{w.t("factReturn")}</dt>
            <dd>{page.to}</dd>
          </div>
        ) : null}
        <div>
          <dt>{page.to ? w.t("pickupPoint") : w.t("factTo")}</dt>
          <dd>
            {page.place}
            {page.map ? (
              <>
                {" "}
                <a href={page.map} rel="noreferrer">
                  {w.t("mapLink")}
                </a>
              </>
            ) : null}
          </dd>
        </div>
        {page.total !== null ? (
          <div>
            <dt>{w.t("factTotal")}</dt>
            <dd>{page.total}</dd>
          </div>
        ) : null}
        {page.deposit ? (
          <div>
            <dt>{w.t("factDeposit")}</dt>
            <dd>{page.deposit.words}</dd>
          </div>
        ) : null}
        {page.toPay ? (
          <div>
            <dt>{w.t("factToPay")}</dt>
            <dd>{page.toPay}</dd>
          </div>
        ) : null}
        {page.toGetBack ? (
          <div>
            <dt>{w.t("factToGetBack")}</dt>
            <dd>{page.toGetBack}</dd>
          </div>
        ) : null}
      </dl>
      {page.receipt ? (
        <p className="booking-receipt-link">
          <a className="btn btn-outline" href={pathIn(w.lang, `${own}/receipt`)}>
            {page.receipt}: {w.t("receiptOpen")}
          </a>
        </p>
      ) : null}
      {page.upi ? (
        <section className="booking-upi" aria-labelledby="upi-title">
          <h2 id="upi-title">{page.upi.title}</h2>
          <p>
            <a className="btn btn-primary" href={page.upi.link}>
              {w.t("payWithUpi", { amount: page.upi.amount })}
            </a>
          </p>
          <p>{w.t("scanWithAnotherPhone")}</p>
          <div className="booking-qr" dangerouslySetInnerHTML={{ __html: page.upi.qr }} />
        </section>
      ) : null}
      <p className="booking-links">
        <a className="btn btn-outline" href={pathIn(w.lang, `${own}/booking.ics`)} download={`${page.reference}.ics`}>
          {w.t("addToCalendar")}
        </a>
        <a className="btn btn-outline" href={page.chat} rel="noreferrer">
          {w.t("chatWithUs")}
        </a>
        <a className="btn btn-outline" href={page.call}>
          {w.t("callPhone", { phone: page.phone })}
        </a>
      </p>
      <section className="booking-terms" aria-labelledby="terms-title">
        <h2 id="terms-title">{w.t("bookingTerms")}</h2>
        <h3>{w.t("requirements")}</h3>
        <ul>
          {page.terms.requirements.map((r) => (
            <li key={r}>{r}</li>
          ))}
        </ul>
        <h3>{w.t("fines")}</h3>
        <ul>
          {page.terms.fines.map((f) => (
            <li key={f.offence}>
              {f.offence}: {f.label}
            </li>
          ))}
        </ul>
        <h3>{w.t("policies")}</h3>
        <ul>
          {page.terms.policies.map((p) => (
            <li key={p}>{p}</li>
          ))}
        </ul>
      </section>
      {page.agreement ? (
        <section className="booking-agree" aria-labelledby="agree-title" id="agree">
          <h2 id="agree-title">{w.t("agreeTitle")}</h2>
          {page.agreement.agreed ? (
            <p className="booking-status" role="status">
              {page.agreement.agreed}
            </p>
          ) : (
            <>
              <p>{w.t("agreeAsk")}</p>
              <a className="btn btn-primary btn-lg btn-block" href={pathIn(w.lang, `${own}/agree`)}>
                {w.t("agreeOpen")}
              </a>
            </>
          )}
        </section>
      ) : null}
      <p className="booking-privacy">{page.privacy}</p>
    </main>
  );
}
