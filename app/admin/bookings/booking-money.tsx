/**
 * A booking's handover and money on its own screen: the pickup beside the
 * return with the photos of each (and the form that sends them from the
 * phone's camera), and the ledger with its balance, the UPI payment request
 * and the receipt. The forms that write to them are the book's
 * (./booking-steps.tsx), passed in as children.
 */
import type { ReactNode } from "react";
import { ScrollRegion } from "~/admin/money/scroll-region";
import { Form } from "react-router";
import { DateTime } from "~/admin/ui";
import { rupees } from "~/content/format";
import { photoCaptions } from "~/handover/handover";
import { HANDOVER_UPLOAD_PATH } from "~/handover/limits";
import { ACCEPT } from "~/images/limits";
import type { HandoverView, MoneyView } from "./booking-view.server";
import type { ShownBooking } from "./view.server";
import { ChatButtons } from "./booking-facts";
import { ReverseForm } from "./booking-steps";
import type { OnBooking } from "./step-forms";
import { useWords } from "~/admin/words";
import { momentIn, priceIn } from "./words";

export function HandoverCard({ b, handover }: { b: ShownBooking; handover: HandoverView }) {
  const canSend = b.actions.includes("photos");
  const { t, text, lang } = useWords();
  const said = (what: string, value: string) => (what === "When" ? momentIn(lang, value) : text(value));
  if (!canSend && !handover.rows.length && !handover.photos.length) return null;
  const stages = [
    { stage: "out" as const, title: t("At pickup"), shows: "{caption}, at pickup" as const },
    { stage: "in" as const, title: t("At the return"), shows: "{caption}, at the return" as const },
  ];
  return (
    <section className="admin-card" aria-labelledby="handover-title" id="photos">
      <h2 id="handover-title">{t("Pickup and return")}</h2>
      {handover.rows.length ? (
        <ScrollRegion label={t("The vehicle at pickup beside the return")}>
          <table className="admin-table booking-handover-table">
            <caption className="visually-hidden">{t("The vehicle at pickup beside the return")}</caption>
            <thead>
              <tr>
                <th scope="col">
                  <span className="visually-hidden">{t("Reading")}</span>
                </th>
                <th scope="col">{t("Pickup")}</th>
                <th scope="col">{t("Return")}</th>
              </tr>
            </thead>
            <tbody>
              {handover.rows.map((r) => (
                <tr key={r.what}>
                  <th scope="row">{text(r.what)}</th>
                  <td>{r.out ? said(r.what, r.out) : "—"}</td>
                  <td>{r.in ? said(r.what, r.in) : "—"}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollRegion>
      ) : null}
      {stages.map(({ stage, title, shows }) => {
        const photos = handover.photos.filter((p) => p.stage === stage);
        return photos.length ? (
          <div key={stage}>
            <h3 className="booking-photos-title">{title}</h3>
            <ul className="booking-photos">
              {photos.map((p) => (
                <li key={p.id}>
                  <a href={p.full} target="_blank" rel="noopener noreferrer">
                    <img
                      src={p.thumb}
                      alt={t(shows, { caption: p.caption ? text(p.caption) : t("Photo") })}
                      width={160}
                      height={Math.round((160 * p.height) / p.width)}
                      loading="lazy"
                    />
                  </a>
                  {p.caption ? <span>{text(p.caption)}</span> : null}
                </li>
              ))}
            </ul>
          </div>
        ) : null;
      })}
      {canSend ? (
        // A plain multipart post, with or without JavaScript; the answer comes back to this card.
        <Form
          method="post"
          action={HANDOVER_UPLOAD_PATH}
          encType="multipart/form-data"
          className="booking-form booking-photo-form"
        >
          <input type="hidden" name="ref" value={b.reference} />
          <input type="hidden" name="stage" value={handover.photoStage} />
          <p className="admin-sub">
            {t(
              handover.photoStage === "out"
                ? "Photos of the pickup: taken with the phone's camera, kept private (only signed in), without where they were taken, and erased with the customer's details."
                : "Photos of the return: taken with the phone's camera, kept private (only signed in), without where they were taken, and erased with the customer's details.",
            )}
          </p>
          <div className="admin-field">
            <label htmlFor="photo-caption">{t("What they show")}</label>
            <select id="photo-caption" name="caption" defaultValue="">
              <option value="">{t("Say later, or nothing")}</option>
              {photoCaptions.map((c) => (
                <option key={c} value={c}>
                  {text(c)}
                </option>
              ))}
            </select>
          </div>
          <div className="admin-field">
            <label htmlFor="photo-files">{t("Photos")}</label>
            <input id="photo-files" name="photos" type="file" accept={ACCEPT} capture="environment" multiple />
          </div>
          <button type="submit" className="admin-button admin-button-small">
            {t("Send the photos of {ref}", { ref: b.reference })}
          </button>
        </Form>
      ) : null}
    </section>
  );
}

export function MoneyCard({
  b,
  money,
  onLedger,
  children,
}: {
  b: ShownBooking;
  money: MoneyView;
  /** The booking at its ledger's version, when entries may be reversed. */
  onLedger: OnBooking | null;
  children: ReactNode;
}) {
  const { balance } = money;
  const words = useWords();
  const { t, text } = words;
  return (
    <section className="admin-card booking-card" aria-labelledby="money-title" id="money">
      <h2 id="money-title">{t("Money")}</h2>
      <dl className="booking-facts">
        <dt>{t(b.frozen ? "Agreed price" : "Estimate")}</dt>
        <dd>{priceIn(words, b) ?? t("None yet")}</dd>
        {b.depositAmount ? (
          <>
            <dt>{t("Deposit agreed")}</dt>
            <dd>{rupees(b.depositAmount)}</dd>
          </>
        ) : null}
        <dt>{t("To pay")}</dt>
        <dd className="booking-figure">{rupees(Math.max(0, balance.owed))}</dd>
        <dt>{t("Deposit held")}</dt>
        <dd className="booking-figure">{rupees(Math.max(0, balance.held))}</dd>
        <dt>{t("Balance")}</dt>
        <dd className={`booking-balance booking-balance-${money.who.who}`}>
          {money.who.who === "tourist"
            ? t("The tourist owes {amount}", { amount: rupees(money.who.amount) })
            : money.who.who === "shop"
              ? t("The shop owes back {amount}", { amount: rupees(money.who.amount) })
              : t("Settled")}
        </dd>
        {b.lateSoFar && b.status === "out" ? (
          <>
            <dt>{t("Late fee so far")}</dt>
            <dd>{rupees(b.lateSoFar)}</dd>
          </>
        ) : null}
      </dl>
      {money.upi ? (
        <div className="booking-upi-request">
          <h3>{t("UPI payment request: {amount}", { amount: money.upi.amount })}</h3>
          <div className="booking-qr" dangerouslySetInnerHTML={{ __html: money.upi.qr }} />
          <p className="admin-sub">
            {t("The tourist scans this, or")} <a href={money.upi.link}>{t("opens it in a UPI app")}</a>
            {t("; sent by chat, it leads to their booking's page with the same request.")}
          </p>
          <div className="admin-item-actions">
            <ChatButtons b={{ ...b, chat: b.chat.filter((m) => m.name === "msgPaymentRequest") }} />
          </div>
        </div>
      ) : null}
      <div className="admin-item-actions">{children}</div>
      {money.receipt ? (
        <p>
          <a href={money.receipt.url} target="_blank" rel="noopener noreferrer">
            {t("Receipt No. {number} ({year})", { number: money.receipt.number, year: money.receipt.year })}
          </a>
          {t(", as the tourist sees it on their page.")}
        </p>
      ) : null}
      <h3 className="booking-ledger-title">{t("Ledger")}</h3>
      {money.entries.length ? (
        <ol className="booking-ledger">
          {money.entries.map((e) => (
            <li key={e.id} className={e.counts ? undefined : "booking-ledger-reversed"}>
              <span className="booking-ledger-what">
                {t("No. {number}", { number: e.number })} · {text(e.what)}
                {e.counts ? "" : ` ${t("(reversed)")}`}
              </span>
              <span className="booking-ledger-amount">{e.amount}</span>
              <span className="booking-ledger-meta">
                <DateTime iso={e.at} />
                {e.method ? ` · ${text(e.method)}` : ""} · {e.actor}
                {e.reason ? ` · ${text(e.reason)}` : ""}
              </span>
              {onLedger && e.reversible ? (
                <ReverseForm
                  b={onLedger}
                  entry={e.id}
                  label={t("No. {number} ({what})", { number: e.number, what: text(e.what).toLowerCase() })}
                />
              ) : null}
            </li>
          ))}
        </ol>
      ) : (
        <p className="admin-sub">
          {t("Nothing is written yet: the agreed price is owed once the booking is confirmed.")}
        </p>
      )}
    </section>
  );
}
