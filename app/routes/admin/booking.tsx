import { data, Form, Link } from "react-router";
import { titleWords } from "~/admin/titles";
import { actorName } from "~/i18n/back-office/words";
import type { Route } from "./+types/booking";
import { adminContext, intentOf, readForm } from "~/admin/actions.server";
import { bookingForms } from "~/reservations/form-rules.server";
import { ChatButtons } from "~/admin/bookings/booking-facts";
import { chatMessages } from "~/admin/bookings/chat-messages.server";
import { bookingNews, doneCodes } from "~/admin/bookings/news.server";
import { NewsMessage } from "~/admin/bookings/news";
import { runBookingPost } from "~/admin/bookings/posts.server";
import {
  CancelForm,
  ChargeForm,
  CustomerForm,
  DatesForm,
  DepositTakenForm,
  DiscountForm,
  HandOverForm,
  PayForm,
  ReturnForm,
  SettleForm,
  UpiReceivedForm,
  VehicleForm,
} from "~/admin/bookings/booking-steps";
import { ConfirmForm, NoShowForm, PlainStep, StepAnswerContext, type StepAnswer } from "~/admin/bookings/step-forms";
import { agreementView, handoverView, moneyView } from "~/admin/bookings/booking-view.server";
import { HandoverCard, MoneyCard } from "~/admin/bookings/booking-money";
import { bookContext, shownBooking, vehicleChoices } from "~/admin/bookings/view.server";
import { flashRedirect, takeFlash } from "~/admin/flash.server";
import { NewLinkCard } from "~/admin/reviews/new-link";
import { qrRows } from "~/admin/reviews/qr.server";
import { AdminPageHead, DateTime } from "~/admin/ui";
import { bookingIntents, type BookingIntent } from "~/reservations/forms";
import { isReference } from "~/reservations/reference";
import { pathIn, asLang } from "~/i18n/languages";
import { z } from "zod";
import { useWords } from "~/admin/words";
import { stayIn, whereIn } from "~/admin/bookings/words";
import { weekdayDateIn } from "~/i18n/dates";
import bookingsCss from "~/styles/bookings.css?url";

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: bookingsCss, precedence: "default" }];

/** One booking, whole: what was asked, the vehicle, the price as agreed, the deposit, its steps and messages. */
export function loader({ request, context, params }: Route.LoaderArgs) {
  const { book, store, reviews, brand } = adminContext(context);
  const booking = isReference(params.ref) ? book.find(params.ref) : undefined;
  if (!booking) throw data("There is no such booking.", { status: 404 });
  const ctx = bookContext(book, store, request.url);
  const link = booking.status === "returned" ? reviews.forBooking(booking.reference) : null;
  const reviewUrl = link?.path ? ctx.address(pathIn(asLang(booking.language), link.path)) : null;
  const flash = takeFlash(context, doneCodes);
  const photoNews = {
    added: Number(flash?.get("added")) || 0,
    refusedName: flash?.get("refusedName") ?? "",
    refusedCode: flash?.get("refusedCode") ?? "",
    refusedMore: Number(flash?.get("refusedMore")) || 0,
    refusedText: flash?.get("refusedText") ?? "",
  };
  const vehicle = booking.vehicleId === null ? undefined : book.fleet.find(booking.vehicleId);
  return {
    brand,
    bookingForms,
    b: shownBooking(booking, ctx),
    vehicles: vehicleChoices(book, booking),
    agreement: agreementView(book, booking, ctx),
    handover: handoverView(book, booking),
    money: moneyView(book, booking, ctx),
    vehicleOdometer: vehicle?.odometer ?? null,
    history: ctx.history(booking.reference),
    review: link
      ? {
          state: link.state,
          link: reviewUrl ? { url: reviewUrl, expiresAt: link.expiresAt, qr: qrRows(reviewUrl) } : null,
        }
      : null,
    reviewChat: reviewUrl ? messageWithLink(booking, ctx, reviewUrl) : null,
    news: flash ? bookingNews(flash.done, flash.get("ref"), book, ctx, photoNews) : null,
  };
}

/** The review link's message to the tourist, in their language, once a link is made. */
function messageWithLink(
  booking: Parameters<typeof shownBooking>[0],
  ctx: ReturnType<typeof bookContext>,
  url: string,
) {
  const item = ctx.itemName(booking);
  return (
    chatMessages(
      booking,
      ctx.settings,
      {
        bike: item,
        place: "",
        page: "",
        deposit: booking.quote?.deposit ?? 0,
        lateFeeSoFar: 0,
        owed: 0,
        depositBack: 0,
        reviewLink: url,
      },
      ctx,
    ).find((m) => m.name === "msgReviewLink") ?? null
  );
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => [
  {
    title: titleWords(matches).t("{ref} - Bookings - {brand}", {
      ref: loaderData?.b.reference ?? titleWords(matches).t("Booking", {}),
      brand: loaderData?.brand ?? "",
    }),
  },
];

const intents = z.enum(["review-link", ...bookingIntents], { error: "There is no such action on this screen." });

export async function action({ request, context, params }: Route.ActionArgs) {
  const { book, store, feed, reviews, actor } = adminContext(context);
  const ref = params.ref;
  const booking = isReference(ref) ? book.find(ref) : undefined;
  if (!booking) throw data("There is no such booking.", { status: 404 });
  const here = `/admin/bookings/${ref}`;
  const form = await readForm(request);
  const intent = intentOf(form, intents);
  if (intent === "review-link") {
    // A review link follows a rental: only for a booking that came back, and one open link at a time.
    if (booking.status !== "returned") throw data("A review link follows a rental that came back.", { status: 409 });
    const last = reviews.forBooking(ref);
    if (!last || last.state !== "open") reviews.create({ actor: actor.actor, bookingRef: ref });
    return flashRedirect(context, `${here}#review`, { done: "review-link", ref });
  }
  // Every step posted here is for this booking: a post naming another is refused.
  if (form.get("ref") !== null && form.get("ref") !== ref)
    throw data("This form is for another booking.", { status: 400 });
  const answer = runBookingPost(intent as BookingIntent, form, { book, store, feed, actor: actor.actor });
  if (!answer.ok)
    return data<StepAnswer>(
      { formId: answer.formId, ref: answer.ref, result: answer.result },
      { status: answer.status },
    );
  return flashRedirect(context, here, { done: intent, ref });
}

export default function Booking({ loaderData, actionData }: Route.ComponentProps) {
  const { b, vehicles, history, review, reviewChat, news, agreement, handover, money, vehicleOdometer } = loaderData;
  const onLedger = { reference: b.reference, version: money.version };
  const can = (action: BookingIntent) => b.actions.some((allowed) => allowed === action);
  const words = useWords();
  const { t, text } = words;
  return (
    <StepAnswerContext.Provider value={actionData ?? null}>
      <AdminPageHead
        title={`${b.reference} · ${b.item}`}
        back={{ to: `/admin/bookings#${b.reference}`, label: t("Bookings") }}
        actions={
          <span className={`admin-tag booking-${b.need === "overdue" ? "overdue" : b.status}`}>
            {text(b.stateWord)}
          </span>
        }
      />
      <NewsMessage news={actionData ? null : news} />
      <section className="admin-card booking-card" aria-labelledby="asked-title" id={b.reference}>
        <h2 id="asked-title">{t("What was asked")}</h2>
        <dl className="booking-facts">
          <dt>{t("When")}</dt>
          <dd>{stayIn(words, b)}</dd>
          <dt>{t("Where")}</dt>
          <dd>{whereIn(words, b)}</dd>
          {b.people ? (
            <>
              <dt>{t("People")}</dt>
              <dd>{b.people}</dd>
            </>
          ) : null}
          <dt>{t("From")}</dt>
          <dd>
            {b.source !== "public"
              ? t("Added here")
              : b.askedIn
                ? t("The site, in {language}", { language: text(b.askedIn) })
                : t("The site")}
          </dd>
          <dt>{t("Asked")}</dt>
          <dd>
            <DateTime iso={b.createdAt} />
          </dd>
          <dt>{t("Customer")}</dt>
          <dd>
            {b.customerName || b.customerPhone ? (
              <>
                {b.customerName}
                {b.customerName && b.customerPhone ? " · " : null}
                {b.tel ? <a href={b.tel}>{b.customerPhone}</a> : b.customerPhone}
              </>
            ) : (
              t("Not noted")
            )}
          </dd>
          <dt>{t("Tourist's page")}</dt>
          <dd>
            <a href={b.page}>{b.page.replace(/^https?:\/\//, "").replace(/-[\w-]{22}$/, "-…")}</a>
          </dd>
        </dl>
        <div className="admin-item-actions">
          {can("customer") || b.status !== "requested" ? (
            <CustomerForm b={b} name={b.customerName} phone={b.customerPhone} />
          ) : null}
        </div>
      </section>

      <section className="admin-card booking-card" aria-labelledby="next-title">
        <h2 id="next-title">{t(b.actions.length ? "Next step" : "Nothing more to do")}</h2>
        {b.kind === "bike" && (b.status === "confirmed" || b.status === "out" || agreement.agreed) ? (
          <p className={agreement.agreed ? "booking-agreed" : "booking-not-agreed"} id="agreement">
            {agreement.agreed ? (
              t(
                agreement.agreed.licence
                  ? "Agreed at {time} on {day}, in {language}, by {name}, driving licence {licence} (terms version {version})."
                  : "Agreed at {time} on {day}, in {language}, by {name} (terms version {version}).",
                {
                  time: agreement.agreed.at.time,
                  day: weekdayDateIn(words.lang, agreement.agreed.at.date),
                  language: text(agreement.agreed.language),
                  name: agreement.agreed.name || t("(erased)"),
                  licence: agreement.agreed.licence,
                  version: agreement.agreed.version,
                },
              )
            ) : (
              <>
                {t("Not agreed to the terms yet. The tourist agrees on their booking's page, or here at the counter:")}{" "}
                <a href={agreement.page}>{t("open the agreement on this phone")}</a>.
              </>
            )}
          </p>
        ) : null}
        <div className="admin-item-actions">
          {can("confirm") ? <ConfirmForm b={b} vehicles={vehicles} /> : null}
          {can("decline") ? (
            <PlainStep b={b} intent="decline" label={t("Decline {ref}", { ref: b.reference })} />
          ) : null}
          {can("pick-up") ? (
            <HandOverForm
              b={b}
              open={b.need === "out" || b.need === "missed"}
              start={{
                odometer: vehicleOdometer,
                deposit: money.start.deposit,
                checklist: handover.checklist,
                agreed: Boolean(agreement.agreed),
              }}
            />
          ) : null}
          {can("return") ? (
            <ReturnForm
              b={b}
              open={b.need === "back" || b.need === "overdue"}
              start={{
                odometer: handover.out?.odometer ?? vehicleOdometer,
                originalHeld: handover.out?.original ? handover.out.document : null,
                lateSoFar: b.lateSoFar,
              }}
            />
          ) : null}
          {can("dates") ? <DatesForm b={b} startsAt={b.startsAt} endsAt={b.endsAt} /> : null}
          {can("vehicle") ? <VehicleForm b={b} current={b.vehicle?.id ?? null} vehicles={vehicles} /> : null}
          {can("no-show") ? <NoShowForm b={b} /> : null}
          {can("cancel") ? <CancelForm b={b} /> : null}
        </div>
        {b.chat.length ? (
          <div className="admin-item-actions booking-chat">
            <ChatButtons b={b} />
          </div>
        ) : null}
      </section>

      <HandoverCard b={b} handover={handover} />

      <MoneyCard b={b} money={money} onLedger={can("reverse") ? onLedger : null}>
        {can("pay") && money.upi ? (
          <UpiReceivedForm
            b={onLedger}
            owed={money.owed}
            label={t("{amount} received by UPI", { amount: money.upi.amount })}
          />
        ) : null}
        {can("pay") && money.owed > 0 ? <PayForm b={onLedger} owed={money.owed} /> : null}
        {can("deposit") && money.held > 0 ? (
          <SettleForm b={onLedger} held={money.held} start={money.start} open={b.status === "returned"} />
        ) : null}
        {can("deposit") && b.status !== "returned" ? (
          <DepositTakenForm b={onLedger} deposit={money.start.deposit} />
        ) : null}
        {can("charge") ? <ChargeForm b={onLedger} /> : null}
        {can("charge") && money.balance.charges > 0 ? <DiscountForm b={onLedger} /> : null}
      </MoneyCard>

      {b.status === "returned" ? (
        review?.link ? (
          <>
            <NewLinkCard link={review.link} forBooking={b.reference} />
            {reviewChat?.href ? (
              <p className="admin-card-actions">
                <a className="admin-button" href={reviewChat.href} target="_blank" rel="noopener noreferrer">
                  {text(reviewChat.label)}
                </a>
              </p>
            ) : null}
          </>
        ) : (
          <section className="admin-card" aria-labelledby="review-title" id="review">
            <h2 id="review-title">{t("Review")}</h2>
            {review?.state === "used" ? (
              <p className="admin-sub">
                {t("The customer used the review link. Their review waits on")}{" "}
                <Link to="/admin/reviews">{t("Reviews")}</Link>.
              </p>
            ) : (
              <Form method="post">
                <p className="admin-sub">
                  {review?.state === "expired" ? `${t("The last link expired unused.")} ` : ""}
                  {t("A one-time link for the customer to write a review, with a QR code to scan at the counter.")}
                </p>
                <button type="submit" name="intent" value="review-link" className="admin-button">
                  {t("Make a review link for {ref}", { ref: b.reference })}
                </button>
              </Form>
            )}
          </section>
        )
      ) : null}

      <section className="admin-card" aria-labelledby="steps-title">
        <h2 id="steps-title">{t("Steps")}</h2>
        <ol className="admin-recent booking-steps">
          {history.toReversed().map((h) => (
            <li key={h.id}>
              <DateTime iso={h.at} /> · {actorName(h.actor, words)}: {text(h.summary)}
            </li>
          ))}
        </ol>
      </section>
    </StepAnswerContext.Provider>
  );
}
