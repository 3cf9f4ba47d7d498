import { rupees } from "~/content/format";
import type { Bike, PickupPoint, Settings, TaxiService } from "~/content/types";

/**
 * The one place chat links are built: https://{host}/{number}?text={message}.
 * Non-digits are dropped from the number so "+91 90000 12345" and
 * "919000012345" give the same link.
 */
export function chatLink(host: string, number: string, message: string): string {
  const digits = number.replace(/\D/g, "");
  return `https://${host}/${digits}?text=${encodeURIComponent(message)}`;
}

export function telLink(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, "")}`;
}

type ChatSettings = Pick<Settings, "brand" | "chatHost" | "chatNumber">;

/** The prefilled messages, each naming what the visitor wants. */
export const bookingMessages = {
  general: (s: ChatSettings) => `Hi ${s.brand}, I'd like to book a bike or a taxi.`,
  bike: (s: ChatSettings, bike: Pick<Bike, "name" | "price" | "status">) =>
    bike.status === "available"
      ? `Hi ${s.brand}, I'd like to book the ${bike.name} (${rupees(bike.price)}/day). Is it free for my dates?`
      : `Hi ${s.brand}, I'd like to book the ${bike.name} (${rupees(bike.price)}/day). When is it next free?`,
  taxi: (s: ChatSettings, taxi: Pick<TaxiService, "name" | "price" | "unit">) =>
    `Hi ${s.brand}, I'd like to book ${taxi.name} (${rupees(taxi.price)}/${taxi.unit}).`,
  pickup: (s: ChatSettings, point: Pick<PickupPoint, "name">) =>
    `Hi ${s.brand}, I'd like to be picked up at ${point.name}.`,
  directions: (s: ChatSettings) => `Hi ${s.brand}, could you send me directions to your shop?`,
  customPickup: (s: ChatSettings) => `Hi ${s.brand}, I'd like a pickup from a location that isn't on your list.`,
  enquiry: (s: ChatSettings) => `Hi ${s.brand}, I have a question.`,
};

/** A chat link to the business with one of the messages above. */
export function businessChatLink(settings: ChatSettings, message: string): string {
  return chatLink(settings.chatHost, settings.chatNumber, message);
}
