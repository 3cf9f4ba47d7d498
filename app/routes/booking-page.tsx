import { data } from "react-router";
import type { Route } from "./+types/booking-page";
import { rupees } from "~/content/format";
import { notFoundTitle } from "~/content/titles";
import { answerPageCss } from "~/home/page-css";
import bookingPageCss from "~/styles/booking-page.css?inline";
import { bookingAt, touristPage } from "~/reservations/tourist-page.server";
import { servicesContext } from "~/services.server";

/** Plain HTML with the home page's inlined CSS, like the booking forms' pages: no framework JavaScript. */
export const handle = { hydrate: false, inlineCss: answerPageCss + bookingPageCss };

/** Never indexed, never kept by a cache, and its secret address never sent on to another site. */
const PRIVATE_HEADERS = {
  "X-Robots-Tag": "noindex, nofollow",
  "Cache-Control": "no-store",
  "Referrer-Policy": "no-referrer",
};

/** GET /b/SR-7K4Q-<token>: one booking for the tourist who has its address; anything else is 404. */
export function loader({ params, context }: Route.LoaderArgs) {
  const { book, store } = context.get(servicesContext);
  const booking = bookingAt(book, params.address);
  // A miss is answered here, not thrown, so it keeps the page's private headers (no-store, noindex, no referrer).
  if (!booking) {
    return data({ page: null, address: "", brand: store.settings().brand }, { status: 404, headers: PRIVATE_HEADERS });
  }
  const page = touristPage(booking, store.home());
  return data({ page, address: params.address, brand: page.brand }, { headers: PRIVATE_HEADERS });
}

export const headers: Route.HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export function meta({ loaderData }: Route.MetaArgs) {
  return [
    {
      title: loaderData?.page
        ? `${loaderData.page.reference} - ${loaderData.page.brand}`
        : notFoundTitle(loaderData?.brand ?? ""),
    },
    { name: "robots", content: "noindex, nofollow" },
    { name: "referrer", content: "no-referrer" },
  ];
}

export default function BookingPage({ loaderData }: Route.ComponentProps) {
  const { page, address, brand } = loaderData;
  if (!page) {
    return (
      <main className="not-found">
        <p className="eyebrow">Error 404</p>
        <h1>No such booking</h1>
        <p>This booking's address is not right, or it is not ours. Ask us in the chat for the link again.</p>
        <a className="btn btn-primary btn-lg" href="/">
          Back to {brand}
        </a>
      </main>
    );
  }
  return (
    <main className="request-page booking-page">
      <a className="request-page-brand" href="/">
        <img src="/logo.svg" width="40" height="40" alt="" />
        {page.brand}
      </a>
      <p className="eyebrow">Booking {page.reference}</p>
      <h1>{page.item}</h1>
      <p className={`booking-status booking-status-${page.status}`} role="status">
        {page.statusLine}
      </p>
      <dl className="booking-facts">
        <div>
          <dt>{page.to ? "Pickup" : "When"}</dt>
          <dd>{page.from}</dd>
        </div>
        {page.to ? (
          <div>
            <dt>Return</dt>
            <dd>{page.to}</dd>
          </div>
        ) : null}
        <div>
          <dt>{page.to ? "Pickup point" : "To"}</dt>
          <dd>
            {page.place}
            {page.map ? (
              <>
                {" "}
                <a href={page.map} rel="noreferrer">
                  Map
                </a>
              </>
            ) : null}
          </dd>
        </div>
        {page.total !== null ? (
          <div>
            <dt>Total</dt>
            <dd>{page.total}</dd>
          </div>
        ) : null}
        {page.deposit ? (
          <div>
            <dt>Deposit</dt>
            <dd>
              {page.deposit.text}
              {page.deposit.received ? ". Received, thank you." : ""}
            </dd>
          </div>
        ) : null}
      </dl>
      {page.upi && !page.deposit?.received ? (
        <section className="booking-upi" aria-labelledby="upi-title">
          <h2 id="upi-title">Pay the deposit by UPI</h2>
          <p>
            <a className="btn btn-primary" href={page.upi.link}>
              Pay {rupees(page.deposit!.amount)} with a UPI app
            </a>
          </p>
          <p>Or scan this code with another phone:</p>
          <div className="booking-qr" dangerouslySetInnerHTML={{ __html: page.upi.qr }} />
        </section>
      ) : null}
      <p className="booking-links">
        <a className="btn btn-outline" href={`/b/${address}/booking.ics`} download={`${page.reference}.ics`}>
          Add to calendar
        </a>
        <a className="btn btn-outline" href={page.chat} rel="noreferrer">
          Chat with us
        </a>
        <a className="btn btn-outline" href={page.call}>
          Call {page.phone}
        </a>
      </p>
      <section className="booking-terms" aria-labelledby="terms-title">
        <h2 id="terms-title">Terms</h2>
        <h3>Requirements</h3>
        <ul>
          {page.terms.requirements.map((r) => (
            <li key={r}>{r}</li>
          ))}
        </ul>
        <h3>Fines</h3>
        <ul>
          {page.terms.fines.map((f) => (
            <li key={f.offence}>
              {f.offence}: {f.label}
            </li>
          ))}
        </ul>
        <h3>Policies</h3>
        <ul>
          {page.terms.policies.map((p) => (
            <li key={p}>{p}</li>
          ))}
        </ul>
      </section>
      <p className="booking-privacy">{page.privacy}</p>
    </main>
  );
}
