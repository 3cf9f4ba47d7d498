/** A booking's facts in a line, and its chat buttons: the same on every screen of the book. */
import type { ShownBooking } from "./view.server";

export function BookingFacts({ b }: { b: ShownBooking }) {
  return (
    <p className="admin-item-facts">
      <span>{b.when}</span>
      {b.where ? <span>{b.where}</span> : null}
      {b.vehicle ? <span>{b.vehicle.name}</span> : null}
      {b.people ? <span>{b.people} people</span> : null}
      {b.price ? <span>{b.frozen ? b.price.replace(/^.* = /, "") : b.price}</span> : null}
      {b.customerName || b.customerPhone ? (
        <span>
          {b.customerName}
          {b.customerName && b.tel ? ", " : null}
          {b.tel ? <a href={b.tel}>{b.customerPhone}</a> : b.customerPhone}
        </span>
      ) : null}
      {b.money.words.map((w) => (
        <span key={w}>{w}</span>
      ))}
      {b.askedIn ? <span>Asked in {b.askedIn}</span> : null}
    </p>
  );
}

/**
 * One tap opens the chat with the tourist, the message written in their
 * language. `only`: the first few (a card shows the one most likely wanted).
 */
export function ChatButtons({ b, only }: { b: ShownBooking; only?: number }) {
  const messages = only ? b.chat.slice(0, only) : b.chat;
  if (!messages.length) return null;
  if (!b.tel)
    return only ? null : <p className="admin-sub">Note the customer&apos;s phone to send them messages by chat.</p>;
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
          {m.label} <span className="visually-hidden">to {b.reference}</span>
        </a>
      ))}
    </>
  );
}
