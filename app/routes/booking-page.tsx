import { data, redirect } from "react-router";
import type { Route } from "./+types/booking-page";
import { notFoundTitle } from "~/content/titles";
import { answerPageCss } from "~/home/page-css";
import { LanguageSwitch } from "~/home/LanguageSwitch";
import { Field, type FormState } from "~/home/FormField";
import bookingPageCss from "~/styles/booking-page.css?inline";
import { LanguageProvider, useWords } from "~/i18n/context";
import { langOf, pathIn } from "~/i18n/languages";
import { bookingAt, touristMoney, touristPage, type TouristPage } from "~/reservations/tourist-page.server";
import { servicesContext } from "~/services.server";
import { readForm } from "~/admin/actions.server";
import { agreementForm } from "~/handover/agreement.server";
import { wordsOf } from "~/i18n/words";
import { parseWithZod } from "@conform-to/zod/v4";

/** Plain HTML with the home page's inlined CSS, like the booking forms' pages: no framework JavaScript. */
export const handle = { hydrate: false, inlineCss: answerPageCss + bookingPageCss };

/** Never indexed, never kept by a cache, and its secret address never sent on to another site. */
const PRIVATE_HEADERS = {
  "X-Robots-Tag": "noindex, nofollow",
  "Cache-Control": "no-store",
  "Referrer-Policy": "no-referrer",
};

/**
 * GET /b/SR-7K4Q-<token>: one booking for the tourist who has its address;
 * anything else is 404. Under /hi/ or /kn/ in that language: the owner's
 * link leads to the language the request was sent in.
 */
export function loader({ params, context, request }: Route.LoaderArgs) {
  const { book, store } = context.get(servicesContext);
  const lang = langOf(request);
  const booking = bookingAt(book, params.address);
  // A miss is answered here, not thrown, so it keeps the page's private headers (no-store, noindex, no referrer).
  if (!booking) {
    return data(
      { lang, page: null, address: "", brand: store.settings().brand, agreement: null },
      { status: 404, headers: PRIVATE_HEADERS },
    );
  }
  const page = touristPage(booking, store.home(lang), lang, store.home(), touristMoney(book, booking, lang));
  return data(
    { lang, page, address: params.address, brand: page.brand, agreement: null as AgreementState | null },
    { headers: PRIVATE_HEADERS },
  );
}

/** What the agreement form shows again after a refusal: the values typed and a message by each field. */
interface AgreementState {
  values: Record<string, string>;
  errors: Record<string, string[]>;
}

/**
 * POST /b/SR-7K4Q-<token>: the tourist agrees to the terms shown, in the
 * page's language, as a plain form (no script). Agreed: back to the page by
 * a redirect, which says when. Refused: the page again, 400, with a message
 * by each field and what was typed.
 */
export async function action({ params, context, request }: Route.ActionArgs) {
  const { book, store } = context.get(servicesContext);
  const lang = langOf(request);
  const booking = bookingAt(book, params.address);
  if (!booking) {
    return data(
      { lang, page: null, address: "", brand: store.settings().brand, agreement: null },
      { status: 404, headers: PRIVATE_HEADERS },
    );
  }
  const form = await readForm(request);
  const w = wordsOf(lang);
  const submission = parseWithZod(form, { schema: agreementForm(w) });
  const own = pathIn(lang, `/b/${params.address}`);
  let errors: Record<string, string[]> = {};
  if (submission.status === "success") {
    const agreed = book.agree(booking, submission.value, lang);
    if (agreed.ok) return redirect(`${own}#agree`, { status: 303, headers: PRIVATE_HEADERS });
    errors = Object.keys(agreed.fieldErrors).length ? agreed.fieldErrors : { form: [agreed.message] };
  } else errors = Object.fromEntries(Object.entries(submission.error ?? {}).map(([k, v]) => [k, v ?? []]));
  const text = (name: string) => (typeof form.get(name) === "string" ? (form.get(name) as string).slice(0, 80) : "");
  const page = touristPage(booking, store.home(lang), lang, store.home(), touristMoney(book, booking, lang));
  return data(
    {
      lang,
      page,
      address: params.address,
      brand: page.brand,
      agreement: { values: { name: text("name"), licence: text("licence") }, errors } as AgreementState | null,
    },
    { status: 400, headers: PRIVATE_HEADERS },
  );
}

export const headers: Route.HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

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

export default function BookingPage({ loaderData, actionData }: Route.ComponentProps) {
  const { lang, page, address, brand, agreement } = actionData ?? loaderData;
  return (
    <LanguageProvider lang={lang}>
      {page ? <Booking page={page} address={address} agreement={agreement} /> : <NoSuchBooking brand={brand} />}
    </LanguageProvider>
  );
}

function NoSuchBooking({ brand }: { brand: string }) {
  const w = useWords();
  return (
    <main className="not-found">
      <p className="eyebrow">{w.t("error404")}</p>
      <h1>{w.t("noSuchBooking")}</h1>
      <p>{w.t("noSuchBookingText")}</p>
      <a className="btn btn-primary btn-lg" href={pathIn(w.lang, "/")}>
        {w.t("backTo", { brand })}
      </a>
    </main>
  );
}

function Booking({
  page,
  address,
  agreement,
}: {
  page: TouristPage;
  address: string;
  agreement: AgreementState | null;
}) {
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
            <AgreementForm
              action={`${pathIn(w.lang, own)}#agree`}
              version={page.agreement.version}
              state={agreement}
              keepDays={page.keepDays}
            />
          )}
        </section>
      ) : null}
      <p className="booking-privacy">{page.privacy}</p>
    </main>
  );
}

/** The agreement: a plain form (no script), its messages by each field in the page's language. */
function AgreementForm({
  action,
  version,
  state,
  keepDays,
}: {
  action: string;
  version: string;
  state: AgreementState | null;
  keepDays: number;
}) {
  const w = useWords();
  const form: FormState = { values: state?.values ?? {}, errors: state?.errors ?? {} };
  const agreeError = form.errors.agree?.[0];
  const formError = form.errors.form?.[0] ?? form.errors.version?.[0];
  return (
    <form method="post" action={action} className="booking-agree-form" noValidate>
      <p>{w.t("agreeLead")}</p>
      {formError ? (
        <p className="field-error" role="alert">
          {formError}
        </p>
      ) : null}
      <input type="hidden" name="version" value={version} />
      <Field idPrefix="agree" name="name" label={w.t("agreeName")} form={form}>
        {(control) => (
          <input {...control} type="text" required autoComplete="name" maxLength={80} defaultValue={form.values.name} />
        )}
      </Field>
      <Field idPrefix="agree" name="licence" label={w.t("agreeLicence")} form={form}>
        {(control) => (
          <input
            {...control}
            type="text"
            required
            autoComplete="off"
            autoCapitalize="characters"
            maxLength={24}
            defaultValue={form.values.licence}
          />
        )}
      </Field>
      <div className="field booking-agree-check">
        <label>
          <input
            type="checkbox"
            name="agree"
            value="yes"
            required
            aria-invalid={agreeError ? true : undefined}
            aria-describedby={agreeError ? "agree-check-error" : undefined}
          />{" "}
          {w.t("agreeCheck")}
        </label>
        {agreeError ? (
          <p className="field-error" id="agree-check-error">
            {agreeError}
          </p>
        ) : null}
      </div>
      <button type="submit" className="btn btn-primary btn-lg btn-block">
        {w.t("agreeButton")}
      </button>
      <p className="booking-privacy">{w.t("agreePrivacy", { days: keepDays })}</p>
    </form>
  );
}
