/**
 * How the registry describes a list of the page or a section of the settings:
 * every field once, with its check, its label in the operator's words, how
 * History shows its value, its form widget, how a list stores it, whether it
 * names an image and whether it is text a visitor reads. Everything else
 * (the types, the forms, the tables, the export, History, the image uses) is
 * derived from these descriptions. Safe for the browser.
 */
import { z } from "zod";

/** How a list's table keeps a field (settings keep JSON, so theirs is never read). */
export type Storage =
  "text" | "nullable-text" | "integer" | "nullable-integer" | "real" | "boolean" | "strings" | "json";

/** A link the back office previews beside a field, as the page will make it. */
export type LinkPreviewKind = "call" | "chat" | "promo";

export interface Option {
  value: string;
  label: string;
}

/** Where a field sits in its form, besides its widget. */
interface Placement {
  hint?: string;
  /** A paragraph shown before the field. */
  note?: string;
  /** Shown beside the next field that is also a pair, on wide screens. */
  pair?: boolean;
  /** A link of the page to preview after the field. */
  preview?: LinkPreviewKind;
}

type Widget = Placement &
  (
    | {
        type: "text";
        input?: "text" | "number" | "date" | "email" | "tel" | "url" | "time";
        inputMode?: "numeric" | "decimal" | "tel" | "email" | "url" | "text";
        autoComplete?: string;
        step?: string;
        /** Shown before the input, e.g. "₹". */
        prefix?: string;
      }
    | { type: "textarea"; rows?: number }
    | { type: "list"; item: string; max: number }
    | { type: "choice"; options: readonly Option[] }
    | { type: "checkbox"; text: string }
    | { type: "image" }
    | { type: "opening-hours" }
    | { type: "social-links" }
    | { type: "closed-days" }
    /** Rows of a bike and its price (a season's prices). */
    | { type: "bike-prices" }
  );

export interface Field<S extends z.ZodType = z.ZodType, Image extends boolean = boolean> {
  schema: S;
  /** The field in the operator's words: the form's label and History's. */
  label: string;
  /** The value as a person reads it in History and Activity ("₹1,200"). */
  show: (value: unknown) => string;
  widget: Widget;
  storage: Storage;
  /** Names an image of the library by id. */
  image: Image;
  /** Text a visitor reads on the public page: the words a translation covers. */
  visitorText: boolean;
}

export type Fields = Record<string, Field>;
type Shape<F extends Fields> = { [K in keyof F]: F[K]["schema"] };
type ValuesOf<F extends Fields> = z.output<z.ZodObject<Shape<F>>>;
/** The names of the fields that hold an image id. */
export type ImageKeys<F extends Fields> = { [K in keyof F]: F[K]["image"] extends true ? K : never }[keyof F] & string;

// ---------------------------------------------------------------------------
// How values read in History.

export const orNone = (v: unknown) => (v === null || v === undefined || v === "" ? "none" : String(v));
const asList = (v: unknown) => (Array.isArray(v) ? v.map(String).join(", ") : String(v ?? ""));
const yesNo = (v: unknown) => (v ? "on" : "off");
/** Rows of small groups ("Mo Tu 07:00 21:00; …"). */
export const asRows = (v: unknown) =>
  Array.isArray(v)
    ? v.map((x) => (typeof x === "object" && x ? Object.values(x).flat().join(" ") : String(x))).join("; ") || "none"
    : orNone(v);
const rupeeFormat = new Intl.NumberFormat("en-IN", { maximumFractionDigits: 0 });
const asMoney = (v: unknown) => (typeof v === "number" ? `₹${rupeeFormat.format(v)}` : String(v ?? ""));
const labelOf = (options: readonly Option[]) => (v: unknown) => options.find((o) => o.value === v)?.label ?? String(v);

/** Options from a record of labels: { available: "Available", … }. */
export const optionsOf = (labels: Record<string, string>): Option[] =>
  Object.entries(labels).map(([value, label]) => ({ value, label }));

// ---------------------------------------------------------------------------
// The kinds of field. Each takes its check and says the rest.

interface Common {
  label: string;
  /** Read by visitors on the public page. */
  visitor?: boolean;
  show?: (value: unknown) => string;
}

function field<S extends z.ZodType, I extends boolean = false>(
  schema: S,
  { label, visitor = false, show = orNone }: Common,
  widget: Widget,
  storage: Storage,
  image?: I,
): Field<S, I> {
  return { schema, label, show, widget, storage, image: (image ?? false) as I, visitorText: visitor };
}

type TextWidget = Extract<Widget, { type: "text" }>;

export const kind = {
  /** A line of text. */
  text: <S extends z.ZodType>(schema: S, c: Common & Omit<TextWidget, "type">) =>
    field(schema, c, { type: "text", ...placement(c) }, "text"),
  /** Text that may be empty, kept as null when a list stores it so. */
  nullableText: <S extends z.ZodType>(schema: S, c: Common & Omit<TextWidget, "type">) =>
    field(schema, c, { type: "text", ...placement(c) }, "nullable-text"),
  paragraph: <S extends z.ZodType>(schema: S, c: Common & Placement & { rows?: number }) =>
    field(schema, c, { type: "textarea", rows: c.rows, ...placement(c) }, "text"),
  money: <S extends z.ZodType>(schema: S, c: Common & Placement) =>
    field(
      schema,
      { show: asMoney, ...c },
      { type: "text", input: "number", prefix: "₹", inputMode: "numeric", ...placement(c) },
      "integer",
    ),
  /** Rupees that may be left empty (kept as null): a rate the owner may not offer. */
  optionalMoney: <S extends z.ZodType>(schema: S, c: Common & Placement) =>
    field(
      schema,
      { show: (v) => (v === null || v === undefined ? "none" : asMoney(v)), ...c },
      { type: "text", input: "number", prefix: "₹", inputMode: "numeric", ...placement(c) },
      "nullable-integer",
    ),
  /** A whole number: days, units. */
  count: <S extends z.ZodType>(schema: S, c: Common & Placement) =>
    field(schema, c, { type: "text", input: "number", inputMode: "numeric", ...placement(c) }, "integer"),
  /** A whole number that may be left empty (kept as null). */
  optionalCount: <S extends z.ZodType>(schema: S, c: Common & Placement) =>
    field(schema, c, { type: "text", input: "number", inputMode: "numeric", ...placement(c) }, "nullable-integer"),
  /** A number with a fraction, like a rating of 4.8. */
  decimal: <S extends z.ZodType>(schema: S, c: Common & Placement & { step?: string }) =>
    field(
      schema,
      c,
      { type: "text", input: "number", step: c.step ?? "0.1", inputMode: "decimal", ...placement(c) },
      "real",
    ),
  date: <S extends z.ZodType>(schema: S, c: Common & Placement) =>
    field(schema, c, { type: "text", input: "date", ...placement(c) }, "text"),
  /** Short texts, a row each (features, destinations). */
  texts: <S extends z.ZodType>(schema: S, c: Common & Placement & { item: string; max: number }) =>
    field(schema, { show: asList, ...c }, { type: "list", item: c.item, max: c.max, ...placement(c) }, "strings"),
  /** One of a few, as radio buttons. */
  choice: <S extends z.ZodType>(
    schema: S,
    c: Common & Placement & { options: readonly Option[]; storage?: "text" | "integer" },
  ) =>
    field(
      schema,
      { show: labelOf(c.options), ...c },
      { type: "choice", options: c.options, ...placement(c) },
      c.storage ?? "text",
    ),
  checkbox: <S extends z.ZodType>(schema: S, c: Common & Placement & { text: string }) =>
    field(schema, { show: yesNo, ...c }, { type: "checkbox", text: c.text, ...placement(c) }, "boolean"),
  image: <S extends z.ZodType>(schema: S, c: Common) => field(schema, c, { type: "image" }, "text", true),
  /** A widget of its own for rows of small groups, kept as JSON. */
  rows: <S extends z.ZodType>(
    schema: S,
    c: Common & Placement & { widget: "opening-hours" | "social-links" | "closed-days" | "bike-prices" },
  ) => field(schema, { show: asRows, ...c }, { type: c.widget, ...placement(c) }, "json"),
};

function placement(c: Placement & Partial<Omit<TextWidget, "type">>) {
  const { hint, note, pair, preview, input, inputMode, autoComplete, step, prefix } = c;
  return Object.fromEntries(
    Object.entries({ hint, note, pair, preview, input, inputMode, autoComplete, step, prefix }).filter(
      ([, v]) => v !== undefined,
    ),
  );
}

// ---------------------------------------------------------------------------
// A list of the page.

export interface ListDescription<K extends string, F extends Fields> {
  kind: K;
  /** The table that keeps it. */
  table: string;
  /** One item, in the operator's words: "bike". */
  noun: string;
  /** The list's heading: "Bikes". */
  title: string;
  /** Its address under /admin/content/. */
  slug: string;
  /** Where it shows on the public page. */
  anchor: string;
  /** Each item is a card of its own on the page, with its own anchor. */
  cards?: boolean;
  fields: F;
  /** The words that name one item ("Royal Enfield Classic"). */
  label: (item: ValuesOf<F>) => string;
  /** What the back office's list card shows about an item at a glance. */
  summary: (item: ValuesOf<F>) => string[];
  /** What a new item's form starts with. Lists start with no rows: "Add feature" makes one. */
  blank?: (today: string) => Partial<Record<keyof F, unknown>>;
  /** A check across an item's fields (the most days not fewer than the least). */
  refine?: (item: ValuesOf<F>, ctx: z.RefinementCtx) => void;
  /**
   * A check against the list's other items, run where they all are at hand
   * (the store's write, an import): seasons may not overlap. Answers a
   * message by field for each clash.
   */
  clashes?: (item: ValuesOf<F>, others: readonly Clashing<F>[]) => { field: string; message: string }[];
  /**
   * Fields of an item, as it is stored, that no edit may change: words a
   * customer wrote are theirs. An item added by hand must leave them at
   * their defaults. The store refuses any other value, by field.
   */
  locked?: (item: ValuesOf<F>) => (keyof F & string)[];
  /** The sample content. */
  sample: (ValuesOf<F> & { id: string })[];
}

/** Another item a new or changed one is checked against. */
type Clashing<F extends Fields> = ValuesOf<F> & { id: string };

export function defineList<const K extends string, F extends Fields>(description: ListDescription<K, F>) {
  const keys = Object.keys(description.fields) as (keyof F & string)[];
  const shape = Object.fromEntries(keys.map((k) => [k, description.fields[k]!.schema])) as Shape<F>;
  const object = z.object(shape);
  const refine = description.refine;
  return {
    ...description,
    cards: description.cards ?? false,
    schema: refine ? object.superRefine((value, ctx) => refine(value as ValuesOf<F>, ctx)) : object,
    imageFields: keys.filter((k) => description.fields[k]!.image) as ImageKeys<F>[],
    visitorFields: keys.filter((k) => description.fields[k]!.visitorText),
  };
}

// ---------------------------------------------------------------------------
// A section of the settings.

export interface SectionDescription<N extends string, F extends Fields> {
  name: N;
  /** Its title on the Settings screen. */
  title: string;
  /** What the section is for, under its title. */
  intro: string;
  /** Where it shows on the public page. */
  onSite: string;
  fields: F;
  /** A check across fields (a position is both numbers or neither); also run on all settings at once. */
  refine?: (value: ValuesOf<F>, ctx: z.RefinementCtx) => void;
  sample: ValuesOf<F>;
  /** For a section added after sites were set up: what such a site's database holds until it is saved. */
  whenMissing?: ValuesOf<F>;
}

export function defineSection<const N extends string, F extends Fields>(description: SectionDescription<N, F>) {
  const keys = Object.keys(description.fields) as (keyof F & string)[];
  const shape = Object.fromEntries(keys.map((k) => [k, description.fields[k]!.schema])) as Shape<F>;
  const object = z.object(shape);
  const refine = description.refine;
  return {
    ...description,
    schema: refine ? object.superRefine((value, ctx) => refine(value as ValuesOf<F>, ctx)) : object,
    imageFields: keys.filter((k) => description.fields[k]!.image) as ImageKeys<F>[],
    visitorFields: keys.filter((k) => description.fields[k]!.visitorText),
  };
}
