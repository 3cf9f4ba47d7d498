/**
 * One booking on the Bookings screen: what and when, the vehicle, the
 * customer, its balance, and the step today asks for (confirm a request, a
 * no-show, each a plain form post; the handover and the return lead to the
 * booking's own screen, where the odometer, fuel, photos and deposit are
 * written). Everything else (new dates, another vehicle, the money, the
 * messages, the whole story) is there too, a tap away.
 */
import { Link } from "react-router";
import type { ShownBooking } from "./view.server";
import type { BookingAction } from "~/reservations/lifecycle";
import { needWords } from "./need-words";
import { ConfirmForm, NoShowForm, PlainStep, useRefusedHere } from "./step-forms";
import { BookingFacts, ChatButtons } from "./booking-facts";
import { useWords } from "~/admin/words";

export function BookingCard({
  b,
  clash,
  vehicles = [],
}: {
  b: ShownBooking;
  clash?: string | null;
  vehicles?: { id: number; name: string }[];
}) {
  const can = (action: BookingAction) => b.actions.includes(action);
  // A refused Confirm stays where it was pressed, with why, even though the card now says the bike is taken.
  const confirmRefused = useRefusedHere("confirm", b.reference);
  const { t, text } = useWords();
  return (
    <li className="admin-item booking-card" id={b.reference}>
      <div className="booking-head">
        <h3 className="admin-item-title">
          <Link to={`/admin/bookings/${b.reference}`} className="booking-open">
            <span className="booking-ref">{b.reference}</span> {b.item}
          </Link>
        </h3>
        <span className={`admin-tag booking-${b.need === "overdue" ? "overdue" : b.status}`}>
          {text(b.need ? needWords[b.need] : b.stateWord)}
        </span>
      </div>
      <BookingFacts b={b} />
      {b.status === "requested" ? (
        <p className={clash ? "booking-clash" : "booking-fits"}>
          {clash ? text(clash) : t(b.kind === "bike" ? "Fits: a vehicle is free then." : "A taxi ride.")}
        </p>
      ) : null}
      <div className="admin-item-actions">
        {can("confirm") && (!clash || confirmRefused) ? <ConfirmForm b={b} vehicles={vehicles} /> : null}
        {can("decline") ? <PlainStep b={b} intent="decline" label={t("Decline {ref}", { ref: b.reference })} /> : null}
        {can("pick-up") && (b.need === "out" || b.need === "missed") ? (
          <Link
            className="admin-button admin-button-small admin-button-primary"
            to={`/admin/bookings/${b.reference}#handover`}
          >
            {t("Hand over {ref}…", { ref: b.reference })}
          </Link>
        ) : null}
        {can("return") && (b.need === "back" || b.need === "overdue") ? (
          <Link
            className="admin-button admin-button-small admin-button-primary"
            to={`/admin/bookings/${b.reference}#check-in`}
          >
            {t("Check in {ref}…", { ref: b.reference })}
          </Link>
        ) : null}
        {can("no-show") && b.need === "missed" ? <NoShowForm b={b} /> : null}
        <ChatButtons b={b} only={1} />
        <Link className="admin-button admin-button-small admin-button-quiet" to={`/admin/bookings/${b.reference}`}>
          {t("Open {ref}", { ref: b.reference })}
        </Link>
      </div>
    </li>
  );
}
