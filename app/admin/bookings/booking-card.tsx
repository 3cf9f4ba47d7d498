/**
 * One request or booking on the Bookings screen, with what can be done to it
 * now: each action a plain form post (no JavaScript needed), carrying the
 * version the screen showed so a change made meanwhile is refused, not overwritten.
 */
import type { ReactNode } from "react";
import { Form } from "react-router";
import { rupees } from "~/content/format";
import { ConfirmAction, DateTime } from "~/admin/ui";
import type { ShownBooking } from "./view.server";

const statusWords: Record<string, string> = {
  requested: "Request",
  confirmed: "Confirmed",
  "picked-up": "Out",
  returned: "Returned",
  declined: "Declined",
  cancelled: "Cancelled",
  expired: "Expired",
};

function Act({ b, intent, children }: { b: ShownBooking; intent: string; children: ReactNode }) {
  return (
    <Form method="post" className="admin-inline-form booking-act">
      <input type="hidden" name="ref" value={b.reference} />
      <input type="hidden" name="version" value={b.version} />
      <input type="hidden" name="intent" value={intent} />
      {children}
    </Form>
  );
}

/** The date and time inputs of a moment; left empty, the server takes now at the shop. */
function Moment({ b, label }: { b: ShownBooking; label: string }) {
  return (
    <>
      <label className="admin-field booking-small">
        <span>{label} day</span>
        <input type="date" name="date" />
      </label>
      <label className="admin-field booking-small">
        <span>time</span>
        <input type="time" name="time" aria-label={`${label} time of ${b.reference}`} />
      </label>
    </>
  );
}

function Dates({ b }: { b: ShownBooking }) {
  return (
    <details className="booking-more">
      <summary className="admin-button admin-button-small admin-button-quiet">Change dates</summary>
      <Act b={b} intent="dates">
        <div className="booking-row">
          <label className="admin-field booking-small">
            <span>Pickup</span>
            <input type="date" name="from" defaultValue={b.startsAt.slice(0, 10)} required />
          </label>
          <label className="admin-field booking-small">
            <span>at</span>
            <input type="time" name="fromTime" defaultValue={b.startsAt.slice(11)} />
          </label>
          <label className="admin-field booking-small">
            <span>Return</span>
            <input type="date" name="to" defaultValue={b.endsAt.slice(0, 10)} required />
          </label>
          <label className="admin-field booking-small">
            <span>at</span>
            <input type="time" name="toTime" defaultValue={b.endsAt.slice(11)} />
          </label>
        </div>
        <button type="submit" className="admin-button admin-button-small">
          Save dates of {b.reference}
        </button>
      </Act>
    </details>
  );
}

export function BookingCard({ b, clash }: { b: ShownBooking; clash?: string | null }) {
  return (
    <li className="admin-item booking-card" id={b.reference}>
      <div className="booking-head">
        <h3 className="admin-item-title">
          <span className="booking-ref">{b.reference}</span> {b.item}
        </h3>
        <span className={`admin-tag booking-${b.status}${b.overdue ? " booking-overdue" : ""}`}>
          {b.overdue ? "Overdue" : statusWords[b.status]}
        </span>
      </div>
      <p className="admin-item-facts">
        <span>{b.when}</span>
        {b.where ? <span>{b.where}</span> : null}
        {b.people ? <span>{b.people} people</span> : null}
        {b.total !== null ? <span>about {rupees(b.total)}</span> : null}
        {b.customerName || b.customerPhone ? (
          <span>{[b.customerName, b.customerPhone].filter(Boolean).join(", ")}</span>
        ) : null}
        {b.deposit !== "none" ? <span>Deposit {b.deposit}</span> : null}
        {b.askedIn ? <span>Asked in {b.askedIn}</span> : null}
      </p>
      {b.status === "requested" ? (
        <>
          <p className={clash ? "booking-clash" : "booking-fits"}>
            {clash ?? (b.kind === "bike" ? "Fits: a bike is free then." : "A taxi ride.")}
          </p>
          <div className="admin-item-actions">
            <Act b={b} intent="confirm">
              <label className="admin-field booking-small">
                <span>Name (optional)</span>
                <input name="name" autoComplete="off" maxLength={80} />
              </label>
              <label className="admin-field booking-small">
                <span>Phone (optional)</span>
                <input name="phone" type="tel" autoComplete="off" maxLength={20} />
              </label>
              <button type="submit" className="admin-button admin-button-primary admin-button-small">
                Confirm {b.reference}
              </button>
            </Act>
            <Act b={b} intent="decline">
              <button type="submit" className="admin-button admin-button-small admin-button-quiet">
                Decline {b.reference}
              </button>
            </Act>
          </div>
        </>
      ) : (
        <div className="admin-item-actions">
          {b.status === "confirmed" ? (
            <Act b={b} intent="pick-up">
              <button type="submit" className="admin-button admin-button-small">
                Picked up {b.reference}
              </button>
            </Act>
          ) : null}
          {b.status === "picked-up" ? (
            <details className="booking-more" open={b.overdue}>
              <summary className="admin-button admin-button-small">Returned…</summary>
              <Act b={b} intent="return">
                <div className="booking-row">
                  <Moment b={b} label="Returned" />
                  <label className="admin-field booking-small">
                    <span>Damages, ₹</span>
                    <input name="damages" inputMode="numeric" pattern="[0-9]*" />
                  </label>
                  <label className="admin-field booking-small">
                    <span>Damages note</span>
                    <input name="note" maxLength={200} />
                  </label>
                </div>
                <p className="admin-sub">Empty day and time: now.</p>
                <button type="submit" className="admin-button admin-button-small admin-button-primary">
                  Mark {b.reference} returned
                </button>
              </Act>
            </details>
          ) : null}
          {b.status === "confirmed" || b.status === "picked-up" ? <Dates b={b} /> : null}
          {b.status === "confirmed" || b.status === "picked-up" ? (
            <Act b={b} intent="deposit">
              <input type="hidden" name="deposit" value={b.deposit === "received" ? "returned" : "received"} />
              <button type="submit" className="admin-button admin-button-small admin-button-quiet">
                {b.deposit === "received" ? "Deposit returned" : "Deposit received"}
              </button>
            </Act>
          ) : null}
          <a className="admin-button admin-button-small admin-button-quiet" href={b.page}>
            Tourist's page
          </a>
          {b.status === "confirmed" ? (
            <ConfirmAction
              label="Cancel"
              accessibleLabel={`Cancel ${b.reference}`}
              question={<>Cancel {b.reference}? The bike is free again for its dates.</>}
            >
              <Act b={b} intent="cancel">
                <button type="submit" className="admin-button admin-button-danger">
                  Yes, cancel {b.reference}
                </button>
              </Act>
            </ConfirmAction>
          ) : null}
        </div>
      )}
      {b.history.length ? (
        <details className="booking-history">
          <summary>History of {b.reference}</summary>
          <ol className="admin-recent">
            {b.history.map((h) => (
              <li key={h.id}>
                <DateTime iso={h.at} /> · {h.actor}: {h.summary}
              </li>
            ))}
          </ol>
        </details>
      ) : null}
    </li>
  );
}
