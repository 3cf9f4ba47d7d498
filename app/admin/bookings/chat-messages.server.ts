/**
 * A booking's chat buttons: one tap opens the chat with the tourist, the
 * message already written in the language their request was sent in (the
 * Messages settings), with the booking's figures filled in. Which messages a
 * booking offers follows its state and what today holds.
 */
import { chatLink } from "~/booking/chat-link";
import { addDays } from "~/booking/dates";
import { rupees } from "~/content/format";
import { fillMessage, type MessageName } from "~/content/settings/messages";
import type { Settings } from "~/content/types";
import { translationField } from "~/content/languages";
import { weekdayDateIn } from "~/i18n/dates";
import { asLang, type Lang } from "~/i18n/languages";
import { normalisePhone } from "~/content/phone";
import type { Booking } from "~/reservations/book.server";
import { isOverdue } from "~/reservations/lifecycle";
import { dateOf, timeOf } from "~/reservations/stay";

export interface ChatMessage {
  name: MessageName;
  /** What the button says. */
  label: string;
  /** The chat link with the message, or null when no phone is noted. */
  href: string | null;
  text: string;
}

const labels: Record<MessageName, string> = {
  msgConfirmed: "Send the booking's page",
  msgPickupReminder: "Remind of the pickup",
  msgReturnReminder: "Remind of the return",
  msgOverdue: "Say it is overdue",
  msgDepositReturned: "Say the deposit is back",
  msgPaymentRequest: "Send the payment request",
  msgReviewLink: "Send the review link",
};

/** The message in the booking's language: its translation, or the English when it has none. */
function template(settings: Settings, name: MessageName, lang: Lang): string {
  if (lang === "en") return settings[name];
  const translated = settings[translationField(name, lang)];
  return translated || settings[name];
}

export interface MessageFigures {
  bike: string;
  place: string;
  /** The tourist's page, as a whole address. */
  page: string;
  deposit: number;
  lateFeeSoFar: number;
  /** What the tourist owes now (the ledger's), to ask for by UPI. */
  owed: number;
  /** The deposit given back, once nothing of it is held. */
  depositBack: number;
  /** A review link made for the booking, still unused. */
  reviewLink?: string | null;
}

/** Which messages fit the booking now, first the one most likely wanted. */
function messagesFor(
  b: Booking,
  {
    today,
    now,
    reviewLink,
    owed,
    depositBack,
  }: { today: string; now: string; reviewLink: boolean; owed: boolean; depositBack: boolean },
): MessageName[] {
  const pay = owed ? (["msgPaymentRequest"] as const) : [];
  switch (b.status) {
    case "confirmed":
      return dateOf(b.startsAt) <= addDays(today, 1)
        ? ["msgPickupReminder", "msgConfirmed", ...pay]
        : ["msgConfirmed", "msgPickupReminder", ...pay];
    case "out":
      return isOverdue(b, now)
        ? ["msgOverdue", "msgReturnReminder", ...pay]
        : ["msgReturnReminder", "msgOverdue", ...pay];
    case "returned":
    case "cancelled":
    case "no-show":
      return [
        ...pay,
        ...(reviewLink && b.status === "returned" ? ["msgReviewLink" as const] : []),
        ...(depositBack ? ["msgDepositReturned" as const] : []),
      ];
    default:
      return [];
  }
}

export function chatMessages(
  b: Booking,
  settings: Settings,
  figures: MessageFigures,
  { today, now }: { today: string; now: string },
): ChatMessage[] {
  const lang = asLang(b.language);
  const when = (moment: string) => `${weekdayDateIn(lang, dateOf(moment))}, ${timeOf(moment)}`;
  const values = {
    brand: settings.brand,
    reference: b.reference,
    bike: figures.bike,
    pickup: when(b.startsAt),
    return: when(b.endsAt),
    place: figures.place,
    page: figures.page,
    phone: settings.phone,
    deposit: rupees(figures.depositBack || figures.deposit),
    fee: rupees(figures.lateFeeSoFar),
    link: figures.reviewLink ?? "",
    amount: rupees(figures.owed),
    upi: settings.upiId,
  };
  const phone = b.customerPhone ? normalisePhone(b.customerPhone) : null;
  const asked = {
    today,
    now,
    reviewLink: Boolean(figures.reviewLink),
    // A payment request is a UPI one: only with the shop's UPI ID.
    owed: figures.owed > 0 && Boolean(settings.upiId),
    depositBack: figures.depositBack > 0,
  };
  return messagesFor(b, asked).map((name) => {
    const text = fillMessage(template(settings, name, lang), values);
    return {
      name,
      label: labels[name],
      text,
      href: phone ? chatLink(settings.chatHost, phone.chatDigits, text) : null,
    };
  });
}
