/**
 * The eight editable lists of the public page: what the operator calls them,
 * where they live in the back office and how one item is named. Safe for the
 * browser; the tables behind them are in ./store/lists.server.ts.
 */
import type { z } from "zod";
import {
  bikeSchema,
  fineSchema,
  landmarkSchema,
  pickupPointSchema,
  policySchema,
  requirementSchema,
  taxiSchema,
  testimonialSchema,
} from "./schema";

export const listKinds = [
  "bikes",
  "taxis",
  "pickupPoints",
  "testimonials",
  "requirements",
  "fines",
  "policies",
  "landmarks",
] as const;
export type ListKind = (typeof listKinds)[number];

export const listSchemas = {
  bikes: bikeSchema,
  taxis: taxiSchema,
  pickupPoints: pickupPointSchema,
  testimonials: testimonialSchema,
  requirements: requirementSchema,
  fines: fineSchema,
  policies: policySchema,
  landmarks: landmarkSchema,
} as const;

export type ItemOf<K extends ListKind> = z.output<(typeof listSchemas)[K]>;

export interface ListInfo {
  /** One item, in the operator's words: "bike". */
  noun: string;
  /** The list's heading: "Bikes". */
  title: string;
  /** Its address under /admin/content/. */
  slug: string;
  /** Where it shows on the public page. */
  anchor: string;
  /** The words that name one item ("Royal Enfield Classic"). */
  label: (item: Record<string, unknown>) => string;
}

const byField =
  (field: string) =>
  (item: Record<string, unknown>): string =>
    String(item[field] ?? "");

export const lists: Record<ListKind, ListInfo> = {
  bikes: { noun: "bike", title: "Bikes", slug: "bikes", anchor: "bikes", label: byField("name") },
  taxis: { noun: "taxi service", title: "Taxi services", slug: "taxis", anchor: "taxi", label: byField("name") },
  pickupPoints: {
    noun: "pickup point",
    title: "Pickup points",
    slug: "pickup-points",
    anchor: "pickup",
    label: byField("name"),
  },
  testimonials: { noun: "review", title: "Reviews", slug: "reviews", anchor: "reviews", label: byField("author") },
  requirements: {
    noun: "requirement",
    title: "Requirements",
    slug: "requirements",
    anchor: "terms",
    label: byField("text"),
  },
  fines: { noun: "fine", title: "Fines", slug: "fines", anchor: "terms", label: byField("offence") },
  policies: { noun: "policy", title: "Policies", slug: "policies", anchor: "terms", label: byField("text") },
  landmarks: {
    noun: "landmark",
    title: "Nearby landmarks",
    slug: "landmarks",
    anchor: "location",
    label: byField("name"),
  },
};

/** How long a deleted item waits in the Trash before it goes for good. */
export const TRASH_DAYS = 30;

export function kindFromSlug(slug: string | undefined): ListKind | undefined {
  return listKinds.find((k) => lists[k].slug === slug);
}

/** "an item", "a bike": for the buttons ("Add bike") and messages. */
export function article(noun: string): string {
  return /^[aeiou]/i.test(noun) ? `an ${noun}` : `a ${noun}`;
}

/** The lists whose items are cards of their own on the public page. */
const cardLists: ListKind[] = ["bikes", "taxis", "pickupPoints"];

/**
 * Where one item is on the public page: its own card ("bikes--honda-dio"), or
 * its list's section. Ids have single dashes only, so the double one keeps a
 * card's anchor apart from every other id on the page.
 */
export function itemAnchor(kind: ListKind, id: string): string {
  return cardLists.includes(kind) ? `${lists[kind].anchor}--${id}` : lists[kind].anchor;
}
