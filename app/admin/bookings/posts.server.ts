/**
 * What the book's buttons do, for every screen that shows them (the
 * Bookings screen and a booking's own): each post is read with its action's
 * schema (./forms the screens share), then handed to the book, which checks
 * the lifecycle and the vehicles again inside its transaction. A refusal
 * comes back as that form's answer, its messages beside the fields, for the
 * form that was pressed; nothing is written.
 */
import type { SubmissionResult } from "@conform-to/react";
import { z } from "zod";
import { refusalStatus } from "~/admin/actions.server";
import { parseWithZod } from "~/admin/schema-form";
import type { ContentStore } from "~/content/store.server";
import type { Book } from "~/reservations/book.server";
import type { Feed } from "~/reservations/feed.server";
import { bookingIntents, bookingSchemas, formIdOf, type BookingIntent } from "~/reservations/forms";
import { at } from "~/reservations/stay";

export const intentSchema = z.enum(bookingIntents as [BookingIntent, ...BookingIntent[]], {
  error: "There is no such action on this screen.",
});

export type Answer =
  | { ok: true; intent: BookingIntent; ref: string }
  | { ok: false; status: 400 | 404 | 409; formId: string; ref: string; result: SubmissionResult<string[]> };

export function runBookingPost(
  intent: BookingIntent,
  form: FormData,
  { book, feed, actor }: { book: Book; store: ContentStore; feed: Feed; actor: string },
): Answer {
  const ref = typeof form.get("ref") === "string" ? (form.get("ref") as string) : "";
  const instance = form.get("instance");
  const formId = formIdOf(intent, ref || undefined, typeof instance === "string" ? instance : undefined);
  const submission = parseWithZod(form, { schema: bookingSchemas[intent] });
  if (submission.status !== "success") {
    return { ok: false, status: 400, formId, ref, result: submission.reply() };
  }
  const answer = (
    result:
      | { ok: true; value?: unknown }
      | { ok: false; reason: string; message: string; fieldErrors: Record<string, string[]> },
  ): Answer => {
    if (result.ok) {
      const made = result.value as { reference?: unknown; booking?: { reference?: unknown } } | undefined;
      const named = made?.reference ?? made?.booking?.reference;
      return { ok: true, intent, ref: typeof named === "string" ? named : ref };
    }
    const hasFields = Object.keys(result.fieldErrors).length > 0;
    return {
      ok: false,
      status: refusalStatus(result as { reason: "invalid" }),
      formId,
      ref,
      result: submission.reply({
        fieldErrors: result.fieldErrors,
        // Said beside the field when it belongs to one; else for the whole form.
        formErrors: hasFields ? [] : [result.message],
      }),
    };
  };
  const moment = (v: { date: string; time: string }) => (v.date && v.time ? at(v.date, v.time) : null);

  const v = submission.value as { ref: string; version: number };
  switch (intent) {
    case "confirm": {
      const s = submission.value as z.output<(typeof bookingSchemas)["confirm"]>;
      return answer(book.confirm(s.ref, s.version, { name: s.name, phone: s.phone, vehicleId: s.vehicle }, actor));
    }
    case "customer": {
      const s = submission.value as z.output<(typeof bookingSchemas)["customer"]>;
      return answer(book.setCustomer(s.ref, s.version, { name: s.name, phone: s.phone }, actor));
    }
    case "decline":
      return answer(book.decline(v.ref, v.version, actor));
    case "cancel":
      return answer(book.cancel(v.ref, v.version, actor));
    case "no-show":
      return answer(book.noShow(v.ref, v.version, actor));
    case "dates": {
      const s = submission.value as z.output<(typeof bookingSchemas)["dates"]>;
      return answer(
        book.changeDates(s.ref, s.version, { startsAt: at(s.from, s.fromTime), endsAt: at(s.to, s.toTime) }, actor),
      );
    }
    case "vehicle": {
      const s = submission.value as z.output<(typeof bookingSchemas)["vehicle"]>;
      return answer(book.assignVehicle(s.ref, s.version, s.vehicle, actor));
    }
    case "pick-up": {
      const s = submission.value as z.output<(typeof bookingSchemas)["pick-up"]>;
      return answer(
        book.pickUp(
          s.ref,
          s.version,
          {
            moment: moment(s),
            early: s.early,
            handover: {
              odometer: s.odometer,
              fuel: s.fuel,
              helmets: s.helmets,
              damage: s.damage,
              documentType: s.documentType,
              documentLast4: s.documentLast4,
              original: s.original,
              checklist: s.checklist,
            },
            deposit: s.deposit && s.depositMethod ? { amount: s.deposit, method: s.depositMethod } : null,
          },
          actor,
        ),
      );
    }
    case "return": {
      const s = submission.value as z.output<(typeof bookingSchemas)["return"]>;
      return answer(
        book.markReturned(
          s.ref,
          s.version,
          {
            moment: moment(s),
            handover: { odometer: s.odometer, fuel: s.fuel, damage: s.damage, originalBack: s.originalBack },
            damageCharge: s.damageCharge ?? null,
          },
          actor,
        ),
      );
    }
    // The money forms carry the ledger's version (how many entries the screen showed).
    case "pay": {
      const s = submission.value as z.output<(typeof bookingSchemas)["pay"]>;
      return answer(book.pay(s.ref, s.version, { amount: s.amount, method: s.method }, actor));
    }
    case "deposit": {
      const s = submission.value as z.output<(typeof bookingSchemas)["deposit"]>;
      return answer(book.takeDeposit(s.ref, s.version, { amount: s.amount, method: s.method }, actor));
    }
    case "settle": {
      const s = submission.value as z.output<(typeof bookingSchemas)["settle"]>;
      return answer(
        book.settleDeposit(
          s.ref,
          s.version,
          { keepLate: s.keepLate ?? 0, keepDamage: s.keepDamage ?? 0, method: s.method },
          actor,
        ),
      );
    }
    case "charge": {
      const s = submission.value as z.output<(typeof bookingSchemas)["charge"]>;
      return answer(book.charge(s.ref, s.version, { kind: s.kind, amount: s.amount, reason: s.reason }, actor));
    }
    case "discount": {
      const s = submission.value as z.output<(typeof bookingSchemas)["discount"]>;
      return answer(book.discount(s.ref, s.version, { amount: s.amount, reason: s.reason }, actor));
    }
    case "reverse": {
      const s = submission.value as z.output<(typeof bookingSchemas)["reverse"]>;
      return answer(book.reverse(s.ref, s.version, { entry: s.entry, reason: s.reason }, actor));
    }
    case "add": {
      const s = submission.value as z.output<(typeof bookingSchemas)["add"]>;
      return answer(
        book.add(
          {
            kind: "bike",
            itemId: s.bike,
            startsAt: at(s.from, s.fromTime),
            endsAt: at(s.to, s.toTime),
            pointId: s.point,
            customer: { name: s.name, phone: s.phone },
            vehicleId: s.vehicle,
          },
          actor,
        ),
      );
    }
    case "block": {
      const s = submission.value as z.output<(typeof bookingSchemas)["block"]>;
      return answer(
        book.addBlock(
          { vehicleId: s.vehicle, startsAt: at(s.from, s.fromTime), endsAt: at(s.to, s.toTime), note: s.note },
          actor,
        ),
      );
    }
    case "unblock": {
      const s = submission.value as z.output<(typeof bookingSchemas)["unblock"]>;
      return answer(book.removeBlock(s.block, actor));
    }
    case "feed":
      feed.renew(actor);
      return { ok: true, intent, ref: "" };
  }
}
