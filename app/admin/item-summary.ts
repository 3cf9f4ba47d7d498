/** What a list card shows about an item at a glance, in the operator's words. */
import { basisLabels, statusLabels } from "~/content/fields";
import { displayDate, rupees } from "~/content/format";
import type { ListKind } from "~/content/lists";
import type { BikeStatus, FineBasis } from "~/content/types";

type Item = Record<string, unknown>;

const snippet = (text: unknown, max = 90) => {
  const s = String(text ?? "");
  return s.length > max ? `${s.slice(0, max - 1).trimEnd()}…` : s;
};

export function itemFacts(kind: ListKind, item: Item): string[] {
  switch (kind) {
    case "bikes":
      return [
        `${rupees(Number(item.price))}/day`,
        statusLabels[item.status as BikeStatus],
        item.badge ? String(item.badge) : "",
        `★ ${Number(item.rating).toFixed(1)}`,
      ].filter(Boolean);
    case "taxis":
      return [
        `${rupees(Number(item.price))}/${String(item.unit)}`,
        item.badge ? String(item.badge) : "",
        `${(item.destinations as string[]).length} destinations`,
      ].filter(Boolean);
    case "pickupPoints":
      return [item.badge ? String(item.badge) : "No badge", snippet(item.description, 60)];
    case "testimonials":
      return [
        `${"★".repeat(Number(item.rating))} ${item.rating} of 5`,
        displayDate(String(item.date)),
        snippet(item.text, 60),
      ];
    case "fines":
      return [`${basisLabels[item.basis as FineBasis]} ${rupees(Number(item.amount))}`];
    case "landmarks":
      return [String(item.distance)];
    default:
      return [];
  }
}

/** The library id of the item's picture, for the lists that have one. */
export function itemImage(kind: ListKind, item: Item): string | null {
  if (kind === "testimonials") return String(item.avatar ?? "") || null;
  if (kind === "bikes" || kind === "taxis" || kind === "pickupPoints") return String(item.image ?? "") || null;
  return null;
}
