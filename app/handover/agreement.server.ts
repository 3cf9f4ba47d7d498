/**
 * The tourist's agreement to the terms on their booking's page: its form's
 * one schema, with its messages in the page's language; the text agreed to,
 * kept once per version exactly as the page showed it; and the agreement
 * itself, once per booking, with the moment and the version. The name and
 * licence number typed are erased with the customer's details.
 */
import { createHash } from "node:crypto";
import { eq } from "drizzle-orm";
import { z } from "zod";
import { auditRow, refuse, type Query, type WriteResult } from "~/content/store/transaction.server";
import type { ContentStore } from "~/content/store.server";
import * as t from "~/db/schema";
import { refusalOf, type BookingState } from "~/reservations/lifecycle";
import { requiredText } from "~/content/checks";
import { fineLabel } from "~/content/format";
import type { Terms } from "~/content/types";
import { english, type Words } from "~/i18n/english";
import { textMessages } from "~/reviews/review-form";

/** What a tourist agrees to: the terms as shown to them, in their language. */
export interface AgreementText {
  requirements: string[];
  fines: string[];
  policies: string[];
}

export function agreementText(terms: Terms, w: Words): { version: string; text: AgreementText } {
  const text = {
    requirements: terms.requirements,
    fines: terms.fines.map((f) => `${f.offence}: ${fineLabel(f, w)}`),
    policies: terms.policies,
  };
  // The version names exactly these words in this language: any change to the terms is a new version.
  const version = createHash("sha256")
    .update(`${w.lang}\n${JSON.stringify(text)}`)
    .digest("hex")
    .slice(0, 16);
  return { version, text };
}

export function agreementForm(w: Words = english) {
  const messages = textMessages(w);
  return z.object({
    name: requiredText(w.t("agreeName"), 80, { messages }),
    licence: z
      .string({ error: w.t("errLicence") })
      .trim()
      .transform((v) => v.toUpperCase().replace(/\s+/g, " "))
      .refine((v) => /^[A-Z0-9][A-Z0-9 -]{3,23}$/.test(v), w.t("errLicence")),
    agree: z.literal("yes", { error: w.t("errAgree") }),
    version: z.string({ error: w.t("errTermsChanged") }).regex(/^[0-9a-f]{16}$/, w.t("errTermsChanged")),
  });
}
export type AgreementInput = z.output<ReturnType<typeof agreementForm>>;

export type Agreement = typeof t.agreements.$inferSelect;

/** A booking's agreement, with the text it agreed to. */
export function agreementOf(q: Query, bookingId: number) {
  const row = q.select().from(t.agreements).where(eq(t.agreements.bookingId, bookingId)).get();
  if (!row) return null;
  const text = q.select().from(t.agreementTexts).where(eq(t.agreementTexts.version, row.textVersion)).get();
  return { ...row, text: text ? (JSON.parse(text.text) as AgreementText) : null };
}

/**
 * The tourist agrees: refused when the lifecycle does not let a tourist agree
 * in the booking's state, when it has agreed already, or when the terms
 * changed since the page was shown (the version posted is not the version
 * of the terms now); then the agreement and, once, its text are written.
 */
export function agree(
  store: ContentStore,
  booking: { id: number; reference: string; status: BookingState },
  input: AgreementInput,
  current: { version: string; text: AgreementText; lang: string },
  w: Words,
  now: Date,
): WriteResult<Agreement> {
  return store.writer.write((tx) => {
    const still = tx.select().from(t.bookings).where(eq(t.bookings.id, booking.id)).get();
    if (!still || refusalOf("agree", still, "tourist"))
      return { ok: false, reason: "stale", message: w.t("agreeClosed"), fieldErrors: {} };
    if (tx.select().from(t.agreements).where(eq(t.agreements.bookingId, booking.id)).get())
      return { ok: false, reason: "stale", message: w.t("agreedAlready"), fieldErrors: {} };
    if (input.version !== current.version) return refuse.fields({ agree: [w.t("errTermsChanged")] });
    const at = now.toISOString();
    tx.insert(t.agreementTexts)
      .values({ version: current.version, language: current.lang, text: JSON.stringify(current.text), createdAt: at })
      .onConflictDoNothing()
      .run();
    const row = tx
      .insert(t.agreements)
      .values({
        bookingId: booking.id,
        textVersion: current.version,
        language: current.lang,
        name: input.name,
        licence: input.licence,
        agreedAt: at,
      })
      .returning()
      .get();
    // History says that and when, never the name or the licence number.
    auditRow(
      tx,
      {
        entity: "booking",
        entityId: booking.reference,
        action: "agree",
        before: null,
        after: { textVersion: current.version, language: current.lang },
        version: still.version,
        detail: { sentence: `signed %s: agreed to the terms, version ${current.version.slice(0, 8)}` },
      },
      "tourist",
      at,
    );
    return { ok: true, value: row };
  });
}
