import { rupees } from "~/content/format";
import { chatNumberOf } from "~/content/settings/contact";
import type { Bike, PickupPoint, Settings, TaxiService } from "~/content/types";
import { english, type Words } from "~/i18n/english";

/**
 * The one place chat links are built: https://{host}/{number}?text={message}.
 * Non-digits are dropped from the number so "+91 90000 12345" and
 * "919000012345" give the same link.
 */
export function chatLink(host: string, number: string, message: string): string {
  const digits = number.replace(/\D/g, "");
  return `https://${host}/${digits}?text=${encodeURIComponent(message)}`;
}

/**
 * A link as a page writes it: letters beyond ASCII (₹, हिन्दी, ಕನ್ನಡ) as
 * they are rather than as %-escapes, a third of the bytes. Browsers encode
 * them again when the link is followed, so it opens the same address; only
 * escapes of such letters are undone, never of a character that means
 * something in an address. A redirect's Location keeps the escapes.
 */
export function pageLink(url: string): string {
  return url.replace(/(?:%[89A-F][0-9A-F])+/g, (run) => {
    try {
      return decodeURIComponent(run);
    } catch {
      return run;
    }
  });
}

export function telLink(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, "")}`;
}

type ChatSettings = Pick<Settings, "brand" | "chatHost" | "chatNumber">;

/**
 * The prefilled messages, each naming what the visitor wants, in the page's
 * language (English by default). The bike's name and the figures stay as
 * they are, so the owner always knows what is asked for.
 */
export const bookingMessages = {
  general: (s: ChatSettings, w: Words = english) => w.t("msgGeneral", { brand: s.brand }),
  bike: (s: ChatSettings, bike: Pick<Bike, "name" | "price" | "status">, w: Words = english) =>
    w.t(bike.status === "available" ? "msgBike" : "msgBikeNextFree", {
      brand: s.brand,
      bike: bike.name,
      price: rupees(bike.price),
    }),
  taxi: (s: ChatSettings, taxi: Pick<TaxiService, "name" | "price" | "unit">, w: Words = english) =>
    w.t("msgTaxi", { brand: s.brand, taxi: taxi.name, price: rupees(taxi.price), unit: taxi.unit }),
  pickup: (s: ChatSettings, point: Pick<PickupPoint, "name">, w: Words = english) =>
    w.t("msgPickup", { brand: s.brand, point: point.name }),
  directions: (s: ChatSettings, w: Words = english) => w.t("msgDirections", { brand: s.brand }),
  customPickup: (s: ChatSettings, w: Words = english) => w.t("msgCustomPickup", { brand: s.brand }),
  enquiry: (s: ChatSettings, w: Words = english) => w.t("msgEnquiry", { brand: s.brand }),
};

/** A chat link to the business with one of the messages above, to its chat number or its phone. */
export function businessChatLink(
  settings: Pick<Settings, "chatHost" | "chatNumber" | "phone">,
  message: string,
): string {
  return chatLink(settings.chatHost, chatNumberOf(settings), message);
}
