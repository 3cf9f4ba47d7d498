/** A booking's facts in a line, and its chat buttons: the same on every screen of the book. */
import type { ShownBooking } from "./view.server";
import { useWords } from "~/admin/words";
import { priceIn, stayIn, whereIn } from "./words";
import { rupees } from "~/content/format";
import { Spoken } from "~/admin/spoken";
import type { MessageName } from "~/content/settings/messages";
import type { Phrase } from "~/i18n/back-office/words";

/** Each chat button as a screen reader says it, whole: "Remind of the pickup to SR-…". */
const sentTo: Record<MessageName, Phrase> = {
  msgConfirmed: "Send the booking's page to {ref}",
  msgPickupReminder: "Remind of the pickup to {ref}",
  msgReturnReminder: "Remind of the return to {ref}",
  msgOverdue: "Say it is overdue to {ref}",
  msgDepositReturned: "Say the deposit is back to {ref}",
  msgPaymentRequest: "Send the payment request to {ref}",
  msgReviewLink: "Send the review link to {ref}",
};

export function BookingFacts({ b }: { b: ShownBooking }) {
  const words = useWords();
  const { t, text } = words;
  return (
    <p className="admin-item-facts">
      <span>{stayIn(words, b)}</span>
      {b.where ? <span>{whereIn(words, b)}</span> : null}
      {b.vehicle ? <span>{b.vehicle.name}</span> : null}
      {b.people ? <span>{t("{count} people", { count: b.people })}</span> : null}
      {b.quote ? <span>{rupees(b.quote.total)}</span> : b.total !== null ? <span>{priceIn(words, b)}</span> : null}
      {b.customerName || b.customerPhone ? (
        <span>
          {b.customerName}
          {b.customerName && b.tel ? ", " : null}
          {b.tel ? <a href={b.tel}>{b.customerPhone}</a> : b.customerPhone}
        </span>
      ) : null}
      {b.money.words.map((w) => (
        <span key={w}>{text(w)}</span>
      ))}
      {b.askedIn ? <span>{t("Asked in {language}", { language: text(b.askedIn) })}</span> : null}
    </p>
  );
}

/**
 * One tap opens the chat with the tourist, the message written in their
 * language. `only`: the first few (a card shows the one most likely wanted).
 */
export function ChatButtons({ b, only }: { b: ShownBooking; only?: number }) {
  const { t, text } = useWords();
  const messages = only ? b.chat.slice(0, only) : b.chat;
  if (!messages.length) return null;
  if (!b.tel)
    return only ? null : <p className="admin-sub">{t("Note the customer's phone to send them messages by chat.")}</p>;
  return (
    <>
      {messages.map((m) => (
        <a
          key={m.name}
          className="admin-button admin-button-small admin-button-quiet"
          href={m.href!}
          target="_blank"
          rel="noopener noreferrer"
          title={m.text}
        >
          <Spoken shown={text(m.label)} said={t(sentTo[m.name], { ref: b.reference })} />
        </a>
      ))}
    </>
  );
}
