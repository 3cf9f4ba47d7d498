/**
 * What is counted when a visitor asks to book: the vocabulary of the
 * booking_counts table's `source`, each with its channel and the list its
 * item ids come from. Safe for the browser: the page builds its ping URLs here.
 */
import { siteAddress } from "~/seo/structured-data";

export type Channel = "chat" | "call" | "form";
export const channels: Channel[] = ["chat", "call", "form"];

interface CountKind {
  channel: Channel;
  /** The list whose ids name the item, or null when the action names none. */
  items: "bikes" | "taxis" | "pickupPoints" | null;
  /** What the owner sees on the dashboard. */
  label: string;
}

export const countKinds = {
  "bike-link": { channel: "chat", items: "bikes", label: "Bike booking link" },
  "bike-form": { channel: "form", items: "bikes", label: "Bike dates form" },
  "taxi-link": { channel: "chat", items: "taxis", label: "Taxi booking link" },
  "taxi-form": { channel: "form", items: "taxis", label: "Taxi fare form" },
  pickup: { channel: "chat", items: "pickupPoints", label: "Pick up here" },
  "book-now": { channel: "chat", items: null, label: "Book Now" },
  "custom-pickup": { channel: "chat", items: null, label: "Request Custom Pickup" },
  directions: { channel: "chat", items: null, label: "Get Directions" },
  call: { channel: "call", items: null, label: "Call buttons" },
  "footer-chat": { channel: "chat", items: null, label: "Footer chat link" },
  "footer-phone": { channel: "call", items: null, label: "Footer phone number" },
} as const satisfies Record<string, CountKind>;

export type CountKindName = keyof typeof countKinds;
/** Kinds a link counts with its ping; the forms count in their own route. */
export type LinkKind = {
  [K in CountKindName]: (typeof countKinds)[K]["channel"] extends "form" ? never : K;
}[CountKindName];

export function isLinkKind(kind: string): kind is LinkKind {
  return Object.hasOwn(countKinds, kind) && countKinds[kind as CountKindName].channel !== "form";
}

/**
 * How often one address may count: generous for a person tapping around the
 * page, tight for a script. An IPv6 address counts with its /64, the block
 * one subscriber gets.
 */
export const COUNT_LIMIT = { limit: 30, windowMs: 10 * 60 * 1000 };

/**
 * How many different addresses may count for one item in a short burst:
 * more than a small shop's visitors ever tap on one bike in ten minutes. The
 * taps of any further address in that window are a flood (many addresses, one
 * script): stored apart under FLOOD_CHANNEL and shown as a flood, not as requests.
 */
export const BURST_LIMIT = { addresses: 20, windowMs: 10 * 60 * 1000 };

/** The booking_counts channel of taps held back as a flood; never a request. */
export const FLOOD_CHANNEL = "flood";

/** Where links send their count (the `ping` attribute, or the page script's beacon). */
const COUNT_PATH = "/book/count";

/**
 * A link's `ping`: an absolute address on the site's own (HTML allows no
 * other), so none until the site's address is set in Settings. The page
 * script sends its beacon to the same path on whatever address it is read at.
 */
export function countUrl(siteUrl: string, kind: LinkKind, item = ""): string | undefined {
  return siteAddress(siteUrl, `${COUNT_PATH}?kind=${kind}${item ? `&item=${encodeURIComponent(item)}` : ""}`);
}

/** True when `item` names something the page shows for this kind ("" for kinds that name nothing). */
export function isKnownItem(
  content: Record<"bikes" | "taxis" | "pickupPoints", { id: string }[]>,
  kind: CountKindName,
  item: string,
): boolean {
  const list = countKinds[kind].items;
  return list ? content[list].some((i) => i.id === item) : item === "";
}
