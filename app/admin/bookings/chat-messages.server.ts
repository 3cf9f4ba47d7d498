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
  msgReviewLink: "Send the review link",
};

/** The message in the booking's language: its translation, or the English when it has none. */
function template(settings: Settings, name: MessageName, lang: Lang): string {
  if (lang === "en") return settings[name];
  const translated = (settings as unknown as Record<string, string>)[translationField(name, lang)];
  return translated || settings[name];
}

export interface MessageFigures {
  bike: string;
  place: string;
  /** The tourist's page, as a whole address. */
  page: string;
  deposit: number;
  lateFeeSoFar: number;
  /** A review link made for the booking, still unused. */
  reviewLink?: string | null;
}

/** Which messages fit the booking now, first the one most likely wanted. */
function messagesFor(b: Booking, today: string, now: string, reviewLink: boolean): MessageName[] {
  switch (b.status) {
    case "confirmed":
      return dateOf(b.startsAt) <= addDays(today, 1)
        ? ["msgPickupReminder", "msgConfirmed"]
        : ["msgConfirmed", "msgPickupReminder"];
    case "out":
      return isOverdue(b, now) ? ["msgOverdue", "msgReturnReminder"] : ["msgReturnReminder", "msgOverdue"];
    case "returned":
    case "cancelled":
    case "no-show":
      return [
        ...(reviewLink && b.status === "returned" ? ["msgReviewLink" as const] : []),
        ...(b.deposit === "returned" ? ["msgDepositReturned" as const] : []),
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
    deposit: rupees(figures.deposit),
    fee: rupees(figures.lateFeeSoFar),
    link: figures.reviewLink ?? "",
  };
  const phone = b.customerPhone ? normalisePhone(b.customerPhone) : null;
  return messagesFor(b, today, now, Boolean(figures.reviewLink)).map((name) => {
    const text = fillMessage(template(settings, name, lang), values);
    return {
      name,
      label: labels[name],
      text,
      href: phone ? chatLink(settings.chatHost, phone.chatDigits, text) : null,
    };
  });
}
