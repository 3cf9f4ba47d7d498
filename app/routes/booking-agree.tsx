import { data, redirect } from "react-router";
import { parseWithZod } from "@conform-to/zod/v4";
import type { Route } from "./+types/booking-agree";
import { readForm } from "~/admin/actions.server";
import { notFoundTitle } from "~/content/titles";
import { agreementForm, type AgreementText } from "~/handover/agreement.server";
import { Field, type FormState } from "~/home/FormField";
import { answerPageCss } from "~/home/page-css";
import { LanguageSwitch } from "~/home/LanguageSwitch";
import { LanguageProvider, useWords } from "~/i18n/context";
import { langOf, pathIn, type Lang } from "~/i18n/languages";
import { wordsOf } from "~/i18n/words";
import { refusalOf } from "~/reservations/lifecycle";
import { bookingAt } from "~/reservations/tourist-page.server";
import { servicesContext } from "~/services.server";
import { NoSuchBooking } from "~/reservations/private-pages";
import { privateAnswer } from "~/seo/private-answers";
import bookingPageCss from "~/styles/booking-page.css?inline";

/** Plain HTML like the booking's page: the form works without any script. */
export const handle = { hydrate: false, inlineCss: answerPageCss + bookingPageCss, ...privateAnswer };

/** What the form shows again after a refusal: what was typed, and a message by each field. */
interface AgreementState {
  values: Record<string, string>;
  errors: Record<string, string[]>;
}

type Loaded = {
  lang: Lang;
  brand: string;
  address: string;
  page: { reference: string; version: string; text: AgreementText; keepDays: number } | null;
  form: AgreementState;
};

/** The booking (by its secret address) when its tourist may agree now; an agreement made already goes back to the page. */
function open(context: Route.LoaderArgs["context"], request: Request, address: string) {
  const { book, store } = context.get(servicesContext);
  const lang = langOf(request);
  const booking = bookingAt(book, address);
  const brand = store.settings().brand;
  const own = pathIn(lang, `/b/${address}`);
  return { book, store, lang, booking, brand, own };
}

type Opened = ReturnType<typeof open>;

/** The page: the terms in the page's language, the version they are, and the form (again, with `form`, after a refusal). */
function shown(
  { book, store, lang, brand }: Opened,
  booking: NonNullable<Opened["booking"]>,
  address: string,
  form: AgreementState,
  status = 200,
) {
  const { version, text } = book.agreementText(lang);
  return data<Loaded>(
    {
      lang,
      brand,
      address,
      page: { reference: booking.reference, version, text, keepDays: store.settings().keepCustomerDays },
      form,
    },
    { status },
  );
}

const missing = (lang: Lang, brand: string) =>
  data<Loaded>({ lang, brand, address: "", page: null, form: { values: {}, errors: {} } }, { status: 404 });

/**
 * GET /b/SR-7K4Q-<token>/agree (/hi/…, /kn/…): the terms, fines and
 * policies in the page's language, and the form to agree to them with a
 * name and a driving licence number. Anything but a booking its tourist may
 * agree to now is the same 404 as a wrong address; agreed already, back to
 * the booking's page, which says when.
 */
export function loader({ params, context, request }: Route.LoaderArgs) {
  const opened = open(context, request, params.address);
  const { book, lang, booking, brand, own } = opened;
  if (!booking) return missing(lang, brand);
  if (book.agreementOf(booking)) throw redirect(`${own}#agree`);
  if (refusalOf("agree", booking, "tourist") || booking.kind !== "bike") return missing(lang, brand);
  return shown(opened, booking, params.address, { values: {}, errors: {} });
}

/**
 * POST: the tourist agrees, with the version of the terms the page showed.
 * Agreed: back to the booking's page by a redirect (303), which says when.
 * Refused: this page again (400), with what was typed and why by each field,
 * in the page's language; nothing is kept.
 */
export async function action({ params, context, request }: Route.ActionArgs) {
  const opened = open(context, request, params.address);
  const { book, lang, booking, brand, own } = opened;
  if (!booking) return missing(lang, brand);
  const form = await readForm(request);
  const w = wordsOf(lang);
  const submission = parseWithZod(form, { schema: agreementForm(w) });
  let errors: Record<string, string[]>;
  if (submission.status === "success") {
    const agreed = book.agree(booking, submission.value, lang);
    if (agreed.ok) return redirect(`${own}#agree`, 303);
    errors = Object.keys(agreed.fieldErrors).length ? agreed.fieldErrors : { form: [agreed.message] };
  } else errors = Object.fromEntries(Object.entries(submission.error ?? {}).map(([k, v]) => [k, v ?? []]));
  const typed = (name: string) => (typeof form.get(name) === "string" ? (form.get(name) as string).slice(0, 80) : "");
  return shown(
    opened,
    booking,
    params.address,
    { values: { name: typed("name"), licence: typed("licence") }, errors },
    400,
  );
}

export function meta({ loaderData }: Route.MetaArgs) {
  const w = wordsOf(loaderData?.lang ?? "en");
  return [
    {
      title: loaderData?.page
        ? `${w.t("agreeTitle")} - ${loaderData.page.reference} - ${loaderData.brand}`
        : notFoundTitle(loaderData?.brand ?? "", loaderData?.lang),
    },
    { name: "robots", content: "noindex, nofollow" },
  ];
}

export default function BookingAgree({ loaderData, actionData }: Route.ComponentProps) {
  const { lang, brand, address, page, form } = actionData ?? loaderData;
  return (
    <LanguageProvider lang={lang}>
      {page ? <Agree page={page} address={address} form={form} /> : <NoSuchBooking brand={brand} />}
    </LanguageProvider>
  );
}

/** The terms as the tourist agrees to them, then the form: plain HTML, its messages by each field. */
function Agree({ page, address, form }: { page: NonNullable<Loaded["page"]>; address: string; form: FormState }) {
  const w = useWords();
  const own = pathIn(w.lang, `/b/${address}`);
  const agreeError = form.errors.agree?.[0];
  const formError = form.errors.form?.[0] ?? form.errors.version?.[0];
  return (
    <main className="request-page booking-page">
      <LanguageSwitch path={`/b/${address}/agree`} className="request-page-lang" />
      <p className="eyebrow">{w.t("bookingEyebrow", { reference: page.reference })}</p>
      <h1>{w.t("agreeTitle")}</h1>
      <section className="booking-terms" aria-labelledby="terms-title">
        <h2 id="terms-title">{w.t("bookingTerms")}</h2>
        <h3>{w.t("requirements")}</h3>
        <ul>
          {page.text.requirements.map((r) => (
            <li key={r}>{r}</li>
          ))}
        </ul>
        <h3>{w.t("fines")}</h3>
        <ul>
          {page.text.fines.map((f) => (
            <li key={f}>{f}</li>
          ))}
        </ul>
        <h3>{w.t("policies")}</h3>
        <ul>
          {page.text.policies.map((p) => (
            <li key={p}>{p}</li>
          ))}
        </ul>
      </section>
      <form method="post" action={`${own}/agree`} className="booking-agree booking-agree-form" noValidate>
        <p>{w.t("agreeLead")}</p>
        {formError ? (
          <p className="field-error" role="alert">
            {formError}
          </p>
        ) : null}
        <input type="hidden" name="version" value={page.version} />
        <Field idPrefix="agree" name="name" label={w.t("agreeName")} form={form}>
          {(control) => (
            <input
              {...control}
              type="text"
              required
              autoComplete="name"
              maxLength={80}
              defaultValue={form.values.name}
            />
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
        <p className="booking-privacy">{w.t("agreePrivacy", { days: page.keepDays })}</p>
      </form>
      <p className="booking-links">
        <a href={own}>{w.t("backToBooking")}</a>
      </p>
    </main>
  );
}
