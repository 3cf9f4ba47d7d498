/** The Bookings screen's forms for what is new: a booking added by hand, a unit out of service, a feed's address. */
import { Form } from "react-router";
import { ConfirmAction } from "~/admin/ui";
import type { BookingsView } from "./view.server";

function StayFields({ from, to }: { from: string; to: string }) {
  return (
    <div className="booking-row">
      <label className="admin-field booking-small">
        <span>Pickup day</span>
        <input type="date" name="from" defaultValue={from} required />
      </label>
      <label className="admin-field booking-small">
        <span>at</span>
        <input type="time" name="fromTime" defaultValue="10:00" />
      </label>
      <label className="admin-field booking-small">
        <span>Return day</span>
        <input type="date" name="to" defaultValue={to} required />
      </label>
      <label className="admin-field booking-small">
        <span>at</span>
        <input type="time" name="toTime" defaultValue="10:00" />
      </label>
    </div>
  );
}

function BikeChoice({ bikes, id }: { bikes: BookingsView["bikes"]; id: string }) {
  return (
    <label className="admin-field" htmlFor={id}>
      <span>Bike</span>
      <select id={id} name="bike" required>
        {bikes.map((b) => (
          <option key={b.id} value={b.id}>
            {b.name} ({b.units})
          </option>
        ))}
      </select>
    </label>
  );
}

export function AddBooking({ view, from, to }: { view: BookingsView; from: string; to: string }) {
  return (
    <section className="admin-card" aria-labelledby="add-title" id="add">
      <h2 id="add-title">Add a booking</h2>
      <p className="admin-sub">A walk-in or a phone call: confirmed at once if a bike is free.</p>
      <Form method="post">
        <input type="hidden" name="intent" value="add" />
        <BikeChoice bikes={view.bikes} id="add-bike" />
        <StayFields from={from} to={to} />
        <label className="admin-field">
          <span>Pickup point</span>
          <select name="point">
            <option value="">At the shop</option>
            {view.points.map((p) => (
              <option key={p.id} value={p.id}>
                {p.name}
              </option>
            ))}
          </select>
        </label>
        <div className="booking-row">
          <label className="admin-field booking-small">
            <span>Name (optional)</span>
            <input name="name" autoComplete="off" maxLength={80} />
          </label>
          <label className="admin-field booking-small">
            <span>Phone (optional)</span>
            <input name="phone" type="tel" autoComplete="off" maxLength={20} />
          </label>
        </div>
        <button type="submit" className="admin-button admin-button-primary">
          Add the booking
        </button>
      </Form>
    </section>
  );
}

export function Blocks({ view, from, to }: { view: BookingsView; from: string; to: string }) {
  return (
    <section className="admin-card" aria-labelledby="blocks-title" id="blocks">
      <h2 id="blocks-title">Out of service</h2>
      {view.blocks.length ? (
        <ul className="booking-blocks">
          {view.blocks.map((b) => (
            <li key={b.id}>
              <span>
                <strong>{b.bike}</strong> {b.when}
                {b.note ? ` · ${b.note}` : ""}
              </span>
              <Form method="post" className="admin-inline-form">
                <input type="hidden" name="intent" value="unblock" />
                <input type="hidden" name="block" value={b.id} />
                <button type="submit" className="admin-button admin-button-small admin-button-quiet">
                  Back in service: {b.bike}
                </button>
              </Form>
            </li>
          ))}
        </ul>
      ) : (
        <p className="admin-sub">Every bike is in service.</p>
      )}
      <details className="booking-more">
        <summary className="admin-button admin-button-small">Take a bike out of service</summary>
        <Form method="post">
          <input type="hidden" name="intent" value="block" />
          <BikeChoice bikes={view.bikes} id="block-bike" />
          <StayFields from={from} to={to} />
          <label className="admin-field">
            <span>Note</span>
            <input name="note" maxLength={120} placeholder="New tyres, my own trip…" />
          </label>
          <button type="submit" className="admin-button admin-button-primary">
            Take it out of service
          </button>
        </Form>
      </details>
    </section>
  );
}

/** The private feed for the owner's calendar app, and a new address when the old one went somewhere it should not. */
export function CalendarFeed({ address }: { address: string }) {
  return (
    <section className="admin-card" aria-labelledby="feed-title" id="feed">
      <h2 id="feed-title">Your calendar app</h2>
      <p className="admin-sub">
        Add this address to your phone&apos;s calendar (subscribe by URL) to see every confirmed booking there. Keep it
        to yourself: anyone with it sees your bookings.
      </p>
      <label className="admin-field">
        <span>Calendar feed address</span>
        <input readOnly value={address} className="booking-feed" />
      </label>
      <ConfirmAction label="New address" question={<>Make a new address? The old one stops working at once.</>}>
        <Form method="post">
          <input type="hidden" name="intent" value="feed" />
          <button type="submit" className="admin-button admin-button-danger">
            Yes, make a new address
          </button>
        </Form>
      </ConfirmAction>
    </section>
  );
}
