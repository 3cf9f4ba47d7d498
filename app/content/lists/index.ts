/**
 * The registry of the page's editable lists: one entry each, in ./<list>.ts,
 * holding all there is to know about it (its fields and their checks,
 * labels, widgets and storage, its summary line and its sample). Safe for the
 * browser; the tables made from it are in ~/db/schema.ts.
 */
import type { z } from "zod";
import type { Field } from "../define";
import { about } from "./about";
import { bikes } from "./bikes";
import { faq } from "./faq";
import { landmarks } from "./landmarks";
import { pickupPoints } from "./pickup-points";
import { testimonials } from "./reviews";
import { seasons } from "./seasons";
import { taxis } from "./taxis";
import { fines, policies, requirements } from "./terms";

export const lists = {
  bikes,
  seasons,
  taxis,
  pickupPoints,
  testimonials,
  requirements,
  fines,
  policies,
  landmarks,
  about,
  faq,
};

export type ListKind = keyof typeof lists;
/** In the order of the page and of the back office's Content screen. */
export const listKinds = Object.keys(lists) as ListKind[];

/** An entry of the registry, as code that works on any list reads it. */
export interface ListInfo {
  kind: ListKind;
  table: string;
  noun: string;
  title: string;
  slug: string;
  anchor: string;
  cards: boolean;
  addedByVisitorsOnly: boolean;
  fields: Record<string, Field>;
  schema: z.ZodObject;
  imageFields: readonly string[];
  visitorFields: readonly string[];
  // Methods, so each entry's own item type is accepted where any item is.
  label(item: Record<string, unknown>): string;
  summary(item: Record<string, unknown>): string[];
  blank?(today: string): Record<string, unknown>;
  clashes?(
    item: Record<string, unknown>,
    others: readonly Record<string, unknown>[],
  ): { field: string; message: string }[];
  locked?(item: Record<string, unknown>): string[];
  sample: readonly (Record<string, unknown> & { id: string })[];
}

/** Any list's entry, for code that works on every list alike. */
export const listInfo = (kind: ListKind): ListInfo => lists[kind] satisfies ListInfo;

/** Each list's schema, by kind: what a form posts and the store accepts. */
export const listSchemas = Object.fromEntries(listKinds.map((k) => [k, lists[k].schema])) as {
  [K in ListKind]: (typeof lists)[K]["schema"];
};

/** An item's fields as the store keeps them (without its id, place or version). */
export type ItemOf<K extends ListKind> = z.output<(typeof lists)[K]["schema"]>;

/** How long a deleted item waits in the Trash before it goes for good. */
export const TRASH_DAYS = 30;

export function kindFromSlug(slug: string | undefined): ListKind | undefined {
  return listKinds.find((k) => lists[k].slug === slug);
}

/**
 * Where one item is on the public page: its own card ("bikes--honda-dio"), or
 * its list's section. Ids have single dashes only, so the double one keeps a
 * card's anchor apart from every other id on the page.
 */
export function itemAnchor(kind: ListKind, id: string): string {
  return lists[kind].cards ? `${lists[kind].anchor}--${id}` : lists[kind].anchor;
}

/** The library id of an item's picture, for the lists that have one. */
export function itemImage(kind: ListKind, item: Record<string, unknown>): string | null {
  const [field] = listInfo(kind).imageFields;
  return field ? String(item[field] ?? "") || null : null;
}

export { statusLabels } from "./bikes";
